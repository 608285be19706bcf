import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { environmentSchema } from './config.ts';

/**
 * `.env.example` is the settings' documentation; the schema in config.ts is what the server really
 * reads. These tests keep the two equal, so the file cannot name a setting that does nothing, miss
 * one, or promise a default the server does not use.
 */
const envExamplePath = path.resolve(import.meta.dirname, '../../../../.env.example');

type ExampleSetting = { name: string; line: number; value: string | undefined };

/**
 * The file's settings: `NAME=value` states a default, `# NAME=` (nothing after it) names a setting
 * with no default or a computed one. Every other line must be a comment or blank.
 */
function readEnvExample() {
  const lines = fs.readFileSync(envExamplePath, 'utf8').split('\n');
  const settings: ExampleSetting[] = [];
  const strayLines: string[] = [];
  const undocumented: string[] = [];
  lines.forEach((text, index) => {
    const stated = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(text);
    const unset = /^# ([A-Z][A-Z0-9_]*)=$/.exec(text);
    const match = stated ?? unset;
    if (match) {
      const name = match[1]!;
      settings.push({ name, line: index + 1, value: stated ? stated[2] : undefined });
      // One comment block per setting, right above it.
      const previous = lines[index - 1] ?? '';
      const previousIsSetting = /^(# )?[A-Z][A-Z0-9_]*=/.test(previous);
      if (!previous.startsWith('#') || previousIsSetting) undocumented.push(name);
    } else if (text.trim() !== '' && !text.startsWith('#')) {
      strayLines.push(`${index + 1}: ${text}`);
    }
  });
  return { settings, strayLines, undocumented };
}

const schemaFields = Object.entries(environmentSchema.shape) as [string, z.ZodType][];

/**
 * The default config.ts declares for a setting, as it would be written in the environment, or
 * undefined when it has none (an optional setting, or one whose default is computed in loadConfig).
 * A default sits at the start of the field, or at the start of a pipe that transforms it further.
 */
function declaredDefault(field: z.ZodType): string | undefined {
  if (field instanceof z.ZodDefault) return String(field.def.defaultValue);
  if (field instanceof z.ZodPipe) return declaredDefault(field.in as z.ZodType);
  return undefined;
}

describe('.env.example', () => {
  const { settings, strayLines, undocumented } = readEnvExample();

  it('holds only comments and settings, each setting under its own comment', () => {
    expect(strayLines).toEqual([]);
    expect(undocumented).toEqual([]);
  });

  it('names every setting the server reads, once, and no other', () => {
    const named = settings.map((setting) => setting.name);
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
    expect([...named].sort()).toEqual(schemaFields.map(([name]) => name).sort());
  });

  it("states config.ts's default for each setting that has one, and leaves the others unset", () => {
    const fields = new Map(schemaFields);
    const mismatches: string[] = [];
    for (const { name, line, value } of settings) {
      const field = fields.get(name);
      if (!field) continue; // named by the test above
      const serverDefault = declaredDefault(field);
      if (value === serverDefault) continue;
      mismatches.push(
        serverDefault === undefined
          ? `line ${line}: ${name} has no default in config.ts; write "# ${name}="`
          : `line ${line}: ${name} defaults to ${serverDefault} in config.ts, not ${value ?? 'unset'}`,
      );
    }
    expect(mismatches).toEqual([]);
  });
});
