import fs from 'node:fs';

const firstThatExists = (candidates) => candidates.find((candidate) => candidate && fs.existsSync(candidate));

/** The full Chromium browser from the system; no tool downloads its own browser here. CHROMIUM_PATH wins when set. */
export function findChromium() {
  return firstThatExists([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ]);
}

/**
 * The browser the journeys drive: Chromium's headless shell (Debian's `chromium-headless-shell`,
 * built from the same source and version as `chromium`) where installed, else the full browser.
 * The shell draws and runs pages with the same engine but without the desktop browser around them:
 * the same journeys took about 40 % less CPU (docs/DECISIONS.md). CHROMIUM_PATH wins when set.
 */
export function findJourneyBrowser() {
  return firstThatExists([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']) ?? findChromium();
}

export const chromiumHint =
  'no Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell` for the journeys, `chromium` for Lighthouse) or set CHROMIUM_PATH to its binary';
