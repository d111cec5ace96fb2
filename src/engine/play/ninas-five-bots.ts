/**
 * Nina's Five computer players. They see only their seat's view and the
 * legal moves. `sensible` picks the pair of cards that makes its team's best
 * hand, lays the less vital one before the peekaboo swaps, saves strong cards
 * when the trick is already won or lost, and swaps on the peekaboo odds
 * (`swapOddsFast`, the mechanic module's `peekabooSwapOdds` on table lookups).
 */
import { roughPercent } from '../words.ts';
import { NATURAL_CARDS, faceText, isJoker, rankOf, type Card } from '../cards.ts';
import { describeHand } from '../describe.ts';
import { TABLE_WILDS, evaluateHand, partsKey } from '../evaluate.ts';
import { fastEvaluator, type FastEvaluator } from '../fast.ts';
import { keyCategory, keyRanks, keyStrength } from '../key.ts';
import type { CardRuleset } from '../rulesets.ts';
import type { Bot, BotChoice } from './types.ts';
import { rulesFor } from './ninas-five-options.ts';
import { SEAT_NAMES, seatsOf, teamOf, type NfMove, type TeamIndex } from './ninas-five-state.ts';
import type { NfView, SeenCard } from './ninas-five-view.ts';

let lastRules: CardRuleset | null = null;
let lastFast: FastEvaluator | null = null;
/** Arrays of each length from 0 to 7, reused so a look-up allocates nothing. */
const BUFFERS: number[][] = Array.from({ length: 8 }, (_, n) => Array<number>(n).fill(0));

/**
 * The key of `cards` plus up to two `extra` cards (-1 for none), as ids:
 * jokers free, everything else fixed (named jokers arrive as their name).
 * The table evaluator is fetched once per rules and nothing is allocated; a
 * repeated card (a named joker copying one) goes through `partsKey`.
 */
export function quickKey(rules: CardRuleset, cards: readonly Card[], extraA = -1, extraB = -1): number {
  if (rules !== lastRules || lastFast === null) {
    lastFast = fastEvaluator(rules, TABLE_WILDS);
    lastRules = rules;
  }
  let wilds = 0;
  let n = 0;
  let lo = 0;
  let hi = 0;
  let repeated = false;
  const len = cards.length;
  const total = len + (extraA >= 0 ? 1 : 0) + (extraB >= 0 ? 1 : 0);
  for (let i = 0; i < total; i++) {
    const c = i < len ? (cards[i] as Card) : i === len && extraA >= 0 ? extraA : extraB;
    if (c >= NATURAL_CARDS) wilds++;
    else {
      if (n < 8) SCRATCH[n] = c;
      n++;
      if (c < 26) {
        if (lo & (1 << c)) repeated = true;
        lo |= 1 << c;
      } else {
        if (hi & (1 << (c - 26))) repeated = true;
        hi |= 1 << (c - 26);
      }
    }
  }
  const buffer = BUFFERS[n];
  if (repeated || buffer === undefined || n + wilds > 7 || n + wilds === 0) {
    const fixed: Card[] = [...cards, extraA, extraB].filter((c, i) => (i < cards.length || c >= 0) && !isJoker(c));
    return partsKey(rules, fixed, wilds);
  }
  for (let j = 0; j < n; j++) buffer[j] = SCRATCH[j] as number;
  return lastFast.key(buffer, wilds);
}
/** The natural cards of one quickKey call, in order. */
const SCRATCH: number[] = Array<number>(8).fill(0);

/** Short card names, built once: the reasons name a card on nearly every move. */
const SHORT: readonly string[] = Array.from({ length: NATURAL_CARDS + 2 }, (_, c) => (isJoker(c) ? 'joker' : faceText(c).short));
export const cardWord = (c: Card): string => SHORT[c] ?? '?';
const WORDS = new Map<CardRuleset, Map<number, string>>();
/** "a pair of kings, kickers A-9-7" for a key, remembered per rules (keys repeat across games). */
export function handWords(rules: CardRuleset, key: number): string {
  let byKey = WORDS.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    WORDS.set(rules, byKey);
  }
  let words = byKey.get(key);
  if (words === undefined) {
    words = describeHand(keyCategory(key, rules.categories), keyRanks(key), 'cards');
    if (byKey.size < 100_000) byKey.set(key, words);
  }
  return words;
}

function pushFaceUp(out: Card[], cards: readonly SeenCard[]): void {
  for (const c of cards) if (!('faceDown' in c)) out.push(c.as ?? c.card);
}
/** The team's face-up cards, seat by seat, as laid (a named joker as its name). */
function teamUp(v: NfView, team: TeamIndex): Card[] {
  const out: Card[] = [];
  for (const s of seatsOf(team)) pushFaceUp(out, v.laid[s] ?? []);
  return out;
}
/** How much a card is worth keeping for a later trick. */
const worth = (c: Card): number => (isJoker(c) ? 20 : rankOf(c));

export interface FastSwapOdds {
  readonly helps: number;
  readonly hurts: number;
  readonly before: -1 | 0 | 1;
}

/**
 * The peekaboo odds on the cards showing, as `peekabooSwapOdds` counts them
 * without a river: every card in `pool` equally likely as the peekaboo card;
 * helps and hurts are shares of the swapping team's verdict moving up or down.
 */
export function swapOddsFast(
  rules: CardRuleset,
  mine: readonly Card[],
  theirs: readonly Card[],
  replace: number,
  community: readonly Card[],
  pool: readonly Card[],
): FastSwapOdds {
  const my = quickKey(rules, [...mine, ...community]);
  const verdict = (k: number): -1 | 0 | 1 => (my > k ? 1 : my === k ? 0 : -1);
  const before = verdict(quickKey(rules, [...theirs, ...community]));
  const hand = [...theirs.filter((_, i) => i !== replace), ...community, 0];
  const last = hand.length - 1;
  let helps = 0;
  let hurts = 0;
  const count = (p: Card, times: number): void => {
    hand[last] = p;
    const after = verdict(quickKey(rules, hand));
    if (after > before) helps += times;
    else if (after < before) hurts += times;
  };
  if (hand.length < 5) {
    // Fewer than five cards make no flush or straight, so only the peekaboo card's rank matters: one look per rank.
    // Slot 0 for jokers, 1 + rank for the rest: the first card of each, and how many. (Sums of whole
    // counts, so the order the ranks are looked at cannot change the result.)
    const firstOf = RANK_FIRST.fill(-1);
    const times = RANK_TIMES.fill(0);
    for (const p of pool) {
      const r = isJoker(p) ? 0 : 1 + rankOf(p);
      if (firstOf[r] === -1) firstOf[r] = p;
      times[r] = (times[r] ?? 0) + 1;
    }
    for (let r = 0; r < 14; r++) if ((times[r] ?? 0) > 0) count(firstOf[r] ?? 0, times[r] ?? 0);
  } else for (const p of pool) count(p, 1);
  const n = Math.max(1, pool.length);
  return { helps: helps / n, hurts: hurts / n, before };
}

const RANK_FIRST: number[] = Array<number>(14).fill(-1);
const RANK_TIMES: number[] = Array<number>(14).fill(0);

/** Cards the seat cannot see: any of them may be a peekaboo card. */
export function unseenCards(v: NfView): Card[] {
  const seen = new Uint8Array(NATURAL_CARDS + 2);
  for (const c of v.hand) seen[c] = 1;
  for (const c of v.community) seen[c] = 1;
  for (const c of v.seen) seen[c] = 1;
  for (const cards of v.laid) for (const c of cards) if (!('faceDown' in c)) seen[c.card] = 1;
  const out: Card[] = [];
  for (let c = 0; c < NATURAL_CARDS + v.jokers; c++) if (seen[c] === 0) out.push(c);
  return out;
}

function sensiblePeekaboo(v: NfView, legal: readonly NfMove[]): BotChoice<NfMove> {
  const rules = rulesFor(v.wildCopy);
  const us = teamOf(v.seat);
  const them: TeamIndex = us === 0 ? 1 : 0;
  const mine = teamUp(v, us);
  const pool = unseenCards(v);
  const pass = legal.find((m) => m.kind === 'peekaboo' && m.replace === 'pass') ?? legal[0];
  if (pass === undefined) throw new Error('no legal move');
  if (quickKey(rules, [...mine, ...v.community]) > quickKey(rules, [...teamUp(v, them), ...v.community]))
    return { move: pass, reason: 'No swap: our cards showing already beat theirs, so a face-down card could only hurt.' };
  let best: { move: NfMove; seat: number; odds: FastSwapOdds } | null = null;
  for (const m of legal) {
    if (m.kind !== 'peekaboo' || m.replace === 'pass') continue;
    const seat = m.replace;
    const theirs = seatsOf(them).map((s) => v.laid[s]?.[0]);
    const cards = theirs.map((c) => (c === undefined || 'faceDown' in c ? null : (c.as ?? c.card)));
    if (cards.some((c) => c === null)) continue;
    const odds = swapOddsFast(rules, mine, cards as Card[], seatsOf(them).indexOf(seat), v.community, pool);
    if (best === null || odds.helps - odds.hurts > best.odds.helps - best.odds.hurts) best = { move: m, seat, odds };
  }
  if (best === null) return { move: pass, reason: 'No swap is open to us.' };
  const { helps, hurts } = best.odds;
  if (helps - hurts < 0.1)
    return { move: pass, reason: `No swap: the best one would help ${roughPercent(helps)} of the time and hurt ${roughPercent(hurts)}.` };
  const target = v.laid[best.seat]?.[0];
  const card = target === undefined || 'faceDown' in target ? null : (target.as ?? target.card);
  const name = `${SEAT_NAMES[best.seat] ?? '?'}'s ${card === null ? 'card' : cardWord(card)}`;
  const theirsAll = teamUp(v, them);
  const withIt = quickKey(rules, [...theirsAll, ...v.community]);
  const without = quickKey(rules, [...theirsAll.filter((c) => c !== card), ...v.community]);
  if (keyStrength(without) < keyStrength(withIt))
    return {
      move: best.move,
      reason: `Swapping out ${name} breaks their ${handWords(rules, withIt).replace(/^an? /u, '').split(',')[0] ?? 'hand'}.`,
    };
  return { move: best.move, reason: `Swapping out ${name} helps ${roughPercent(helps)} of the time and hurts ${roughPercent(hurts)}.` };
}

/** The legal move laying `card`, naming a joker as the best card for `others` (the team's other cards). */
function layCard(rules: CardRuleset, legal: readonly NfMove[], card: Card, others: readonly Card[]): NfMove {
  const options = legal.filter((m) => m.kind === 'lay' && m.card === card);
  if (options.length <= 1) {
    const only = options[0];
    if (only === undefined) throw new Error('no legal move for the card');
    return only;
  }
  // A free joker already takes its best value; when that value is a legal name, it is the best name.
  const free = evaluateHand(rules, [...others.map((c) => ({ card: c })), { card }]).wilds.find((w) => w.source === others.length);
  const direct = free === undefined ? undefined : options.find((m) => m.kind === 'lay' && m.as === free.as);
  if (direct !== undefined) return direct;
  let best = options[0] as NfMove;
  let bestKey = -1;
  for (const m of options) {
    if (m.kind !== 'lay' || m.as === undefined) continue;
    const k = quickKey(rules, others, m.as);
    if (k > bestKey) [best, bestKey] = [m, k];
  }
  return best;
}

const named = (m: NfMove): string =>
  m.kind === 'lay' && m.as !== undefined ? `joker as the ${cardWord(m.as)}` : m.kind === 'lay' ? cardWord(m.card) : '';

function sensibleLay(v: NfView, legal: readonly NfMove[]): BotChoice<NfMove> {
  const rules = rulesFor(v.wildCopy);
  const us = teamOf(v.seat);
  const mine = [...teamUp(v, us), ...v.community];
  const hand = v.hand;
  const layingFirst = v.step === 'first-plays' && hand.length >= 2;
  if (layingFirst) {
    let best: { x: Card; y: Card; key: number; cost: number } | null = null;
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++) {
        const x = hand[i] as Card;
        const y = hand[j] as Card;
        const key = quickKey(rules, mine, x, y);
        const cost = worth(x) + worth(y);
        if (best === null || key > best.key || (key === best.key && cost < best.cost)) best = { x, y, key, cost };
      }
    if (best === null) throw new Error('no pair');
    // Lay first the card whose loss to a peekaboo swap would hurt less.
    const keepY = quickKey(rules, mine, best.y) >= quickKey(rules, mine, best.x);
    const [now, later] = keepY ? [best.x, best.y] : [best.y, best.x];
    const move = layCard(rules, legal, now, [...mine, later]);
    return {
      move,
      reason: `Laying the ${named(move)} now and the ${cardWord(later)} after the swaps aims at ${handWords(rules, best.key)}.`,
    };
  }
  const them: TeamIndex = us === 0 ? 1 : 0;
  const last = v.seat === v.dealer;
  // A joker is valued as a free wild here and named only once chosen.
  const options = hand.map((c) => ({ c, key: quickKey(rules, mine, c) }));
  const lay = (c: Card): NfMove => layCard(rules, legal, c, mine);
  const cheapest = (xs: typeof options): Card | undefined => [...xs].sort((a, b) => worth(a.c) - worth(b.c))[0]?.c;
  if (last && v.step === 'second-plays') {
    // Everyone else has laid: take the trick as cheaply as possible, or save good cards for later tricks.
    const theirs = quickKey(rules, [...teamUp(v, them), ...v.community]);
    const win = cheapest(options.filter((o) => o.key > theirs));
    if (win !== undefined) {
      const move = lay(win);
      return { move, reason: `The ${named(move)} is the cheapest card that beats their cards showing.` };
    }
    const tie = cheapest(options.filter((o) => o.key === theirs));
    if (tie !== undefined) {
      const move = lay(tie);
      return { move, reason: `The ${named(move)} is the cheapest card that draws level with their cards showing.` };
    }
    const dump = cheapest(options);
    if (dump !== undefined) {
      const move = lay(dump);
      return { move, reason: `No card beats their cards showing, so the ${named(move)} goes and better cards wait for later tricks.` };
    }
  }
  const best = [...options].sort((a, b) => b.key - a.key || worth(a.c) - worth(b.c))[0];
  if (best === undefined) throw new Error('no legal move');
  const move = lay(best.c);
  return { move, reason: `The ${named(move)} gives our team ${handWords(rules, best.key)}.` };
}

export const sensible: Bot<NfView, NfMove> = (v, legal) => {
  const first = legal[0];
  if (first === undefined) throw new Error('no legal move');
  return first.kind === 'peekaboo' ? sensiblePeekaboo(v, legal) : sensibleLay(v, legal);
};

/** Any legal move: a random card (then a random name for a joker), or a random peekaboo choice. */
export const random: Bot<NfView, NfMove> = (_v, legal, rng) => {
  const cards = [...new Set(legal.map((m) => (m.kind === 'lay' ? m.card : -1)))];
  const card = rng.pick(cards);
  const move = rng.pick(legal.filter((m) => (m.kind === 'lay' ? m.card : -1) === card));
  return { move, reason: 'Picked at random from the legal moves.' };
};
