/**
 * The `odds` command counts by rank multiset now; its output must not move a
 * byte. These runs were recorded from the CLI as it was before (commit
 * 9e46d41, which visited every hand), stdout and exit status only: the old
 * CLI also wrote progress lines on stderr during its long 7-card runs, which
 * depended on timing and are gone. The 7-card runs take milliseconds now.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/engine/cli.ts', import.meta.url));
interface Recorded {
  readonly args: readonly string[];
  readonly status: number;
  readonly stdout: string;
}
const recorded = JSON.parse(readFileSync(new URL('./golden/cli-odds-runs.json', import.meta.url), 'utf8')) as Recorded[];

describe('odds output is byte-identical to the enumerator-era runs', () => {
  it('has the recorded runs, 7-card ones included', () => {
    assert.ok(recorded.length >= 10);
    assert.ok(recorded.some((r) => r.args.includes('7')));
  });
  for (const before of recorded) {
    it(before.args.join(' '), () => {
      const now = spawnSync(process.execPath, [CLI, ...before.args], { encoding: 'utf8' });
      assert.deepEqual({ status: now.status, stdout: now.stdout }, { status: before.status, stdout: before.stdout });
      if (now.status === 0) assert.equal(now.stderr, '', 'no progress lines');
    });
  }
});
