import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './responseSerializer.ts';

/** A one-route app whose handler answers `answer` against a contract naming only id and name. */
async function appAnswering(checkResponses: boolean, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(checkResponses));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/member',
      { schema: { response: { 200: z.object({ id: z.string(), name: z.string() }) } } },
      async () => answer as never,
    );
  await app.ready();
  return app;
}

describe('answers and the contract', () => {
  it('writes an answer that matches the contract, checked or not', async () => {
    for (const checked of [true, false]) {
      const app = await appAnswering(checked, { id: '7', name: 'Priya' });
      const response = await app.inject({ url: '/member' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: '7', name: 'Priya' });
      await app.close();
    }
  });

  it('fails loudly, naming the field, when a checked answer carries what the contract does not name', async () => {
    const app = await appAnswering(true, { id: '7', name: 'Priya', passwordHash: 'secret' });
    const response = await app.inject({ url: '/member' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    await app.close();
    const serialize = responseSerializerCompiler(true)({
      schema: z.object({ id: z.string() }),
      method: 'GET',
      url: '/member',
      httpStatus: '200',
    });
    expect(() => serialize({ id: '7', passwordHash: 'secret' })).toThrow(
      'GET /member: the answer does not match the contract at passwordHash',
    );
  });

  it('fails when a checked answer breaks a type', async () => {
    const app = await appAnswering(true, { id: 7, name: 'Priya' });
    expect((await app.inject({ url: '/member' })).statusCode).toBe(500);
    await app.close();
  });
});
