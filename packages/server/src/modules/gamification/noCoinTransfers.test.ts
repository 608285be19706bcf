import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/useTestApp.ts';

/**
 * Coins are earned, never handed on (spec §1): no call may move them from one member to another.
 * This walks every call the running app describes (the contract's and any other route with a
 * schema) and fails when a call other than the operator's grant (or the missions catalogue's, which
 * names no member) takes a Coins amount, or when the grant could name more than one member.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
};
type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Operation = {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Words of a field name that could carry an amount of Coins (or points, credit…). */
const coinsWords =
  /^(coins?|gold|points?|credits?|balance|amount|transfers?|gifts?|tips?|wallet|money|cash)$/;
/** Words of a field name that could name a member. */
const memberWords =
  /^(users?|members?|recipients?|receivers?|senders?|payee|from|to|targets?|accounts?|owners?)$/;

/** `goldCoins` → gold, coins; `to_user-id` → to, user, id. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const named = (pattern: RegExp) => (field: Field) =>
  wordsOf(field.path.split('.').at(-1)!).some((word) => pattern.test(word));

type Field = { path: string; schema: JsonSchema };

/** Every named field of a schema, nested and referenced ones included, with its dotted path. */
function fieldsOf(
  spec: Spec,
  schema: JsonSchema | undefined,
  path: string,
  seen = new Set<string>(),
): Field[] {
  if (!schema) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    const name = schema.$ref.split('/').at(-1)!;
    return fieldsOf(spec, spec.components?.schemas?.[name], path, new Set([...seen, schema.$ref]));
  }
  const nested = [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...(Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
  ];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
      { path: `${path}.${name}`, schema: property },
      ...fieldsOf(spec, property, `${path}.${name}`, seen),
    ]),
    ...nested.flatMap((inner) => fieldsOf(spec, inner, path, seen)),
  ];
}

/** The input fields of every call: path and query parameters and body fields. */
function inputFieldsOf(spec: Spec) {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      fields: [
        ...(operation.parameters ?? []).flatMap((parameter) => [
          { path: `${parameter.in}.${parameter.name}`, schema: parameter.schema ?? {} },
          ...fieldsOf(spec, parameter.schema, `${parameter.in}.${parameter.name}`),
        ]),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((content) =>
          fieldsOf(spec, content.schema, 'body'),
        ),
      ],
    })),
  );
}

/**
 * The missions catalogue's calls (operators): they set the Coins a mission pays whoever finishes
 * it through the engine, and name no member.
 */
const catalogueCalls = ['POST /api/admin/missions', 'PUT /api/admin/missions/{id}'];

/**
 * The events' calls (operators): a prize's Coins go, at the announcement, to whoever holds its
 * ranks; they name no member (their `from`/`to` words are ranks).
 */
const eventPrizeCalls = ['POST /api/admin/events', 'PUT /api/admin/events/{id}'];

/**
 * Fields whose names sound like Coins but that cannot reach any balance, each named exactly with why:
 * a new call's field is never let through by a pattern.
 */
const notCoins: Record<string, string> = {
  'POST /api/admin/questionnaires body.questions.points': "a question's marks in a questionnaire",
  'PUT /api/admin/questionnaires/{code} body.questions.points': "a question's marks in a questionnaire",
};

const callsTakingCoins = (spec: Spec) =>
  inputFieldsOf(spec)
    .map(({ call, fields }) => ({
      call,
      coins: fields.filter(named(coinsWords)).filter((field) => !notCoins[`${call} ${field.path}`]),
      fields,
    }))
    .filter(({ coins }) => coins.length > 0);

describe('no call moves Coins between members', () => {
  const site = useTestApp({ region: 'in' });
  let spec: Spec;
  beforeAll(async () => {
    spec = (await site.visitor().request('GET', '/api/docs/json')).json();
  });

  it('walks every call of the app', () => {
    const calls = inputFieldsOf(spec).map(({ call }) => call);
    expect(calls.length).toBeGreaterThan(80);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/rewards',
        'POST /api/mission/award',
        'PUT /api/posts/{id}/featured',
      ]),
    );
  });

  it("lets only the operator's grant take Coins, for one member named once", () => {
    const takingCoins = callsTakingCoins(spec);
    // Each exception names a field the app really has: a renamed one must be looked at again.
    const allFields = inputFieldsOf(spec).flatMap(({ call, fields }) =>
      fields.map((field) => `${call} ${field.path}`),
    );
    expect(allFields).toEqual(expect.arrayContaining(Object.keys(notCoins)));
    expect(takingCoins.map(({ call, coins }) => [call, coins.map((field) => field.path)])).toEqual([
      ['POST /api/admin/rewards', ['body.coins']],
      ...catalogueCalls.map((call) => [call, ['body.coinReward']]),
      ...eventPrizeCalls.map((call) => [call, ['body.prizes.coins']]),
    ]);
    const grant = takingCoins[0]!;
    const members = grant.fields.filter(named(memberWords));
    expect(members.map((field) => field.path)).toEqual(['body.userId']);
    // One member: a plain id, not a list of them.
    expect(members[0]!.schema.type).toBe('string');
    // A mission's Coins go to whoever finishes it: its calls name no member (`target` is a count).
    for (const { fields } of takingCoins.filter(({ call }) => catalogueCalls.includes(call)))
      expect(fields.filter(named(memberWords)).map((field) => [field.path, field.schema.type])).toEqual([
        ['body.target', 'integer'],
      ]);
    // A prize's Coins go to whoever holds its ranks at the announcement: the words are ranks.
    for (const { fields } of takingCoins.filter(({ call }) => eventPrizeCalls.includes(call)))
      expect(fields.filter(named(memberWords)).map((field) => [field.path, field.schema.type])).toEqual([
        ['body.prizes.fromRank', 'integer'],
        ['body.prizes.toRank', 'integer'],
      ]);
  });

  it('would notice a call that hands Coins on, however its schema is written', () => {
    const gift = z.toJSONSchema(
      z.object({ toUserId: z.string(), gift: z.object({ goldCoins: z.number() }) }),
    ) as JsonSchema;
    const bulk = z.toJSONSchema(
      z.object({ recipients: z.array(z.string()), amount: z.number() }),
    ) as JsonSchema;
    const widened: Spec = {
      paths: {
        ...spec.paths,
        '/api/account/coins/send': {
          post: { requestBody: { content: { 'application/json': { schema: gift } } } },
        },
        '/api/user/{id}/tip/{points}': {
          put: { parameters: [{ name: 'points', in: 'path', schema: { type: 'integer' } }] },
        },
        '/api/account/transfers': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Bulk' } } },
            },
          },
        },
      },
      components: { schemas: { ...spec.components?.schemas, Bulk: bulk } },
    };
    expect(callsTakingCoins(widened).map(({ call }) => call)).toEqual([
      'POST /api/admin/rewards',
      ...catalogueCalls,
      ...eventPrizeCalls,
      'POST /api/account/coins/send',
      'PUT /api/user/{id}/tip/{points}',
      'POST /api/account/transfers',
    ]);
  });
});
