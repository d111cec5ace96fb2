/**
 * What one Peekaboo seat may see: everything on the table (the chips, the
 * bets, every player's lookers and what they have kept, the last round's
 * showdown) and its own peekers. Never another seat's peekers or the rng, so
 * never the dice to come.
 */
import type { Die } from '../../hands/dice.ts';
import type { Pot } from './pots.ts';
import { betOf, maxAnte, potOf, potsNow, type Phase, type PeekabooState, type RoundResult } from './state.ts';

export interface PeekabooView {
  readonly seat: number;
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  readonly first: number;
  readonly phase: Phase;
  readonly toAct: number | null;
  readonly ante: number;
  /** The highest ante the first player may name now. */
  readonly maxAnte: number;
  /** The table's cap on the ante (ruling pk-ante-cap), before the smallest stack lowers it to `maxAnte`. */
  readonly anteCap: number;
  readonly raise: number;
  readonly maxRaises: number;
  readonly raises: number;
  /** This round's betting moves so far, in order (what each player did is seen by all). */
  readonly bets: PeekabooState['bets'];
  readonly peekerCount: number;
  readonly lookerCount: number;
  readonly rolls: number;
  readonly keptDice: 'stay-kept' | 'may-reroll';
  readonly chips: readonly number[];
  readonly out: readonly boolean[];
  readonly inRound: readonly boolean[];
  readonly answered: readonly boolean[];
  readonly put: readonly number[];
  readonly acted: readonly boolean[];
  readonly folded: readonly boolean[];
  readonly pot: number;
  /**
   * The pots as they stand in the rolling and the betting: the main pot, then a side pot above each player
   * who is all in (ruling pk-cover); one pot while nobody is. Empty in the other phases.
   */
  readonly pots: readonly Pot[];
  /** The most any player has put in this round: what a call matches. */
  readonly bet: number;
  /** This seat's own peekers (empty before they are rolled). */
  readonly myPeekers: readonly Die[];
  readonly lookers: readonly (readonly Die[])[];
  readonly held: readonly (readonly Die[])[];
  readonly rollsLeft: readonly number[];
  readonly last: RoundResult | null;
  readonly openingRolls: readonly (readonly number[])[];
}

/** What `seat` may see: everything on the table, and its own peekers only. The rng and others' peekers stay hidden. */
export function viewOf(s: PeekabooState, seat: number): PeekabooView {
  return {
    seat,
    players: s.o.players,
    round: s.round,
    rounds: s.o.rounds,
    first: s.first,
    phase: s.phase,
    toAct: s.turn < 0 ? null : s.turn,
    ante: s.ante,
    maxAnte: maxAnte(s),
    anteCap: s.o.maxAnte,
    raise: s.o.raise,
    maxRaises: s.o.maxRaises,
    raises: s.raises,
    bets: s.bets,
    peekerCount: s.o.peekers,
    lookerCount: s.o.lookers,
    rolls: s.o.rolls,
    keptDice: s.o.keptDice,
    chips: s.chips,
    out: s.out,
    inRound: s.inRound,
    answered: s.answered,
    put: s.put,
    acted: s.acted,
    folded: s.folded,
    pot: potOf(s),
    pots: s.phase === 'roll' || s.phase === 'bet' ? potsNow(s) : [],
    bet: betOf(s),
    myPeekers: s.peekers[seat] ?? [],
    lookers: s.lookers,
    held: s.held,
    rollsLeft: s.rollsLeft,
    last: s.last,
    openingRolls: s.openingRolls,
  };
}
