/**
 * Bluff 'N' Peg blunders the expert must never make (issue 22), one hand-built position per row: nobody lays a card
 * when folding first costs less, and everyone knows who can still win. Each position is dealt by hand and played
 * to the decision through the rules; each row names a plausible wrong player and checks that the row catches it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOTS } from '../../../src/engine/bots/index.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import type { Bot } from '../../../src/engine/play/types.ts';
import { cheapestWayPast } from '../../../src/engine/games/bluff-n-peg/bots.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { position } from './bluff-n-peg-positions.ts';
import { type BpMove, type BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import type { BpView } from '../../../src/engine/games/bluff-n-peg/view.ts';

type Player = Bot<BpView, BpMove>;

const must = (move: BpMove | undefined): BpMove => {
  assert.ok(move !== undefined);
  return move;
};

/** Never folds before laying: lays its highest card whenever it may. */
const laysFirst: Player = (_v, legal) => {
  const lays = legal.filter((m): m is Extract<BpMove, { kind: 'lay' }> => m.kind === 'lay');
  return { move: must(lays.sort((a, b) => b.card - a.card)[0] ?? legal[0]), reason: '' };
};

/** A tight rule: fold whenever getting past the hand to beat takes three cards or more. */
const foldWhenFar: Player = (v, legal) => {
  let target = 0;
  for (const seat of v.seats) if (seat !== v.seat && v.folded[seat] !== true) target = Math.max(target, v.showing[seat] ?? 0);
  const way = cheapestWayPast(v.laid[v.seat] ?? [], v.hand, target, v.deucesWild);
  const lay = way === null || way.cards.length >= 3 ? undefined : legal.find((m) => m.kind === 'lay' && way.cards.includes(m.card));
  return { move: must(lay ?? legal.find((m) => m.kind === 'fold')), reason: '' };
};

/** Answers every double with an accept. */
const alwaysAccepts: Player = (_v, legal) => ({ move: must(legal.find((m) => m.kind === 'accept') ?? legal[0]), reason: '' });

interface Row {
  readonly name: string;
  readonly state: () => BpState;
  readonly blunder: (move: BpMove) => boolean;
  readonly wrong: readonly [name: string, Player];
}

const ROWS: readonly Row[] = [
  {
    name: 'a pair of queens at best against a pair of kings showing: laying can only lose points, so fold first',
    state: () => position(['As 3d 5c 8h Td', 'Kh Kd Kc 4s 6d', '2c 7s 9d Jh Qs', 'Qd Qc 3s 4d 6c'], ['As', 'Kh', 'Kd', 'fold']),
    blunder: (m) => m.kind !== 'fold',
    wrong: ['never folds before laying', laysFirst],
  },
  {
    name: 'a double declared on three eights against a hand that can make only a pair of nines: fold now, at the old stakes',
    state: () => position(['8s 8h 8d 2c 4h', '9d 9c 3h 4s 6d'], ['8s', '9d', '8h', '9c', '8d', 'double']),
    blunder: (m) => m.kind !== 'fold',
    wrong: ['accepts every double', alwaysAccepts],
  },
  {
    name: 'a royal flush in hand against a pair of aces showing: nobody can beat it, so lay, however many cards it takes',
    state: () => position(['Ah 3d 5c 8h Td', 'Ad Ac 7h 4c 6d', '2c 7s 9d Jh Qd', 'As Ks Qs Js Ts'], ['Ah', 'Ad', 'Ac', 'fold']),
    blunder: (m) => m.kind !== 'lay',
    wrong: ['folds when getting past takes three cards or more', foldWhenFar],
  },
  {
    name: 'a pair of aces first to act against a player who stood pat (drew no card: a straight or better): fold first',
    state: () => position(['As Ad 7c 4h 9s', '5h 6d 7h 8s 9d'], []),
    blunder: (m) => m.kind !== 'fold',
    wrong: ['never folds before laying', laysFirst],
  },
];

const expert = BOTS['bluff-n-peg'].expert;

for (const row of ROWS)
  test(`Bluff 'N' Peg blunder: ${row.name}`, () => {
    const s = row.state();
    const seat = s.turn;
    const [wrongName, wrong] = row.wrong;
    assert.ok(
      row.blunder(wrong(RULES.view(s, seat), RULES.legalMoves(s, seat), rngAt(1)).move),
      `the row catches a player that ${wrongName}`,
    );
    for (let salt = 1; salt <= 3; salt++) {
      const choice = expert(RULES.view(s, seat), RULES.legalMoves(s, seat), rngAt(salt));
      assert.ok(!row.blunder(choice.move), `salt ${salt}: ${JSON.stringify(choice.move)}: ${choice.reason}`);
    }
  });
