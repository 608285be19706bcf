import type { ErrorCode } from '@fanzone/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './errors.ts';
import { errorMessage } from './translate.ts';

/**
 * Turns every failure into the error envelope (spec §8, ARCHITECTURE §3). A database that is away,
 * stalled or too busy is the one place it becomes 503 DATABASE_UNAVAILABLE, with Retry-After
 * `databaseRetryAfterSeconds`, whichever driver or step (pool, query, transaction) said it.
 */
export function installErrorHandling(app: FastifyInstance, databaseRetryAfterSeconds: number): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale ?? 'en';
    const send = (
      code: ErrorCode,
      status: number,
      extras: { fields?: Record<string, string>; values?: Record<string, string | number> } = {},
    ) =>
      reply.status(status).send({
        status: 'error',
        code,
        message: errorMessage(code, locale, extras.values),
        ...(extras.fields ? { fields: extras.fields } : {}),
        ...(extras.values && Object.keys(extras.values).some((key) => key !== 'fields')
          ? { values: extras.values }
          : {}),
      });

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(error.code, error.httpStatus, {
        fields: error.fields,
        values: { fields: error.fields ? Object.keys(error.fields).join(', ') : '', ...error.values },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`;
        fields[where] ??= issue.message ?? 'invalid';
      }
      return send('VALIDATION_FAILED', 400, { fields, values: { fields: Object.keys(fields).join(', ') } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return send('DATABASE_UNAVAILABLE', 503);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'answer does not match its contract');
      return send('INTERNAL', 500);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send('RATE_LIMITED', 429);
    if (status === 413) return send('PAYLOAD_TOO_LARGE', 413);
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the caller's mistake, said plainly.
      return send('VALIDATION_FAILED', 400, {
        fields: { request: error.message },
        values: { fields: error.message },
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send('INTERNAL', 500);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({
        status: 'error',
        code: 'NOT_FOUND',
        message: errorMessage('NOT_FOUND', request.locale ?? 'en'),
      });
    }
    return reply.redirect('/', 302);
  });
}

/**
 * Fastify's own refusals before a route is found (a URL with bad percent-encoding, a path parameter
 * longer than `maxParamLength`): the caller's mistake, in the same envelope as every other answer.
 * Given to Fastify as `frameworkErrors`; no hook has run yet, so the message is in English.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const field = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'params' : 'url';
  return reply.status(400).send({
    status: 'error',
    code: 'VALIDATION_FAILED',
    message: errorMessage('VALIDATION_FAILED', 'en', { fields: field }),
    fields: { [field]: error.message },
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's `clientErrorHandler`): an
 * address or headers longer than Node reads (`maxHeaderSize`, 16 KB) answer 431 REQUEST_TOO_LARGE,
 * anything else it cannot parse 400 VALIDATION_FAILED, both in the envelope. No request exists, so
 * the answer is written on the socket, in English. A reset or a request that never finished
 * arriving (a client too slow, or gone) gets no answer: nobody is reading it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || socket.destroyed) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const field = tooLarge ? 'headers' : 'request';
  const code: ErrorCode = tooLarge ? 'REQUEST_TOO_LARGE' : 'VALIDATION_FAILED';
  const body = JSON.stringify({
    status: 'error',
    code,
    message: errorMessage(code, 'en', { fields: field }),
    ...(tooLarge ? {} : { fields: { [field]: error.code ?? 'unreadable request' } }),
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
