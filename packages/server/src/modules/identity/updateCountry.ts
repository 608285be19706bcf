import { isCountryCode, regions } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { updateUser } from './identity.queries.ts';

/** A member picks their country among those this region offers (spec §4 "Country chooser"). */
export async function updateCountry(deps: Deps, viewer: Viewer, code: string) {
  const countryCode = code.toUpperCase();
  if (!isCountryCode(countryCode)) throw new AppError('UNKNOWN_COUNTRY', { fields: { code: 'unknown' } });
  if (!regions[deps.config.region].countryCodes.includes(countryCode)) {
    throw new AppError('COUNTRY_NOT_ACTIVE', { fields: { code: 'not offered here' } });
  }
  return (await updateUser(deps.db, viewer.id, { countryCode }))!;
}
