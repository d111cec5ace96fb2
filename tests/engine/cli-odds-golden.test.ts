/**
 * The `odds` command counts by rank multiset now; its output must not move a
 * byte. These runs were recorded from the CLI as it was before (commit
 * 9e46d41, which visited every hand), stdout and exit status only: the old
 * CLI also wrote progress lines on stderr during its long 7-card runs, which
 * depended on timing and are gone. The 7-card runs take milliseconds now.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { runCli, spawnCli, type CliRun } from './cli-run.ts';

interface Recorded {
  readonly args: readonly string[];
  readonly status: number;
  readonly stdout: string;
}
const recorded = JSON.parse(readFileSync(new URL('./golden/cli-odds-runs.json', import.meta.url), 'utf8')) as Recorded[];

/** The runs also checked as a real `node src/engine/cli.ts` process: a table, a 7-card count as JSON, and a usage error's status 2. */
const SPAWNED: readonly string[] = [
  'odds --game standard --cards 5',
  'odds --game ninas-five --cards 7 --json',
  'odds --game standard --cards 8',
];

function check(now: CliRun, before: Recorded): void {
  assert.deepEqual({ status: now.status, stdout: now.stdout }, { status: before.status, stdout: before.stdout });
  if (now.status === 0) assert.equal(now.stderr, '', 'no progress lines');
}

describe('odds output is byte-identical to the enumerator-era runs', () => {
  it('has the recorded runs, 7-card ones included', () => {
    assert.ok(recorded.length >= 10);
    assert.ok(recorded.some((r) => r.args.includes('7')));
  });
  it('every spawned run is a recorded one', () =>
    assert.deepEqual(
      SPAWNED.filter((s) => !recorded.some((r) => r.args.join(' ') === s)),
      [],
    ));
  for (const before of recorded) {
    it(before.args.join(' '), async () => check(await runCli(before.args), before));
    if (SPAWNED.includes(before.args.join(' '))) it(`${before.args.join(' ')} (spawned)`, () => check(spawnCli(before.args), before));
  }
});
