/*
 * Browser quality gates (tests/e2e), run by `npm run test:e2e` after the build.
 * They test the built site in dist/, served by scripts/serve.mjs on port 4322
 * (or $E2E_PORT) under BASE_PATH, in Chromium: $CHROME_PATH, else /usr/bin/chromium, else
 * Playwright's own browser (see scripts/chromium-path.mjs).
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium-path.mjs';
import { basePath } from './tests/site/dist-pages.ts';

// 4322 (not 4321, which `npm start` uses); E2E_PORT overrides it when that port is busy.
const PORT = Number(process.env.E2E_PORT ?? 4322);
const executablePath = chromiumPath();
const origin = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // Service workers are blocked (register() resolves with nothing), so no test's pages are served from a cache
  // a worker filled; tests/e2e/offline.spec.ts allows them for itself. Each test has a fresh context anyway.
  use: { baseURL: origin, trace: 'off', screenshot: 'off', serviceWorkers: 'block' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs dist',
    env: { PORT: String(PORT), HOST: 'localhost' },
    url: `${origin}${basePath()}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
