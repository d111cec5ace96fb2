/**
 * Bluff 'N' Peg: the expert's own later moves in its rollouts (games/bluff-n-peg/own-play.ts), one hand-built
 * position per row. Each row says what the own play does and, where it differs, that the sensible player does
 * otherwise, so the row could fail.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rngAt } from '../../../src/engine/play/random.ts';
import { SENSIBLE } from '../../../src/engine/games/bluff-n-peg/bots.ts';
import { OWN_PLAY } from '../../../src/engine/games/bluff-n-peg/own-play.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { position } from './bluff-n-peg-positions.ts';
import { type BpMove, type BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';

interface Row {
  readonly name: string;
  readonly state: () => BpState;
  /** The own play's move kind on every rng tried. */
  readonly own: BpMove['kind'];
  /** A move kind the sensible player makes here on some rng tried, or null when it plays the same. */
  readonly sensible: BpMove['kind'] | null;
}

const FOUR = ['5c 5d 8h Tc Js', '4h 6s 9c Qd Kh', '2d 7c 9h Jd Ah', '3s 6h 8c Td Qs'];

const ROWS: readonly Row[] = [
  {
    name: 'first to act with a pair of fives among four: fold before laying, where the sensible player lays',
    state: () => position(FOUR, []),
    own: 'fold',
    sensible: 'lay',
  },
  {
    name: 'first to act with three kings: lay',
    state: () => position(['Kc Kd Kh 3c 5d', '4h 6s 9c Qd 2h', '2d 7c 9h Jd Ah', '3s 6h 8c Td Qs'], []),
    own: 'lay',
    sensible: null,
  },
  {
    name: 'a pair of kings showing as the third card is laid, three kings in all, against a pair of fours: double',
    state: () => position(['Kc Kd Kh 3c 5d', '4h 4s 9c Qd 2h'], ['Kc', '4h', '4s', '3c', 'Kd']),
    own: 'double',
    sensible: null,
  },
];

const SALTS = [1, 2, 3, 4, 5, 6, 7, 8];

for (const row of ROWS)
  test(`Bluff 'N' Peg own play: ${row.name}`, () => {
    const s = row.state();
    const seat = s.turn;
    const view = RULES.view(s, seat);
    const legal = RULES.legalMoves(s, seat);
    for (const salt of SALTS) assert.equal(OWN_PLAY(view, legal, rngAt(salt)).move.kind, row.own, `salt ${salt}`);
    if (row.sensible !== null) {
      const kinds = SALTS.map((salt) => SENSIBLE(view, legal, rngAt(salt)).move.kind);
      assert.ok(kinds.includes(row.sensible), `the sensible player plays ${kinds.join(', ')}`);
    }
  });
