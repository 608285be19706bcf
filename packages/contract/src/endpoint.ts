import type { z } from 'zod';

/**
 * One API call, declared once: the server registers it (validating with these schemas and generating
 * OpenAPI from them), the web client calls it typed by them. `path` is relative to `/api` and uses
 * Fastify/OpenAPI-style `:param` segments.
 */
export type Endpoint<
  Method extends 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET' | 'POST' | 'PUT' | 'DELETE',
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> = {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  data: Data;
  /** The call needs a session; without one it answers 401 LOGIN_REQUIRED. */
  auth: 'required' | 'optional';
};

export function endpoint<
  Method extends 'GET' | 'POST' | 'PUT' | 'DELETE',
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(definition: Endpoint<Method, Params, Query, Body, Data>) {
  return definition;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
export type EndpointData<E> = E extends Endpoint<never, never, never, never, infer D> ? z.infer<D> : never;
export type EndpointParams<E> = E extends { params?: infer P } ? InferOr<P, undefined> : undefined;
export type EndpointQuery<E> = E extends { query?: infer Q } ? InferOr<Q, undefined> : undefined;
export type EndpointBody<E> = E extends { body?: infer B } ? InferOr<B, undefined> : undefined;
