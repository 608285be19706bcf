import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { visitorCountry } from './countries.ts';
import { insertConsentLog } from './site.queries.ts';

/** Keeps the record a privacy regulator asks for: who agreed to what, when, from where. */
export async function logConsent(
  deps: Deps,
  request: FastifyRequest,
  kind: 'cookie_accept' | 'cookie_manage' | 'visit_accept',
  flags?: boolean[],
) {
  await insertConsentLog(deps.db, {
    kind,
    userId: request.viewer?.id ?? null,
    flags: flags ?? null,
    region: deps.config.region,
    countryCode: visitorCountry(deps, request),
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    createdAt: deps.clock.now(),
  });
  return { recorded: true as const };
}
