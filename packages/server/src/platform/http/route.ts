import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  MissionCompletion,
  Page,
} from '@fanzone/contract';
import { errorEnvelope, successEnvelope } from '@fanzone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accessRateLimits, callerRefusal } from './callerAccess.ts';
import { AppError } from './errors.ts';
import type { Viewer } from './viewer.ts';

const envelopeParts = Symbol('envelopeParts');

type Parts<T> = { [envelopeParts]: true; data: T; page?: Page; completeMission?: MissionCompletion[] };

/** Adds the envelope's page cursor or completed missions to a handler's answer. */
export function withEnvelope<T>(
  data: T,
  extras: { page?: Page; completeMission?: MissionCompletion[] },
): Parts<T> {
  return { [envelopeParts]: true, data, ...extras };
}

type DataOf<E extends Endpoint> = z.input<E['data']>;

export type RouteInput<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & (E['auth'] extends 'required' ? { viewer: Viewer } : { viewer: Viewer | null });

/**
 * A stricter limit for an abuse path (login, register, posting): attempts per window, counted per
 * member when signed in (`per: 'member'`, the default) or always per address (`per: 'address'`);
 * `max` may depend on who asks (new members get less).
 */
export type RouteRateLimit = {
  max: number | ((request: FastifyRequest) => number);
  timeWindow: string;
  /**
   * What one count belongs to. Posting counts per member: many members share one address behind a
   * mobile carrier's NAT, and one member must not get around it by switching networks. A credential
   * check counts per address: whoever it is, the caller is not yet the member being checked, and an
   * attacker carrying sessions of its own accounts would otherwise get a fresh count for each.
   */
  per?: 'member' | 'address';
};

/** The plugin's key of one count of a route's own limit. */
function rateLimitKeyOf(per: 'member' | 'address') {
  return (request: FastifyRequest) =>
    per === 'member' && request.viewer ? `member:${request.viewer.id}` : request.ip;
}

const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};

/**
 * Registers one contract endpoint under `/api`: the contract's schemas validate the request and the
 * answer (and feed OpenAPI), the handler receives typed input and returns the envelope's data.
 * Routes only translate HTTP; rules live in the service the handler calls. Who may call (a session,
 * the contract's `access`) is checked before the body is parsed and validated: a visitor or member
 * sending anything to an operator's call learns only that it is not theirs.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<DataOf<E> | Parts<DataOf<E>>>,
  options: { rateLimit?: RouteRateLimit } = {},
): void {
  // A staff or operator call that changes something takes its access's limit, unless the route names
  // its own (callerAccess.ts `accessRateLimits`): declared once in the contract, kept here.
  const rateLimit: RouteRateLimit | undefined =
    options.rateLimit ??
    (endpoint.access && endpoint.method !== 'GET' ? accessRateLimits[endpoint.access] : undefined);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    config: rateLimit
      ? {
          rateLimit: {
            max: rateLimit.max,
            timeWindow: rateLimit.timeWindow,
            keyGenerator: rateLimitKeyOf(rateLimit.per ?? 'member'),
          },
        }
      : {},
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: successEnvelope(endpoint.data), ...errorResponses },
    },
    // The session is resolved at onRequest; preParsing is the first stage after it, before the body.
    preParsing: async (request, _reply, payload) => {
      if (endpoint.auth === 'required' && !request.viewer) throw new AppError('LOGIN_REQUIRED');
      const refusal = endpoint.access && request.viewer && callerRefusal(endpoint.access, request.viewer);
      if (refusal) throw new AppError(refusal);
      return payload;
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        viewer: request.viewer,
        request,
        reply,
      } as RouteInput<E>);
      if (result && typeof result === 'object' && envelopeParts in result) {
        const { data, page, completeMission } = result as Parts<unknown>;
        return {
          status: 'success' as const,
          data,
          ...(page ? { page } : {}),
          ...(completeMission?.length ? { completeMission } : {}),
        };
      }
      return { status: 'success' as const, data: result };
    },
  });
}
