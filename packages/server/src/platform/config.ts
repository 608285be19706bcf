import path from 'node:path';
import { z } from 'zod';
import { defaultRegion, limits, regionCodes } from '@fanzone/contract';
import type { PoolLimits } from './db/postgresPool.ts';

/**
 * Deployment settings, read once from the environment. Community settings that operators change at
 * run time live in the database (modules/site/settings), not here.
 */
const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every variable the server reads, with its default and allowed values. The repository's
 * `.env.example` documents each of them, and envExample.unit.test.ts keeps the two equal.
 */
export const environmentSchema = z
  .object({
    /** TCP port the server listens on. */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Interface to bind; 0.0.0.0 serves other machines too. */
    HOST: z.string().default('0.0.0.0'),
    /** Address members use to reach the site; defaults to http://localhost:PORT. */
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /** Folder of the embedded database and uploads; relative paths start at the folder npm ran in. */
    DATA_DIR: z.string().default('./data'),
    /**
     * Memory the embedded database keeps for the pages it reads (PostgreSQL's shared_buffers), in MB;
     * cleared at every start (16: about 0.6 s of CPU less than 128).
     */
    EMBEDDED_DATABASE_BUFFERS_MB: z.coerce.number().int().min(8).max(1024).default(128),
    /** Regional build: cn, in, id, eu, eg, ru, global, bd or ph. */
    REGION: z.enum(regionCodes).default(defaultRegion),
    /** PostgreSQL server instead of the embedded PGlite database. */
    DATABASE_URL: optionalText.pipe(z.url().startsWith('postgres').optional()),
    /** Connections each app process keeps to PostgreSQL at most. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    /**
     * Seconds to open a connection to PostgreSQL, or to wait for a free one of the pool; past it the
     * request answers 503 DATABASE_UNAVAILABLE instead of hanging while the database is away.
     */
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(3),
    /**
     * Seconds one statement may run (PostgreSQL's statement_timeout) and, half a second more, the app
     * waits for an answer (a stalled network answers nothing); past it the request answers 503.
     * A scheduled job waits as long for its advisory lock and unlock, and its connection (outside
     * the pool) is probed by TCP keepalive once silent this long; migrations wait without bound.
     */
    DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
    /** Seconds a transaction may sit idle before PostgreSQL ends it and frees its locks. */
    DATABASE_IDLE_IN_TRANSACTION_SECONDS: z.coerce.number().min(1).max(3600).default(10),
    /**
     * Statements that may wait for a free connection of this process's pool; more are refused at
     * once with 503, instead of a queue growing without bound while the database is slow or away. A
     * drawn page asks up to ten at once: at 200, fifty visitors opening uncached pages of a node that
     * had just started were refused (the bench's first second); waiting is still bounded by the
     * connect timeout.
     */
    DATABASE_MAX_WAITING: z.coerce.number().int().min(0).max(100_000).default(1000),
    /** Redis for pub/sub and rate limits when running several app nodes. */
    REDIS_URL: optionalText.pipe(z.url().startsWith('redis').optional()),
    /**
     * App processes on this machine, one per core as a rule; they share the port. More than one needs
     * DATABASE_URL (PGlite is one process's) and REDIS_URL (caches and rate limits shared between them).
     */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** Load demo data on first start (0 starts empty); off by default when NODE_ENV=production. */
    DEMO_DATA: flag.optional(),
    /** `production` turns DEMO_DATA and CHECK_RESPONSES off unless they are set. */
    NODE_ENV: z.string().optional(),
    /** Check every answer against the contract (fails on a mismatch); on by default except when NODE_ENV=production. */
    CHECK_RESPONSES: flag.optional(),
    /** Pino's level for the server's log. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which X-Forwarded-For hops to trust: 0 none, a number of proxies in front, or their addresses
     * and CIDR ranges separated by commas. Never "all": the client could then pick its own address.
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value, ctx) => {
        const trimmed = value.trim();
        if (/^\d+$/.test(trimmed)) return Number(trimmed);
        const list = trimmed
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        if (list.length && list.every((part) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part))) return list;
        ctx.addIssue({
          code: 'custom',
          message: 'a number of proxies, or their addresses/CIDR ranges separated by commas',
        });
        return z.NEVER;
      }),
    /** Header a trusted proxy or CDN sets to the visitor's country (e.g. cf-ipcountry). */
    COUNTRY_HEADER: optionalText,
    /** The other regional builds' addresses, `cn=https://…,global=https://…`, for pages' hreflang links. */
    REGIONAL_SITES: optionalText.transform((value, ctx) => {
      const sites: Partial<Record<(typeof regionCodes)[number], string>> = {};
      for (const entry of value ? value.split(',') : []) {
        const [code, url] = entry.split('=').map((part) => part.trim());
        const known = regionCodes.find((region) => region === code);
        if (!known || !url || !/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(url)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not region=https://address` });
          return z.NEVER;
        }
        sites[known] = url.replace(/\/+$/, '');
      }
      return sites;
    }),
    /** Name of the community shown in titles; the region's default when unset. */
    COMMUNITY_NAME: optionalText,
    /** An external OpenID Connect issuer instead of the embedded account provider. */
    OIDC_ISSUER: optionalText.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** Requests one address may make per minute before 429 (abuse paths have stricter limits). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Publishes, edits and comments one member may send per minute (spam brake). */
    POSTING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /**
     * Login and register attempts one address may make per minute (password guessing). Browser
     * journeys, where every member logs in from one address, raise it.
     */
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /**
     * scrypt's cost for new password hashes, as a power of two (10–16): 15 takes 32 MiB and about
     * 0.1 s of CPU per hash or login. Lower only where no real password is kept (the test suites: 10).
     */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(16).default(15),
    /**
     * Wrong passwords for one account (from any address) within LOGIN_FAILURE_WINDOW_MINUTES before
     * further checks of that account are delayed (password guessing spread over many addresses).
     */
    LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(1).max(1000).default(5),
    /**
     * How long a wrong password for an account is remembered. Longer than the delays add up to
     * (1+2+4+8+15+15 minutes by default), or failures would be forgotten before the cap is reached.
     */
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** The first delay once an account has had too many wrong passwords; it doubles with each more. */
    LOGIN_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** The longest delay: the owner can always log in after at most this long. */
    LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** Days a browser that logged in to an account stays known to it (knownDevice.ts). */
    LOGIN_KNOWN_DEVICE_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /**
     * How long reads that are the same for everyone (visitors' first pages, posts' shared parts) are
     * reused per node; 0 turns it off.
     */
    READ_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /**
     * How often each open socket is pinged (one that missed the last ping is dropped) and the
     * sessions of sockets whose session time has run out are looked at again.
     */
    REALTIME_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(300).default(30),
    /**
     * Sockets one member may hold on a node (a socket costs about 40 KB); opening one more closes
     * their oldest (close code 4008; its tab reconnects when looked at again).
     */
    REALTIME_SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).max(1000).default(16),
    /** Sockets a node holds at most; past it a new one is closed with 1013 (try again later). */
    REALTIME_SOCKETS_PER_NODE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /**
     * Image uploads that may wait for this process's image slots (imageWork.ts); each holds its file
     * (up to 20 MB) while it waits, so past it an upload answers UPLOADS_BUSY (503, Retry-After).
     */
    IMAGE_UPLOADS_MAX_WAITING: z.coerce.number().int().min(1).max(10_000).default(32),
    /** Post ids per sitemap file, at most the protocol's 50,000 addresses. */
    SITEMAP_POSTS_PER_FILE: z.coerce
      .number()
      .int()
      .min(1)
      .max(limits.sitemap.maxUrlsPerFile)
      .default(limits.sitemap.maxUrlsPerFile),
    /**
     * Pages a node draws at once (the web app's server renderer costs ~15–35 ms of CPU a page): above
     * it, a page is sent undrawn with its answers and the browser draws it, so a crowd of members is
     * served at the old cost instead of queueing. Visitors' kept pages are not counted.
     */
    SERVER_RENDER_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1000).default(2),
    /** Days a login lasts without use. */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(400).default(30),
    /** Days a login lasts at most, however often it is used. */
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /**
     * Customer-service chat (China and India): address templates in which {user}, {timestamp},
     * {signature}, {locale} and {platform} are filled in (customerService.ts).
     */
    ECHATSOFT_PC_URL: optionalText.pipe(z.url().optional()),
    ECHATSOFT_MOBILE_URL: optionalText.pipe(z.url().optional()),
    ECHATSOFT_SECRET: optionalText,
    /** WeChat official account credentials for the share SDK signature. */
    WECHAT_APP_ID: optionalText,
    WECHAT_APP_SECRET: optionalText,
    /** S3-compatible object storage for uploads instead of DATA_DIR/uploads. */
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Public address of the bucket (a CDN in front of it); defaults to the endpoint and bucket. */
    S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  })
  .superRefine((env, ctx) => {
    if (env.WORKERS > 1 && !(env.DATABASE_URL && env.REDIS_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'more than one worker needs DATABASE_URL and REDIS_URL',
      });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if ((env.ECHATSOFT_PC_URL || env.ECHATSOFT_MOBILE_URL) && !env.ECHATSOFT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['ECHATSOFT_SECRET'],
        message: 'required with ECHATSOFT_PC_URL or ECHATSOFT_MOBILE_URL',
      });
    }
    if (env.LOGIN_DELAY_MAX_SECONDS < env.LOGIN_DELAY_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOGIN_DELAY_MAX_SECONDS'],
        message: 'must be at least LOGIN_DELAY_SECONDS',
      });
    }
    if (env.LOGIN_DELAY_MAX_SECONDS > env.LOGIN_FAILURE_WINDOW_MINUTES * 60) {
      // Failures older than the window are forgotten, and a delay is counted from the last of them.
      ctx.addIssue({
        code: 'custom',
        path: ['LOGIN_DELAY_MAX_SECONDS'],
        message: 'must be at most LOGIN_FAILURE_WINDOW_MINUTES in seconds',
      });
    }
    if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_APP_ID'],
        message: 'WECHAT_APP_ID and WECHAT_APP_SECRET go together',
      });
    }
  });

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string;
      /** PostgreSQL's shared_buffers, in MB (EMBEDDED_DATABASE_BUFFERS_MB); absent, PGlite's own 128. */
      buffersMb?: number;
      /**
       * A dump of a data folder to start from (`PGlite.dumpDataDir`): the API suites load one
       * migrated database instead of creating and migrating a cluster for each app (seconds each).
       */
      startFrom?: Blob;
    }
  | { kind: 'postgres'; url: string; schema?: string };

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  region: (typeof regionCodes)[number];
  database: DatabaseConfig;
  /** Bounds of the PostgreSQL pool's waits (`platform/db/postgresPool.ts`); unused on PGlite. */
  databasePool: PoolLimits;
  /** Retry-After of a 503 DATABASE_UNAVAILABLE: about one statement timeout. */
  databaseRetryAfterSeconds: number;
  redisUrl?: string;
  /** App processes sharing the port (platform/workers.ts). */
  workers: number;
  /** Prefix of every Redis key and channel, so several test runs or sites can share one server. */
  redisPrefix: string;
  demoData: boolean;
  logLevel: string;
  /** Hops or addresses whose X-Forwarded-For is believed (Fastify's trustProxy). */
  trustProxy: number | string[];
  countryHeader?: string;
  /** Other regional builds' public addresses, by region (pages name them as hreflang alternates). */
  regionalSites: Partial<Record<(typeof regionCodes)[number], string>>;
  communityName?: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string };
  realtimeHeartbeatMs: number;
  realtimeSocketsPerMember: number;
  realtimeSocketsPerNode: number;
  /** Image uploads that may wait for an image slot before more answer UPLOADS_BUSY. */
  imageUploadsMaxWaiting: number;
  sessionTtlSeconds: number;
  sessionMaxSeconds: number;
  rateLimitPerMinute: number;
  postingRateLimitPerMinute: number;
  loginRateLimitPerMinute: number;
  /** scrypt's cost (N = 2^cost) for new password hashes (identity/provider/password.ts). */
  passwordHashCost: number;
  /** How password checks at one account are slowed after wrong passwords (identity/provider/passwordGuessing.ts). */
  loginGuessing: {
    failuresBeforeDelay: number;
    windowMs: number;
    firstDelayMs: number;
    maxDelayMs: number;
    /**
     * How long a browser that signed in to an account stays known to it: its password checks are
     * counted on their own, not held by the account's delay (knownDevice.ts).
     */
    knownDeviceMaxAgeSeconds: number;
  };
  readCacheMs: number;
  /** Post ids per sitemap file (`discovery/sitemap.ts`); the protocol allows 50,000 addresses. */
  sitemapPostsPerFile: number;
  serverRenderMaxInFlight: number;
  checkResponses: boolean;
  echatsoft?: { pcUrl?: string; mobileUrl?: string; secret: string };
  wechat?: { appId: string; appSecret: string };
  s3?: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl?: string;
  };
  /** How long an app node reuses community settings before reading them again. */
  settingsCacheMs: number;
  /** Where the built web app lives; absent in API-only test apps. */
  webDistDir?: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Fanzone cannot start: ${problems.join('; ')}`);
  }
}

/** Parses the environment; throws a ConfigError naming every bad setting. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  baseDir = env.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    region: e.REGION,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), buffersMb: e.EMBEDDED_DATABASE_BUFFERS_MB },
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_SECONDS * 1000,
      maxWaiting: e.DATABASE_MAX_WAITING,
    },
    databaseRetryAfterSeconds: Math.ceil(e.DATABASE_QUERY_TIMEOUT_SECONDS),
    redisUrl: e.REDIS_URL,
    workers: e.WORKERS,
    redisPrefix: 'fanzone:',
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    regionalSites: e.REGIONAL_SITES,
    communityName: e.COMMUNITY_NAME,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    sessionTtlSeconds: e.SESSION_TTL_DAYS * 86_400,
    sessionMaxSeconds: e.SESSION_MAX_DAYS * 86_400,
    settingsCacheMs: 5_000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    postingRateLimitPerMinute: e.POSTING_RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    passwordHashCost: e.PASSWORD_HASH_COST,
    loginGuessing: {
      failuresBeforeDelay: e.LOGIN_FAILURES_BEFORE_DELAY,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      firstDelayMs: e.LOGIN_DELAY_SECONDS * 1000,
      maxDelayMs: e.LOGIN_DELAY_MAX_SECONDS * 1000,
      knownDeviceMaxAgeSeconds: e.LOGIN_KNOWN_DEVICE_DAYS * 86_400,
    },
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    realtimeHeartbeatMs: e.REALTIME_HEARTBEAT_SECONDS * 1000,
    realtimeSocketsPerMember: e.REALTIME_SOCKETS_PER_MEMBER,
    realtimeSocketsPerNode: e.REALTIME_SOCKETS_PER_NODE,
    imageUploadsMaxWaiting: e.IMAGE_UPLOADS_MAX_WAITING,
    sitemapPostsPerFile: e.SITEMAP_POSTS_PER_FILE,
    serverRenderMaxInFlight: e.SERVER_RENDER_MAX_IN_FLIGHT,
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV !== 'production',
    echatsoft: e.ECHATSOFT_SECRET
      ? { pcUrl: e.ECHATSOFT_PC_URL, mobileUrl: e.ECHATSOFT_MOBILE_URL, secret: e.ECHATSOFT_SECRET }
      : undefined,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET }
        : undefined,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
  };
}
