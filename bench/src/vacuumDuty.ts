import pg from 'pg';

/**
 * Does autovacuum's duty where the PostgreSQL under the bench runs without it (this machine's and
 * CI's start with `autovacuum = off`; production runs it). Every write leaves a dead version of the
 * rows it updates, and the rows every writer shares (a board's post count, a busy post's counters)
 * collect thousands within one target: measured here, a new post's foreign-key check on its board
 * took 1.4–1.7 ms instead of 0.02 ms walking them. A plain `VACUUM` of the bench database before
 * each target (half a second: the visibility map skips untouched pages) measures what production
 * would see. Nothing is done where autovacuum runs, or on PGlite.
 */
export async function createVacuumDuty(databaseUrl: string | undefined) {
  if (!databaseUrl) return { note: undefined, beforeTarget: async () => {}, close: async () => {} };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
  const needed = rows[0]?.autovacuum !== 'on';
  return {
    note: needed
      ? 'autovacuum is off on this PostgreSQL: the bench vacuums its database before each target'
      : undefined,
    async beforeTarget() {
      if (needed) await client.query('VACUUM');
    },
    close: () => client.end(),
  };
}
