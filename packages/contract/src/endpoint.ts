import type { z } from 'zod';

/**
 * One API call, declared once: the server registers it (validating with these schemas and generating
 * OpenAPI from them), the web client calls it typed by them. `path` is relative to `/api` and uses
 * Fastify/OpenAPI-style `:param` segments.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** The call needs a session; without one it answers 401 LOGIN_REQUIRED. */
  auth: 'required' | 'optional';
  /** An operator's call: who may make it, checked before the request is read (`CallerAccess`). */
  access?: 'operator' | 'staff';
};

/** Declares an endpoint, keeping its literal types (auth, schemas) for both sides. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** What the server's handler receives (after parsing) for each part of a call. */
export type EndpointParams<E> = E extends { params: infer S extends z.ZodType } ? z.output<S> : undefined;
export type EndpointQuery<E> = E extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
export type EndpointBody<E> = E extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
/** What a client sends for each part of a call (before parsing). */
export type EndpointParamsInput<E> = E extends { params: infer S extends z.ZodType } ? z.input<S> : undefined;
export type EndpointQueryInput<E> = E extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
export type EndpointBodyInput<E> = E extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
export type EndpointData<E> = E extends { data: infer S extends z.ZodType } ? z.output<S> : never;
