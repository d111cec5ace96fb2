/**
 * Peekaboo's pots when a player is all in (ruling pk-cover): a player who
 * cannot match a bet puts in what they have and can win, from each other
 * player, only as much as they put in themselves. The chips are cut into
 * layers at each all-in player's total: the main pot is the bottom layer,
 * which everyone still in may win, and each layer above it is a side pot
 * among the players who reached it.
 *
 * These are the fast paths; tests/engine/play/peekaboo-pots.test.ts holds
 * them to a slow oracle that hands out the pot one chip at a time.
 */

/** A pot: its chips, and the seats that may win it (still in, and in for its whole layer), in seat order. */
export interface Pot {
  readonly chips: number;
  readonly seats: readonly number[];
}

/** A pot at the end of a round: who took it, and how many chips each took (ruling pk-odd-chips). */
export interface PotAward extends Pot {
  /** The best hands among `seats`, in turn order from the round's first player. */
  readonly winners: readonly number[];
  /** Chips each winner took, in `winners` order. */
  readonly shares: readonly number[];
}

/**
 * The pots as they stand: the main pot first, then each side pot, higher and
 * higher. `put` is what each seat has put in this round (folded seats too:
 * their chips stay in), `live` marks the seats still in, and `allIn` those
 * of them with no chips left. A layer ends at each all-in player's total and
 * at the highest total. Everyone still in who is not all in may win every
 * layer: they have matched the bet, or may still match it. With nobody all in
 * there is one pot, every chip in it, for every player still in.
 */
export function potsOf(put: readonly number[], live: readonly boolean[], allIn: readonly boolean[]): Pot[] {
  const levels: number[] = [];
  let top = 0;
  for (let seat = 0; seat < put.length; seat++) {
    const p = put[seat] ?? 0;
    if (p > top) top = p;
    if ((live[seat] ?? false) && (allIn[seat] ?? false) && !levels.includes(p)) levels.push(p);
  }
  if (!levels.includes(top)) levels.push(top);
  levels.sort((a, b) => a - b);
  const pots: Pot[] = [];
  let below = 0;
  for (const level of levels) {
    if (level <= below) continue;
    let chips = 0;
    const seats: number[] = [];
    for (let seat = 0; seat < put.length; seat++) {
      const p = put[seat] ?? 0;
      chips += Math.min(p, level) - Math.min(p, below);
      if ((live[seat] ?? false) && (!(allIn[seat] ?? false) || p >= level)) seats.push(seat);
    }
    const under = pots[pots.length - 1];
    // A layer nobody still in may win cannot arise in play (the highest bet is always a live player's);
    // should it, its chips join the pot below rather than vanish.
    if (seats.length === 0 && under !== undefined) pots[pots.length - 1] = { chips: under.chips + chips, seats: under.seats };
    else pots.push({ chips, seats });
    below = level;
  }
  return pots;
}

/**
 * The chips of a bet nobody else matched: when one seat has put in more than
 * any other, the difference above the next highest goes back to it before the
 * pots are made (nobody else can win them). Null when two seats share the top.
 */
export function uncalled(put: readonly number[]): { readonly seat: number; readonly chips: number } | null {
  let top = -1;
  let high = 0;
  let next = 0;
  for (let seat = 0; seat < put.length; seat++) {
    const p = put[seat] ?? 0;
    if (p > high) {
      next = high;
      high = p;
      top = seat;
    } else if (p > next) next = p;
  }
  return top < 0 || high === next ? null : { seat: top, chips: high - next };
}

/**
 * Each pot to the best hand among its seats (`keys`: a hand key per seat,
 * higher is better). Tied winners share a pot equally, and the chips left
 * over go one each to them in turn order from `first` (ruling pk-odd-chips).
 */
export function awardPots(pots: readonly Pot[], keys: readonly number[], first: number): PotAward[] {
  const players = keys.length;
  const fromFirst = (seat: number): number => (seat - first + players) % players;
  return pots.map((pot) => {
    let best = -Infinity;
    for (const seat of pot.seats) best = Math.max(best, keys[seat] ?? -Infinity);
    const winners = pot.seats.filter((seat) => keys[seat] === best).sort((a, b) => fromFirst(a) - fromFirst(b));
    if (winners.length === 0) return { ...pot, winners, shares: [] };
    const each = Math.floor(pot.chips / winners.length);
    const odd = pot.chips - each * winners.length;
    return { ...pot, winners, shares: winners.map((_, i) => each + (i < odd ? 1 : 0)) };
  });
}
