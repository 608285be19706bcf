import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/rewards.ts';
import { createTestApp, testDatabase } from '../test/testApp.ts';
import type { TestClient } from '../test/testClient.ts';

/**
 * Bad input never gets a 500, and every refusal of the API is the `{status, code, message}`
 * envelope. Generated from the contract as the server publishes it (`/api/docs/json`): every
 * operation is sent hostile path parameters, queries and bodies — wrong types, NUL characters,
 * lone surrogates, numbers no column holds, impossible cursors, deep nesting, bad percent-encoding,
 * over-long parameters — as a visitor, a member and an admin. A seeded generator keeps each run the
 * same; the request count per operation bounds the time.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/**
 * Requests per operation and actor: about 25,000 in all, about a minute on PGlite. Each database
 * gets its own seeds (`databaseSeed`), so the run on PGlite and the run on PostgreSQL send different
 * inputs and together try twice as many as either.
 */
const requestsPerOperation = 40;
const databaseSeed = testDatabase === 'postgres' ? 104_729 : 0;
/** How many tests the calls are spread over. */
const fuzzParts = 8;

/** A small seeded generator (mulberry32): the same requests every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    below: (count: number) => Math.floor(next() * count),
  };
}
type Random = ReturnType<typeof seededRandom>;

const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
/** Cursors no list ever gave: impossible times, numbers and ids no column holds, wrong shapes. */
const hostileCursors = [
  cursorOf(['2026-02-30 10:00:00+00', '1']),
  cursorOf(['0000-01-01 00:00:00', '1']),
  cursorOf(['2026-11-25 24:00:00', '1']),
  cursorOf(['1e999', '1']),
  cursorOf(['1e-999', '1']),
  cursorOf(['true', '1e999', '9223372036854775807']),
  cursorOf(['2026-11-25 10:00:00', '99999999999999999999']),
  cursorOf(['2026-11-25 10:00:00', '9223372036854775808']),
  Buffer.from('2026-11-25T10:00:00.000Z|99999999999999999999').toString('base64url'),
  Buffer.from('0000-00-00|1').toString('base64url'),
  cursorOf({}),
  '%%%',
];
/** Text a column may not hold, or that a careless handler mishandles. */
const hostileStrings = [
  '',
  'a',
  '\u0000',
  'Night\u0000mode',
  '\uD800',
  '\uDC00tail',
  'x'.repeat(5_000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '9223372036854775808',
  '-1',
  '1e999',
  'null',
  '📷'.repeat(60),
  ...hostileCursors,
];
/** Raw JSON numbers: `1e999` parses to Infinity, the rest are beyond every integer column. */
const hostileNumbers = [
  '1e999',
  '-1e999',
  '1e-999',
  '9223372036854775808',
  '-9223372036854775809',
  '0',
  '-1',
  '0.5',
];
/** Path parameters: out of range, not numbers, NUL, bad percent-encoding, longer than Fastify allows. */
const hostilePathValues = [
  '0',
  '-1',
  '1',
  '2',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999',
  '1e999',
  '%00',
  '%E0%A4%A',
  '%F0',
  '%ED%A0%80',
  'x'.repeat(150),
  'abc',
  '..%2F..',
  'null',
];

/** A raw piece of JSON text placed where a value goes (numbers JSON.stringify cannot write, deep nesting). */
class RawJson {
  constructor(readonly text: string) {}
}

/** A value for `schema`: often plausible in shape, with hostile leaves; sometimes hostile outright. */
function valueFor(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (random.chance(0.15) || !schema || depth > 4) return hostileValue(random);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return valueFor(random.pick(options), random, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.chance(0.8) ? random.pick(schema.enum) : hostileValue(random);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (random.chance(0.85)) value[key] = valueFor(property, random, depth + 1);
      if (random.chance(0.1)) value['extra\u0000key'] = 'x';
      return value;
    }
    case 'array':
      return Array.from({ length: random.below(4) }, () => valueFor(schema.items, random, depth + 1));
    case 'string':
      return random.pick(hostileStrings);
    case 'integer':
    case 'number':
      return new RawJson(random.pick(hostileNumbers));
    case 'boolean':
      return random.chance(0.5);
    default:
      return hostileValue(random);
  }
}

function hostileValue(random: Random): unknown {
  switch (random.below(6)) {
    case 0:
      return random.pick(hostileStrings);
    case 1:
      return new RawJson(random.pick(hostileNumbers));
    case 2:
      // Deeper than any form: a stack-eating array, or an object of the same depth.
      return random.chance(0.5)
        ? new RawJson(`${'['.repeat(3_000)}${']'.repeat(3_000)}`)
        : new RawJson(`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`);
    case 3:
      return null;
    case 4:
      return [random.pick(hostileStrings), { nested: '\u0000' }];
    default:
      return { unexpected: true };
  }
}

/** JSON text with the raw pieces put in place. */
function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  return (text ?? 'null').replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)]!,
  );
}

/**
 * A query or path value as it goes into a URL: most percent-encoded, some raw (so bad
 * percent-encoding stays bad); a lone surrogate goes in as the UTF-8 bytes it would have been.
 */
function urlValue(value: unknown, random: Random): string {
  const text = (
    value instanceof RawJson ? value.text : typeof value === 'string' ? value : JSON.stringify(value)
  ).slice(0, 300);
  if (!random.chance(0.7)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

/** Whether an answer is the API's error envelope. */
function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return parsed.status === 'error' && typeof parsed.code === 'string' && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

describe(`contract fuzz (${testDatabase})`, () => {
  let app: FastifyInstance;
  let member: TestClient;
  let admin: TestClient;
  let lastAddress = 0;
  beforeAll(async () => {
    app = await createTestApp({ region: 'eu', demoData: true, env: { TRUST_PROXY: '1' } });
    [member, admin] = await Promise.all([signedIn(app, 'lukas_de'), signedIn(app, 'admin')]);
  });
  afterAll(async () => {
    await app.close();
  });

  /** One request as `actor` (null: a visitor), from an address of its own so rate limits do not cut the run short. */
  async function send(actor: TestClient | null, method: string, url: string, body: string | undefined) {
    lastAddress += 1;
    const path = url.split('?')[0]!;
    const cookie = actor?.jar.headerFor(path);
    return app.inject({
      method: method as 'GET',
      url,
      headers: {
        host: 'localhost:3000',
        'x-forwarded-for': `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`,
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: body } : {}),
    });
  }

  /** The contract's calls, as the running app's OpenAPI document lists them. */
  let operations: { path: string; method: string; operation: Operation }[] = [];
  beforeAll(async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    // The shell's and the account provider's catch-alls answer in their own formats.
    const apiPaths = Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/'));
    operations = apiPaths.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operation,
      })),
    );
  });

  /** A failure to report, or undefined for an answer inside the envelope without a 500. */
  function failureOf(answer: { statusCode: number; body: string }, request: string) {
    if (answer.statusCode >= 500) return `${answer.statusCode} ${request}: ${answer.body.slice(0, 200)}`;
    if (answer.statusCode >= 400 && !isEnvelope(answer.body))
      return `outside the envelope: ${answer.statusCode} ${request}: ${answer.body.slice(0, 200)}`;
    return undefined;
  }

  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  // The calls in parts of their own (every `fuzzParts`th), so a loaded machine stretches each part
  // rather than one test past its time (its size grows with the contract, about 120 requests a call).
  it.each(Array.from({ length: fuzzParts }, (_, part) => part))(
    'answers every hostile request without a 500, and every API refusal in the envelope (part %i)',
    async (part) => {
      const failures: string[] = [];
      let requests = 0;
      const startedAt = Date.now();
      for (const [index, { path, method, operation }] of operations.entries()) {
        if (index % fuzzParts !== part) continue;
        // Logging out would end the actors' sessions for the rest of the run: a visitor sends it.
        const actors = path === '/api/auth/logout' ? [null] : [null, member, admin];
        for (const actor of actors) {
          const random = seededRandom(databaseSeed + index * 7919 + actors.indexOf(actor));
          for (let round = 0; round < requestsPerOperation; round += 1) {
            const parameters = operation.parameters ?? [];
            const url =
              path.replace(/\{(\w+)\}/g, () => random.pick(hostilePathValues)) +
              queryOf(
                parameters.filter((parameter) => parameter.in === 'query'),
                random,
              );
            const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
            const body =
              method === 'GET'
                ? undefined
                : bodySchema || random.chance(0.3)
                  ? jsonText(valueFor(bodySchema, random))
                  : undefined;
            const answer = await send(actor, method, url, body);
            requests += 1;
            const who = actor === null ? 'visitor' : actor === member ? 'member' : 'admin';
            const failure = failureOf(answer, `${method} ${url.slice(0, 200)} as ${who}`);
            if (failure) failures.push(failure);
          }
        }
      }
      // The run's size in the suite's output, so a shrinking fuzz is seen.
      console.warn(
        `contract fuzz part ${part}: ${requests} requests in ${Math.round((Date.now() - startedAt) / 1000)} s`,
      );
      expect(requests).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
    240_000,
  );

  it("answers hostile lookups of the account provider's protocol endpoints without a 500", async () => {
    // Not in the contract; their lookups take anything a browser sends.
    const failures: string[] = [];
    for (const query of [
      'client_id=%00',
      'client_id=%00%00&response_type=code',
      'client_id=fanzone&redirect_uri=%00',
      'client_id=%ED%A0%80',
    ]) {
      const answer = await send(null, 'GET', `/oidc/auth?${query}`, undefined);
      if (answer.statusCode >= 500) failures.push(`${answer.statusCode} GET /oidc/auth?${query}`);
    }
    expect(failures).toEqual([]);
  });
});

function queryOf(parameters: Parameter[], random: Random): string {
  const pairs = parameters
    .filter(() => random.chance(0.7))
    .map((parameter) => `${parameter.name}=${urlValue(valueFor(parameter.schema, random), random)}`);
  if (random.chance(0.1)) pairs.push(`unexpected=${urlValue(random.pick(hostileStrings), random)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
