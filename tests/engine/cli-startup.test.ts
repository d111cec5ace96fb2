/**
 * The CLI's start-up path: each command loads only its own modules (cli.ts
 * imports the judge, the odds and the game models only in the branch that
 * runs them), so `odds` does not pay for stripping the types of the whole
 * engine. A static import that pulls one back in fails here.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/engine/cli.ts', import.meta.url));
const HOOK = fileURLToPath(new URL('./load-log.ts', import.meta.url));

/** The engine modules (paths under src/engine/) a CLI run loads, and its exit status. */
function loads(args: readonly string[]): { status: number | null; modules: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'cli-startup-'));
  try {
    const log = join(dir, 'loaded.txt');
    const run = spawnSync(process.execPath, ['--import', HOOK, CLI, ...args], {
      encoding: 'utf8',
      env: { ...process.env, LOAD_LOG: log, NODE_DISABLE_COMPILE_CACHE: '1' },
    });
    const modules = readFileSync(log, 'utf8')
      .split('\n')
      .map((p) => p.split('/src/engine/')[1])
      .filter((p): p is string => p !== undefined);
    return { status: run.status, modules };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('each CLI command loads only its own modules', () => {
  const rows: { name: string; args: string[]; status: number; loads: string[]; not: string[] }[] = [
    {
      name: 'odds: the count, not the judge or the game models',
      args: ['odds', '--game', 'ninas-five', '--cards', '5', '--json'],
      status: 0,
      loads: ['odds/odds.ts', 'odds/odds-classes.ts', 'odds/odds-fast.ts'],
      not: ['hands/judge.ts', 'hands/verdict.ts', 'hands/evaluate.ts', 'hands/fast.ts', 'cli-simulate.ts'],
    },
    {
      name: 'odds with an unknown game: the judge, for its message',
      args: ['odds', '--game', 'chess', '--cards', '5'],
      status: 2,
      loads: ['hands/judge.ts'],
      not: ['odds/odds.ts'],
    },
    {
      name: 'judge: the judge, not the count or the game models',
      args: ['judge', '--game', 'standard', 'As Ks Qs Js Ts', '2c 3d 4h 5s 7c'],
      status: 0,
      loads: ['hands/judge.ts', 'hands/evaluate.ts'],
      not: ['odds/odds.ts', 'odds/odds-classes.ts'],
    },
    {
      name: 'simulate: the games, each by its layers (whatever they use)',
      args: ['simulate', '--game', 'peekaboo', '--games', '2', '--json'],
      status: 0,
      loads: ['cli-simulate.ts', 'play/playable.ts', 'games/index.ts', 'bots/index.ts'],
      not: [],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { status, modules } = loads(row.args);
      assert.ok(modules.includes('cli.ts'), `the log lists the CLI itself: ${modules.join(', ')}`);
      assert.equal(status, row.status);
      for (const m of row.loads) assert.ok(modules.includes(m), `${m} is loaded`);
      for (const m of row.not) assert.ok(!modules.includes(m), `${m} is not loaded`);
    });
  }
});
