import { describe, expect, it } from 'vitest';
import {
  discoverModelInputSchema,
  eventInputSchema,
  limits,
  medalInputSchema,
  missionUpdateSchema,
} from '@fanzone/contract';
import type { BodySchema, ProblemWords } from './fieldProblems.ts';
import {
  numberBounds,
  problemsFromIssues,
  problemsFromServer,
  saidInOwnWordsWhenEmpty,
} from './fieldProblems.ts';

const words: ProblemWords = {
  required: 'required',
  englishRequired: 'english required',
  tooLong: (max) => `at most ${max} characters`,
  tooMany: (max) => `at most ${max}`,
  range: (min, max) => `from ${min} to ${max}`,
  invalid: 'check it',
};

const problemsOf = (schema: BodySchema, body: unknown, own?: Record<string, string>) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : problemsFromIssues(parsed.error.issues, schema, words, own);
};

const medal = {
  code: 'night-owl',
  name: { en: 'Night owl' },
  description: { en: 'Posts after midnight' },
  iconUrl: '/medals/owl.svg',
  position: 3,
};

describe('a console body checked by its contract schema, said per field', () => {
  it('finds nothing wrong with a good body', () => {
    expect(problemsOf(medalInputSchema, medal)).toEqual({});
  });

  it('says what is missing: a text, or English in a text written per language', () => {
    expect(problemsOf(medalInputSchema, { ...medal, iconUrl: '', name: { ru: 'Сова' } })).toEqual({
      iconUrl: 'required',
      name: 'english required',
    });
  });

  it("says a number's range from the schema, for a number out of it, not whole, or not typed", () => {
    const max = limits.catalogue.positionMax;
    expect(problemsOf(medalInputSchema, { ...medal, position: max + 1 })).toEqual({
      position: `from 0 to ${max}`,
    });
    expect(problemsOf(medalInputSchema, { ...medal, position: 1.5 })).toEqual({
      position: `from 0 to ${max}`,
    });
    expect(problemsOf(medalInputSchema, { ...medal, position: Number.NaN })).toEqual({
      position: `from 0 to ${max}`,
    });
    // An update's fields are optional: the range is still found through the wrapper.
    expect(numberBounds(missionUpdateSchema, 'target')).toEqual({ min: 1, max: limits.catalogue.targetMax });
  });

  it("uses the form's own words for a value the rule refuses, and says too long and too many", () => {
    expect(problemsOf(medalInputSchema, { ...medal, code: 'Night Owl' }, { code: 'the code rule' })).toEqual({
      code: 'the code rule',
    });
    expect(problemsOf(medalInputSchema, { ...medal, code: 'Night Owl' })).toEqual({ code: 'check it' });
    const tooLong = 'x'.repeat(limits.catalogue.titleMaxLength + 1);
    expect(problemsOf(medalInputSchema, { ...medal, name: { en: tooLong } })).toEqual({
      name: `at most ${limits.catalogue.titleMaxLength} characters`,
    });
    const event = {
      title: { en: 'Summer shots' },
      rules: { en: 'One photo each' },
      boardId: '1',
      startsAt: 1,
      entriesEndAt: 2,
      announceAt: 3,
      countries: Array.from({ length: limits.events.maxCountries + 1 }, () => 'DE'),
    };
    expect(problemsOf(eventInputSchema, event)).toEqual({
      countries: `at most ${limits.events.maxCountries}`,
    });
  });
});

describe("the server's refusal said on the fields it names", () => {
  it('takes body fields only, once per field, in the form’s own words where it has them', () => {
    expect(
      problemsFromServer(
        { 'body.name.en': 'Too big', 'body.name.ru': 'Too big', 'body.code': 'taken', 'query.cursor': 'x' },
        words,
        { code: 'the code rule' },
      ),
    ).toEqual({ name: 'check it', code: 'the code rule' });
  });
});

describe("a field left empty said in the form's own words", () => {
  const own = { name: 'write the name in English', imageUrl: 'a model needs its picture' };
  const model = { name: { en: 'Nova 13' }, imageUrl: '/uploads/nova.png' };

  it('says them for a blank text and a text without its English, whatever rule refused it', () => {
    const body = { name: { en: '', ru: 'Нова' }, imageUrl: '' };
    // The picture's rule is a refinement of the contract's: the schema alone says "check it".
    expect(saidInOwnWordsWhenEmpty(problemsOf(discoverModelInputSchema, body), body, own)).toEqual(own);
  });

  it("keeps the console's words for a written value, and finds no problem the schema did not", () => {
    const body = { ...model, imageUrl: 'ftp://pictures.example/nova.png' };
    expect(saidInOwnWordsWhenEmpty(problemsOf(discoverModelInputSchema, body), body, own)).toEqual({
      imageUrl: 'check it',
    });
    expect(saidInOwnWordsWhenEmpty({}, { ...model, imageUrl: '' }, own)).toEqual({});
  });
});
