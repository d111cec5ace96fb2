/**
 * Peekaboo's rolling decisions, exactly optimal for one stated objective.
 *
 * **The objective.** A seat choosing which lookers to keep maximises its
 * expected share of the showdown: 1 when its five dice beat the five dice of
 * every other player still in the round, 1/k when they tie for best with k - 1
 * others (a perfect tie splits the pot evenly, as the rules split it; the odd
 * chips of ruling pk-odd-chips aside), and 0 when any other hand beats them.
 * Every player still in is taken to show down: the value prices the dice, not
 * the betting, folds or side pots to come.
 *
 * **What the seat knows.** Its own peekers and every looker showing. Every
 * other player's peekers are any of the 36 ordered pairs, equally likely, each
 * player's independently of everything else (ruling pk-opponent-peekers), even
 * when that player's holds might hint at them.
 *
 * **The players still to roll** after this seat are modelled as playing their
 * turn as the sensible player does (`SENSIBLE` in bots.ts): each keeps the hold
 * with the best expected strength for its own peekers (`bestStrengthHold`,
 * playing as if two rolls were left when more are), whatever the others show.
 * So the last roller optimises exactly against every hand it can see, and an
 * earlier roller exactly against that model of the rest; against sensible
 * players the model is their actual play.
 *
 * **How.** Under this model each opponent's final hand is independent of the
 * others' and of this seat's dice, so each opponent is a distribution over
 * hand keys: a finished roller's lookers with every pair of peekers, or, for a
 * player still to roll, the sensible turn from its first roll, computed once
 * per table rule. The share of a final hand is then a product over opponents,
 * a polynomial in the number of hands it ties, and the turn is one expectimax
 * over this seat's holds and rolls (kept dice stay kept or not, as the table
 * plays). Arithmetic is floating point: holds within `TIE` of the best count
 * as equally good, and among them the hold that keeps more dice, then higher
 * dice, is chosen (as solver.ts breaks ties). The test holds all this to an
 * exhaustive oracle in exact integers (tests/engine/peekaboo-rolling.test.ts).
 *
 * Printed dice only (two peekers, three lookers; any number of rolls, either
 * kept-dice rule): for other splits there is no advice (null), and the caller
 * plays its own way.
 */
import type { Die } from '../../hands/dice.ts';
import type { BotChoice } from '../../play/types.ts';
import { roughPercent } from '../../words.ts';
import { diceKey } from './keys.ts';
import { bestStrengthHold, containsAll, LOOKERS, MAX_ROLLS_LEFT, PEEKERS, type RerollRule } from './solver.ts';
import type { PeekabooMove } from './state.ts';
import type { PeekabooView } from './view.ts';
import { keptWords } from './words.ts';

/** Shares closer than this count as equal. */
const TIE = 1e-12;

type KeepMove = Extract<PeekabooMove, { kind: 'keep' }>;

/** A legal hold and its value: the expected share of the showdown after it, with best play to the end of the turn. */
export interface HoldShare {
  readonly move: KeepMove;
  readonly share: number;
}

export interface RollingAdvice {
  /** The hold chosen: the best share, ties broken toward keeping more dice, then higher dice. */
  readonly best: HoldShare;
  /** Every legal hold, best share first. */
  readonly holds: readonly HoldShare[];
  /** Other players still in: those who have rolled, and those still to roll (played by the model). */
  readonly rolled: number;
  readonly toRoll: number;
}

// ---------------------------------------------------------------------------
// Multisets of 0..3 faces, high to low, numbered once; the tables below are by number.

function multisets(size: number, top: number): Die[][] {
  if (size === 0) return [[]];
  const out: Die[][] = [];
  for (let d = top; d >= 1; d--) for (const rest of multisets(size - 1, d)) out.push([d as Die, ...rest]);
  return out;
}
const SETS: readonly (readonly Die[])[] = [0, 1, 2, 3].flatMap((size) => multisets(size, 6));
const codeOf = (dice: readonly Die[]): number => dice.reduce((code, d) => code * 7 + d, 0);
const ID_BY_CODE = new Map(SETS.map((set, id) => [codeOf(set), id]));
const highFirst = (dice: readonly Die[]): Die[] => [...dice].sort((a, b) => b - a);
const idOf = (dice: readonly Die[]): number => ID_BY_CODE.get(codeOf(highFirst(dice))) ?? -1;
const NONE = idOf([]);
const FULL = SETS.flatMap((set, id) => (set.length === LOOKERS ? [id] : []));

/** SUBS[id]: the distinct sub-multisets of set id. */
const SUBS: readonly (readonly number[])[] = SETS.map((set) => SETS.flatMap((sub, id) => (containsAll(set, sub) ? [id] : [])));
/** NEXT[keep]: each set of three lookers that keeping `keep` and rolling the rest can give, with its chance. */
const NEXT: readonly (readonly { readonly to: number; readonly p: number }[])[] = SETS.map((keep) => {
  const rolled = LOOKERS - keep.length;
  const counts = new Map<number, number>();
  for (let code = 0; code < 6 ** rolled; code++) {
    const dice: Die[] = [...keep];
    for (let i = 0, c = code; i < rolled; i++, c = Math.floor(c / 6)) dice.push(((c % 6) + 1) as Die);
    const to = idOf(dice);
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return [...counts].map(([to, n]) => ({ to, p: n / 6 ** rolled }));
});

// ---------------------------------------------------------------------------
// An opponent's final hand as a distribution over hand keys.

interface KeyDist {
  /** Distinct keys, ascending. */
  readonly keys: Int32Array;
  /** below[i]: the chance of a key under keys[i]; below[keys.length] is 1. */
  readonly below: Float64Array;
}

/** A distribution from weights by key; the chances are the weights over their sum, so whole-number weights give exact sums. */
function keyDist(weights: ReadonlyMap<number, number>): KeyDist {
  const keys = Int32Array.from(weights.keys()).sort();
  let total = 0;
  for (const w of weights.values()) total += w;
  const below = new Float64Array(keys.length + 1);
  let sum = 0;
  keys.forEach((key, i) => {
    below[i] = sum / total;
    sum += weights.get(key) ?? 0;
  });
  below[keys.length] = 1;
  return { keys, below };
}

/** The chances that the opponent's key is under `key`, and equal to it. */
function lessEqual(dist: KeyDist, key: number): { readonly less: number; readonly equal: number } {
  let lo = 0;
  let hi = dist.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dist.keys[mid] ?? 0) < key) lo = mid + 1;
    else hi = mid;
  }
  const less = dist.below[lo] ?? 0;
  const equal = dist.keys[lo] === key ? (dist.below[lo + 1] ?? 0) - less : 0;
  return { less, equal };
}

const PEEKER_PAIRS: readonly (readonly Die[])[] = SETS.filter((set) => set.length === PEEKERS);
/** How many of the 36 ordered rolls of two peekers give this pair (high to low): 2, or 1 for a double. */
const pairWays = (pair: readonly Die[]): number => (pair[0] === pair[1] ? 1 : 2);

const rolledCache = new Map<number, KeyDist>();
/** A player who has rolled: these lookers, with any pair of peekers. */
function rolledDist(lookers: readonly Die[]): KeyDist {
  const id = idOf(lookers);
  let dist = rolledCache.get(id);
  if (dist === undefined) {
    const weights = new Map<number, number>();
    for (const pair of PEEKER_PAIRS) {
      const key = diceKey([...pair, ...(SETS[id] ?? [])]);
      weights.set(key, (weights.get(key) ?? 0) + pairWays(pair));
    }
    dist = keyDist(weights);
    rolledCache.set(id, dist);
  }
  return dist;
}

const freshCache = new Map<string, KeyDist>();
/** A player still to roll, playing the sensible turn (the model) with any pair of peekers. */
function freshDist(rolls: number, rule: RerollRule): KeyDist {
  const id = `${rolls}:${rule}`;
  let dist = freshCache.get(id);
  if (dist === undefined) {
    const weights = new Map<number, number>();
    for (const pair of PEEKER_PAIRS) {
      const ends = sensibleTurn(pair, rolls, rule);
      for (const [lookers, p] of ends) {
        const key = diceKey([...pair, ...(SETS[lookers] ?? [])]);
        weights.set(key, (weights.get(key) ?? 0) + pairWays(pair) * p);
      }
    }
    dist = keyDist(weights);
    freshCache.set(id, dist);
  }
  return dist;
}

/** Where a sensible turn ends (final lookers → chance), from the first roll of all three lookers. */
function sensibleTurn(peekers: readonly Die[], rolls: number, rule: RerollRule): Map<number, number> {
  const memo = new Map<number, Map<number, number>>();
  const from = (lookers: number, held: number, r: number): Map<number, number> => {
    if (r === 0) return new Map([[lookers, 1]]);
    const id = (lookers * 100 + held) * 8 + r;
    let ends = memo.get(id);
    if (ends !== undefined) return ends;
    // What SENSIBLE keeps (bots.ts keepChoice): two rolls at most are planned.
    const turn = { peekers, lookers: SETS[lookers] ?? [], held: SETS[held] ?? [], rollsLeft: Math.min(MAX_ROLLS_LEFT, r) };
    const keep = idOf(bestStrengthHold(turn, rule).keep);
    ends = new Map();
    if (keep === lookers) ends.set(lookers, 1);
    else
      for (const { to, p } of NEXT[keep] ?? [])
        for (const [end, q] of from(to, rule === 'kept-stay-kept' ? keep : NONE, r - 1)) ends.set(end, (ends.get(end) ?? 0) + p * q);
    memo.set(id, ends);
    return ends;
  };
  const ends = new Map<number, number>();
  for (const { to, p } of NEXT[NONE] ?? []) for (const [end, q] of from(to, NONE, rolls - 1)) ends.set(end, (ends.get(end) ?? 0) + p * q);
  return ends;
}

/**
 * The expected share of a showdown for a hand with this key: over the number t
 * of opponents it ties (none beating it), 1/(t + 1). The chance of each t is a
 * coefficient of the product over opponents of (less + equal x).
 */
function shareOf(key: number, opponents: readonly KeyDist[]): number {
  const coef = [1];
  for (const dist of opponents) {
    const { less, equal } = lessEqual(dist, key);
    coef.push(0);
    for (let t = coef.length - 1; t >= 0; t--) coef[t] = (coef[t] ?? 0) * less + (t > 0 ? (coef[t - 1] ?? 0) * equal : 0);
  }
  let share = 0;
  coef.forEach((c, t) => {
    share += c / (t + 1);
  });
  return share;
}

// ---------------------------------------------------------------------------
// The seat's own turn: expectimax over holds and rolls.

/** Higher dice first: compares two holds (high to low) die by die. */
function compareHigh(a: readonly Die[], b: readonly Die[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The value after keeping `keep` (a set id) from `lookers` with `r` rolls left, playing on for the best share. */
function turnSolver(
  peekers: readonly Die[],
  opponents: readonly KeyDist[],
  rule: RerollRule,
): (lookers: number, keep: number, r: number) => number {
  const term = new Map(FULL.map((id) => [id, shareOf(diceKey([...peekers, ...(SETS[id] ?? [])]), opponents)]));
  const afterMemo = new Map<number, number>();
  const bestMemo = new Map<number, number>();
  const best = (lookers: number, held: number, r: number): number => {
    if (r === 0) return term.get(lookers) ?? 0;
    const id = (lookers * 100 + held) * 8 + r;
    let v = bestMemo.get(id);
    if (v === undefined) {
      v = -1;
      for (const keep of SUBS[lookers] ?? []) if ((SUBS[keep] ?? []).includes(held)) v = Math.max(v, holdValue(lookers, keep, r));
      bestMemo.set(id, v);
    }
    return v;
  };
  // Kept dice stay kept (or, by the other rule, not), so what follows a reroll depends on the hold alone.
  const after = (keep: number, r: number): number => {
    const id = keep * 8 + r;
    let v = afterMemo.get(id);
    if (v === undefined) {
      v = 0;
      for (const { to, p } of NEXT[keep] ?? []) v += p * best(to, rule === 'kept-stay-kept' ? keep : NONE, r - 1);
      afterMemo.set(id, v);
    }
    return v;
  };
  const holdValue = (lookers: number, keep: number, r: number): number => (keep === lookers ? (term.get(lookers) ?? 0) : after(keep, r));
  return holdValue;
}

/**
 * Every legal hold's expected share of the showdown, and the best, for the
 * seat to roll; null when it is not this seat's rolling decision or the table
 * does not play the printed two peekers and three lookers.
 */
export function rollingAdvice(view: PeekabooView, legal: readonly PeekabooMove[]): RollingAdvice | null {
  if (view.phase !== 'roll' || view.toAct !== view.seat) return null;
  if (view.peekerCount !== PEEKERS || view.lookerCount !== LOOKERS || view.myPeekers.length !== PEEKERS) return null;
  const mine = view.lookers[view.seat] ?? [];
  const r = view.rollsLeft[view.seat] ?? 0;
  const keeps = legal.filter((m): m is KeepMove => m.kind === 'keep');
  if (mine.length !== LOOKERS || r < 1 || keeps.length === 0) return null;
  const rule: RerollRule = view.keptDice === 'stay-kept' ? 'kept-stay-kept' : 'kept-may-reroll';
  const opponents: KeyDist[] = [];
  let rolled = 0;
  let toRoll = 0;
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === view.seat || !(view.inRound[seat] ?? false) || (view.folded[seat] ?? false)) continue;
    const lookers = view.lookers[seat] ?? [];
    if (lookers.length === LOOKERS) {
      rolled++;
      opponents.push(rolledDist(lookers));
    } else {
      toRoll++;
      opponents.push(freshDist(view.rolls, rule));
    }
  }
  const holdValue = turnSolver(view.myPeekers, opponents, rule);
  const lookers = idOf(mine);
  const holds = keeps.map((move): HoldShare => ({ move, share: holdValue(lookers, idOf(move.dice), r) }));
  const top = Math.max(...holds.map((h) => h.share));
  const chosen = holds
    .filter((h) => h.share >= top - TIE)
    .sort((a, b) => b.move.dice.length - a.move.dice.length || compareHigh(highFirst(a.move.dice), highFirst(b.move.dice)))[0];
  if (chosen === undefined) return null;
  const others = holds.filter((h) => h !== chosen).sort((a, b) => b.share - a.share);
  return { best: chosen, holds: [chosen, ...others], rolled, toRoll };
}

/** A hold in words, to start a sentence: "Keeping the two fives", "Stopping with these lookers". */
function holdPhrase(dice: readonly Die[]): string {
  if (dice.length === LOOKERS) return 'Stopping with these lookers';
  if (dice.length === 0) return 'Rolling all three lookers again';
  return `Keeping ${keptWords(highFirst(dice))}`;
}
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The hold with the best expected share of the showdown (see the module's
 * objective), with a one-sentence reason giving its share and the next best
 * hold's; null where `rollingAdvice` has none.
 */
export function bestRoll(view: PeekabooView, legal: readonly PeekabooMove[]): BotChoice<PeekabooMove> | null {
  const advice = rollingAdvice(view, legal);
  if (advice === null) return null;
  const { best, holds } = advice;
  const against =
    advice.toRoll === 0
      ? 'against the hands I can see'
      : `against the hands I can see and ${advice.toRoll === 1 ? 'the player' : `the ${advice.toRoll} players`} still to roll`;
  const next = holds[1];
  const rest = next === undefined ? '' : `; ${lowerFirst(holdPhrase(next.move.dice))}, ${roughPercent(next.share)}`;
  return {
    move: best.move,
    reason: `${holdPhrase(best.move.dice)} takes ${roughPercent(best.share)} of the pot at a showdown ${against}${rest}.`,
  };
}
