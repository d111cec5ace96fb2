/**
 * The skilled player's one-turn look-ahead (bots/skilled.ts), on the framework's toy game (add 1 or 2 to a count;
 * whoever reaches the target wins): it leaves its own play's move only for a move that does better in the deals,
 * keeps its own move on a tie, and returns one of the legal moves it was given.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ExpertParts } from '../../../src/engine/bots/expert.ts';
import { skilledPlayer, type GameSkilled } from '../../../src/engine/bots/skilled.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { TOY, type ToyMove, type ToyState, type ToyView } from '../play/toy-model.ts';

/** The toy's parts for a table whose steps are `steps` (an option, known to every seat): two seats, an unfinished game scored even. */
function parts(steps: readonly number[]): ExpertParts<ToyState, ToyMove, ToyView> {
  return {
    rules: TOY.rules,
    words: TOY.words,
    rollout: TOY.bots.sensible,
    seats: () => 2,
    names: () => ['Player 1', 'Player 2'],
    sample: (v, rng) => ({
      players: 2,
      target: v.target,
      steps,
      secrets: [0, 1].map((s) => (s === v.seat ? v.secret : 1 + rng.int(6))),
      count: v.count,
      added: [0, 1].map((s) => (s === v.seat ? v.count : 0)),
      turn: v.seat,
      winner: null,
      rng: 1,
    }),
    estimate: () => [0.5, 0.5],
  };
}

const skilled = (shortlist: GameSkilled<ToyMove, ToyView>['shortlist']): GameSkilled<ToyMove, ToyView> => ({
  play: TOY.bots.sensible,
  shortlist,
  deals: 2,
  depth: 1,
  typical: false,
});
const every = (_v: ToyView, legal: readonly ToyMove[]): readonly ToyMove[] => legal;

test('the look-ahead leaves the own move only for a better one, and keeps it on a tie', async (t) => {
  const rows: {
    readonly name: string;
    readonly count: number;
    readonly steps: readonly number[];
    readonly shortlist: GameSkilled<ToyMove, ToyView>['shortlist'];
    readonly own: number;
    readonly chosen: number;
  }[] = [
    {
      name: 'from 6 to 10, adding 2 hands the next player the win: it adds 1',
      count: 6,
      steps: [2, 1],
      shortlist: every,
      own: 2,
      chosen: 1,
    },
    {
      name: 'from 7 to 10, either step lets the next player win: it keeps its own',
      count: 7,
      steps: [2, 1],
      shortlist: every,
      own: 2,
      chosen: 2,
    },
    { name: 'from 8 to 10, its own move wins at once: it keeps it', count: 8, steps: [1, 2], shortlist: every, own: 2, chosen: 2 },
    { name: 'with no shortlist it is its own play, even when that loses', count: 6, steps: [2, 1], shortlist: null, own: 2, chosen: 2 },
    {
      name: 'a shortlist naming only the own move changes nothing',
      count: 6,
      steps: [2, 1],
      shortlist: (_v, l) => l.slice(0, 1),
      own: 2,
      chosen: 2,
    },
  ];
  for (const row of rows)
    await t.test(row.name, () => {
      const view: ToyView = { seat: 0, secret: 3, count: row.count, target: 10 };
      const legal = row.steps.map((add) => ({ add }));
      assert.equal(TOY.bots.sensible(view, legal, rngAt(1)).move.add, row.own, 'the own play, as the row says');
      const choice = skilledPlayer(parts(row.steps), skilled(row.shortlist))(view, legal, rngAt(1));
      assert.equal(choice.move.add, row.chosen);
      assert.ok(legal.includes(choice.move), 'one of the legal moves it was given, not a copy');
      if (row.chosen !== row.own)
        assert.equal(
          choice.reason,
          'Looking one turn ahead in 2 deals that fit what I have seen, “Add 1” leaves me 50% to win, against 0% for “Add 2”.',
        );
    });
});
