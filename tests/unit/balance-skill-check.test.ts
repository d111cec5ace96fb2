import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  needsRerun,
  rerunOf,
  RERUN_GAMES,
  skillCheck,
  skillVerdict,
  type SkillVerdict,
} from '../../src/components/lab/balance/skill-check.ts';
import type { Interval } from '../../src/engine/play/stats.ts';
import type { BalanceResults, FigureRow } from '../../src/components/lab/balance/results.ts';
import type { BotLevel } from '../../src/engine/play/types.ts';
import { parseExperiment } from '../../src/engine/play/experiment.ts';

const iv = (value: number, low: number, high: number): Interval => ({ value, low, high });

test('a flagged difference holds with stronger players only when the skilled rerun points the same way and leaves out zero', async (t) => {
  const rows: [string, Interval, Interval | undefined, SkillVerdict][] = [
    ['higher, and higher again', iv(0.1, 0.05, 0.15), iv(0.08, 0.02, 0.14), 'holds'],
    ['lower, and lower again', iv(-3, -4, -2), iv(-1, -1.5, -0.5), 'holds'],
    ['higher, then no clear difference', iv(0.1, 0.05, 0.15), iv(0.03, -0.01, 0.07), 'depends'],
    ['higher, then clearly lower', iv(0.1, 0.05, 0.15), iv(-0.06, -0.1, -0.02), 'depends'],
    ['lower, then clearly higher', iv(-0.1, -0.15, -0.05), iv(0.06, 0.02, 0.1), 'depends'],
    ['an interval touching zero is not clear', iv(0.1, 0.05, 0.15), iv(0.05, 0, 0.1), 'depends'],
    ['no such figure in the rerun', iv(0.1, 0.05, 0.15), undefined, 'depends'],
    ['an interval of not enough games', iv(0.1, 0.05, 0.15), iv(0.1, Number.NaN, Number.NaN), 'depends'],
  ];
  for (const [name, first, rerun, verdict] of rows) await t.test(name, () => assert.equal(skillVerdict(first, rerun), verdict));
});

test('the rerun: skilled players in every seat, the same seed and rules, at most RERUN_GAMES games', async (t) => {
  const rows: [string, number, number][] = [
    ['fewer games than the cap keep their count', 200, 200],
    ['the cap itself', RERUN_GAMES, RERUN_GAMES],
    ['more games than the cap are capped', 10_000, RERUN_GAMES],
  ];
  for (const [name, games, expected] of rows)
    await t.test(name, () => {
      const e = parseExperiment({ game: 'ninas-five', options: [['tricksToWin', '5']], bots: ['random', 'sensible'], games, seed: 9 });
      assert.ok(e.ok);
      const r = rerunOf(e.value);
      assert.deepEqual(r, { ...e.value, bots: ['skilled'], games: expected });
    });
});

/** A run's results as far as the check reads them: the bots, whether a rule changed, and its rows. */
function results(bots: readonly BotLevel[], changed: boolean, rows: readonly FigureRow[]): BalanceResults {
  return {
    changed,
    experiment: { bots },
    seats: rows.slice(0, 1),
    game: rows.slice(1, 2),
    stats: rows.slice(2),
  } as unknown as BalanceResults;
}
const row = (key: string, diff: Interval, flagged: boolean): FigureRow => ({
  key,
  label: key,
  format: 'share',
  base: iv(0.5, 0.4, 0.6),
  diff,
  flagged,
});

test('the rerun starts only for a changed rule with a flag, and not when every seat is already skilled', async (t) => {
  const flag = [row('seat-1', iv(0.1, 0.05, 0.15), true), row('length', iv(0, -1, 1), false)];
  const calm = [row('seat-1', iv(0, -0.1, 0.1), false), row('length', iv(0, -1, 1), false)];
  const rows: [string, BalanceResults, boolean][] = [
    ['a flag under sensible players', results(['sensible'], true, flag), true],
    ['a flag with one skilled seat among sensible ones', results(['skilled', 'sensible'], true, flag), true],
    ['no flag', results(['sensible'], true, calm), false],
    ['the printed rules alone', results(['sensible'], false, flag), false],
    ['every seat skilled already', results(['skilled'], true, flag), false],
  ];
  for (const [name, r, expected] of rows) await t.test(name, () => assert.equal(needsRerun(r), expected));
});

test('each flagged figure, and only those, is read again in the rerun by its key', () => {
  const first = results(['sensible'], true, [
    row('seat-1', iv(0.1, 0.05, 0.15), true),
    row('length', iv(2, 1, 3), true),
    row('ties', iv(0, -0.1, 0.1), false),
  ]);
  const rerun = results(['skilled'], true, [
    row('seat-1', iv(0.01, -0.03, 0.05), false),
    row('length', iv(1.5, 0.5, 2.5), true),
    row('ties', iv(0, -0.1, 0.1), false),
  ]);
  assert.deepEqual(
    skillCheck(first, rerun).map((r) => [r.key, r.verdict, r.rerun?.value]),
    [
      ['seat-1', 'depends', 0.01],
      ['length', 'holds', 1.5],
    ],
  );
});
