import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { visitorCountry } from '../site/countries.ts';
import type { BoardAudience } from './boards.policy.ts';

/**
 * The viewer as boards see them. A member's account country wins; a visitor's locally chosen country
 * (query) comes next, then the trusted proxy header.
 */
export function boardAudienceOf(deps: Deps, viewer: Viewer | null, request: FastifyRequest, chosenCountry?: string): BoardAudience {
  return {
    role: viewer?.role ?? null,
    isEditor: viewer?.isEditor ?? false,
    countryCode: viewer?.countryCode ?? chosenCountry?.toUpperCase() ?? visitorCountry(deps, request),
  };
}
