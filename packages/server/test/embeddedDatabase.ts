import { testServerSettings } from '@fanzone/testkit';

/** The embedded database's page memory in the suites, in MB: what every test server is set to. */
export const testDatabaseBuffersMb = Number(testServerSettings.EMBEDDED_DATABASE_BUFFERS_MB);
