import type { ContinentCode } from './countries.ts';
import { euCountryCodes } from './countries.ts';
import type { Locale } from './locales.ts';

/** The nine regional builds of spec §1/§9; the server's REGION setting picks one. */
export const regionCodes = ['cn', 'in', 'id', 'eu', 'eg', 'ru', 'global', 'bd', 'ph'] as const;
export type RegionCode = (typeof regionCodes)[number];
export const defaultRegion: RegionCode = 'cn';

export type ShareTarget = 'weibo' | 'x' | 'whatsapp' | 'telegram';

export type Region = {
  code: RegionCode;
  /** Upper-case code used by the `/language` list and the language switch (`/{code lowercase}/`). */
  siteCode: string;
  /** The site's name in its own language, listed by `/language`. */
  siteName: string;
  defaultLocale: Locale;
  /** IANA zone in which this region's days (check-in, missions) begin and end. */
  timeZone: string;
  /** Continent assumed when the visitor's country cannot be found. */
  defaultContinent: ContinentCode;
  /** Countries a member may pick in this region; the first is the default. */
  countryCodes: readonly string[];
  /** Whether members choose their country here (`/constant/active-country`). */
  countryChooser: boolean;
  features: {
    customerService: boolean;
    appDownload: boolean;
    bugReport: boolean;
    report: boolean;
    privateLetter: boolean;
    /** The global build's once-per-session statement that data is stored in Singapore. */
    euDataTransferConfirm: boolean;
    /** Europe: a member picks a country before publishing. */
    requireCountryToPublish: boolean;
    cookieNotice: boolean;
  };
  footer: {
    languageSwitch: boolean;
    cookiePolicy: boolean;
    termsAndConditions: boolean;
    filingNumbers: boolean;
  };
  /** Images are served as webp in China (spec §1). */
  imageFormat: 'webp' | 'original';
  /** India adds its country to every page title (spec §2). */
  titleSuffix: 'india' | null;
  shareTargets: readonly ShareTarget[];
  /** Hidden from the language switch (spec §2). */
  hiddenFromLanguageSwitch: boolean;
};

const everywhere = { report: true, privateLetter: false, cookieNotice: true } as const;
const internationalShare: readonly ShareTarget[] = ['x', 'whatsapp', 'telegram'];
const plainFooter = {
  languageSwitch: true,
  cookiePolicy: false,
  termsAndConditions: false,
  filingNumbers: false,
};

export const regions: Record<RegionCode, Region> = {
  cn: {
    code: 'cn',
    siteName: '中国',
    siteCode: 'CN',
    defaultLocale: 'zh-CN',
    timeZone: 'Asia/Shanghai',
    defaultContinent: 'AS',
    countryCodes: ['CN'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: true,
      appDownload: true,
      bugReport: true,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: { languageSwitch: false, cookiePolicy: false, termsAndConditions: false, filingNumbers: true },
    imageFormat: 'webp',
    titleSuffix: null,
    shareTargets: ['weibo'],
    hiddenFromLanguageSwitch: false,
  },
  in: {
    code: 'in',
    siteName: 'India',
    siteCode: 'IN',
    defaultLocale: 'en',
    timeZone: 'Asia/Kolkata',
    defaultContinent: 'AS',
    countryCodes: ['IN'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: true,
      appDownload: true,
      bugReport: true,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: { ...plainFooter, termsAndConditions: true },
    imageFormat: 'original',
    titleSuffix: 'india',
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: false,
  },
  id: {
    code: 'id',
    siteName: 'Indonesia',
    siteCode: 'ID',
    defaultLocale: 'en',
    timeZone: 'Asia/Jakarta',
    defaultContinent: 'AS',
    countryCodes: ['ID'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: true,
      bugReport: true,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: plainFooter,
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: false,
  },
  eu: {
    code: 'eu',
    siteName: 'Europe',
    siteCode: 'EU',
    defaultLocale: 'en',
    timeZone: 'Europe/Berlin',
    defaultContinent: 'EU',
    countryCodes: euCountryCodes,
    countryChooser: true,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: false,
      bugReport: false,
      euDataTransferConfirm: false,
      requireCountryToPublish: true,
    },
    footer: { ...plainFooter, cookiePolicy: true },
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: true,
  },
  eg: {
    code: 'eg',
    siteName: 'مصر',
    siteCode: 'EG',
    defaultLocale: 'ar',
    timeZone: 'Africa/Cairo',
    defaultContinent: 'AF',
    countryCodes: ['EG'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: true,
      bugReport: true,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: plainFooter,
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: false,
  },
  ru: {
    code: 'ru',
    siteName: 'Россия',
    siteCode: 'RU',
    defaultLocale: 'ru',
    timeZone: 'Europe/Moscow',
    defaultContinent: 'EU',
    countryCodes: ['RU'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: true,
      bugReport: false,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: plainFooter,
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: ['whatsapp', 'telegram'],
    hiddenFromLanguageSwitch: false,
  },
  global: {
    code: 'global',
    siteName: 'Global',
    siteCode: 'GLOBAL',
    defaultLocale: 'en',
    timeZone: 'UTC',
    defaultContinent: 'AS',
    countryCodes: [
      'MX',
      'BR',
      'SA',
      'AE',
      'TR',
      'PK',
      'MY',
      'TH',
      'VN',
      'NG',
      'KE',
      'ZA',
      'US',
      'GB',
      'DE',
      'FR',
      'ES',
      'IT',
    ],
    countryChooser: true,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: true,
      bugReport: false,
      euDataTransferConfirm: true,
      requireCountryToPublish: false,
    },
    footer: plainFooter,
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: false,
  },
  bd: {
    code: 'bd',
    siteName: 'Bangladesh',
    siteCode: 'BD',
    defaultLocale: 'en',
    timeZone: 'Asia/Dhaka',
    defaultContinent: 'AS',
    countryCodes: ['BD'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: false,
      bugReport: true,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: plainFooter,
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: false,
  },
  ph: {
    code: 'ph',
    siteName: 'Philippines',
    siteCode: 'PH',
    defaultLocale: 'en',
    timeZone: 'Asia/Manila',
    defaultContinent: 'AS',
    countryCodes: ['PH'],
    countryChooser: false,
    features: {
      ...everywhere,
      customerService: false,
      appDownload: true,
      bugReport: true,
      euDataTransferConfirm: false,
      requireCountryToPublish: false,
    },
    footer: plainFooter,
    imageFormat: 'original',
    titleSuffix: null,
    shareTargets: internationalShare,
    hiddenFromLanguageSwitch: true,
  },
};

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && (regionCodes as readonly string[]).includes(value);
}

export function regionBySiteCode(siteCode: string): Region | undefined {
  return Object.values(regions).find((region) => region.siteCode.toLowerCase() === siteCode.toLowerCase());
}

/**
 * A regional build's `hreflang` values (its pages' language and audience, for search engines): its
 * language in each country it serves. The global build is the default for everyone else
 * (`x-default`) and for its language without a country, since it serves countries other builds
 * serve too.
 */
export function hreflangsOf(region: Region): string[] {
  const language = region.defaultLocale.split('-')[0]!;
  if (region.code === 'global') return ['x-default', language];
  return region.countryCodes.map((country) => `${language}-${country}`);
}
