#!/usr/bin/env node
/* Stops `npm test` early, with one line saying what to do, when no Chromium can be found. */
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const explicit = chromiumPath();
let found = explicit && existsSync(explicit) ? explicit : undefined;
if (!found && !explicit) {
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) found = own;
  } catch {
    // Playwright not installed: reported below like a missing browser.
  }
}
if (!found) {
  console.error(
    explicit
      ? `CHROME_PATH=${explicit} does not exist: point CHROME_PATH at a Chromium binary, or unset it.`
      : 'No Chromium found for the browser tests: install one (apt-get install chromium), set CHROME_PATH, or run "npx playwright install chromium".',
  );
  process.exit(1);
}
