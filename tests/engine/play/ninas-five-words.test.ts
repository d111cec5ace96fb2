/**
 * Nina's Five's move labels (words.ts `moveLabel`), read from the seat's view
 * alone. Before, the practice table labelled a move by playing it and cutting
 * the log sentence to its first clause (move-words.ts, still the path for a
 * model without `moveLabel`): that older label is the oracle here. Where it
 * read well the new label is the same words; where it did not (a secret
 * peekaboo choice, which the log says the same way for every choice, so the
 * old list told them apart by their JSON fields, "replace 2♠" for seat 0;
 * a named joker as "North's a joker named the K♠"; a hand with both jokers,
 * whose two "Lays a joker named the 2♠" read the same even with their fields
 * added) the rows below pin the new words by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isJoker } from '../../../src/engine/hands/cards.ts';
import { oldMoveLabels } from './old-labels.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import type { NfOptions } from '../../../src/engine/games/ninas-five/options.ts';
import { RULES } from '../../../src/engine/games/ninas-five/rules.ts';
import { type NfMove, type NfState } from '../../../src/engine/games/ninas-five/state.ts';
import { WORDS } from '../../../src/engine/games/ninas-five/words.ts';
import { playable } from '../../../src/engine/play/playable.ts';
import { arbitraryPlayedState } from './harness.ts';
import { build, type Setup } from './ninas-five-setup.ts';

const DEFAULTS: NfOptions = defaultOptions(RULES.options);
const NAMES = WORDS.seatNames(DEFAULTS);
const VARIANTS: NfOptions[] = [
  DEFAULTS,
  { ...DEFAULTS, peekabooReveal: 'in-turn' },
  { ...DEFAULTS, jokers: 1, wildCopy: 'any', peekabooReveal: 'in-turn' },
  { ...DEFAULTS, peekaboo: false, cardsDealt: 8, handsPerShuffle: 4 },
];

const oldLabels = (s: NfState, seat: number): string[] =>
  oldMoveLabels({ rules: RULES, words: WORDS }, s, seat, RULES.legalMoves(s, seat), NAMES);
const newLabels = (s: NfState, seat: number): string[] => {
  const view = RULES.view(s, seat);
  return RULES.legalMoves(s, seat).map((m) => WORDS.moveLabel(view, m, NAMES));
};

/** Whether the old label is kept word for word: every lay but a joker's from a hand with both, and a peekaboo choice made openly whose target is not a named joker. */
function oldWordsKept(s: NfState, seat: number, m: NfMove): boolean {
  if (m.kind === 'lay') return m.as === undefined || (s.hands[seat] ?? []).filter(isJoker).length < 2;
  if (s.o.peekabooReveal !== 'in-turn') return false;
  return m.replace === 'pass' || s.laid[m.replace]?.[0]?.as === undefined;
}

test('every legal move has its own label, and it is the old one where the old one read well, in states met in play', () => {
  const arbitraryState = arbitraryPlayedState(playable('ninas-five'), VARIANTS) as fc.Arbitrary<NfState>;
  let kept = 0;
  let peekaboo = 0;
  fc.assert(
    fc.property(arbitraryState, (s) => {
      const seat = RULES.toAct(s);
      if (seat === null) return;
      const legal = RULES.legalMoves(s, seat);
      const labels = newLabels(s, seat);
      const old = oldLabels(s, seat);
      assert.equal(new Set(labels).size, labels.length, `labels differ: ${labels.join(' | ')}`);
      for (const [i, m] of legal.entries()) {
        assert.ok((labels[i] ?? '').length > 0);
        if (m.kind === 'peekaboo') peekaboo++;
        if (!oldWordsKept(s, seat, m)) continue;
        assert.equal(labels[i], old[i], JSON.stringify(m));
        kept++;
      }
    }),
    { numRuns: 300 },
  );
  assert.ok(kept > 1000, `${kept} labels compared with the old ones`);
  assert.ok(peekaboo > 20, `${peekaboo} peekaboo choices labelled`);
});

// North deals; all four have laid a first card (East a joker named the Q♦); East decides first, then South.
const AT_PEEKABOO: Setup = {
  step: 'peekaboo',
  turn: 1,
  hands: ['2h 3s 4s 5s 6s', '2d 3c 4c 5c 6c', '7h 8h 8d 9c Tc', '7s 8s 9d Td Js'],
  laid: ['Ks', 'X=Qd', '2c', '9s'],
  community: 'Kc 4d',
  peekaboo: ['3h', 'Qh'],
};
const TOGETHER = build(AT_PEEKABOO);
const IN_TURN = build({ ...AT_PEEKABOO, options: { peekabooReveal: 'in-turn' } });
const after = (s: NfState, seat: number, move: NfMove): NfState => RULES.apply(s, { seat, move });

/** Each row: a position, the seat to act, how many legal moves it has, and the labels of the first few, now and before. */
const ROWS: readonly { name: string; state: NfState; seat: number; moves: number; labels: readonly string[]; old: readonly string[] }[] = [
  {
    name: 'first lay of the trick: the card, a joker by its name',
    state: build({ step: 'first-plays', turn: 1, hands: ['2h 3h', 'Ah X', '5h 6h', '7h 8h'], community: 'Kc 4d', shuffleTrick: 3 }),
    seat: 1,
    moves: 1 + 49,
    labels: ['Lays the A♥', 'Lays a joker named the 2♠'],
    old: ['Lays the A♥', 'Lays a joker named the 2♠'],
  },
  {
    name: 'both jokers in hand: which joker, first or second as the hand shows them (the old words were the same for both)',
    state: build({ step: 'first-plays', turn: 1, hands: ['2h 3h', 'X Y', '5h 6h', '7h 8h'], community: 'Kc 4d', shuffleTrick: 3 }),
    seat: 1,
    moves: 2 * 50,
    labels: ['Lays the first joker, named the 2♠', 'Lays the first joker, named the 2♥'],
    old: ['Lays a joker named the 2♠ (card ★, as 2♠)', 'Lays a joker named the 2♥ (card ★, as 2♥)'],
  },
  {
    name: 'secret choice, the first team: each label says what it chooses (the old list read the seat as a card)',
    state: TOGETHER,
    seat: 1,
    moves: 3,
    labels: [
      "Makes East–West's peekaboo choice in secret: keep the card",
      "Makes East–West's peekaboo choice in secret: swap out North's K♠",
      "Makes East–West's peekaboo choice in secret: swap out South's 2♣",
    ],
    old: [
      "Makes East–West's peekaboo choice in secret (replace pass)",
      "Makes East–West's peekaboo choice in secret (replace 2♠)",
      "Makes East–West's peekaboo choice in secret (replace 2♦)",
    ],
  },
  {
    name: "secret choice, the second team: the same words, never the first team's choice (the old list said 'Chooses too')",
    state: after(TOGETHER, 1, { kind: 'peekaboo', replace: 2 }),
    seat: 2,
    moves: 3,
    labels: [
      "Makes North–South's peekaboo choice in secret: keep the card",
      "Makes North–South's peekaboo choice in secret: swap out East's joker named the Q♦",
      "Makes North–South's peekaboo choice in secret: swap out West's 9♠",
    ],
    old: ['Chooses too (replace pass)', 'Chooses too (replace 2♥)', 'Chooses too (replace 2♣)'],
  },
  {
    name: 'open choice: the old words, a named joker read as one',
    state: after(IN_TURN, 1, { kind: 'peekaboo', replace: 'pass' }),
    seat: 2,
    moves: 3,
    labels: [
      'Keeps the peekaboo card',
      'Says "peekaboo!" and swaps in the face-down card for East\'s joker named the Q♦',
      'Says "peekaboo!" and swaps in the face-down card for West\'s 9♠',
    ],
    old: [
      'Keeps the peekaboo card',
      'Says "peekaboo!" and swaps in the face-down card for East\'s a joker named the Q♦',
      'Says "peekaboo!" and swaps in the face-down card for West\'s 9♠',
    ],
  },
];

for (const row of ROWS)
  test(`move labels: ${row.name}`, () => {
    assert.equal(RULES.legalMoves(row.state, row.seat).length, row.moves);
    assert.deepEqual(newLabels(row.state, row.seat).slice(0, row.labels.length), row.labels);
    assert.deepEqual(oldLabels(row.state, row.seat).slice(0, row.old.length), row.old, 'what the practice table said before');
  });

test('both jokers in hand: the second joker’s labels follow the first’s', () => {
  const s = build({ step: 'first-plays', turn: 1, hands: ['2h 3h', 'X Y', '5h 6h', '7h 8h'], community: 'Kc 4d', shuffleTrick: 3 });
  const labels = newLabels(s, 1);
  assert.deepEqual([labels[50], labels[99]], ['Lays the second joker, named the 2♠', 'Lays the second joker, named the A♣']);
  assert.equal(oldLabels(s, 1)[50], oldLabels(s, 1)[0], 'the old list said the same words for both jokers');
});

test('the second team’s secret labels are the same whatever the first team chose', () => {
  const labels = (first: NfMove): string[] => newLabels(after(TOGETHER, 1, first), 2);
  const choices = RULES.legalMoves(TOGETHER, 1);
  assert.equal(choices.length, 3);
  for (const m of choices) assert.deepEqual(labels(m), labels(choices[0]!), JSON.stringify(m));
});
