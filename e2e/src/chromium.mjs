import fs from 'node:fs';

/** The system Chromium; no tool downloads its own browser here. CHROMIUM_PATH wins when set. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

export const chromiumHint =
  'no Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its binary';
