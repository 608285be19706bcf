import type { MissionCompletion } from '@fanzone/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookieJar.ts';
import type { MultipartFile } from './multipart.ts';
import { multipartBody } from './multipart.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Envelope = {
  status: string;
  data?: unknown;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  completeMission?: MissionCompletion[];
};

/**
 * A browser-like client of the app: keeps cookies, sends the CSRF header on writes, and can walk the
 * whole OpenID Connect login through the embedded provider.
 */
export class TestClient {
  readonly jar = new CookieJar();
  /** How many requests this client has sent (rate-limit tests count them). */
  requestCount = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { headers?: Record<string, string> } = {},
  ) {}

  /** The cookies this client would send to `pathname` (a socket's upgrade request carries them too). */
  cookieHeader(pathname = '/api/ws') {
    return this.jar.headerFor(pathname);
  }

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    const pathname = new URL(url, 'http://localhost:3000').pathname;
    const cookie = this.jar.headerFor(pathname);
    this.requestCount += 1;
    const response = await this.app.inject({
      method,
      url,
      headers: {
        host: 'localhost:3000',
        ...this.defaults.headers,
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' && options.csrf !== false ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    this.jar.store(response.headers['set-cookie']);
    return response;
  }

  /** Calls the API and returns status and parsed envelope. */
  async api(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const response = await this.request(method, url, { body, ...options });
    return { statusCode: response.statusCode, body: response.json() as Envelope, response };
  }

  get(url: string) {
    return this.api('GET', url);
  }

  /** Uploads one file as the multipart field `file` (or `file.field`), the way the web app does. */
  async upload(url: string, file: MultipartFile) {
    const { payload, contentType } = multipartBody(file);
    const pathname = new URL(url, 'http://localhost:3000').pathname;
    const cookie = this.jar.headerFor(pathname);
    this.requestCount += 1;
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'localhost:3000',
        ...this.defaults.headers,
        ...(cookie ? { cookie } : {}),
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      payload,
    });
    this.jar.store(response.headers['set-cookie']);
    return { statusCode: response.statusCode, body: response.json() as Envelope, response };
  }

  /** Follows redirects the way a browser does, returning the last response. */
  async navigate(url: string, maxHops = 10): Promise<{ response: LightMyRequestResponse; url: string }> {
    let current = url;
    for (let hop = 0; hop < maxHops; hop += 1) {
      const response = await this.request('GET', current);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location)
        return { response, url: current };
      const next = new URL(String(location), new URL(current, 'http://localhost:3000'));
      current = next.pathname + next.search;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Starts a login and stops at the provider's login page, returning the interaction id. */
  async startLogin(returnTo = '/', screen?: 'register') {
    const query = `url=${encodeURIComponent(returnTo)}${screen ? `&screen=${screen}` : ''}`;
    const { url } = await this.navigate(`/api/auth/login?${query}`);
    const uid = /^\/idp\/login\/([^/?]+)/.exec(url)?.[1];
    if (!uid) throw new Error(`login did not reach the provider's page, ended at ${url}`);
    return { uid, pageUrl: url };
  }

  /** Finishes an interaction by following the provider's redirect back to the forum. */
  async finishInteraction(redirectTo: string) {
    const next = new URL(redirectTo);
    return (await this.navigate(next.pathname + next.search)).url;
  }

  async login(login: string, password: string, returnTo = '/') {
    const { uid } = await this.startLogin(returnTo);
    const answer = await this.api('POST', `/api/idp/interaction/${uid}/login`, { login, password });
    if (answer.statusCode !== 200) throw new Error(`login refused: ${JSON.stringify(answer.body)}`);
    return this.finishInteraction((answer.body.data as { redirectTo: string }).redirectTo);
  }

  async register(username: string, email: string, password: string, returnTo = '/') {
    const { uid } = await this.startLogin(returnTo, 'register');
    const answer = await this.api('POST', `/api/idp/interaction/${uid}/register`, {
      username,
      email,
      password,
    });
    if (answer.statusCode !== 200) throw new Error(`register refused: ${JSON.stringify(answer.body)}`);
    return this.finishInteraction((answer.body.data as { redirectTo: string }).redirectTo);
  }
}
