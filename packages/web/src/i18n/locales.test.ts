import { describe, expect, it } from 'vitest';
import { errorCodes, routeTable, supportedLocales } from '@fanzone/contract';

/**
 * Every locale has the same keys in every namespace (the web's own files and the contract's error
 * catalogue), every plural form its language needs, and the same placeholders as English.
 */
type Tree = { [key: string]: string | Tree };
const appFiles = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const errorFiles = import.meta.glob<Tree>('../../../contract/src/locales/*/errors.json', {
  eager: true,
  import: 'default',
});

const files = new Map<string, Map<string, Tree>>();
for (const [path, tree] of Object.entries(appFiles)) {
  const [, lng = '', ns = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!files.has(lng)) files.set(lng, new Map());
  files.get(lng)?.set(ns, tree);
}
for (const [path, tree] of Object.entries(errorFiles)) {
  const [, lng = ''] = /locales\/([^/]+)\/errors\.json$/.exec(path) ?? [];
  if (!files.has(lng)) files.set(lng, new Map());
  files.get(lng)?.set('errors', tree);
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

function baseKeys(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].map((key) => key.replace(pluralSuffix, '')));
}

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`));

const namespaces = new Set([...files.values()].flatMap((byNs) => [...byNs.keys()]));

describe('locale files', () => {
  it('exist for every supported locale', () => {
    expect([...files.keys()].sort()).toEqual([...supportedLocales].sort());
  });

  for (const ns of namespaces) {
    describe(`namespace ${ns}`, () => {
      const flat = new Map(supportedLocales.map((lng) => [lng, flatten(files.get(lng)?.get(ns) ?? {})]));
      const union = new Set([...flat.values()].flatMap((entries) => [...baseKeys(entries)]));

      for (const lng of supportedLocales) {
        it(`${lng} has every key another locale has`, () => {
          const own = baseKeys(flat.get(lng) ?? new Map());
          expect([...union].filter((key) => !own.has(key))).toEqual([]);
        });

        it(`${lng} has every plural form it needs`, () => {
          const entries = flat.get(lng) ?? new Map<string, string>();
          const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
          const pluralBases = new Set(
            [...entries.keys()]
              .filter((key) => pluralSuffix.test(key))
              .map((key) => key.replace(pluralSuffix, '')),
          );
          const missing = [...pluralBases].flatMap((key) =>
            needed.filter((form) => !entries.has(`${key}_${form}`)).map((form) => `${key}_${form}`),
          );
          expect(missing).toEqual([]);
        });

        it(`${lng} uses the same placeholders as English`, () => {
          const english = flat.get('en') ?? new Map<string, string>();
          const entries = flat.get(lng) ?? new Map<string, string>();
          const wrong: string[] = [];
          for (const [key, text] of entries) {
            const base = key.replace(pluralSuffix, '');
            const reference = english.get(key) ?? english.get(`${base}_other`) ?? english.get(base);
            if (reference === undefined) continue;
            const mine = placeholders(text);
            const theirs = placeholders(reference);
            const plural = pluralSuffix.test(key);
            // A plural form may spell its number out ("one year"), so it may drop {{count}}.
            const ok = plural
              ? [...mine].every((name) => theirs.has(name))
              : mine.size === theirs.size && [...mine].every((name) => theirs.has(name));
            if (!ok) wrong.push(key);
          }
          expect(wrong).toEqual([]);
        });
      }
    });
  }

  it('translate every error code of the contract', () => {
    for (const lng of supportedLocales) {
      const keys = Object.keys(files.get(lng)?.get('errors') ?? {});
      expect(errorCodes.filter((code) => !keys.includes(code))).toEqual([]);
    }
  });

  it('have a title for every route', () => {
    const titles = flatten(files.get('en')?.get('titles') ?? {});
    expect(routeTable.map((route) => route.name).filter((name) => !titles.has(name))).toEqual([]);
  });
});
