import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with nothing set: China build, embedded database under ./data, demo data on', () => {
    const config = loadConfig({}, '/srv/fanzone');
    expect(config).toMatchObject({
      port: 3000,
      region: 'cn',
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/fanzone/data',
      database: { kind: 'pglite', dataDir: path.join('/srv/fanzone/data', 'db'), buffersMb: 128 },
      demoData: true,
    });
  });

  it("sizes the embedded database's page memory within 8-1024 MB", () => {
    const buffersOf = (value: string) => {
      const { database } = loadConfig({ EMBEDDED_DATABASE_BUFFERS_MB: value }, '/srv');
      return database.kind === 'pglite' ? database.buffersMb : undefined;
    };
    expect(buffersOf('16')).toBe(16);
    for (const value of ['4', '2048', 'lots'])
      expect(() => buffersOf(value), value).toThrow(/EMBEDDED_DATABASE_BUFFERS_MB/);
  });

  it('switches to PostgreSQL and Redis by their URLs', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://db/fanzone',
        REDIS_URL: 'redis://cache:6379',
        DEMO_DATA: '0',
        REGION: 'eg',
      },
      '/srv',
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db/fanzone' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.demoData).toBe(false);
    expect(config.region).toBe('eg');
  });

  it('runs several workers only on PostgreSQL with Redis', () => {
    expect(loadConfig({}, '/srv').workers).toBe(1);
    const shared = { DATABASE_URL: 'postgres://db/fanzone', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...shared, WORKERS: '2' }, '/srv').workers).toBe(2);
    for (const env of [
      { WORKERS: '2' },
      { WORKERS: '2', DATABASE_URL: shared.DATABASE_URL },
      { WORKERS: '2', REDIS_URL: shared.REDIS_URL },
    ]) {
      expect(() => loadConfig(env, '/srv')).toThrow(
        'WORKERS: more than one worker needs DATABASE_URL and REDIS_URL',
      );
    }
    expect(() => loadConfig({ ...shared, WORKERS: '0' }, '/srv')).toThrow(ConfigError);
  });

  it('names every bad setting in one error', () => {
    try {
      loadConfig(
        { PORT: 'eighty', REGION: 'mars', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://cache' },
        '/srv',
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'REGION', 'DATABASE_URL', 'REDIS_URL']) expect(message).toContain(name);
    }
  });

  it('reads the other regional builds by region, and names a bad entry', () => {
    expect(
      loadConfig({ REGIONAL_SITES: ' cn=https://club.example.cn/ ,global=https://fans.example.com' }, '/srv')
        .regionalSites,
    ).toEqual({ cn: 'https://club.example.cn', global: 'https://fans.example.com' });
    expect(loadConfig({}, '/srv').regionalSites).toEqual({});
    for (const bad of ['mars=https://x.example', 'cn=ftp://x.example', 'cn', 'cn=https://a b'])
      expect(() => loadConfig({ REGIONAL_SITES: bad }, '/srv')).toThrow('REGIONAL_SITES');
  });

  it('trusts a number of proxies or their addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, '/srv').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, '/srv').trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/srv')).toThrow(/TRUST_PROXY/);
  });

  it('slows password guessing by default, with a delay the window outlasts', () => {
    expect(loadConfig({}, '/srv').loginGuessing).toEqual({
      failuresBeforeDelay: 5,
      windowMs: 3_600_000,
      firstDelayMs: 60_000,
      maxDelayMs: 900_000,
      // A browser that signed in to the account is known for a year (LOGIN_KNOWN_DEVICE_DAYS).
      knownDeviceMaxAgeSeconds: 365 * 24 * 3600,
    });
    expect(() =>
      loadConfig({ LOGIN_FAILURE_WINDOW_MINUTES: '10', LOGIN_DELAY_MAX_SECONDS: '900' }, '/srv'),
    ).toThrow(/LOGIN_DELAY_MAX_SECONDS/);
    expect(() => loadConfig({ LOGIN_DELAY_SECONDS: '600', LOGIN_DELAY_MAX_SECONDS: '60' }, '/srv')).toThrow(
      /LOGIN_DELAY_MAX_SECONDS/,
    );
  });

  it('keeps demo data off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv').demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }, '/srv').demoData).toBe(true);
  });

  it('requires the provider settings together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' }, '/srv')).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together/,
    );
  });

  it('requires the S3 settings together', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example' }, '/srv')).toThrow(/S3_ENDPOINT/);
  });
});
