import crypto from 'node:crypto';
import type { Database } from './db/database.ts';
import type { SiteSecrets } from './deps.ts';

/**
 * Loads the site's secrets, generating any that are missing on first start. The insert ignores a
 * conflict and reads back, so nodes starting together agree on one value.
 */
export async function loadSiteSecrets(
  database: Database,
  generators: Record<string, () => string | Promise<string>>,
): Promise<SiteSecrets> {
  const values = new Map<string, string>();
  await database.withConnection(async (connection) => {
    for (const [name, generate] of Object.entries(generators)) {
      const existing = await connection.query<{ value: string }>(
        'SELECT value FROM site_secrets WHERE name = $1',
        [name],
      );
      if (existing[0]) {
        values.set(name, existing[0].value);
        continue;
      }
      await connection.query(
        'INSERT INTO site_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, await generate()],
      );
      const stored = await connection.query<{ value: string }>(
        'SELECT value FROM site_secrets WHERE name = $1',
        [name],
      );
      values.set(name, stored[0]!.value);
    }
  });
  return {
    cookieSecret: values.get('cookie_secret')!,
    get: (name) => values.get(name),
  };
}

export const randomSecret = () => crypto.randomBytes(32).toString('base64url');
