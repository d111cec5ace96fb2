/**
 * Nuclear Annihilation Hold'em: blunders the expert must not make, in hand-built positions (nuclear-positions.ts),
 * one row each. Each row names a plausible wrong player (the sensible player, or a simpler rule) and checks that it
 * does make the blunder there, so the row can fail: the expert, with its own budget, is asked the same question with a
 * fixed rng.
 *
 * The Nuclear rows are the issue's: a Dove or a Moderate whose home stands never crosses off the last state, or a
 * state the vote needs, when keeping its cards is legal; nobody votes for a disarmament they believe a Communist
 * would win. Most rows play with no jokers in the pack, so the last state lost is a loss for everyone and a
 * disarmament of Doves and Moderates can pass, and the seat's checks show it would: there keeping the board is
 * plainly the better move. The seat to move
 * is the dealer, the last to make its discards, so the showdown, and a vote, come next if it keeps the board.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expertFor } from '../../../src/engine/bots/index.ts';
import { SENSIBLE } from '../../../src/engine/games/nuclear-holdem/bots.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import type { NhMove } from '../../../src/engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../src/engine/games/nuclear-holdem/view.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import type { Bot } from '../../../src/engine/play/types.ts';
import { nhPosition, type NhSetup } from './nuclear-positions.ts';

// The expert as the practice table and the bench seat it: its own budget (games/nuclear-holdem/expert.ts).
const EXPERT = expertFor('nuclear-holdem');

/** Crosses off the first state in the list, whatever it is. */
const FIRST_STATE: Bot<NhView, NhMove> = (_v, legal) => ({ move: legal[0] as NhMove, reason: 'The first state.' });
/** Votes for whatever its side's vote is, with no thought of who else is at the table. */
const SIDE_VOTE: Bot<NhView, NhMove> = (v, legal) => {
  const wanted = v.role === 'king' ? 'launch' : 'disarm';
  const yes = v.vote?.kind === wanted;
  return { move: legal.find((m) => m.kind === 'ballot' && m.ballot === (yes ? 'for' : 'against')) as NhMove, reason: '' };
};

interface Row {
  readonly name: string;
  readonly setup: NhSetup;
  /** The right move, as JSON. */
  readonly right: NhMove;
  /** A plausible player that gets it wrong here. */
  readonly wrong: { readonly name: string; readonly bot: Bot<NhView, NhMove> };
}

const NO_JOKERS = { jokers: 0 };
/** Seat 0 has made a background check on every other seat: it knows a disarmament would pass, and who would win it. */
const ALL_CHECKED = [1, 2, 3, 4].map((target) => ({ by: 0, target }));

const ROWS: readonly Row[] = [
  {
    name: 'a Dove with the last state standing keeps a weak hand rather than throw a 2 away and cross it off',
    setup: {
      options: NO_JOKERS,
      round: 8,
      dealer: 0,
      roles: ['Qs', 'Qh', 'Qd', 'Js', 'Ks'],
      homes: ['TX', 'UT', 'NV', 'OH', 'CA'],
      hands: ['2c Ah', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
      standing: ['OH'],
      checks: ALL_CHECKED,
      step: { kind: 'discard', seat: 0 },
    },
    right: { kind: 'keep' },
    wrong: { name: 'the sensible player', bot: SENSIBLE },
  },
  {
    name: 'a Moderate whose home is the last state keeps a weak hand rather than cross its own home off',
    setup: {
      options: NO_JOKERS,
      round: 8,
      dealer: 0,
      roles: ['Jh', 'Qh', 'Qd', 'Qs', 'Ks'],
      homes: ['OH', 'UT', 'NV', 'TX', 'CA'],
      hands: ['3c Ah', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
      standing: ['OH'],
      checks: ALL_CHECKED,
      step: { kind: 'discard', seat: 0 },
    },
    right: { kind: 'keep' },
    wrong: { name: 'the sensible player', bot: SENSIBLE },
  },
  {
    name: 'a Dove who threw a card away crosses off Texas, not Ohio, the home of a Moderate its check found (the disarmament needs that vote)',
    setup: {
      options: NO_JOKERS,
      round: 8,
      dealer: 0,
      roles: ['Qs', 'Jh', 'Qd', 'Qc', 'Ks'],
      homes: ['UT', 'OH', 'NV', 'CA', 'AZ'],
      hands: ['9h 7d', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
      standing: ['OH', 'TX'],
      checks: ALL_CHECKED,
      step: { kind: 'cross', seat: 0, thrown: '2c' },
    },
    right: { kind: 'cross', state: 'TX' },
    wrong: { name: 'a player who crosses off the first state listed', bot: FIRST_STATE },
  },
  {
    name: 'a Dove votes against a disarmament when its check found the Communist at the table',
    setup: {
      round: 5,
      dealer: 3,
      options: { jokers: 1 },
      roles: ['Qs', 'Jh', 'X1', 'Qc', 'Ks'],
      homes: ['UT', 'OH', 'NV', 'CA', 'AZ'],
      hands: ['Qh 7d', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
      standing: ['OH', 'TX', 'UT', 'NV', 'CA', 'AZ', 'NY', 'PA', 'FL', 'GA'],
      checks: ALL_CHECKED,
      step: { kind: 'vote', seat: 0, by: 1, vote: 'disarm', board: 'As Kd 8h 4c 2d', cast: ['for', 'for', 'for'] },
    },
    right: { kind: 'ballot', ballot: 'against' },
    wrong: { name: 'a player who votes for its side’s vote', bot: SIDE_VOTE },
  },
  {
    name: 'a Moderate whose home stands votes against a disarmament when its check found the Communist at the table',
    setup: {
      round: 5,
      dealer: 3,
      options: { jokers: 1 },
      roles: ['Jc', 'Qh', 'X1', 'Qc', 'Ks'],
      homes: ['UT', 'OH', 'NV', 'CA', 'AZ'],
      hands: ['Qd 7d', 'Ac 8c', '3d 5h', 'Td 7s', '4s 6h'],
      standing: ['OH', 'TX', 'UT', 'NV', 'CA', 'AZ', 'NY', 'PA', 'FL', 'GA'],
      checks: ALL_CHECKED,
      step: { kind: 'vote', seat: 0, by: 1, vote: 'disarm', board: 'As Kd 8h 4c 2d', cast: ['for', 'for', 'for'] },
    },
    right: { kind: 'ballot', ballot: 'against' },
    wrong: { name: 'a player who votes for its side’s vote', bot: SIDE_VOTE },
  },
];

for (const row of ROWS)
  test(`nuclear-holdem blunder: ${row.name}`, () => {
    const state = nhPosition(row.setup);
    const seat = row.setup.step.seat;
    const view = RULES.view(state, seat);
    const legal = RULES.legalMoves(state, seat);
    assert.ok(
      legal.some((m) => JSON.stringify(m) === JSON.stringify(row.right)),
      'the right move is legal',
    );
    const wrong = row.wrong.bot(view, legal, rngAt(1)).move;
    assert.notDeepEqual(wrong, row.right, `${row.wrong.name} makes the blunder here, so the row can fail`);
    const choice = EXPERT(view, legal, rngAt(2026));
    assert.deepEqual(choice.move, row.right, choice.reason);
    assert.match(choice.reason, /\d/u, 'the reason gives its numbers');
  });
