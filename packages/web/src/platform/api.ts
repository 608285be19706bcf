import type {
  Endpoint,
  EndpointBodyInput,
  EndpointData,
  EndpointParamsInput,
  EndpointQueryInput,
  MissionCompletion,
  Page,
} from '@fanzone/contract';
import { callUrl } from '@fanzone/contract';
import type { EndpointRef } from './endpoints.ts';
import { takeFirstViewAnswer } from './firstViewAnswers.ts';

/**
 * The one HTTP client of the web app (spec §7, ARCHITECTURE §3): same origin under /api, cookies, the
 * CSRF header on every write, the contract's envelope unwrapped and typed by the endpoint object.
 * Components never call it directly; per-domain query modules in `features/<domain>/queries.ts` do.
 */

/** The server answered with the error envelope (`{status:'error', code, message}`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number,
    readonly fields?: Record<string, string>,
    /** What the message names ('At most {{max}} images'); the `errors` namespace interpolates them. */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/**
 * No usable answer. `network`: the request never completed or the body was unreadable (shown as
 * 'Network Error'); `unexpected`: an answer outside the envelope, e.g. a proxy's page (only logged,
 * spec §8).
 */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly kind: 'network' | 'unexpected',
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

export type ApiResult<T> = { data: T; page?: Page; completeMission?: MissionCompletion[] };

/** What a call answers and takes, from the contract (requests by the schemas' input side). */
export type DataOf<E> = EndpointData<E>;
type ParamsOf<E> = EndpointParamsInput<E>;
type QueryOf<E> = EndpointQueryInput<E>;
type BodyOf<E> = EndpointBodyInput<E>;

type Slot<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/** What one call takes: params, query and body exactly as the endpoint declares them. */
export type CallInput<E> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & { signal?: AbortSignal };

type Listener<T> = (value: T) => void;
const unauthorizedListeners = new Set<Listener<ApiError>>();
const missionListeners = new Set<Listener<MissionCompletion[]>>();

/** 401 clears the logged-in user (spec §8): the session module listens here. */
export function onUnauthorized(listener: Listener<ApiError>): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Writes that complete missions report them here (spec §7, the congratulation popup). */
export function onCompleteMission(listener: Listener<MissionCompletion[]>): () => void {
  missionListeners.add(listener);
  return () => missionListeners.delete(listener);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A contract endpoint object as a call target (for code that has the contract's schemas anyway). */
export function refOf<E extends Endpoint>(endpoint: E): EndpointRef<E> {
  return { method: endpoint.method, path: endpoint.path };
}

/**
 * A call only the browser makes: a page drawn on the server makes no writes (a query made with POST,
 * like the check-in status, which may record the day), so it is drawn waiting for it, as the
 * browser's first render is, and the browser makes it.
 */
export class BrowserOnlyCall extends Error {
  override readonly name = 'BrowserOnlyCall';
  constructor(url: string) {
    super(`${url} is asked by the browser, not while drawing the page`);
  }
}

/** A GET answered without the network: the page's embedded answers, or the server rendering it. */
type LocalAnswer = { status: number; body: unknown };
type LocalAnswers = (url: string) => Promise<LocalAnswer | undefined> | undefined;
let serverAnswers: LocalAnswers | undefined;

/**
 * On the server (`server/renderPage.tsx`), GETs are answered in-process for the request being rendered,
 * never over the network. Set once when the renderer loads; which request asks is the renderer's to
 * know (it keeps one per render), so nothing here holds a request.
 */
export function answerGetsOnServer(answers: LocalAnswers): void {
  serverAnswers = answers;
}

/** Calls an endpoint and returns data plus the envelope's page and completed missions. */
export async function callApi<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  input: CallInput<E>,
): Promise<ApiResult<DataOf<E>>> {
  const { params, query, body, signal } = input as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = callUrl(endpoint.path, params, query);
  const local =
    endpoint.method !== 'GET'
      ? undefined
      : serverAnswers
        ? await serverAnswers(url)
        : takeFirstViewAnswer(url);
  if (serverAnswers && !local) throw new TransportError(`No answer to ${url} on the server`, 'network');
  const { status, payload } = local
    ? { status: local.status, payload: local.body }
    : await send(endpoint, url, body, signal);
  const ok = status >= 200 && status < 300;

  if (isRecord(payload) && payload.status === 'success' && ok) {
    const result = payload as unknown as ApiResult<DataOf<E>>;
    if (result.completeMission?.length)
      for (const listener of missionListeners) listener(result.completeMission);
    return { data: result.data, page: result.page, completeMission: result.completeMission };
  }
  if (isRecord(payload) && payload.status === 'error' && typeof payload.code === 'string') {
    const error = new ApiError(
      payload.code,
      typeof payload.message === 'string' ? payload.message : payload.code,
      status,
      isRecord(payload.fields) ? (payload.fields as Record<string, string>) : undefined,
      isRecord(payload.values) ? (payload.values as Record<string, string | number>) : undefined,
    );
    if (status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  console.error(`[api] ${endpoint.method} ${endpoint.path} answered ${status} outside the envelope`, payload);
  throw new TransportError(
    isRecord(payload) && typeof payload.message === 'string' ? payload.message : `HTTP ${status}`,
    'unexpected',
    status,
  );
}

/** One request over the network: its status and parsed body, or a TransportError. */
async function send(
  endpoint: EndpointRef<Endpoint>,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<{ status: number; payload: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.method !== 'GET') headers['X-Requested-With'] = 'XMLHttpRequest';
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(`[api] ${endpoint.method} ${endpoint.path} failed to send`, error);
    throw new TransportError(error instanceof Error ? error.message : String(error), 'network');
  }
  try {
    return { status: response.status, payload: await response.json() };
  } catch (error) {
    console.error(
      `[api] ${endpoint.method} ${endpoint.path} answered ${response.status} without JSON`,
      error,
    );
    throw new TransportError('Invalid response', 'network', response.status);
  }
}

/** Calls an endpoint and returns only its data. */
export async function fetchData<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  input: CallInput<E>,
): Promise<DataOf<E>> {
  return (await callApi(endpoint, input)).data;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 401;
}
