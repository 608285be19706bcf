import { createContext, useContext } from 'react';
import type { PublicConfig, Region } from '@fanzone/contract';
import { isInBrandApp, isLocale, isRegionCode, publicConfigElementId, regions } from '@fanzone/contract';
import { fetchData } from './api.ts';
import { siteEndpoints } from './endpoints.ts';

/**
 * A shape check of the embedded config without zod (kept out of the first-view bundle): the server
 * produced it from the contract's schema; only the fields the shell branches on are checked here.
 */
export function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    isRegionCode(config.region) &&
    isLocale(config.locale) &&
    typeof config.communityName === 'string' &&
    Array.isArray(config.filingNumbers) &&
    typeof config.privateLetter === 'boolean' &&
    Array.isArray(config.appUserAgentMarkers) &&
    typeof config.copyrightHolder === 'string'
  );
}

/** The deployment's public config, embedded by the server in index.html (read once at start). */
export function readEmbeddedConfig(doc: Document): PublicConfig | null {
  const element = doc.getElementById(publicConfigElementId);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (isPublicConfig(parsed)) return parsed;
    console.error('[config] embedded config has an unexpected shape', parsed);
  } catch (error) {
    console.error('[config] embedded config is not JSON', error);
  }
  return null;
}

/** Embedded config, or `GET /api/site/config` when the shell was not served by our server (vite dev). */
export async function loadPublicConfig(doc: Document = document): Promise<PublicConfig> {
  return readEmbeddedConfig(doc) ?? (await fetchData(siteEndpoints.config, {}));
}

export type Site = {
  config: PublicConfig;
  region: Region;
  /** Running inside one of the brand's apps. */
  inApp: boolean;
  /** The cookies now: `document.cookie`, or on the server the request's `Cookie` header. */
  readCookies: () => string;
};

export function siteFromConfig(config: PublicConfig, userAgent: string, readCookies: () => string): Site {
  return {
    config,
    region: regions[config.region],
    inApp: isInBrandApp(userAgent, config.appUserAgentMarkers),
    readCookies,
  };
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}
