/*
 * The order in which `npm test` looks for, then gets, a Chromium
 * (scripts/ensure-chromium.mjs), with fake probes: nothing is installed here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plan } from '../../scripts/ensure-chromium.mjs';

interface Machine {
  explicit?: string;
  files: string[];
  playwrightBrowser?: string;
  /** What Playwright's download would add, if it works here. */
  downloads?: string;
  canApt: boolean;
  /** Whether apt-get would succeed. */
  aptWorks?: boolean;
}

interface Outcome {
  result: { ok: boolean; path?: string; message?: string };
  tried: string[];
}

function runPlan(m: Machine): Outcome {
  const files = new Set(m.files);
  const tried: string[] = [];
  const result = plan({
    explicit: m.explicit,
    exists: (path: string) => files.has(path),
    playwrightBrowser: () => m.playwrightBrowser,
    playwrightInstall: () => {
      tried.push('playwright');
      if (m.downloads === undefined) return false;
      files.add(m.downloads);
      return true;
    },
    canApt: m.canApt,
    aptInstall: () => {
      tried.push('apt');
      if (m.aptWorks !== true) return false;
      files.add('/usr/bin/chromium');
      return true;
    },
    log: () => {},
  }) as Outcome['result'];
  return { result, tried };
}

const OWN = '/root/.cache/ms-playwright/chromium/chrome';

const rows: { name: string; machine: Machine; path: string | null; tried: string[] }[] = [
  {
    name: 'CHROME_PATH that exists wins',
    machine: { explicit: '/opt/c', files: ['/opt/c', '/usr/bin/chromium'], canApt: true },
    path: '/opt/c',
    tried: [],
  },
  {
    name: 'CHROME_PATH that is missing is an error, never replaced',
    machine: { explicit: '/opt/c', files: ['/usr/bin/chromium'], canApt: true, aptWorks: true },
    path: null,
    tried: [],
  },
  {
    name: "Debian's chromium, when present",
    machine: { files: ['/usr/bin/chromium', OWN], playwrightBrowser: OWN, canApt: true },
    path: '/usr/bin/chromium',
    tried: [],
  },
  {
    name: "Playwright's browser, already downloaded",
    machine: { files: [OWN], playwrightBrowser: OWN, canApt: true },
    path: OWN,
    tried: [],
  },
  {
    name: "a normal machine: Playwright's download",
    machine: { files: [], playwrightBrowser: OWN, downloads: OWN, canApt: false },
    path: OWN,
    tried: ['playwright'],
  },
  {
    name: 'download first even as root',
    machine: { files: [], playwrightBrowser: OWN, downloads: OWN, canApt: true, aptWorks: true },
    path: OWN,
    tried: ['playwright'],
  },
  {
    name: 'CI here: download fails, apt-get as root',
    machine: { files: [], playwrightBrowser: OWN, canApt: true, aptWorks: true },
    path: '/usr/bin/chromium',
    tried: ['playwright', 'apt'],
  },
  {
    name: 'not root: download fails, then the one-line message',
    machine: { files: [], playwrightBrowser: OWN, canApt: false },
    path: null,
    tried: ['playwright'],
  },
  {
    name: 'root, but apt-get fails too: the message',
    machine: { files: [], playwrightBrowser: OWN, canApt: true, aptWorks: false },
    path: null,
    tried: ['playwright', 'apt'],
  },
  {
    name: 'no Playwright at all: apt-get',
    machine: { files: [], canApt: true, aptWorks: true },
    path: '/usr/bin/chromium',
    tried: ['playwright', 'apt'],
  },
];

for (const row of rows) {
  test(`ensure-chromium: ${row.name}`, () => {
    const { result, tried } = runPlan(row.machine);
    assert.deepEqual(tried, row.tried);
    if (row.path === null) {
      assert.equal(result.ok, false);
      assert.match(result.message ?? '', /^[^\n]+$/u, 'one line');
    } else {
      assert.equal(result.ok, true);
      assert.equal(result.path, row.path);
    }
  });
}
