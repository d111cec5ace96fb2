/*
 * Every game recorded before the play framework's refactor still plays,
 * replays and opens from its link exactly as it did (records-fixture.ts says
 * what was recorded and why). Three checks per game:
 *   1. the same bots from the same seed make the same moves, say the same
 *      things and reach the same end (the hash);
 *   2. the link's move indices, replayed through `legalMoves` as the practice
 *      table does, reach the same end with the same moves;
 *   3. where the moves were kept as JSON, `replay` accepts every one of them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { optionsFromJson } from '../../../src/engine/play/options.ts';
import { replay } from '../../../src/engine/play/record.ts';
import { sameMove } from '../../../src/engine/play/moves.ts';
import { RECORDS_FILE, RECORD_CASES, recordCase, type RecordedGame } from './records-fixture.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';

const recorded = JSON.parse(readFileSync(RECORDS_FILE, 'utf8')) as RecordedGame[];
const name = (g: RecordedGame): string => `${g.game} seed ${g.seed}, ${g.bots.join('/')} bots, options ${JSON.stringify(g.options)}`;

test('the fixture holds one game per case, in order', () => {
  assert.deepEqual(
    recorded.map(({ game, options, seed, bots }) => ({ game, options, seed, bots })),
    RECORD_CASES,
  );
  assert.ok(recorded.some((g) => g.moves !== undefined));
});

test('the same bots from the same seed play the same game, word for word', async (t) => {
  for (const before of recorded)
    await t.test(name(before), () => {
      const now = recordCase(before);
      assert.equal(now.indices, before.indices, 'legal-move indices');
      assert.equal(now.hash, before.hash, 'moves, log and outcome');
    });
});

test("a link's move indices replay to the same moves", async (t) => {
  for (const before of recorded)
    await t.test(name(before), () => {
      const { rules }: AnyPlayable = playable(before.game);
      const options = optionsFromJson(rules.options, before.options);
      assert.ok(options.ok);
      let state: unknown = rules.newGame(options.value, before.seed);
      const indices = before.indices.split('.').map((s) => parseInt(s, 36));
      for (const [n, index] of indices.entries()) {
        const seat = rules.toAct(state);
        assert.notEqual(seat, null, `move ${n + 1}: the game ended early`);
        const move: unknown = rules.legalMoves(state, seat!)[index];
        assert.notEqual(move, undefined, `move ${n + 1}: no legal move ${index}`);
        if (before.moves !== undefined) assert.ok(sameMove(move, before.moves[n]?.move), `move ${n + 1} differs`);
        // A link's index picks a legal move, so it goes to the trusted apply, as the practice table does.
        state = rules.apply(state, { seat: seat!, move });
      }
      assert.equal(rules.toAct(state), null, 'the game is over after the last move');
    });
});

test('moves kept as JSON replay through the checked path', async (t) => {
  for (const before of recorded.filter((g) => g.moves !== undefined))
    await t.test(name(before), () => {
      const game: AnyPlayable = playable(before.game);
      const r = replay(game.rules, {
        game: before.game,
        options: before.options,
        seed: before.seed,
        moves: before.moves!,
      });
      assert.ok(r.ok, r.ok ? '' : r.error.message);
    });
});
