import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { GOLDEN_RUNS } from './cli-golden-cases.ts';
import { runCli, spawnCli } from './cli-run.ts';

interface Recorded {
  readonly args: readonly string[];
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}
/**
 * Recorded from the CLI as it was before issue 11 (commit cca3c8a), but for
 * the Poker's Wild! run, recorded again when its lines came to be judged by
 * points (three sevens and three eights now score the same 3 points, where
 * the old verdict had the eights win).
 */
const recorded = JSON.parse(readFileSync(new URL('./golden/cli-runs.json', import.meta.url), 'utf8')) as Recorded[];

/** The runs also checked as a real `node src/engine/cli.ts` process: a table, JSON, and a usage error's status 2. */
const SPAWNED: readonly string[] = [
  'judge --game ninas-five --board Qd 2c 7s Qs Qh Qc X Ad Kd Jd Td',
  'judge --game pokers-wild --json X 7h 7d 2c 9s 8s 8h 8c Kd 3h',
  'judge --game chess Kh',
];

describe('cli output is byte-identical to the recorded runs', () => {
  it('records one run per case', () =>
    assert.deepEqual(
      recorded.map((r) => r.args),
      GOLDEN_RUNS,
    ));
  it('every spawned run is a recorded one', () =>
    assert.deepEqual(
      SPAWNED.filter((s) => !recorded.some((r) => r.args.join(' ') === s)),
      [],
    ));
  for (const before of recorded) {
    const expected = { status: before.status, stdout: before.stdout, stderr: before.stderr };
    it(before.args.join(' '), async () => assert.deepEqual(await runCli(before.args), expected));
    if (SPAWNED.includes(before.args.join(' ')))
      it(`${before.args.join(' ')} (spawned)`, () => assert.deepEqual(spawnCli(before.args), expected));
  }
});
