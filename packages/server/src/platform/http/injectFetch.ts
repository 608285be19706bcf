import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A `fetch` answered by this same app in-process (Fastify's inject), for the forum talking to its own
 * embedded account provider: the same HTTP exchange, without a network round trip to itself.
 */
/** Marks the app's own in-process calls, so rate limits meant for visitors do not count them. */
export const internalCallHeader = 'x-fanzone-internal';

export function injectFetch(app: FastifyInstance, internalSecret: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = url.host;
    headers[internalCallHeader] = internalSecret;
    // A Response made here is not decoded the way a network fetch's is: ask for the bytes as they are.
    headers['accept-encoding'] = 'identity';
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) value.forEach((item) => responseHeaders.append(name, item));
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  }) as typeof fetch;
}

/** An API answer as the browser would have received it: status and the envelope's JSON text. */
export type InProcessAnswer = { status: number; json: string };
/** A GET of our own API made in-process on behalf of `from`, as if its browser had sent it. */
export type InProcessGet = (url: string, from: FastifyRequest) => Promise<InProcessAnswer | undefined>;

/**
 * The page's own calls, answered in-process for the page itself (`pages/firstView.ts`): same routes,
 * policies and caches as the browser's call, with the headers that decide who asks and in which
 * language and country. Not counted by the rate limit (the page request was). An answer that is not
 * JSON (the server closing) is none: the browser then asks itself.
 */
export function inProcessGet(
  app: FastifyInstance,
  internalSecret: string,
  forwardedHeaders: readonly string[],
): InProcessGet {
  return async (url, from) => {
    const headers: Record<string, string> = {
      host: from.headers.host ?? 'localhost',
      'accept-encoding': 'identity',
      [internalCallHeader]: internalSecret,
    };
    for (const name of forwardedHeaders) {
      const value = from.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({ method: 'GET', url, headers });
    // Kept as text: the page embeds it as it is, and parses only what its head needs.
    return response.headers['content-type']?.toString().startsWith('application/json')
      ? { status: response.statusCode, json: response.payload }
      : undefined;
  };
}
