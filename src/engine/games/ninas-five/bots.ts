/**
 * Nina's Five computer players. They see only their seat's view and the
 * legal moves. `SENSIBLE` picks the pair of cards that makes its team's best
 * hand, lays the less vital one before the peekaboo swaps, saves strong cards
 * when the trick is already won or lost, and swaps on the peekaboo odds
 * (`swapOddsFast`, the mechanic module's `peekabooSwapOdds` on table lookups).
 * The random player is the generic one every game shares (bots/random.ts).
 */
import { roughPercent } from '../../words.ts';
import { NATURAL_CARDS, isJoker, rankOf, type Card } from '../../hands/cards.ts';
import { evaluateHand } from '../../hands/evaluate.ts';
import { keyStrength } from '../../hands/key.ts';
import type { CardRuleset } from '../../hands/rulesets.ts';
import type { Bot, BotChoice } from '../../play/types.ts';
import { rulesFor } from './options.ts';
import { quickKey } from './keys.ts';
import { seatsOf, teamOf, type TeamIndex } from './rules.ts';
import { SEAT_NAMES, type NfMove } from './state.ts';
import type { NfView, SeenCard } from './view.ts';
import { cardWord, handWords } from './words.ts';

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
  return swapOddsFrom(rules, my, quickKey(rules, [...theirs, ...community]), theirs, replace, community, pool);
}

/** swapOddsFast with both teams' keys before the swap already known (`my`, `their`): the bot has them at hand. */
function swapOddsFrom(
  rules: CardRuleset,
  my: number,
  their: number,
  theirs: readonly Card[],
  replace: number,
  community: readonly Card[],
  pool: readonly Card[],
): FastSwapOdds {
  const verdict = (k: number): -1 | 0 | 1 => (my > k ? 1 : my === k ? 0 : -1);
  const before = verdict(their);
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
function unseenCards(v: NfView): Card[] {
  const seen = new Uint8Array(NATURAL_CARDS + 2);
  for (const c of v.hand) seen[c] = 1;
  for (const c of v.community) seen[c] = 1;
  for (const c of v.seen) seen[c] = 1;
  for (const cards of v.laid) for (const c of cards) if (!('faceDown' in c)) seen[c.card] = 1;
  const out: Card[] = [];
  for (let c = 0; c < NATURAL_CARDS + v.jokers; c++) if (seen[c] === 0) out.push(c);
  return out;
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);

function sensiblePeekaboo(v: NfView, legal: readonly NfMove[]): BotChoice<NfMove> {
  const rules = rulesFor(v.wildCopy);
  const us = teamOf(v.seat);
  const them: TeamIndex = us === 0 ? 1 : 0;
  const pass = legal.find((m) => m.kind === 'peekaboo' && m.replace === 'pass') ?? legal[0];
  if (pass === undefined) throw new Error('no legal move');
  // Each team's key on its cards showing, worked out once for the whole decision.
  const theirsAll = teamUp(v, them);
  const my = quickKey(rules, [...teamUp(v, us), ...v.community]);
  const their = quickKey(rules, [...theirsAll, ...v.community]);
  if (my > their) return { move: pass, reason: 'No swap: our cards showing already beat theirs, so a face-down card could only hurt.' };
  // The opposing seats' first cards, the ones a swap may replace (none while one lies face down).
  const firsts = seatsOf(them).map((s) => v.laid[s]?.[0]);
  const cards = firsts.map((c) => (c === undefined || 'faceDown' in c ? null : (c.as ?? c.card)));
  const open = cards.every((c) => c !== null) ? cards : null;
  // Their first cards are usually all they show, so their key is the one already known.
  const before = open === null ? their : sameCards(open, theirsAll) ? their : quickKey(rules, [...open, ...v.community]);
  const pool = open === null ? [] : unseenCards(v);
  let best: { move: NfMove; seat: number; odds: FastSwapOdds } | null = null;
  for (const m of legal) {
    if (open === null || m.kind !== 'peekaboo' || m.replace === 'pass') continue;
    const seat = m.replace;
    const odds = swapOddsFrom(rules, my, before, open, seatsOf(them).indexOf(seat), v.community, pool);
    if (best === null || odds.helps - odds.hurts > best.odds.helps - best.odds.hurts) best = { move: m, seat, odds };
  }
  if (best === null) return { move: pass, reason: 'No swap is open to us.' };
  const { helps, hurts } = best.odds;
  if (helps - hurts < 0.1)
    return { move: pass, reason: `No swap: the best one would help ${roughPercent(helps)} of the time and hurt ${roughPercent(hurts)}.` };
  const target = v.laid[best.seat]?.[0];
  const card = target === undefined || 'faceDown' in target ? null : (target.as ?? target.card);
  const name = `${SEAT_NAMES[best.seat] ?? '?'}'s ${card === null ? 'card' : cardWord(card)}`;
  const without = quickKey(rules, [...theirsAll.filter((c) => c !== card), ...v.community]);
  if (keyStrength(without) < keyStrength(their))
    return {
      move: best.move,
      reason: `Swapping out ${name} breaks their ${handWords(rules, their).replace(/^an? /u, '').split(',')[0] ?? 'hand'}.`,
    };
  return { move: best.move, reason: `Swapping out ${name} helps ${roughPercent(helps)} of the time and hurts ${roughPercent(hurts)}.` };
}

/** The legal move laying `card`, naming a joker as the best card for `others` (the team's other cards). */
function layCard(rules: CardRuleset, legal: readonly NfMove[], card: Card, others: readonly Card[]): NfMove {
  let only: NfMove | undefined;
  let options = 0;
  for (const m of legal)
    if (m.kind === 'lay' && m.card === card) {
      only ??= m;
      options++;
    }
  if (only === undefined) throw new Error('no legal move for the card');
  // Only a joker has more than one move: one per name it may take.
  if (options === 1) return only;
  const isOption = (m: NfMove): m is NfMove & { readonly kind: 'lay'; readonly as: Card } =>
    m.kind === 'lay' && m.card === card && m.as !== undefined;
  // A free joker already takes its best value; when that value is a legal name, it is the best name.
  const free = evaluateHand(rules, [...others.map((c) => ({ card: c })), { card }]).wilds.find((w) => w.source === others.length);
  const direct = free === undefined ? undefined : legal.find((m) => isOption(m) && m.as === free.as);
  if (direct !== undefined) return direct;
  let best = only;
  let bestKey = -1;
  for (const m of legal) {
    if (!isOption(m)) continue;
    const k = quickKey(rules, others, m.as);
    if (k > bestKey) [best, bestKey] = [m, k];
  }
  return best;
}

const named = (m: NfMove): string =>
  m.kind === 'lay' && m.as !== undefined ? `joker as the ${cardWord(m.as)}` : m.kind === 'lay' ? cardWord(m.card) : '';

/** Laying the first of two cards: the pair that makes the team's best hand, cheapest on a tie. */
function layFirst(rules: CardRuleset, legal: readonly NfMove[], mine: readonly Card[], hand: readonly Card[]): BotChoice<NfMove> {
  let x = -1;
  let y = -1;
  let bestKey = -1;
  let bestCost = 0;
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++) {
      const a = hand[i] as Card;
      const b = hand[j] as Card;
      const key = quickKey(rules, mine, a, b);
      const cost = worth(a) + worth(b);
      if (x < 0 || key > bestKey || (key === bestKey && cost < bestCost)) [x, y, bestKey, bestCost] = [a, b, key, cost];
    }
  if (x < 0) throw new Error('no pair');
  // Lay first the card whose loss to a peekaboo swap would hurt less.
  const keepY = quickKey(rules, mine, y) >= quickKey(rules, mine, x);
  const [now, later] = keepY ? [x, y] : [y, x];
  const move = layCard(rules, legal, now, [...mine, later]);
  return {
    move,
    reason: `Laying the ${named(move)} now and the ${cardWord(later)} after the swaps aims at ${handWords(rules, bestKey)}.`,
  };
}

/**
 * The first of the cards in `hand` with the least worth among those whose key passes `keep`
 * (a stable sort's first), or undefined when none does.
 */
function cheapest(hand: readonly Card[], keys: readonly number[], keep: (key: number) => boolean): Card | undefined {
  let out: Card | undefined;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    if (keep(keys[i] as number) && (out === undefined || worth(c) < worth(out))) out = c;
  }
  return out;
}

function sensibleLay(v: NfView, legal: readonly NfMove[]): BotChoice<NfMove> {
  const rules = rulesFor(v.wildCopy);
  const us = teamOf(v.seat);
  const mine = [...teamUp(v, us), ...v.community];
  const hand = v.hand;
  if (v.step === 'first-plays' && hand.length >= 2) return layFirst(rules, legal, mine, hand);
  const them: TeamIndex = us === 0 ? 1 : 0;
  const last = v.seat === v.dealer;
  // A joker is valued as a free wild here and named only once chosen.
  const keys = hand.map((c) => quickKey(rules, mine, c));
  const lay = (c: Card): NfMove => layCard(rules, legal, c, mine);
  if (last && v.step === 'second-plays') {
    // Everyone else has laid: take the trick as cheaply as possible, or save good cards for later tricks.
    const theirs = quickKey(rules, [...teamUp(v, them), ...v.community]);
    const win = cheapest(hand, keys, (k) => k > theirs);
    if (win !== undefined) {
      const move = lay(win);
      return { move, reason: `The ${named(move)} is the cheapest card that beats their cards showing.` };
    }
    const tie = cheapest(hand, keys, (k) => k === theirs);
    if (tie !== undefined) {
      const move = lay(tie);
      return { move, reason: `The ${named(move)} is the cheapest card that draws level with their cards showing.` };
    }
    const dump = cheapest(hand, keys, () => true);
    if (dump !== undefined) {
      const move = lay(dump);
      return { move, reason: `No card beats their cards showing, so the ${named(move)} goes and better cards wait for later tricks.` };
    }
  }
  // The card giving the best key, the cheapest on a tie (the first of those, as a stable sort would).
  let best = 0;
  for (let i = 1; i < hand.length; i++) {
    const [k, b] = [keys[i] as number, keys[best] as number];
    if (k > b || (k === b && worth(hand[i] as Card) < worth(hand[best] as Card))) best = i;
  }
  const card = hand[best];
  if (card === undefined) throw new Error('no legal move');
  const move = lay(card);
  return { move, reason: `The ${named(move)} gives our team ${handWords(rules, keys[best] ?? 0)}.` };
}

export const SENSIBLE: Bot<NfView, NfMove> = (v, legal) => {
  const first = legal[0];
  if (first === undefined) throw new Error('no legal move');
  return first.kind === 'peekaboo' ? sensiblePeekaboo(v, legal) : sensibleLay(v, legal);
};

/**
 * The expert's moves worth searching (search/ismcts.ts): each natural card, and each joker under the name the
 * sensible player would give it. A joker may be named as any card, so a hand with two of them has a hundred legal
 * moves that differ mostly in names that make the same hand; searched whole, the deals were spread so thin that the
 * search could not tell a joker from a two (tests/engine/bots/blunders-ninas-five.test.ts).
 */
export function layCandidates(v: NfView, legal: readonly NfMove[]): NfMove[] {
  if (legal[0]?.kind !== 'lay') return [...legal];
  const rules = rulesFor(v.wildCopy);
  const mine = [...teamUp(v, teamOf(v.seat)), ...v.community];
  const out: NfMove[] = [];
  const jokers: Card[] = [];
  for (const m of legal)
    if (m.kind === 'lay') {
      if (m.as === undefined) out.push(m);
      else if (!jokers.includes(m.card)) jokers.push(m.card);
    }
  for (const joker of jokers) out.push(layCard(rules, legal, joker, mine));
  return out;
}
