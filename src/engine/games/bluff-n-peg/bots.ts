/**
 * Bluff 'N' Peg's sensible computer player (the random one is every game's,
 * bots/random.ts). It sees only a seat's view and the legal moves, and plays
 * by hand strength:
 * - discards: keep pairs and better, a made straight or flush, four to a
 *   flush, or else the two highest cards (and every wild deuce);
 * - lays the fewest cards that get ahead, and folds when even its whole hand
 *   cannot, or when laying them is worth less than folding now: it weighs
 *   its chance of winning against the cards it would have on the table;
 * - calls double or fold with a strong hand, accepts one when staying in is
 *   worth more than folding now.
 *
 * Its chance of winning is a cheap estimate: where its whole hand falls
 * among all 5-card hands (the exact category counts from odds.ts, computed
 * once per ruleset), against each rival's hand known to be at least what it
 * shows. Exact opponent modelling (the draw, the rivals' own choices) would
 * cost far more per move for little change in what the bot does.
 */
import { HAND_SIZE } from './pegging.ts';
import { rankOf, suitOf, type Card } from '../../hands/cards.ts';
import { EMPTY_HAND_KEY } from '../../hands/evaluate.ts';
import { KEY_SHIFT, keyCategory, keyStrength } from '../../hands/key.ts';
import { exactCardOdds } from '../../odds/odds.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { capitalize, roughPercent } from '../../words.ts';
import { ladderOf, showingKey, showingKeyAdding, sortSmall, type BpMove } from './state.ts';
import type { BpView } from './view.ts';
import { cardText, describeKey } from './words.ts';
import type { Bot, BotChoice } from '../../play/types.ts';

// ---------------------------------------------------------------------------
// Hand strength

/** For each category strength (1 = high card): the share of 5-card hands below it, and its own share. */
interface Percentiles {
  readonly below: readonly number[];
  readonly share: readonly number[];
}
let plainPercentiles: Percentiles | undefined;
let wildPercentiles: Percentiles | undefined;

function percentilesFor(deucesWild: boolean): Percentiles {
  if (deucesWild) return (wildPercentiles ??= makePercentiles(true));
  return (plainPercentiles ??= makePercentiles(false));
}

function makePercentiles(deucesWild: boolean): Percentiles {
  const odds = exactCardOdds(deucesWild ? RULESETS['bluff-n-peg-deuces'] : RULESETS['bluff-n-peg'], HAND_SIZE);
  const counts = [...odds.counts].reverse().map((c) => c.count / odds.total); // weakest first
  const below: number[] = [0];
  const share: number[] = [0];
  let sum = 0;
  for (const c of counts) {
    below.push(sum);
    share.push(c);
    sum += c;
  }
  return { below, share };
}

/** Roughly the share of 5-card hands a key beats: its category's place, then its top rank inside the category. */
export function percentile(key: number, deucesWild: boolean): number {
  const p = percentilesFor(deucesWild);
  const s = keyStrength(key);
  return (p.below[s] ?? 0) + (p.share[s] ?? 0) * ((topRank(key) + 1) / 13);
}

/**
 * The key's most significant tie-break rank, or -1 for none: `keyRanks(key)[0] ?? -1`
 * without building the list (the bots ask on every move). It is the key's
 * first rank nibble, stored as rank + 1 (see key.ts); the tests hold the two together.
 */
export const topRank = (key: number): number => ((key >>> (KEY_SHIFT - 4)) & 15) - 1;

interface Table {
  readonly mine: number;
  /** The best other hand showing, and whose. */
  readonly target: number;
  /** My whole hand (laid and held). */
  readonly full: number;
  /** Rough chance my whole hand beats every rival still in. */
  readonly win: number;
  /** The fewest held cards that put me strictly ahead ([] when ahead already), or null (none do, or not asked). */
  readonly needed: readonly Card[] | null;
  /** The key showing once those cards are laid (mine when none are needed; unused when needed is null). */
  readonly neededKey: number;
}

/** A way past a hand showing: the cards to add, and the key they make with the cards laid. */
export interface Way {
  readonly cards: Card[];
  readonly key: number;
}

/** The fewest of `hand` that, added to `laid`, make a key above `target` (the weakest such key among those), or null. */
export function cheapestWayPast(
  laid: readonly Card[],
  hand: readonly Card[],
  target: number,
  deucesWild: boolean,
  whole = showingKeyAdding(laid, hand, ALL_OF_HAND, deucesWild),
): Way | null {
  // Laying a card never lowers a hand (a missing kicker is the lowest kicker), so when the whole hand cannot get past, nothing can.
  if (whole <= target) return null;
  let bestMask = 0; // none yet: the empty pick is never tried
  let bestKey = Infinity;
  for (const mask of masksBySize(hand.length)) {
    if (bestMask !== 0 && popcount(mask) > popcount(bestMask)) break;
    const k = showingKeyAdding(laid, hand, mask, deucesWild);
    if (k > target && k < bestKey) {
      bestKey = k;
      bestMask = mask;
    }
  }
  return bestMask === 0 ? null : { cards: hand.filter((_, i) => (bestMask >> i) & 1), key: bestKey };
}
/** A mask that picks every card of a hand. */
const ALL_OF_HAND = (1 << HAND_SIZE) - 1;
const popcount = (x: number): number => {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
};
/** Every non-empty subset of n items as a bit mask, fewest items first (made once per n). */
const MASKS: number[][] = [];
function masksBySize(n: number): readonly number[] {
  return (MASKS[n] ??= Array.from({ length: (1 << n) - 1 }, (_, i) => i + 1).sort((a, b) => popcount(a) - popcount(b) || a - b));
}

export function readTable(v: BpView, withWay: boolean): Table {
  const wild = v.deucesWild;
  const me = v.seat;
  const laid = v.laid[me] ?? [];
  const mine = v.showing[me] ?? EMPTY_HAND_KEY;
  const full = showingKeyAdding(laid, v.hand, ALL_OF_HAND, wild);
  let target = EMPTY_HAND_KEY;
  for (const r of v.seats) if (isRival(v, r)) target = Math.max(target, v.showing[r] ?? EMPTY_HAND_KEY);
  const way = mine > target ? { cards: [], key: mine } : withWay ? cheapestWayPast(laid, v.hand, target, wild, full) : null;
  const fullP = percentile(full, wild);
  let win = 1;
  for (const r of v.seats) {
    if (!isRival(v, r)) continue;
    const shows = v.laid[r] ?? [];
    const theirs = v.showing[r] ?? EMPTY_HAND_KEY;
    if (shows.length === HAND_SIZE) win *= theirs < full ? 1 : theirs === full ? 0.5 : 0;
    else if (theirs >= full) win = 0;
    else {
      const floor = percentile(theirs, wild);
      win *= floor >= 1 ? 0 : Math.max(0, Math.min(1, (fullP - floor) / (1 - floor)));
    }
  }
  return { mine, target, full, win, needed: way?.cards ?? null, neededKey: way?.key ?? mine };
}

/** Another seat still in the hand. */
const isRival = (v: BpView, seat: number): boolean => seat !== v.seat && v.folded[seat] !== true;

// ---------------------------------------------------------------------------
// Discards

/** The cards worth keeping: wild deuces, made groups, a made five-card hand, four to a flush, else the two highest. */
export function keepers(hand: readonly Card[], deucesWild: boolean): Card[] {
  const wilds: Card[] = [];
  const naturals: Card[] = [];
  const ranks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const suits = [0, 0, 0, 0];
  for (const c of hand)
    if (deucesWild && rankOf(c) === 0) wilds.push(c);
    else {
      naturals.push(c);
      ranks[rankOf(c)] = (ranks[rankOf(c)] ?? 0) + 1;
      suits[suitOf(c)] = (suits[suitOf(c)] ?? 0) + 1;
    }
  if (!DRAWING_CATEGORIES.has(keyCategory(showingKey(hand, deucesWild), ladderOf(deucesWild)))) return [...hand];
  const grouped = naturals.filter((c) => (ranks[rankOf(c)] ?? 0) >= 2);
  if (grouped.length > 0) return [...wilds, ...grouped];
  for (let s = 0; s < 4; s++) if ((suits[s] ?? 0) + wilds.length >= 4) return [...wilds, ...naturals.filter((c) => suitOf(c) === s)];
  const high = sortSmall([...naturals], (a, b) => rankOf(b) - rankOf(a)).slice(0, Math.max(0, 2 - wilds.length));
  return [...wilds, ...high];
}
/**
 * The cards the sensible player throws away from `hand`, given its `keep` (keepers): the lowest of the rest, at most
 * `max`, in ascending order. The rest never share a rank (a pair is kept), so the choice is the same in any order.
 */
export function tossed(hand: readonly Card[], keep: readonly Card[], max: number): Card[] {
  const lowFirst = sortSmall(
    hand.filter((c) => !keep.includes(c)),
    (a, b) => rankOf(a) - rankOf(b),
  );
  return sortSmall(lowFirst.slice(0, max), (a, b) => a - b);
}

/** The categories worth drawing to improve; any other hand is already made and kept whole. */
const DRAWING_CATEGORIES: ReadonlySet<string> = new Set(['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'four-of-a-kind']);

// ---------------------------------------------------------------------------
// The bots

const must = <M>(move: M | undefined): M => {
  if (move === undefined) throw new Error('no legal move');
  return move;
};

/** The first of the highest-ranked cards, or undefined for none. */
function highest(cards: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  for (const c of cards) if (best === undefined || rankOf(c) > rankOf(best)) best = c;
  return best;
}

export const SENSIBLE: Bot<BpView, BpMove> = (v, legal, rng): BotChoice<BpMove> => {
  // The chosen move is taken from `legal` (a bot returns one of the legal moves, never a copy of its own making).
  const ofKind = (kind: 'fold' | 'double' | 'no-double' | 'accept'): BpMove => must(legal.find((m) => m.kind === kind));
  const layOf = (card: Card): BpMove => must(legal.find((m) => m.kind === 'lay' && m.card === card));
  const discardOf = (cards: readonly Card[]): BpMove => {
    const key = cards.join(); // both lists in ascending order
    return must(legal.find((m) => m.kind === 'discard' && m.cards.join() === key));
  };
  const first = must(legal[0]);
  const multiplier = v.multipliers[v.zone] ?? 1;
  const prize = v.prizes[v.zone] ?? 0;
  const laidCount = (v.laid[v.seat] ?? []).length;
  switch (first.kind) {
    case 'discard': {
      const keep = keepers(v.hand, v.deucesWild);
      const toss = tossed(v.hand, keep, v.maxDiscards);
      const made = describeKey(showingKey(keep.length > 0 ? keep : v.hand, v.deucesWild), v.deucesWild);
      return {
        move: discardOf(toss),
        reason:
          toss.length === 0
            ? `Keeping all five cards, which make ${made}.`
            : `Keeping ${keep.length === 0 ? 'nothing worth saving' : made} and drawing ${toss.length} new.`,
      };
    }
    case 'lay':
    case 'fold': {
      const t = readTable(v, true);
      const target = describeKey(t.target, v.deucesWild);
      if (t.needed === null) return { move: ofKind('fold'), reason: `Even all five of my cards cannot beat ${target}, so fold now.` };
      const exposed = laidCount + t.needed.length;
      const stay = t.win * prize - (1 - t.win) * exposed * multiplier;
      const leave = -laidCount * multiplier;
      if (stay < leave)
        return {
          move: ofKind('fold'),
          reason: `Beating ${target} takes ${t.needed.length} more card${t.needed.length === 1 ? '' : 's'} while my chance of winning is only ${roughPercent(t.win)}, so fold.`,
        };
      const card = must(highest(t.needed));
      const after = describeKey(t.neededKey, v.deucesWild);
      return {
        move: layOf(card),
        reason: `Laying the ${cardText(card)} on the way to ${after}, the cheapest way past ${target}.`,
      };
    }
    case 'double':
    case 'no-double': {
      const t = readTable(v, false);
      const showing = describeKey(t.mine, v.deucesWild);
      if (t.win >= 0.5)
        return { move: ofKind('double'), reason: `${capitalize(showing)} showing and ${roughPercent(t.win)} to win, so double.` };
      if (t.win >= 0.25 && rng.next() < 0.15)
        return { move: ofKind('double'), reason: `A bluff: ${showing} showing may scare the others into folding.` };
      return { move: ofKind('no-double'), reason: `My chance of winning is only ${roughPercent(t.win)}, so no double.` };
    }
    case 'accept': {
      const t = readTable(v, true);
      const nextMultiplier = v.multipliers[v.zone + 1] ?? multiplier;
      const nextPrize = v.prizes[v.zone + 1] ?? prize;
      const exposed = t.needed === null ? HAND_SIZE : Math.min(HAND_SIZE, laidCount + t.needed.length + 1);
      const stay = t.win * nextPrize - (1 - t.win) * exposed * nextMultiplier;
      const leave = -laidCount * multiplier;
      return stay >= leave
        ? {
            move: ofKind('accept'),
            reason: `My chance of winning, ${roughPercent(t.win)}, is worth the doubled stakes, so accept.`,
          }
        : {
            move: ofKind('fold'),
            reason:
              laidCount === 0
                ? 'Folding before laying a card costs nothing, and my hand is not worth the doubled stakes.'
                : `Folding now costs ${laidCount * multiplier}, less than I expect to lose at the doubled stakes.`,
          };
    }
  }
};
