/**
 * Computer players for Nuclear Annihilation Hold'em. They see only their
 * view and the legal moves.
 *
 * The sensible bot plays its side: kings, and jacks whose home is gone, want
 * a launch; queens and jacks whose home stands want a disarmament with no
 * Communist at the table; jokers want any disarmament, or the board to run
 * out. It guesses the others' roles from the role cards it cannot see (of 4
 * kings, 4 queens, 4 jacks and the table's jokers) and from its own background
 * checks (roleCardsLeft), works out the chance a vote passes, and calls one
 * only when that chance is good.
 */
import { roughPercent } from '../../words.ts';
import { isJoker, rankOf, type Card } from '../../hands/cards.ts';
import { passesWith, type Role, type VoteKind } from './mechanics.ts';
import { handValue, isRoleCard, roleOf, type NhMove } from './state.ts';
import type { NhView } from './view.ts';
import type { Bot, BotChoice } from '../../play/types.ts';
import type { Rng } from '../../play/random.ts';
import { US_STATES } from './us-states.ts';

type Side = 'launch' | 'disarm' | 'communist';
const DISCARD_REASON: { readonly [S in Side]: (card: string) => string } = {
  launch: (card) => `Throwing away the ${card} improves my hand, and a lost state may turn a moderate towards a launch.`,
  disarm: (card) => `The ${card} is too weak to keep, even at the cost of a state.`,
  communist: (card) => `Throwing away the ${card} costs a state, and every state lost brings a Communist win closer.`,
};
const STATE_NAMES = new Map<string, string>(US_STATES.map((s) => [s.postal, s.name]));
const stateName = (postal: string): string => STATE_NAMES.get(postal) ?? postal;
const KING = 11;
const QUEEN = 10;

/** What this seat wants now: a jack follows its home state. */
export function sideOf(role: Role, homeStands: boolean): Side {
  switch (role) {
    case 'king':
      return 'launch';
    case 'queen':
      return 'disarm';
    case 'jack':
      return homeStands ? 'disarm' : 'launch';
    case 'joker':
      return 'communist';
  }
}

const mySide = (v: NhView): Side => sideOf(v.role ?? 'queen', v.home !== null && v.statesLeft.includes(v.home));

/** My latest background check on a seat, unless it has been persuaded since (its role may have changed). */
function knownRole(v: NhView, seat: number): { role: Role; home: string } | null {
  const check = v.checks.findLast((c) => c.target === seat);
  if (check === undefined) return null;
  for (let i = check.at; i < v.actions.length; i++) {
    const a = v.actions[i];
    if (a?.action === 'persuade' && a.target === seat) return null;
  }
  return check;
}

interface Belief {
  readonly pFor: { readonly [K in VoteKind]: number };
  readonly pJoker: number;
}

/** Role cards counted by the role they give. */
export type RoleCounts = { readonly [R in Role]: number };

/** The cards I can see that nobody holds as a role card: my role card, hand, the board, the deck (in my Intel swap), the card I am being persuaded with, and the hands shown at this round's showdown. */
function seenCards(v: NhView): Set<Card> {
  const seen = new Set<Card>(v.hand);
  if (v.roleCard !== null) seen.add(v.roleCard);
  if (v.given !== null) seen.add(v.given);
  for (const c of v.board) seen.add(c);
  for (const c of v.deck ?? []) seen.add(c);
  // A seat that made a Persuade after showing its hand may have given one of those cards away as a role card.
  const persuaders = new Set<number>();
  for (let i = v.actions.length - 1; i >= 0; i--) {
    const a = v.actions[i];
    if (a === undefined || a.round !== v.round) break;
    if (a.action === 'persuade') persuaders.add(a.seat);
  }
  v.revealed.forEach((hand, seat) => {
    if (hand !== null && !persuaders.has(seat)) for (const c of hand) seen.add(c);
  });
  return seen;
}

/**
 * The role cards that may be another seat's, by role, from what this seat may
 * see. Every seat drew its role card from the pack's role cards in an order
 * nobody saw: the twelve face cards (all twelve, whatever the number of seats,
 * as the draw goes on until each seat has one) and the table's jokers, which
 * are `v.jokers` (0, 1 or 2; assuming two gave the bots Communists that cannot
 * exist). So an unknown seat's card is any of them this seat cannot place
 * elsewhere: not my own role card (a Communist counts only the other jokers,
 * once), not a card I can see (role cards held as roles are out of the
 * round's pack), and one fewer of each role my background checks found. Each
 * count stops at 0: a seat checked as a king may have drawn a joker since, and
 * its king may then be in sight.
 */
export function roleCardsLeft(v: NhView): RoleCounts {
  const count: Record<Role, number> = { king: 4, queen: 4, jack: 4, joker: v.jokers };
  for (const card of seenCards(v)) if (isRoleCard(card)) count[roleOf(card)]--;
  for (let seat = 0; seat < v.players; seat++) {
    const known = seat === v.seat ? null : knownRole(v, seat);
    if (known !== null) count[known.role]--;
  }
  return { king: Math.max(0, count.king), queen: Math.max(0, count.queen), jack: Math.max(0, count.jack), joker: Math.max(0, count.joker) };
}

/** How a seat is likely to vote, from its known role or the mix of role cards it may hold (`left`, from roleCardsLeft). */
function belief(v: NhView, seat: number, left: RoleCounts): Belief {
  const standShare = v.statesStart === 0 ? 0 : v.statesLeft.length / v.statesStart;
  const known = knownRole(v, seat);
  const of = (role: Role, stands: number): Belief => {
    switch (role) {
      case 'king':
        return { pFor: { launch: 1, disarm: 0 }, pJoker: 0 };
      case 'queen':
        return { pFor: { launch: 0, disarm: 1 }, pJoker: 0 };
      case 'jack':
        return { pFor: { launch: 1 - stands, disarm: stands }, pJoker: 0 };
      case 'joker':
        return { pFor: { launch: 0, disarm: 1 }, pJoker: 1 };
    }
  };
  if (known !== null) return of(known.role, known.role === 'jack' ? (v.statesLeft.includes(known.home) ? 1 : 0) : 1);
  const total = left.king + left.queen + left.jack + left.joker;
  // total is 0 only when stale checks account for every unseen card: the seat is then taken to vote for neither.
  const p = (r: Role): number => (total === 0 ? 0 : left[r] / total);
  return {
    pFor: {
      launch: p('king') + p('jack') * (1 - standShare),
      disarm: p('queen') + p('joker') + p('jack') * standShare,
    },
    pJoker: p('joker'),
  };
}

/** Every other seat's belief, in seat order: worked out once per decision, which may ask several questions of them. */
function beliefs(v: NhView): Belief[] {
  const out: Belief[] = [];
  const left = roleCardsLeft(v);
  for (let seat = 0; seat < v.players; seat++) if (seat !== v.seat) out.push(belief(v, seat, left));
  return out;
}

/** The chance a vote passes if I vote `mine`, taking the others (their `beliefs`) as independent. */
function passChance(v: NhView, them: readonly Belief[], kind: VoteKind, mine: boolean): number {
  // dist[k]: the chance that k of the seats so far vote for.
  let dist = [1];
  for (const b of them) {
    const p = b.pFor[kind];
    const next = [0];
    for (let k = 0; k < dist.length; k++) {
      const q = dist[k] ?? 0;
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = q * p;
    }
    dist = next;
  }
  let chance = 0;
  for (let k = 0; k < dist.length; k++) {
    const votesFor = k + (mine ? 1 : 0);
    if (passesWith(kind, votesFor, v.players - votesFor, v)) chance += dist[k] ?? 0;
  }
  return chance;
}

/** The chance nobody else at the table is a Communist. */
function noJokerChance(them: readonly Belief[]): number {
  let p = 1;
  for (const b of them) p *= 1 - b.pJoker;
  return p;
}

function knowsJoker(v: NhView): boolean {
  for (let seat = 0; seat < v.players; seat++) if (knownRole(v, seat)?.role === 'joker') return true;
  return false;
}

/** Whether I vote for a proposal. */
function wantsVote(v: NhView, kind: VoteKind): boolean {
  switch (mySide(v)) {
    case 'launch':
      return kind === 'launch';
    case 'disarm':
      // A disarmament with a Communist at the table is a loss, so a dove wants the odds against one first.
      return kind === 'disarm' && !knowsJoker(v) && noJokerChance(beliefs(v)) >= 0.5;
    case 'communist':
      return kind === 'disarm';
  }
}

const pick = <M>(move: M | undefined, fallback: readonly M[], reason: string): BotChoice<M> => {
  const m = move ?? fallback[0];
  if (m === undefined) throw new Error('a bot was asked to move with no legal move');
  return { move: m, reason };
};

const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace'] as const;
const rankName = (c: Card): string => (isJoker(c) ? 'joker' : (RANK_NAMES[rankOf(c)] ?? '?'));

/** The homes of the seats my checks show are jacks, in seat order. */
function knownJackHomes(v: NhView): string[] {
  const homes: string[] = [];
  if (v.checks.length === 0) return homes;
  for (let seat = 0; seat < v.players; seat++) {
    const k = knownRole(v, seat);
    if (k?.role === 'jack') homes.push(k.home);
  }
  return homes;
}

/** The state to cross off: my side's choice among the legal ones. */
function chooseCross(v: NhView, legal: readonly NhMove[], rng: Rng): BotChoice<NhMove> {
  const states = v.statesLeft; // the legal crosses are exactly the states left
  const jackHomes = knownJackHomes(v);
  if (mySide(v) === 'launch') {
    const target = states.find((s) => jackHomes.includes(s) && s !== v.home);
    if (target !== undefined)
      return pick(
        { kind: 'cross', state: target },
        legal,
        `Crossing off ${stateName(target)}, a moderate's home, should turn that jack towards a launch.`,
      );
  }
  // A few random tries find a state that is neither my home nor a known home (almost every state is).
  let choice = rng.pick(states);
  for (let tries = 0; tries < 8 && (choice === v.home || jackHomes.includes(choice)); tries++) choice = rng.pick(states);
  const known = choice === v.home || jackHomes.includes(choice);
  return pick(
    { kind: 'cross', state: choice },
    legal,
    known
      ? `${stateName(choice)} has to go: hardly any other state is left.`
      : `${stateName(choice)} is neither my home nor a home I know of.`,
  );
}

/** The first of the lowest-ranked cards. */
function lowest(cards: readonly Card[]): Card | undefined {
  let low = cards[0];
  for (const c of cards) if (low !== undefined && rankOf(c) < rankOf(low)) low = c;
  return low;
}

function chooseDiscard(v: NhView, legal: readonly NhMove[]): BotChoice<NhMove> {
  const forced = legal.length === 1 ? legal[0] : undefined;
  if (forced?.kind === 'discard') return pick(forced, legal, 'A Communist must throw away the other joker while a discard is left.');
  const hand = v.hand.filter((c) => !isJoker(c));
  const paired = hand.length === 2 && rankOf(hand[0] ?? 0) === rankOf(hand[1] ?? 1);
  const side = mySide(v);
  // Jokers burn states freely, hawks trade weak cards, doves keep the board full.
  const below = side === 'communist' ? 8 : side === 'launch' ? 6 : 3;
  // Only a card of this round's deal may go (ruling nh-discard-dealt-cards): the legal discards name them.
  const low = lowest(legal.flatMap((m) => (m.kind === 'discard' && !isJoker(m.card) ? [m.card] : [])));
  if (!paired && low !== undefined && rankOf(low) < below)
    return pick({ kind: 'discard', card: low }, legal, DISCARD_REASON[side](rankName(low)));
  return pick({ kind: 'keep' }, legal, paired ? 'A pair is worth keeping.' : 'My cards are good enough, and every discard costs a state.');
}

function chooseShowdown(v: NhView, legal: readonly NhMove[]): BotChoice<NhMove> {
  if (legal.length === 1) return pick(legal[0], legal, 'I hold the other joker with no discard left, so I must sit this round out.');
  const mine = handValue(v.hand, v.board);
  const best = Math.max(0, ...v.revealed.map((h) => (h === null ? 0 : handValue(h, v.board))));
  if (mine >= best) return pick({ kind: 'reveal' }, legal, 'My hand beats or ties every hand shown so far, so I show it to win an action.');
  return pick({ kind: 'fold' }, legal, 'A better hand is already showing, so I fold and keep my cards secret.');
}

/** The non-winners I might act on, with what I know of them. */
function others(legal: readonly NhMove[], kind: 'check' | 'persuade'): number[] {
  const seats: number[] = [];
  for (const m of legal) if (m.kind === kind) seats.push(m.target);
  return seats;
}

/**
 * One of equally good targets, drawn from the bot's own stream, so a game
 * still replays from its seed. Taking the first in seat order made every bot
 * check and persuade the lowest seat it could, game after game: over 10,000
 * five-seat games at seed 2026, Player 1 won 24.5% and Player 5 42.9%.
 */
const anyOf = (seats: readonly number[], rng: Rng): number | undefined => (seats.length === 0 ? undefined : rng.pick(seats));

/** A card I could give to bring a player over to my side. */
function convertCard(v: NhView): Card | undefined {
  const want = mySide(v) === 'launch' ? KING : QUEEN;
  return [...v.hand, ...v.board].find((c) => !isJoker(c) && rankOf(c) === want);
}

function chooseAction(v: NhView, legal: readonly NhMove[], rng: Rng): BotChoice<NhMove> {
  const side = mySide(v);
  const card = convertCard(v);
  // Seats my checks show are against me, and seats I know nothing of (which may already be on my side).
  const against: number[] = [];
  const unknown: number[] = [];
  for (const t of others(legal, 'persuade')) {
    const k = knownRole(v, t);
    if (k === null) unknown.push(t);
    else if (sideOf(k.role, v.statesLeft.includes(k.home)) !== side) against.push(t);
  }
  const check = (): number | undefined =>
    anyOf(
      others(legal, 'check').filter((t) => knownRole(v, t) === null),
      rng,
    );
  const them = beliefs(v);
  const launch = passChance(v, them, 'launch', true);
  const disarm = passChance(v, them, 'disarm', true);
  switch (side) {
    case 'launch': {
      if (launch >= 0.5)
        return pick(
          { kind: 'propose', vote: 'launch' },
          legal,
          `A launch should pass ${roughPercent(launch)} of the time, so I call the vote.`,
        );
      // A seat known to be against me first: one I know nothing of may be on my side already.
      const persuade = card === undefined ? undefined : anyOf(against.length > 0 ? against : unknown, rng);
      if (persuade !== undefined)
        return pick(
          { kind: 'persuade', target: persuade },
          legal,
          'Giving a king to a player not yet on my side adds a vote for the launch.',
        );
      const target = check();
      if (target !== undefined)
        return pick({ kind: 'check', target }, legal, 'Knowing who the moderates are tells me whose home to target.');
      return pick({ kind: 'nuke' }, legal, 'Losing more states turns the moderates towards a launch.');
    }
    case 'disarm': {
      const safe = disarm * (knowsJoker(v) ? 0 : noJokerChance(them));
      if (safe >= 0.4)
        return pick(
          { kind: 'propose', vote: 'disarm' },
          legal,
          `A safe disarmament looks likely enough (${roughPercent(safe)}), so I call the vote.`,
        );
      const persuade = card === undefined ? undefined : anyOf(against, rng);
      if (persuade !== undefined)
        return pick(
          { kind: 'persuade', target: persuade },
          legal,
          'Giving a queen to a player I know is against me turns them into a dove.',
        );
      const target = check();
      if (target !== undefined)
        return pick({ kind: 'check', target }, legal, 'Before any disarmament I need to know there is no Communist at the table.');
      const intel = legal.find((m) => m.kind === 'intel');
      return pick(
        intel ?? { kind: 'propose', vote: 'disarm' },
        legal,
        'Intel costs no states, and a look at the deck shows which roles are not in play.',
      );
    }
    case 'communist':
      if (disarm >= 0.4)
        return pick(
          { kind: 'propose', vote: 'disarm' },
          legal,
          `A disarmament should pass ${roughPercent(disarm)} of the time, and any disarmament wins for a Communist.`,
        );
      return pick({ kind: 'nuke' }, legal, 'Every state lost brings the Communists closer to winning with no launch.');
  }
}

function chooseSwap(_v: NhView, legal: readonly NhMove[]): BotChoice<NhMove> {
  const swaps = legal.flatMap((m) => (m.kind === 'swap' && !isJoker(m.take) ? [m] : []));
  const best = swaps.reduce<(NhMove & { kind: 'swap' }) | undefined>(
    (b, m) => (b === undefined || rankOf(m.take) - rankOf(m.give) > rankOf(b.take) - rankOf(b.give) ? m : b),
    undefined,
  );
  return pick(best, legal, 'I trade my weakest card for the strongest card in the deck.');
}

function chooseGive(v: NhView, legal: readonly NhMove[]): BotChoice<NhMove> {
  const card = convertCard(v);
  if (card !== undefined)
    return pick({ kind: 'give', card }, legal, `The ${rankName(card)} becomes their role card and brings them over to my side.`);
  const plain = legal.filter((m) => m.kind === 'give' && !isRoleCard(m.card));
  return pick(plain[0], legal, 'With no useful role card to pass, I give a plain card that changes nothing.');
}

function chooseReplace(_v: NhView, legal: readonly NhMove[]): BotChoice<NhMove> {
  const worst = [...legal].sort((a, b) => (a.kind === 'replace' && b.kind === 'replace' ? rankOf(a.card) - rankOf(b.card) : 0))[0];
  return pick(worst, legal, 'The new card replaces my weakest hole card.');
}

export const sensibleBot: Bot<NhView, NhMove> = (v, legal, rng) => {
  const first = legal[0];
  if (first === undefined) throw new Error('a bot was asked to move with no legal move');
  switch (first.kind) {
    case 'home': {
      const m = rng.pick(legal);
      return { move: m, reason: 'Any state will do as a home: none is safer than another at the start.' };
    }
    case 'cross':
      return chooseCross(v, legal, rng);
    case 'discard':
    case 'keep':
      return chooseDiscard(v, legal);
    case 'reveal':
    case 'fold':
      return chooseShowdown(v, legal);
    case 'nuke':
      return chooseAction(v, legal, rng);
    case 'swap':
      return chooseSwap(v, legal);
    case 'give':
      return chooseGive(v, legal);
    case 'replace':
      return chooseReplace(v, legal);
    case 'ballot': {
      const kind = v.vote?.kind ?? 'disarm';
      const yes = wantsVote(v, kind);
      return pick(
        { kind: 'ballot', ballot: yes ? 'for' : 'against' },
        legal,
        yes ? `A ${kind} is what my side wants, so I vote for it.` : `A ${kind} is not what my side wants, so I vote against it.`,
      );
    }
    case 'intel':
    case 'check':
    case 'persuade':
    case 'propose':
      return chooseAction(v, legal, rng);
  }
};

export const randomBot: Bot<NhView, NhMove> = (_v, legal, rng) => ({ move: rng.pick(legal), reason: 'Any legal move, picked at random.' });
