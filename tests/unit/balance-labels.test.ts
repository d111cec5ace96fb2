/**
 * Every figure a game's simulation gives has words in its stats.ts (none falls back to its raw key), the words never
 * repeat, and each headline on a game page names one of them: a figure's label is typed once, in its game's stats.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { simulate } from '../../src/engine/play/simulate.ts';
import { playable } from '../../src/engine/play/playable.ts';

test('each game’s figures have readable labels', async (t) => {
  for (const game of GAME_IDS)
    await t.test(game, () => {
      const parts = playable(game);
      const tally = simulate(parts, defaultOptions(parts.rules.options), 3, ['sensible', 'random'], 12);
      const keys = Object.keys(parts.stats.summarize(tally.totals, 12));
      assert.ok(keys.length > 3);
      const missing = keys.filter((k) => parts.stats.labelOf(k) === undefined);
      assert.deepEqual(missing, []);
      const labels = keys.map((k) => parts.stats.labelOf(k)?.label ?? '');
      assert.equal(new Set(labels).size, labels.length, 'two figures share a label');
      assert.ok(
        labels.every((l) => !/[:.]|[a-z][A-Z]/u.test(l)),
        labels.join(' | '),
      );
      for (const f of parts.stats.headlines?.figures ?? []) assert.ok(keys.includes(f.key), `headline ${f.key} is one of the figures`);
    });
});

test('an unknown key gets no label of its own', () => {
  assert.equal(playable('peekaboo').stats.labelOf('potShare:nonsense'), undefined);
  assert.equal(playable('ninas-five').stats.labelOf('points.flush'), undefined);
  assert.equal(playable('nuclear-holdem').stats.labelOf('toString'), undefined);
});
