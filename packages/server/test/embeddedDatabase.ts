/**
 * The embedded database's page memory in the suites, in MB (EMBEDDED_DATABASE_BUFFERS_MB): it is
 * cleared at every start and a suite's database is small, so 16 instead of PGlite's 128 starts each
 * app about 0.6 s of CPU sooner.
 */
export const testDatabaseBuffersMb = 16;
