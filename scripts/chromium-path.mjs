/*
 * Which Chromium the browser tests use: $CHROME_PATH, else Debian's
 * /usr/bin/chromium, else undefined (= Playwright's own downloaded browser).
 * Shared by playwright.config.ts and scripts/require-chromium.mjs.
 */
import { existsSync } from 'node:fs';

/** @returns {string | undefined} */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
