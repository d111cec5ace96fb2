/*
 * "A typical game, in numbers" as the engine computes it for each game page:
 * every claim the page makes about a figure holds in the figures it prints.
 *
 * - Each figure's basis (types.ts, STAT_BASES): a figure said to rest on the
 *   rules, or mostly on them, must barely move when random players replace
 *   sensible ones. Seats included: with the old Nuclear bot, which checked and
 *   persuaded the lowest seat it could, Player 1 won 23% with sensible players
 *   and 36% with random ones, and the seats' `rules` claim fails.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS } from '../../../src/engine/games.ts';
import { wilson } from '../../../src/engine/play/stats.ts';
import { TYPICAL_GAMES, typicalGame, type TypicalFigure } from '../../../src/engine/play/typical.ts';
import type { StatBasis, StatFormat } from '../../../src/engine/play/types.ts';

/** How far from zero the interval of (random − sensible) may stay, per basis: percentage points for a share, a fraction of the figure for a mean. */
const TOLERANCE: { readonly [B in Exclude<StatBasis, 'players'>]: { readonly share: number; readonly mean: number } } = {
  rules: { share: 0.02, mean: 0.05 },
  'mostly-rules': { share: 0.1, mean: 0.25 },
};
const tolerance = (basis: Exclude<StatBasis, 'players'>, format: StatFormat, value: number): number =>
  format === 'share' ? TOLERANCE[basis].share : TOLERANCE[basis].mean * Math.abs(value);

const figures = (id: (typeof GAME_IDS)[number]): readonly TypicalFigure[] => [...typicalGame(id).seats, ...typicalGame(id).headlines];

test('every figure said to rest on the rules, or mostly on them, barely moves with random players', async (t) => {
  for (const id of GAME_IDS)
    for (const f of figures(id)) {
      const { basis } = f;
      if (basis === 'players') continue;
      await t.test(`${id}: ${f.label} (${basis})`, () => {
        const tol = tolerance(basis, f.format, f.sensible.value);
        const d = f.difference;
        assert.ok(
          d.low <= tol && d.high >= -tol,
          `sensible ${f.sensible.value.toFixed(4)}, random ${f.random.value.toFixed(4)}: the difference's interval ${d.low.toFixed(4)} to ${d.high.toFixed(4)} stays more than ${tol.toFixed(4)} from zero`,
        );
      });
    }
});

test('each figure has its 95% interval around it, and a seat’s is Wilson’s for its wins', async (t) => {
  for (const id of GAME_IDS)
    await t.test(id, () => {
      const typical = typicalGame(id);
      for (const f of figures(id))
        for (const i of [f.sensible, f.random]) assert.ok(i.low <= i.value && i.value <= i.high, `${f.label}: ${JSON.stringify(i)}`);
      typical.seats.forEach((f, seat) => {
        assert.deepEqual(f.sensible, wilson(typical.summary.seats[seat]!.wins, TYPICAL_GAMES));
        assert.deepEqual(f.random, wilson(typical.randomSummary.seats[seat]!.wins, TYPICAL_GAMES));
      });
    });
});
