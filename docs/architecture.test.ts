import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, trackedTextFiles } from './repository.ts';

const architecture = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** The numbers of the document's sections (`## 4a. Search` → `4a`). */
function sectionNumbers(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (\d+[a-z]?)\. /gm)].map((match) => match[1]!));
}

/** The annotated tree: the first code block of section 2. */
function layoutTree(markdown: string): string[] {
  const section = markdown.slice(markdown.search(/^## 2\. /m));
  const block = /^```\n([\s\S]*?)^```/m.exec(section);
  if (!block) throw new Error('ARCHITECTURE §2 has no tree (a ``` code block)');
  return block[1]!.split('\n');
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The folders the tree lists directly under `anchor` (a line whose first word is `anchor`): the lines
 * indented one step deeper than it whose first word is `name/`. Deeper lines (a note carried over)
 * are skipped; the first line indented no deeper than the anchor ends the list.
 */
function foldersUnder(tree: string[], anchor: string): string[] {
  const at = tree.findIndex((line) => line.trim().split(/\s+/)[0] === anchor);
  if (at < 0) throw new Error(`the tree of ARCHITECTURE §2 has no line starting with ${anchor}`);
  const anchorIndent = indentOf(tree[at]!);
  const names: string[] = [];
  let childIndent: number | undefined;
  for (const line of tree.slice(at + 1)) {
    if (!line.trim()) continue;
    const indent = indentOf(line);
    if (indent <= anchorIndent) break;
    childIndent ??= indent;
    const folder = /^([\w-]+)\/(\s|$)/.exec(line.trimStart());
    if (indent === childIndent && folder) names.push(folder[1]!);
  }
  return names;
}

function foldersOnDisk(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** What the tree and the disk disagree on, by name, for a readable failure. */
function compare(listed: string[], onDisk: string[]) {
  return {
    missingFromTree: onDisk.filter((name) => !listed.includes(name)).sort(),
    gone: listed.filter((name) => !onDisk.includes(name)).sort(),
  };
}

describe('docs/ARCHITECTURE.md', () => {
  const tree = layoutTree(architecture);

  it('lists every server module in its tree, and no module that is gone', () => {
    const listed = foldersUnder(tree, 'src/modules/');
    expect(compare(listed, foldersOnDisk('packages/server/src/modules'))).toEqual({
      missingFromTree: [],
      gone: [],
    });
  });

  it('lists every web feature in its tree, and no feature that is gone', () => {
    const listed = foldersUnder(tree, 'features/');
    expect(compare(listed, foldersOnDisk('packages/web/src/features'))).toEqual({
      missingFromTree: [],
      gone: [],
    });
  });

  it('has every section the repository cites', () => {
    const sections = sectionNumbers(architecture);
    const unknown = trackedTextFiles().flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/ARCHITECTURE(?:\.md)? ?§ ?(\d+[a-z]?)/g)]
        .filter((match) => !sections.has(match[1]!))
        .map((match) => `${file}: §${match[1]}`),
    );
    expect(unknown).toEqual([]);
  });
});
