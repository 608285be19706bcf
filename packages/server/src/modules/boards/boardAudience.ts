import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isActiveEditor } from '../identity/identity.queries.ts';
import { visitorCountry } from '../site/countries.ts';
import type { BoardAudience } from './boards.policy.ts';

/**
 * The viewer as boards see them. A member's account country wins; a visitor's locally chosen country
 * (query) comes next, then the trusted proxy header.
 */
export async function boardAudienceOf(deps: Deps, viewer: Viewer | null, request: FastifyRequest, chosenCountry?: string): Promise<BoardAudience> {
  return {
    role: viewer?.role ?? null,
    isEditor: viewer ? await isActiveEditor(deps.db, viewer.id) : false,
    countryCode: viewer?.countryCode ?? chosenCountry?.toUpperCase() ?? visitorCountry(deps, request),
  };
}
