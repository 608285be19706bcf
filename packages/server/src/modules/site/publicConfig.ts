import type { Locale, PublicConfig } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { SettingsStore } from './settings.ts';

/** The deployment's public settings, embedded in the HTML shell and served at /api/site/config. */
export async function publicConfigFor(
  deps: Deps,
  settings: SettingsStore,
  locale: Locale,
): Promise<PublicConfig> {
  const values = await settings.get();
  return {
    region: deps.config.region,
    locale,
    communityName: values.communityName,
    filingNumbers: values.filingNumbers,
    privateLetter: values.privateLetter,
    report: values.report,
    appDownload: values.appDownload,
    appUserAgentMarkers: values.appUserAgentMarkers,
    copyrightHolder: values.copyrightHolder,
    contentLimits: values.contentLimits,
    editOwnPostMinLevel: values.editOwnPostMinLevel,
  };
}
