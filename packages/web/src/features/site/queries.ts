import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../platform/api.ts';
import { siteEndpoints } from '../../platform/endpoints.ts';

/** Query keys of the site domain: navigation, countries, languages, gray mode. */
export const siteKeys = {
  all: ['site'] as const,
  navigation: () => [...siteKeys.all, 'navigation'] as const,
  topSector: () => [...siteKeys.all, 'topSector'] as const,
  banners: () => [...siteKeys.all, 'banners'] as const,
  activeCountryList: () => [...siteKeys.all, 'activeCountryList'] as const,
  activeCountry: () => [...siteKeys.all, 'activeCountry'] as const,
  country: () => [...siteKeys.all, 'country'] as const,
  grayMode: () => [...siteKeys.all, 'grayMode'] as const,
  languages: () => [...siteKeys.all, 'languages'] as const,
};

const tenMinutes = 10 * 60_000;

/** The desktop header's links. */
export function navigationQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.navigation(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.navigation, { signal }),
    staleTime: tenMinutes,
  });
}

export function useNavigationItems(enabled = true) {
  return useQuery({ ...navigationQueryOptions(), enabled });
}

/** The top sector's entries (the phone's home header takes its logo from the first). */
export function topSectorQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.topSector(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.topSector, { signal }),
    staleTime: tenMinutes,
  });
}

export function useTopSector(enabled = true) {
  return useQuery({ ...topSectorQueryOptions(), enabled });
}

/** The home page's banner group (answered inside the page on first view). */
export function homeBannersQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.banners(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.banners, { signal }),
    staleTime: tenMinutes,
  });
}

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}

export function useActiveCountryList(enabled = true) {
  return useQuery({
    queryKey: siteKeys.activeCountryList(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.activeCountryList, { signal }),
    staleTime: tenMinutes,
    enabled,
  });
}

export function useActiveCountry(enabled = true) {
  return useQuery({
    queryKey: siteKeys.activeCountry(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.activeCountry, { signal }),
    staleTime: tenMinutes,
    enabled,
    meta: { silent: true },
  });
}

/** Whether the site is drawn in gray (days of mourning), asked by the shell on every page. */
export function grayModeQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.grayMode(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.grayMode, { signal }),
    staleTime: tenMinutes,
    meta: { silent: true },
  });
}

export function useGrayMode() {
  return useQuery(grayModeQueryOptions());
}

export function languagesQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.languages(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.languages, { signal }),
    staleTime: tenMinutes,
  });
}

export function useLanguages(enabled = true) {
  return useQuery({ ...languagesQueryOptions(), enabled });
}

/** The visitor's continent (global build: decides the EU data-transfer statement). */
export function useCountryLookup(enabled: boolean) {
  return useQuery({
    queryKey: siteKeys.country(),
    queryFn: ({ signal }) => fetchData(siteEndpoints.country, { signal }),
    staleTime: Infinity,
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

/** Consent logs are best effort: the visitor's choice is already stored in the cookie. */
export function useCookieConsentLogs() {
  const accept = useMutation({
    mutationFn: () => fetchData(siteEndpoints.logCookiePrivacyAccept, {}),
    meta: { silent: true },
  });
  const manageDone = useMutation({
    mutationFn: (flags: [true, boolean, boolean, boolean]) =>
      fetchData(siteEndpoints.logCookiePrivacyManageDone, { body: { flags } }),
    meta: { silent: true },
  });
  return { accept, manageDone };
}

export function useVisitAcceptLog() {
  return useMutation({
    mutationFn: () => fetchData(siteEndpoints.logVisitAccept, {}),
    meta: { silent: true },
  });
}
