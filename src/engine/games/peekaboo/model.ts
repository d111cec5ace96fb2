/**
 * Peekaboo: what the other players' bets say about their peekers, read through the model the expert plays
 * against, the sensible player (bots.ts). The sensible player's bet is a fixed function of its own five dice and
 * the table (its chance of beating the hands still in, against the price), so for each pair of peekers a player
 * might hold, replaying this round's bets (the view's `bets`, public) from the start of the betting says whether
 * the model would have made each of that player's moves. A move the model would not have made keeps `STRAY` of
 * the weight, not none: a player who is not the model (a person, another expert) still leaves every hand possible.
 *
 * Before any bet, and for a player who has not bet, every roll of the peekers keeps its chance (ruling
 * pk-opponent-peekers). What a player's holds say is left out: the view shows only the dice held last, not the
 * rolls they were chosen from.
 */
import { DIE_FACES, type Die } from '../../hands/dice.ts';
import { rngAt } from '../../play/random.ts';
import { SENSIBLE } from './bots.ts';
import { apply, legalMoves } from './rules.ts';
import { stateFrom } from './sampler.ts';
import type { PeekabooState } from './state.ts';
import { viewOf, type PeekabooView } from './view.ts';

/** The weight a move keeps when the model would have made another. */
const STRAY = 0.05;

/** The most peekers whose rolls are listed (56 sets of three dice); with more, no reading (null). */
const MAX_PEEKERS = 3;

/** A set of peekers, high to low, and how many ordered rolls give it (of 6^n). */
interface PeekerSet {
  readonly dice: readonly Die[];
  readonly rolls: number;
}

const SETS: (readonly PeekerSet[])[] = [];

/** Every set of `n` peekers, high to low, with its number of ordered rolls. */
export function peekerSets(n: number): readonly PeekerSet[] {
  const cached = SETS[n];
  if (cached !== undefined) return cached;
  const counts = new Map<string, PeekerSet>();
  for (let code = 0; code < 6 ** n; code++) {
    const dice: Die[] = [];
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 6)) dice.push(DIE_FACES[c % 6] ?? 1);
    dice.sort((a, b) => b - a);
    const key = dice.join('');
    counts.set(key, { dice, rolls: (counts.get(key)?.rolls ?? 0) + 1 });
  }
  const sets = [...counts.values()];
  SETS[n] = sets;
  return sets;
}

/**
 * The state at the start of this round's betting, from a state in the betting: every player in the round has put
 * in the ante and nothing more (joining asks for the ante in full), nobody has acted, and the opener is the seat
 * of the first bet.
 */
function bettingStart(s: PeekabooState, opener: number): PeekabooState {
  const put = s.inRound.map((inRound) => (inRound ? s.ante : 0));
  return {
    ...s,
    put,
    chips: s.chips.map((c, seat) => c + (s.put[seat] ?? 0) - (put[seat] ?? 0)),
    acted: s.acted.map(() => false),
    folded: s.folded.map(() => false),
    raises: 0,
    bets: [],
    turn: opener,
  };
}

/**
 * For each seat, the weight of each of its peeker sets (in `peekerSets` order) given this round's bets: the
 * number of rolls that make the set, times 1 for each of the seat's bets the model would have made with it and
 * `STRAY` for each it would not. Null outside the betting and for splits of more than `MAX_PEEKERS` peekers; the
 * seat's own row is empty.
 */
export function peekerOdds(view: PeekabooView): number[][] | null {
  if (view.phase !== 'bet' || view.peekerCount > MAX_PEEKERS) return null;
  const sets = peekerSets(view.peekerCount);
  const odds = Array.from({ length: view.players }, (_, seat) =>
    seat === view.seat || !(view.inRound[seat] ?? false) ? [] : sets.map((set) => set.rolls),
  );
  const opener = view.bets[0]?.seat;
  if (opener === undefined) return odds;
  // Other players' peekers do not change what a player sees, so any will do here.
  let state = bettingStart(stateFrom(view, [], 0), opener);
  const rng = rngAt(0);
  for (const bet of view.bets) {
    const legal = legalMoves(state, bet.seat);
    const row = odds[bet.seat] ?? [];
    if (bet.seat !== view.seat && row.length > 0) {
      const seen = viewOf(state, bet.seat);
      sets.forEach((set, i) => {
        const model = SENSIBLE({ ...seen, myPeekers: set.dice }, legal, rng).move.kind;
        if (model !== bet.kind) row[i] = (row[i] ?? 0) * STRAY;
      });
    }
    const move = legal.find((m) => m.kind === bet.kind);
    if (move === undefined) return odds; // not a betting history these rules allow: read no further
    state = apply(state, { seat: bet.seat, move });
  }
  return odds;
}
