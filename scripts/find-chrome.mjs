// Finds a Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium, else the
// browser Playwright downloaded for itself. Fails with instructions when there is none.
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Same pixels on every machine (story pictures): no LCD subpixel text, no colour profile, no font hinting differences. */
export const PICTURE_FLAGS = ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--hide-scrollbars'];

export async function findChrome() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import('playwright');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright not installed or without its own browser: fall through to the message below.
  }
  return null;
}

export async function requireChrome() {
  const chrome = await findChrome();
  if (!chrome) {
    console.error(
      [
        'No Chromium found for the browser tests.',
        'Install one, then run the tests again:',
        '  Debian/Ubuntu (as root): apt-get update && apt-get install -y chromium fonts-noto-color-emoji',
        '  or point CHROME_PATH at an installed Chrome/Chromium binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
  process.env.CHROME_PATH = chrome;
  return chrome;
}
