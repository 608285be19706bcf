/**
 * What every server a test starts is set to (the API suites' apps, the journeys' servers): no real
 * password is kept, so scrypt runs at its lowest cost, the same code 32 times cheaper than the
 * default (0.14 s of CPU less per login); a test's database is small, so the embedded database's page
 * memory, which PostgreSQL clears at every start, is too (0.6 s of CPU less per start).
 */
export const testServerSettings = {
  PASSWORD_HASH_COST: '10',
  EMBEDDED_DATABASE_BUFFERS_MB: '16',
} as const;
