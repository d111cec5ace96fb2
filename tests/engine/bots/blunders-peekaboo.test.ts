/**
 * Peekaboo blunders the expert must never make (issue 22), one hand-built position per row: the last roller never
 * stops below the hand to beat while a roll remains, and nobody folds a hand that cannot lose. Each row also names
 * a plausible wrong player and checks that the row catches it, so no row passes whatever the player does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOTS } from '../../../src/engine/bots/index.ts';
import type { Die } from '../../../src/engine/hands/dice.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import type { Bot } from '../../../src/engine/play/types.ts';
import { RULES } from '../../../src/engine/games/peekaboo/rules.ts';
import type { BetRecord, PeekabooMove, PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import type { PeekabooView } from '../../../src/engine/games/peekaboo/view.ts';

type Player = Bot<PeekabooView, PeekabooMove>;

interface Seat {
  readonly peekers: readonly Die[];
  readonly lookers: readonly Die[];
  /** Rolls left; 0 for a finished roller. */
  readonly rollsLeft?: number;
}

/**
 * Four players in round 3 of 10, 20 chips each before an ante of 1 from everyone; seat 0 is the first player. In
 * the betting, `bets` are replayed from the start (each raise adds 2 chips).
 */
function position(seats: readonly Seat[], phase: 'roll' | 'bet', turn: number, bets: readonly BetRecord[] = []): PeekabooState {
  const base = RULES.newGame(defaultOptions(RULES.options), 1);
  let s: PeekabooState = {
    ...base,
    round: 3,
    first: 0,
    phase: phase === 'bet' ? 'bet' : 'roll',
    turn: phase === 'bet' ? 0 : turn,
    ante: 1,
    chips: seats.map(() => 19),
    inRound: seats.map(() => true),
    answered: seats.map(() => true),
    put: seats.map(() => 1),
    peekers: seats.map((p) => p.peekers),
    lookers: seats.map((p) => p.lookers),
    held: seats.map((p) => ((p.rollsLeft ?? 0) === 0 ? p.lookers : [])),
    rollsLeft: seats.map((p) => p.rollsLeft ?? 0),
    acted: seats.map(() => false),
    folded: seats.map(() => false),
    stats: { ...base.stats, rounds: 3, pots: 1 },
  };
  for (const bet of bets) {
    const move = RULES.legalMoves(s, bet.seat).find((m) => m.kind === bet.kind);
    assert.ok(move !== undefined && s.turn === bet.seat, `bet ${JSON.stringify(bet)} is legal in the position`);
    s = RULES.apply(s, { seat: bet.seat, move });
  }
  assert.equal(s.turn, turn, 'the position has the seat to act');
  assert.equal(RULES.audit(s), null);
  return s;
}

const choose = (player: Player, s: PeekabooState, salt: number): PeekabooMove =>
  player(RULES.view(s, s.turn), RULES.legalMoves(s, s.turn), rngAt(salt)).move;

/** A hand-written rule: stop rolling once the hand is three of a kind or better, whatever the others show. */
const stopOnMadeHand: Player = (view, legal) => {
  const dice = [...view.myPeekers, ...(view.lookers[view.seat] ?? [])];
  const most = Math.max(...[1, 2, 3, 4, 5, 6].map((f) => dice.filter((d) => d === f).length));
  const all = legal.find((m) => m.kind === 'keep' && m.dice.length === (view.lookers[view.seat] ?? []).length);
  return { move: most >= 3 && all !== undefined ? all : (legal[0] as PeekabooMove), reason: '' };
};

/** The tight rule of issue 22: fold to any raise without a full house or better. */
const foldToRaises: Player = (view, legal) => {
  const raised = view.bets.some((b) => b.kind === 'raise' && b.seat !== view.seat);
  const dice = [...view.myPeekers, ...(view.lookers[view.seat] ?? [])];
  const counts = [1, 2, 3, 4, 5, 6].map((f) => dice.filter((d) => d === f).length).sort((a, b) => b - a);
  const strong = (counts[0] ?? 0) >= 4 || ((counts[0] ?? 0) === 3 && (counts[1] ?? 0) === 2);
  const fold = legal.find((m) => m.kind === 'fold');
  const call = legal.find((m) => m.kind === 'call' || m.kind === 'check');
  return { move: raised && !strong && fold !== undefined ? fold : (call ?? (legal[0] as PeekabooMove)), reason: '' };
};

/** A player who reads every raise as the best hand: it folds to any raise. */
const foldToEveryRaise: Player = (view, legal) => {
  const raised = view.bets.some((b) => b.kind === 'raise' && b.seat !== view.seat);
  return { move: (raised ? legal.find((m) => m.kind === 'fold') : undefined) ?? (legal[0] as PeekabooMove), reason: '' };
};

interface Row {
  readonly name: string;
  readonly state: () => PeekabooState;
  /** Whether a chosen move is a blunder here. */
  readonly blunder: (move: PeekabooMove, s: PeekabooState) => boolean;
  /** A plausible wrong player who makes the blunder here. */
  readonly wrong: readonly [name: string, Player];
}

const isStop = (move: PeekabooMove, s: PeekabooState): boolean =>
  move.kind === 'keep' && move.dice.length === (s.lookers[s.turn] ?? []).length;
const isFold = (move: PeekabooMove): boolean => move.kind === 'fold';

const ROWS: readonly Row[] = [
  {
    name: 'the last roller holds three fives, a roll left, and another player shows three sixes: stopping cannot win',
    state: () =>
      position(
        [
          { peekers: [4, 1], lookers: [6, 6, 6] },
          { peekers: [3, 2], lookers: [5, 4, 1] },
          { peekers: [2, 2], lookers: [3, 3, 1] },
          { peekers: [5, 5], lookers: [5, 2, 1], rollsLeft: 1 },
        ],
        'roll',
        3,
      ),
    blunder: isStop,
    wrong: ['stops on any three of a kind', stopOnMadeHand],
  },
  {
    name: 'the last roller holds three twos, two rolls left, and the first player shows three fours',
    state: () =>
      position(
        [
          { peekers: [6, 1], lookers: [4, 4, 4] },
          { peekers: [3, 3], lookers: [6, 5, 1] },
          { peekers: [2, 1], lookers: [6, 3, 1] },
          { peekers: [2, 2], lookers: [6, 2, 1], rollsLeft: 2 },
        ],
        'roll',
        3,
      ),
    blunder: isStop,
    wrong: ['stops on any three of a kind', stopOnMadeHand],
  },
  {
    name: 'a six-high straight against lookers that make at most a five-high straight, facing a raise: it cannot lose',
    state: () =>
      position(
        [
          { peekers: [4, 2], lookers: [5, 3, 1] },
          { peekers: [6, 6], lookers: [5, 3, 1] },
          { peekers: [2, 2], lookers: [5, 3, 1] },
          { peekers: [6, 5], lookers: [4, 3, 2] },
        ],
        'bet',
        3,
        [
          { seat: 0, kind: 'raise' },
          { seat: 1, kind: 'call' },
          { seat: 2, kind: 'call' },
        ],
      ),
    blunder: isFold,
    wrong: ['folds to a raise without a full house', foldToRaises],
  },
  {
    name: 'five sixes facing a raise: it cannot lose',
    state: () =>
      position(
        [
          { peekers: [5, 5], lookers: [5, 4, 4] },
          { peekers: [6, 6], lookers: [6, 6, 6] },
          { peekers: [3, 3], lookers: [3, 2, 2] },
          { peekers: [1, 1], lookers: [6, 5, 4] },
        ],
        'bet',
        1,
        [{ seat: 0, kind: 'raise' }],
      ),
    blunder: isFold,
    wrong: ['folds to every raise', foldToEveryRaise],
  },
];

const expert = BOTS.peekaboo.expert;

for (const row of ROWS)
  test(`Peekaboo blunder: ${row.name}`, () => {
    const s = row.state();
    const [wrongName, wrong] = row.wrong;
    assert.ok(row.blunder(choose(wrong, s, 1), s), `the row catches a player that ${wrongName}`);
    // Several rng streams: the expert's mix must never pick the blunder.
    for (let salt = 1; salt <= 4; salt++) {
      const choice = expert(RULES.view(s, s.turn), RULES.legalMoves(s, s.turn), rngAt(salt));
      assert.ok(!row.blunder(choice.move, s), `salt ${salt}: ${JSON.stringify(choice.move)}: ${choice.reason}`);
    }
  });
