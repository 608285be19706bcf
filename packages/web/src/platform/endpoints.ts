import type { Endpoint, boardsApi, identityApi, messagesApi, siteApi, socialApi } from '@fanzone/contract';
import { boardsCalls, identityCalls, messagesCalls, siteCalls, socialCalls } from '@fanzone/contract';
import type { commentsApi, feedsApi, postsApi, uploadsApi } from '@fanzone/contract';
import { commentsCalls, feedsCalls, postsCalls, uploadsCalls } from '@fanzone/contract';

/**
 * Call targets for the web: method and path from the contract's schema-free call table (so zod stays
 * out of the first-view bundle, ARCHITECTURE §9), typed by the contract's full endpoint definitions.
 */
export type EndpointRef<E extends Endpoint> = {
  method: E['method'];
  path: string;
  /** Phantom: carries the contract endpoint's type; never set. */
  readonly contract?: E;
};

type Refs<Api extends Record<string, Endpoint>> = { [K in keyof Api]: EndpointRef<Api[K]> };

/** Typed call targets of one domain; a domain the first view never calls declares its own beside its queries. */
export function refs<Api extends Record<string, Endpoint>>(
  table: Record<keyof Api, { method: Endpoint['method']; path: string }>,
): Refs<Api> {
  return table as Refs<Api>;
}

export const identityEndpoints = refs<typeof identityApi>(identityCalls);
export const siteEndpoints = refs<typeof siteApi>(siteCalls);
export const messagesEndpoints = refs<typeof messagesApi>(messagesCalls);
export const boardsEndpoints = refs<typeof boardsApi>(boardsCalls);
export const socialEndpoints = refs<typeof socialApi>(socialCalls);

// Reading and reacting: posts, comments, feeds (social is above).
export const postsEndpoints = refs<typeof postsApi>(postsCalls);
export const commentsEndpoints = refs<typeof commentsApi>(commentsCalls);
export const feedsEndpoints = refs<typeof feedsApi>(feedsCalls);
/** Uploads are multipart: `features/uploads/upload.ts` sends them (not `callApi`, which sends JSON). */
export const uploadsEndpoints = refs<typeof uploadsApi>(uploadsCalls);
