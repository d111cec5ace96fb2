/**
 * Peekaboo's computer players. They see only a seat's view (their own
 * peekers, everyone's lookers, the chips) and the legal moves.
 *
 * The sensible bot:
 *   - holds: the engine's expected-strength advice (`bestStrengthHold`, the
 *     solver behind the dice explainer), which is exact for the printed
 *     2 + 3 dice; with more than three rolls it plays as if two were left,
 *     and other splits of peekers and lookers keep the lookers that match
 *     another of its dice;
 *   - betting: its chance of beating every hand still in, each opponent's
 *     peekers taken as any faces, equally likely (ruling pk-opponent-peekers),
 *     against the price of a call.
 */
import { CATEGORY_PHRASES } from '../../hands/categories.ts';
import type { Die } from '../../hands/dice.ts';
import { bestStrengthHold, LOOKERS, MAX_ROLLS_LEFT, PEEKERS } from './solver.ts';
import { roughPercent } from '../../words.ts';
import { diceCategory, diceKey } from './keys.ts';
import type { Bot, BotChoice } from '../../play/types.ts';
import type { PeekabooMove } from './state.ts';
import type { PeekabooView } from './view.ts';
import { keptWords } from './words.ts';

type Choice = BotChoice<PeekabooMove>;

const pick = (legal: readonly PeekabooMove[], kind: PeekabooMove['kind']): PeekabooMove | undefined => legal.find((m) => m.kind === kind);

function first(legal: readonly PeekabooMove[]): PeekabooMove {
  const m = legal[0];
  if (m === undefined) throw new Error('peekaboo bot: no legal move');
  return m;
}

const sameDice = (a: readonly Die[], b: readonly Die[]): boolean => a.length === b.length && a.every((d, i) => d === b[i]);

/** Lookers that match another of the player's own dice, plus whatever must stay kept: for splits the solver does not cover. */
function matchingKeep(view: PeekabooView, legal: readonly PeekabooMove[]): Choice {
  const lookers = view.lookers[view.seat] ?? [];
  const own = [...view.myPeekers, ...lookers];
  const category = diceCategory(own);
  const made = category === 'straight' || category === 'full-house' || category === 'four-of-a-kind' || category === 'five-of-a-kind';
  const want = made ? lookers : lookers.filter((d) => own.filter((x) => x === d).length >= 2);
  const keeps = legal.filter((m): m is Extract<PeekabooMove, { kind: 'keep' }> => m.kind === 'keep');
  // The legal hold closest to the wish: every wished die kept, fewest others.
  const fit = (dice: readonly Die[]): number => {
    const left = [...dice];
    let hits = 0;
    for (const d of want) {
      const i = left.indexOf(d);
      if (i >= 0) {
        hits++;
        left.splice(i, 1);
      }
    }
    return hits * 10 - left.length;
  };
  const best = keeps.reduce((a, b) => (fit(b.dice) > fit(a.dice) ? b : a), keeps[0] ?? { kind: 'keep', dice: [] });
  const reason = made
    ? `With ${CATEGORY_PHRASES[category]} made, every looker is kept.`
    : best.dice.length === 0
      ? 'Nothing matches yet, so every looker is rolled again.'
      : `Keeping ${keptWords(best.dice)} builds on the dice I already have.`;
  return { move: best, reason };
}

/** Advice and reason by (peekers, lookers, held, rolls left, rule): a few thousand positions in all. */
const keepCache = new Map<number, { readonly keep: readonly Die[]; readonly reason: string }>();

function keepChoice(view: PeekabooView, legal: readonly PeekabooMove[]): Choice {
  if (view.peekerCount !== PEEKERS || view.lookerCount !== LOOKERS) return matchingKeep(view, legal);
  const lookers = view.lookers[view.seat] ?? [];
  const held = view.keptDice === 'stay-kept' ? (view.held[view.seat] ?? []) : [];
  const rollsLeft = Math.min(MAX_ROLLS_LEFT, view.rollsLeft[view.seat] ?? 0);
  // The model keeps every list of dice high to low, so equal sets give equal codes.
  const code = (dice: readonly Die[]): number => dice.reduce((c, d) => c * 7 + d, 0);
  const id =
    (((code(view.myPeekers) * 343 + code(lookers)) * 343 + code(held)) * 3 + rollsLeft) * 2 + (view.keptDice === 'stay-kept' ? 0 : 1);
  let cached = keepCache.get(id);
  if (cached === undefined) {
    cached = adviseKeep(view, lookers, held, rollsLeft);
    keepCache.set(id, cached);
  }
  const { keep, reason } = cached;
  return { move: legal.find((m) => m.kind === 'keep' && sameDice(m.dice, keep)) ?? first(legal), reason };
}

function adviseKeep(
  view: PeekabooView,
  lookers: readonly Die[],
  held: readonly Die[],
  rollsLeft: number,
): { readonly keep: readonly Die[]; readonly reason: string } {
  const advice = bestStrengthHold(
    { peekers: view.myPeekers, lookers, held, rollsLeft },
    view.keptDice === 'stay-kept' ? 'kept-stay-kept' : 'kept-may-reroll',
  );
  const reason =
    advice.keep.length === lookers.length
      ? 'Keeping all the lookers gives the best expected hand, so the turn ends here.'
      : advice.keep.length === 0
        ? 'Rolling every looker again gives the best expected hand.'
        : `Keeping ${keptWords(advice.keep)} gives the best expected hand.`;
  return { keep: advice.keep, reason };
}

// ---------------------------------------------------------------------------
// Betting: the chance of beating one opponent whose lookers show, over every roll of their peekers.

/** For each opponent's lookers (and hidden count): every key their five dice can make, one per roll of the peekers, sorted. */
const keysByLookers = new Map<number, Int32Array>();

function opponentKeys(lookers: readonly Die[], peekers: number): Int32Array {
  // The model keeps lookers high to low, so equal sets give equal ids.
  const id = lookers.reduce((code, d) => code * 7 + d, 0) * 8 + peekers;
  let keys = keysByLookers.get(id);
  if (keys === undefined) {
    keys = new Int32Array(6 ** peekers);
    for (let code = 0; code < keys.length; code++) {
      const dice: Die[] = [...lookers];
      for (let i = 0, c = code; i < peekers; i++, c = Math.floor(c / 6)) dice.push(((c % 6) + 1) as Die);
      keys[code] = diceKey(dice);
    }
    keys.sort();
    keysByLookers.set(id, keys);
  }
  return keys;
}

/** P(my hand beats theirs) + half P(tie), their hidden dice uniform (ruling pk-opponent-peekers). */
export function chanceToBeat(myKey: number, lookers: readonly Die[], peekers: number): number {
  const keys = opponentKeys(lookers, peekers);
  let score = 0;
  for (const key of keys) score += key < myKey ? 2 : key === myKey ? 1 : 0;
  return score / (2 * keys.length);
}

/** The chance of beating every other live hand, taken as independent. */
export function chanceToWin(view: PeekabooView): number {
  const mine = diceKey([...view.myPeekers, ...(view.lookers[view.seat] ?? [])]);
  let p = 1;
  for (let seat = 0; seat < view.players; seat++)
    if (seat !== view.seat && (view.inRound[seat] ?? false) && !(view.folded[seat] ?? false))
      p *= chanceToBeat(mine, view.lookers[seat] ?? [], view.peekerCount);
  return p;
}

/** Raise with a hand that beats the field this often. */
export const RAISE_AT = 0.6;

function betChoice(view: PeekabooView, legal: readonly PeekabooMove[]): Choice {
  const p = chanceToWin(view);
  const hand = CATEGORY_PHRASES[diceCategory([...view.myPeekers, ...(view.lookers[view.seat] ?? [])])];
  const mine = view.put[view.seat] ?? 0;
  // A call short of the bet is all in, and can win from each player only as much as it matches (ruling pk-cover).
  const toCall = Math.min(view.bet - mine, view.chips[view.seat] ?? 0);
  const pot = view.put.reduce((sum, p) => sum + Math.min(p, mine + toCall), 0);
  const raise = pick(legal, 'raise');
  if (raise !== undefined && p >= RAISE_AT)
    return { move: raise, reason: `With ${hand} I should beat every hand still in ${roughPercent(p)} of the time, so I raise.` };
  const check = pick(legal, 'check');
  if (check !== undefined && p >= RAISE_AT)
    return { move: check, reason: `With ${hand} I would raise, but no raise is allowed now, so I check.` };
  if (check !== undefined)
    return { move: check, reason: `With ${hand} I beat every hand still in only ${roughPercent(p)} of the time, not enough to raise.` };
  const call = pick(legal, 'call');
  const price = toCall / (pot + toCall);
  if (call !== undefined && p >= price)
    return {
      move: call,
      reason: `Calling ${toCall} to win ${pot} needs a chance of ${roughPercent(price)}, and ${hand} wins ${roughPercent(p)} of the time.`,
    };
  return {
    move: pick(legal, 'fold') ?? first(legal),
    reason: `Calling ${toCall} to win ${pot} needs a chance of ${roughPercent(price)}, but ${hand} wins only ${roughPercent(p)} of the time.`,
  };
}

function sensible(view: PeekabooView, legal: readonly PeekabooMove[]): Choice {
  switch (view.phase) {
    case 'ante':
      return { move: first(legal), reason: 'The smallest ante keeps the round cheap while nobody has rolled yet.' };
    case 'join':
      return {
        move: pick(legal, 'join') ?? first(legal),
        reason: 'Joining costs only the ante, and the hand can still be folded after the rolls.',
      };
    case 'roll':
      return keepChoice(view, legal);
    case 'bet':
      return betChoice(view, legal);
    case 'over':
      return { move: first(legal), reason: 'The game is over.' };
  }
}

/** The sensible player (the random one is every game's own, bots/random.ts). */
export const SENSIBLE: Bot<PeekabooView, PeekabooMove> = (view, legal) => sensible(view, legal);
