/**
 * Nina's Five: blunders the expert must not make, in hand-built positions (play/ninas-five-setup.ts), one row each.
 * Each row names a plausible wrong player and checks that it does make the blunder there, so the row can fail; the
 * expert, with its own budget, is asked the same question with a fixed rng.
 *
 * The row: no joker is spent on a trick the team cannot win. The cards showing already make the other team a
 * hand no card of ours can beat (their last card can only add to it), and two more tricks of this deal are to come,
 * where a joker is worth the most.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expertFor } from '../../../src/engine/bots/index.ts';
import { SENSIBLE } from '../../../src/engine/games/ninas-five/bots.ts';
import { RULES } from '../../../src/engine/games/ninas-five/rules.ts';
import type { NfMove } from '../../../src/engine/games/ninas-five/state.ts';
import type { NfView } from '../../../src/engine/games/ninas-five/view.ts';
import { isJoker } from '../../../src/engine/hands/cards.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import type { Bot } from '../../../src/engine/play/types.ts';
import { build, type Setup } from '../play/ninas-five-setup.ts';

// The expert as the practice table and the bench seat it: its own budget (games/ninas-five/expert.ts).
const EXPERT = expertFor('ninas-five');

interface Row {
  readonly name: string;
  readonly setup: Setup;
  /** What the right move does, in words, and the test of it. */
  readonly right: { readonly says: string; readonly holds: (move: NfMove) => boolean };
  readonly wrong: { readonly name: string; readonly bot: Bot<NfView, NfMove> };
}

const keepsJokers = (m: NfMove): boolean => m.kind === 'lay' && !isJoker(m.card);

const ROWS: readonly Row[] = [
  {
    name: 'West, third to lay its second card, keeps its joker when North–South already show four aces',
    setup: {
      dealer: 0,
      step: 'second-plays',
      turn: 3,
      hands: ['Kc Qd 6h 5c 4c', 'Jd Th 6s 5s', '3h 2s 9d 8d', 'X 4h 5d Tc 3s'],
      laid: ['Kd', '2d 9h', 'Ad Ac', '8s'],
      community: 'As Ah 7c',
    },
    right: { says: 'lays a natural card', holds: keepsJokers },
    wrong: { name: 'the sensible player', bot: SENSIBLE },
  },
  {
    name: 'East, first to lay its second card, keeps both jokers when North–South show a straight flush with the board, and the ace of spades is its own',
    setup: {
      dealer: 0,
      step: 'second-plays',
      turn: 1,
      hands: ['Kc Qd 6h 5c 4c', 'X Y 4h 5d As', '3h 2s 9d 8d Ad', '2c Ah Jh 3s 7d'],
      laid: ['9s', '2d', '8s', '4d'],
      community: 'Qs Js Ts',
    },
    right: { says: 'lays a natural card', holds: keepsJokers },
    wrong: { name: 'the sensible player', bot: SENSIBLE },
  },
];

for (const row of ROWS)
  test(`ninas-five blunder: ${row.name}`, () => {
    const state = build(row.setup);
    const seat = row.setup.turn;
    const view = RULES.view(state, seat);
    const legal = RULES.legalMoves(state, seat);
    assert.ok(legal.some(row.right.holds), `some legal move ${row.right.says}`);
    const wrong = row.wrong.bot(view, legal, rngAt(1)).move;
    assert.ok(!row.right.holds(wrong), `${row.wrong.name} does not: it ${JSON.stringify(wrong)}, so the row can fail`);
    const choice = EXPERT(view, legal, rngAt(2026));
    assert.ok(row.right.holds(choice.move), `the expert ${row.right.says}: ${choice.reason}`);
  });
