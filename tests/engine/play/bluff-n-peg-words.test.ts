/**
 * Bluff 'N' Peg's words (src/engine/games/bluff-n-peg/words.ts): each legal
 * move's label on the practice table comes from the seat's view alone, and
 * reads as the table read before the game had its own labels, when each was
 * the first clause of the log's sentence after playing the move (the path
 * `moveLabels` still takes for a model without `moveLabel`). None of those
 * clauses told what the move leads to: a lay's hand showing came after the
 * colon, the double's result in a later sentence.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { oldMoveLabels } from './old-labels.ts';
import { playable } from '../../../src/engine/play/playable.ts';
import { BP_OPTIONS, type BpOptions } from '../../../src/engine/games/bluff-n-peg/options.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import type { BpMove, BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { WORDS } from '../../../src/engine/games/bluff-n-peg/words.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { randomPlay } from './harness.ts';
import { cards, position, playAll } from './bluff-n-peg-setup.ts';

const DEFAULTS = defaultOptions(BP_OPTIONS);
const VARIANTS: BpOptions[] = [
  DEFAULTS,
  { ...DEFAULTS, players: 2, deucesWild: true },
  { ...DEFAULTS, players: 6, discards: 1 },
  { ...DEFAULTS, players: 3, discards: 0, multipliers: [1, 3], points: [7, 21], doubles: 1 },
];

/** The labels as the table made them before: the log's first clause after playing each move (no `moveLabel`). */
const oldLabels = (s: BpState, seat: number): string[] =>
  oldMoveLabels({ rules: RULES, words: WORDS }, s, seat, RULES.legalMoves(s, seat), WORDS.seatNames(s.o));
const labels = (s: BpState, seat: number): string[] =>
  RULES.legalMoves(s, seat).map((m) => WORDS.moveLabel(RULES.view(s, seat), m, WORDS.seatNames(s.o)));

test('moveLabel: every legal move of random games has a label of its own, the same as the log-clause labels before', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...VARIANTS),
      fc.nat({ max: 0xffffffff }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      (options, seed, picks) => {
        const played = randomPlay(playable('bluff-n-peg'), options, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
        for (const state of played.states) {
          const s = state as BpState;
          const seat = RULES.toAct(s);
          if (seat === null) continue;
          const now = labels(s, seat);
          assert.ok(
            now.every((l) => l.trim() !== ''),
            `no empty label: ${now.join(' | ')}`,
          );
          assert.equal(new Set(now).size, now.length, `labels differ: ${now.join(' | ')}`);
          assert.deepEqual(now, oldLabels(s, seat));
        }
      },
    ),
    { numRuns: 40 },
  );
});

test('moveLabel: the words of each kind of move, pinned by hand', async (t) => {
  // Player 1 (seat 0) lays first: Player 3 deals.
  const start = position({ hands: ['6c 6s 8d 9d 4d', 'Qh Qc 9s Kc 2h', '4h Kd As Ah 7c'] });
  // Six high, queen high, king high: Player 1 is behind with one card laid.
  const behind = playAll(start, [
    [0, '6c'],
    [1, 'Qh'],
    [2, 'Kd'],
  ]);
  // A pair of sixes, a pair of queens, Player 3 folds, and Player 1's third card (the 8♦) brings the offer of a double.
  const offered = playAll(behind, [
    [0, '6s'],
    [1, 'Qc'],
    [2, 'fold'],
    [0, '8d'],
  ]);
  const answering = playAll(offered, [[0, 'double']]);
  const discarding = RULES.newGame(DEFAULTS, 1); // the tutorial's deal: Player 3 (seat 2) discards first, holding 5♥ 4♥ A♠ 4♠ A♥
  const rows: [string, BpState, number, BpMove, string][] = [
    ['keeping every card', discarding, 2, { kind: 'discard', cards: [] }, 'Kept all five cards'],
    ['throwing one card', discarding, 2, { kind: 'discard', cards: cards('5h') }, 'Threw away 1 card (cards 5♥)'],
    [
      'throwing three cards, named low to high',
      discarding,
      2,
      { kind: 'discard', cards: cards('4s 4h 5h') },
      'Threw away 3 cards (cards 4♠ 4♥ 5♥)',
    ],
    ['laying a card', start, 0, { kind: 'lay', card: cards('6c')[0]! }, 'Laid the 6♣'],
    ['folding before laying', start, 0, { kind: 'fold' }, 'Folded with 0 cards showing'],
    ['folding with one card laid', behind, 0, { kind: 'fold' }, 'Folded with 1 card showing'],
    ['calling double or fold', offered, 0, { kind: 'double' }, 'Called double or fold'],
    ['not calling it', offered, 0, { kind: 'no-double' }, 'Did not call double or fold'],
    ['accepting a double', answering, 1, { kind: 'accept' }, 'Accepted the double'],
    ['folding to a double', answering, 1, { kind: 'fold' }, 'Folded with 2 cards showing'],
  ];
  for (const [label, s, seat, move, want] of rows)
    await t.test(label, () => {
      assert.equal(RULES.toAct(s), seat, 'the seat is to act');
      const legal = RULES.legalMoves(s, seat);
      const i = legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(move));
      assert.notEqual(i, -1, `${JSON.stringify(move)} is legal`);
      assert.equal(labels(s, seat)[i], want);
    });
});
