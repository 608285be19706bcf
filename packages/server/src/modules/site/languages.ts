import type { LanguageItem } from '@fanzone/contract';
import { regionCodes, regions } from '@fanzone/contract';

/** Every regional site with its language, each named in its own language (spec §7 `/language`). */
export function languageList(): LanguageItem[] {
  return regionCodes.map((code) => {
    const region = regions[code];
    const languageName = new Intl.DisplayNames([region.defaultLocale], { type: 'language' }).of(
      region.defaultLocale,
    );
    return {
      name: region.siteName,
      language: languageName ?? region.defaultLocale,
      code: region.siteCode,
      hidden: region.hiddenFromLanguageSwitch,
    };
  });
}
