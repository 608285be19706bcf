import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, trackedTextFiles } from './repository.ts';

/** The rules' headings of docs/CONVENTIONS.md, in lower case. */
function headings(): string[] {
  const markdown = fs.readFileSync(path.join(root, 'docs/CONVENTIONS.md'), 'utf8');
  return [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]!.trim().toLowerCase());
}

/**
 * What a citation `(docs/CONVENTIONS.md: heading…)` names, as one line of words: a citation may wrap over
 * comment lines, whose markers (`*`, `//`, `--`) are not part of it.
 */
function citedText(raw: string): string {
  return raw
    .replace(/\n\s*(\*|\/\/|--|#)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

describe('docs/CONVENTIONS.md', () => {
  it('has every rule the repository cites by its heading', () => {
    const rules = headings();
    // This file's own patterns and comments are not citations.
    const files = trackedTextFiles().filter((file) => file !== 'docs/conventions.test.ts');
    const unknown = files.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\(docs\/CONVENTIONS\.md: ([^)]+)\)/g)]
        .map((match) => citedText(match[1]!))
        .filter((cited) => !rules.some((rule) => cited.startsWith(rule)))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(unknown).toEqual([]);
  });
});
