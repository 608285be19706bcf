import { serializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';

type SerializerCompiler = Parameters<typeof serializerCompiler>[0];

/** Where two JSON values first differ, as a path like `data.0.author.email` (for the error message). */
function firstDifference(expected: unknown, actual: unknown, path: string): string {
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const inner = (value: object) => (value as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(inner(expected), inner(actual)))
        return firstDifference(inner(expected), inner(actual), path ? `${path}.${key}` : key);
    }
  }
  return path || '(the whole answer)';
}

/**
 * How answers are written. Checked (development and tests): each answer must match the contract
 * exactly; one that breaks it, or carries a field the contract does not name, fails loudly instead
 * of being trimmed in silence, so the suites prove that presenters build exactly the contract's
 * shapes. Unchecked (production): the same objects go straight to JSON.stringify; checking every
 * answer again cost about a third of a list's CPU time under load.
 */
export function responseSerializerCompiler(checkResponses: boolean) {
  if (!checkResponses) return () => (data: unknown) => JSON.stringify(data);
  return (route: SerializerCompiler) => {
    const encode = serializerCompiler(route);
    return (data: unknown) => {
      const encoded = JSON.parse(encode(data)) as unknown;
      const written = JSON.stringify(data);
      const plain = JSON.parse(written) as unknown;
      if (!isDeepStrictEqual(encoded, plain)) {
        throw new Error(
          `${route.method} ${route.url}: the answer does not match the contract at ${firstDifference(encoded, plain, '')}`,
        );
      }
      return written;
    };
  };
}
