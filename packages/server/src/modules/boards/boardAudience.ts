import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { visitorCountry } from '../site/index.ts';
import type { BoardAudience } from './boards.policy.ts';
import { regions } from '@fanzone/contract';

/** Only a country this region lets visitors choose counts; anything else is ignored. */
function chosenIn(deps: Deps, chosen: string | undefined): string | undefined {
  const region = regions[deps.config.region];
  const code = chosen?.toUpperCase();
  return code && region.countryChooser && region.countryCodes.includes(code) ? code : undefined;
}

/**
 * The viewer as boards see them (a banned account as a member). A member's account country wins; a visitor's locally chosen country
 * (query) comes next, then the trusted proxy header.
 */
export function boardAudienceOf(
  deps: Deps,
  viewer: Viewer | null,
  request: FastifyRequest,
  chosenCountry?: string,
): BoardAudience {
  // A banned account reads as a member: a banned moderator or editor keeps no staff-only board.
  const standing = viewer && !viewer.isBlocked ? viewer : null;
  return {
    role: viewer ? (standing?.role ?? 'member') : null,
    isEditor: standing?.isEditor ?? false,
    countryCode: viewer?.countryCode ?? chosenIn(deps, chosenCountry) ?? visitorCountry(deps, request),
  };
}
