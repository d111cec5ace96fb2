/*
 * Browser measurements (`npm run bench:browser`): the hand Lab's recounts and
 * the Balance Lab's 10,000-game runs, timed in Chromium. They assert no time,
 * so they are not tests and `npm run test:e2e` (testDir tests/e2e) never
 * lists them. Everything else is the main config's: the built site in dist/,
 * served by scripts/serve.mjs on $E2E_PORT (4322 by default), the same
 * Chromium. One worker, so the measurements do not share the cores.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const server = base.webServer;
if (server === undefined || Array.isArray(server)) throw new Error('playwright.config.ts must start one web server');

// One object, not defineConfig(base, {...}): that form would add this server to the main config's, not replace it.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  outputDir: `${ROOT}test-results`,
  // Playwright runs a config's server command in the config's folder; this one is started from the project's.
  webServer: { ...server, cwd: ROOT },
});
