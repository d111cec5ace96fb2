/** Every figure a game's simulation gives has words in stat-labels.ts (none falls back to its raw key), and the words never repeat. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { knownStatLabel } from '../../src/components/lab/balance/stat-labels.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { MODELS } from '../../src/engine/play/models.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { simulate } from '../../src/engine/play/simulate.ts';

test('each game’s figures have readable labels', async (t) => {
  for (const game of GAME_IDS)
    await t.test(game, () => {
      const model = MODELS[game];
      const tally = simulate(model, defaultOptions(model.options), 3, ['sensible', 'random'], 12);
      const keys = Object.keys(model.summarize(tally.totals, 12));
      assert.ok(keys.length > 3);
      const missing = keys.filter((k) => knownStatLabel(game, k) === undefined);
      assert.deepEqual(missing, []);
      const labels = keys.map((k) => knownStatLabel(game, k)?.label ?? '');
      assert.equal(new Set(labels).size, labels.length, 'two figures share a label');
      assert.ok(
        labels.every((l) => !/[:.]|[a-z][A-Z]/u.test(l)),
        labels.join(' | '),
      );
    });
});

test('an unknown key gets no label of its own', () => {
  assert.equal(knownStatLabel('peekaboo', 'potShare:nonsense'), undefined);
  assert.equal(knownStatLabel('ninas-five', 'points.flush'), undefined);
  assert.equal(knownStatLabel('nuclear-holdem', 'toString'), undefined);
});
