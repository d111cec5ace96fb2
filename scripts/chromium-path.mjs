/*
 * Which Chromium the browser tests use: $CHROME_PATH, else Debian's
 * /usr/bin/chromium, else undefined (= Playwright's own downloaded browser).
 * Shared by playwright.config.ts and scripts/ensure-chromium.mjs.
 */
import { existsSync } from 'node:fs';

export const CHROME_PATH_ENV = 'CHROME_PATH';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** $CHROME_PATH when it is set (even to a missing file), else undefined. */
export function explicitChromium() {
  const value = process.env[CHROME_PATH_ENV];
  return value === undefined || value === '' ? undefined : value;
}

/** @returns {string | undefined} */
export function chromiumPath() {
  const explicit = explicitChromium();
  if (explicit !== undefined) return explicit;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

/** Flags this sandbox (and CI) needs: no sandbox as root, and no calls home to other hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
