import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, trackedTextFiles } from './repository.ts';
import { errorCatalogue } from '../packages/contract/src/errors.ts';

const thisFile = 'docs/references.test.ts';

/** The text of every tracked file but pictures, videos, fonts and this test (whose patterns would match). */
const texts: ReadonlyMap<string, string> = new Map(
  trackedTextFiles()
    .filter((file) => file !== thisFile)
    .map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
);

/** Each match of `pattern` (global) in the tracked files, as `file:line: match`, with its first group. */
function findAll(pattern: RegExp): { where: string; section: string }[] {
  const found: { where: string; section: string }[] = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ where: `${file}:${line}: ${match[0]}`, section: match[1] ?? '' });
    }
  }
  return found;
}

/**
 * The section numbers a document's headings carry: `## 4.` and `## 4a.` give `4` and `4a`,
 * `### 2.1` gives `2.1`.
 */
function sectionsOf(document: string): Set<string> {
  const text = fs.existsSync(path.join(root, document))
    ? fs.readFileSync(path.join(root, document), 'utf8')
    : '';
  const headings = text.matchAll(/^#{2,3} §?(\d+[a-z]?(?:\.\d+)*)\.?\s/gm);
  return new Set([...headings].map((heading) => heading[1]!));
}

/**
 * A citation's section: the leading number, with a letter (`4a`) or sub-numbers (`2.1`), so trailing
 * punctuation (`§9.`, `§4:`) is left out.
 */
const section = String.raw`(\d+[a-z]?(?:\.\d+)*)`;

/** Citations of `name §N` (or `name.md §N`, any case) whose N is not a heading of `document`. */
function unknownSections(name: string, document: string): string[] {
  const known = sectionsOf(document);
  return findAll(new RegExp(String.raw`\b${name}(?:\.md)? §${section}`, 'gi'))
    .filter((citation) => !known.has(citation.section))
    .map((citation) => citation.where);
}

describe('the repository explains itself', () => {
  it('refers to no document outside it', () => {
    const outside = /\.\.\/shared\/|shared\/spec\/|forum-spec\.md/;
    const offenders = [...texts].filter(([, text]) => outside.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('cites "spec §N" only for sections docs/SPEC.md has', () => {
    expect(sectionsOf('docs/SPEC.md').size).toBeGreaterThanOrEqual(9);
    expect(unknownSections('spec', 'docs/SPEC.md')).toEqual([]);
  });

  it('cites "ARCHITECTURE §N" only for sections docs/ARCHITECTURE.md has', () => {
    expect(unknownSections('ARCHITECTURE', 'docs/ARCHITECTURE.md')).toEqual([]);
  });

  it('cites no DESIGN section (the architecture is docs/ARCHITECTURE.md)', () => {
    const design = new RegExp(String.raw`\bDESIGN(?:\.md)? §(?:${section})?`, 'g');
    expect(findAll(design).map((citation) => citation.where)).toEqual([]);
  });

  it('cites the conventions as docs/CONVENTIONS.md', () => {
    const bare = /(?<!docs\/)\bCONVENTIONS(?:\.md)?(?::| §)/g;
    expect(findAll(bare).map((citation) => citation.where)).toEqual([]);
  });

  it("quotes the error catalogue's own codes and English texts in docs/SPEC.md", () => {
    const english: Record<string, string> = JSON.parse(
      fs.readFileSync(path.join(root, 'packages/contract/src/locales/en/errors.json'), 'utf8'),
    );
    const spec = fs.readFileSync(path.join(root, 'docs/SPEC.md'), 'utf8');
    // The lines of §8.2: "- `CODE`, `OTHER_CODE`: 'text'".
    const quoted = [...spec.matchAll(/^- ((?:`[A-Z_]+`(?:, )?)+): (['"])(.*)\2$/gm)];
    expect(quoted.length).toBeGreaterThan(0);
    const wrong = quoted.flatMap(([, codes, , text]) =>
      [...codes!.matchAll(/`([A-Z_]+)`/g)]
        .map(([, code]) => code!)
        .filter((code) => !(code in errorCatalogue) || english[code] !== text)
        .map((code) => `${code}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });
});
