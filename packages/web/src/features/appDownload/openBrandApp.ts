import { limits } from '@fanzone/contract';

/**
 * The app-download helper (spec §2): try the app's deep link; if the page is still showing after
 * 2 seconds the app is not installed, so go to the store.
 */
export function openBrandApp(download: { deepLink: string; storeUrl: string }): void {
  const timer = setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.assign(download.storeUrl);
  }, limits.ui.storeRedirectDelayMs);
  document.addEventListener('visibilitychange', () => clearTimeout(timer), { once: true });
  window.location.assign(download.deepLink);
}
