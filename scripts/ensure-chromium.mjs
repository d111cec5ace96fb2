#!/usr/bin/env node
/*
 * Makes sure the browser tests have a Chromium, getting one where it can, in this order:
 *   1. $CHROME_PATH (never replaced: if it is set but missing, that is the error);
 *   2. Debian's /usr/bin/chromium;
 *   3. Playwright's own browser, already downloaded;
 *   4. Playwright's own download (`playwright install chromium`), which works on a normal machine;
 *   5. Debian's package (`apt-get install chromium`), when running as root with apt-get (as CI does);
 * and only then stops `npm test` with one line saying what to do.
 * The order is decided by `plan()`, which tests/site/ensure-chromium.test.ts checks with fake probes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH_ENV, DEBIAN_CHROMIUM, explicitChromium } from './chromium-path.mjs';

/**
 * @typedef {object} Probes
 * @property {string | undefined} explicit   $CHROME_PATH, if set
 * @property {(path: string) => boolean} exists
 * @property {() => string | undefined} playwrightBrowser  path of Playwright's own browser, if it knows one
 * @property {() => boolean} playwrightInstall  tries the download; true when it succeeded
 * @property {boolean} canApt  root, with apt-get on PATH
 * @property {() => boolean} aptInstall  tries the package; true when it succeeded
 * @property {(line: string) => void} log
 */

/**
 * @param {Probes} p
 * @returns {{ ok: true, path: string } | { ok: false, message: string }}
 */
export function plan(p) {
  if (p.explicit !== undefined && p.explicit !== '') {
    return p.exists(p.explicit)
      ? { ok: true, path: p.explicit }
      : {
          ok: false,
          message: `${CHROME_PATH_ENV}=${p.explicit} does not exist: point ${CHROME_PATH_ENV} at a Chromium binary, or unset it.`,
        };
  }
  if (p.exists(DEBIAN_CHROMIUM)) return { ok: true, path: DEBIAN_CHROMIUM };
  const own = p.playwrightBrowser();
  if (own !== undefined && p.exists(own)) return { ok: true, path: own };
  p.log('No Chromium found: trying Playwright\'s own download ("playwright install chromium")…');
  if (p.playwrightInstall()) {
    const fetched = p.playwrightBrowser();
    if (fetched !== undefined && p.exists(fetched)) return { ok: true, path: fetched };
  }
  if (p.canApt) {
    p.log("Playwright's download did not work here: installing Debian's chromium with apt-get…");
    if (p.aptInstall() && p.exists(DEBIAN_CHROMIUM)) return { ok: true, path: DEBIAN_CHROMIUM };
  }
  return {
    ok: false,
    message:
      'No Chromium found for the browser tests, and none could be installed: install one (apt-get install chromium), set CHROME_PATH, or run "npx playwright install chromium".',
  };
}

async function playwrightBrowserPath() {
  try {
    const { chromium } = await import('@playwright/test');
    return chromium.executablePath() || undefined;
  } catch {
    return undefined; // Playwright not installed: treated like a missing browser.
  }
}

/** Runs a command with its output shown on stderr (stdout stays clean); true on exit 0. */
function run(command, args, timeoutMs, env = process.env) {
  const result = spawnSync(command, args, { stdio: ['ignore', process.stderr, process.stderr], timeout: timeoutMs, env });
  return result.status === 0;
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const own = await playwrightBrowserPath();
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = plan({
    explicit: explicitChromium(),
    exists: existsSync,
    playwrightBrowser: () => own,
    playwrightInstall: () => run('playwright', ['install', 'chromium'], 10 * 60_000),
    canApt: process.getuid?.() === 0 && onPath('apt-get'),
    aptInstall: () =>
      run('apt-get', ['update'], 10 * 60_000, aptEnv) &&
      run(
        'apt-get',
        ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'fonts-liberation'],
        15 * 60_000,
        aptEnv,
      ),
    log: (line) => console.error(line),
  });
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}
