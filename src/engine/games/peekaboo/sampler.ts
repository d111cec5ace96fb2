/**
 * Peekaboo's sampler for the search (search/ismcts.ts): a whole state that fits one seat's view. Everything on the
 * table is as the seat sees it; the only hidden dice, the other players' peekers, are rolled again (each die 1 to 6,
 * as the rules roll them), and the PRNG is new, so the lookers still to be rolled are unknown too.
 *
 * What the view does not show and no move depends on: the game's running counters (statistics) start from zero,
 * as consistent with the round in play as the audit asks.
 */
import type { Die } from '../../hands/dice.ts';
import type { Rng } from '../../play/random.ts';
import type { SamplerParts } from '../../bots/expert.ts';
import { freshSeed } from '../../search/deal.ts';
import type { PeekabooOptions } from './options.ts';
import { playerName } from './rules.ts';
import { STAT_NAMES, type PeekabooState } from './state.ts';
import type { PeekabooView } from './view.ts';

const NO_DICE: readonly Die[] = [];

function samplePeekaboo(v: PeekabooView, rng: Rng): PeekabooState {
  const rolled = v.phase === 'roll' || v.phase === 'bet';
  const peekers = v.inRound.map((inRound, seat): readonly Die[] => {
    if (seat === v.seat || !inRound || !rolled) return NO_DICE;
    const dice = Array.from({ length: v.peekerCount }, () => (1 + rng.int(6)) as Die);
    return dice.sort((a, b) => b - a);
  });
  return stateFrom(v, peekers, freshSeed(rng));
}

/**
 * The whole state behind view `v` with these peekers for the other players (each high to low; the seat's own come
 * from the view, whatever `peekers` holds for it) and PRNG state `seed`.
 */
export function stateFrom(v: PeekabooView, others: readonly (readonly Die[])[], seed: number): PeekabooState {
  const chipsOut = v.chips.reduce((a, b) => a + b, 0) + v.pot;
  const o: PeekabooOptions = {
    players: v.players,
    peekers: v.peekerCount,
    lookers: v.lookerCount,
    rolls: v.rolls,
    keptDice: v.keptDice,
    chips: chipsOut / v.players,
    maxAnte: v.anteCap,
    raise: v.raise,
    maxRaises: v.maxRaises,
    rounds: v.rounds,
  };
  const rolled = v.phase === 'roll' || v.phase === 'bet';
  const peekers = v.inRound.map((inRound, seat): readonly Die[] =>
    seat === v.seat ? v.myPeekers : inRound && rolled ? (others[seat] ?? NO_DICE) : NO_DICE,
  );
  const stats = Object.fromEntries(STAT_NAMES.map((k) => [k, 0]));
  stats.rounds = v.round;
  stats.pots = rolled ? 1 : 0;
  return {
    o,
    chips: v.chips,
    out: v.out,
    round: v.round,
    first: v.first,
    phase: v.phase,
    turn: v.toAct ?? -1,
    ante: v.ante,
    inRound: v.inRound,
    answered: v.answered,
    peekers,
    lookers: v.lookers,
    held: v.held,
    rollsLeft: v.rollsLeft,
    put: v.put,
    acted: v.acted,
    folded: v.folded,
    raises: v.raises,
    bets: v.bets,
    last: v.last,
    openingRolls: v.openingRolls,
    stats,
    rng: seed,
  };
}

/** What Peekaboo adds to the search (bots/expert.ts). */
export const SEARCH: SamplerParts<PeekabooState, PeekabooView> = {
  sample: samplePeekaboo,
  seats: (v) => v.players,
  names: (v) => Array.from({ length: v.players }, (_, i) => playerName(i)),
  // Chips in front of a player and in the pot it has paid into: its share of the table's chips.
  estimate: (s) => {
    const total = s.o.players * s.o.chips;
    return s.chips.map((c, seat) => (c + (s.put[seat] ?? 0)) / total);
  },
};
