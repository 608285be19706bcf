import type { CountryItem, Locale } from '@fanzone/contract';
import { continentOf, isCountryCode, regions } from '@fanzone/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';

/**
 * The visitor's country, only from a header that a trusted proxy or CDN sets (COUNTRY_HEADER);
 * anything else a browser could forge.
 */
export function visitorCountry(deps: Deps, request: FastifyRequest): string | null {
  const header = deps.config.countryHeader;
  if (!header) return null;
  const value = request.headers[header];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && isCountryCode(code) ? code : null;
}

export function continentOfVisitor(deps: Deps, request: FastifyRequest) {
  const countryCode = visitorCountry(deps, request);
  const continent = (countryCode && continentOf(countryCode)) || regions[deps.config.region].defaultContinent;
  return { countryCode, continent: { code: continent } };
}

export function activeCountries(deps: Deps, locale: Locale): CountryItem[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return regions[deps.config.region].countryCodes.map((code) => ({ code, name: names.of(code) ?? code }));
}

/** Whether members choose a country here, and the one that applies to this visitor now. */
export function activeCountry(deps: Deps, memberCountry: string | null | undefined) {
  const region = regions[deps.config.region];
  const single = region.countryCodes.length === 1 ? region.countryCodes[0]! : null;
  return { active: region.countryChooser, countryCode: memberCountry ?? single };
}
