import { describe, expect, it } from 'vitest';
import { createOutageGate } from './outageGate.ts';
import { asPgliteFailure, asPostgresFailure, isDatabaseUnavailable } from './unavailable.ts';

describe('outage gate', () => {
  const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('after a lost connection refuses at once but one probe per period, and opens on the first answer', () => {
    let now = 1_000;
    const gate = createOutageGate(3_000, () => now);
    gate.admit();
    gate.settled(lost);
    expect(() => gate.admit()).toThrow(/has not answered since/);
    now += 3_000;
    gate.admit(); // the probe
    expect(() => gate.admit()).toThrow();
    gate.settled(undefined);
    gate.admit();
    gate.admit();
  });

  it('is not closed by a slow statement (the database still answers), but by a connection that timed out', () => {
    const changes: unknown[] = [];
    const gate = createOutageGate(
      3_000,
      () => 0,
      (change) => changes.push(change),
    );
    gate.settled(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }));
    gate.admit();
    expect(changes).toEqual([]);
    gate.settled(new Error('Connection terminated due to connection timeout'));
    expect(() => gate.admit()).toThrow(/has not answered since/);
    expect(changes).toHaveLength(1);
  });

  it('refuses with an error the error handler maps to 503', () => {
    const gate = createOutageGate(3_000, () => 0);
    gate.settled(lost);
    try {
      gate.admit();
      expect.unreachable();
    } catch (error) {
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: error }))).toBe(true);
    }
  });

  it('tells once when the database goes away and once when it answers again, however many requests fail', () => {
    let now = 0;
    const changes: unknown[] = [];
    const gate = createOutageGate(
      3_000,
      () => now,
      (change) => changes.push(change),
    );
    gate.settled(undefined);
    gate.settled(lost);
    now = 500;
    gate.settled(lost);
    gate.settled(lost);
    now = 4_000;
    gate.settled(undefined);
    gate.settled(undefined);
    expect(changes).toEqual([
      { down: true, error: lost },
      { down: false, downForMs: 4_000 },
    ]);
  });
});

describe('database unavailable', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' });

  it('tells a database away, as the driver raised it, from a query of its own', () => {
    const failed = (error: unknown) => new Error('Failed query', { cause: error });
    expect(isDatabaseUnavailable(failed(asPostgresFailure(new AggregateError([refused()]))))).toBe(true);
    expect(
      isDatabaseUnavailable(
        asPostgresFailure(Object.assign(new Error('terminating connection'), { code: '08006' })),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(asPostgresFailure(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(failed(asPgliteFailure(new Error('PGlite is closed'))))).toBe(true);
    expect(
      isDatabaseUnavailable(asPostgresFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))),
    ).toBe(false);
    expect(isDatabaseUnavailable(asPostgresFailure(new Error('Connection string is bad')))).toBe(false);
  });

  it('is not told by a socket error any other part raised (storage, an identity provider)', () => {
    expect(isDatabaseUnavailable(refused())).toBe(false);
    expect(isDatabaseUnavailable(new Error('fetch failed', { cause: refused() }))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([refused()]))).toBe(false);
    // A PGlite transaction whose own work failed on the network is not a closed database.
    expect(isDatabaseUnavailable(asPgliteFailure(new Error('upload failed', { cause: refused() })))).toBe(
      false,
    );
  });
});
