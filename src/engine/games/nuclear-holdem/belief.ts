/**
 * What Nuclear Annihilation Hold'em's sensible player believes, from its view
 * alone: which side it is on, what its background checks still tell it, the
 * role cards another seat may hold (of 4 kings, 4 queens, 4 jacks and the
 * table's jokers, less the ones it can see: roleCardsLeft), how each other
 * seat is likely to vote, and so the chance a vote passes.
 */
import { isRoleCard, roleOf } from './state.ts';
import { passesWith, type Role, type VoteKind } from './mechanics.ts';
import type { Card } from '../../hands/cards.ts';
import type { NhView } from './view.ts';

/** The ending a seat plays for. */
export type Side = 'launch' | 'disarm' | 'communist';

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

export const mySide = (v: NhView): Side => sideOf(v.role ?? 'queen', v.home !== null && v.statesLeft.includes(v.home));

/** My latest background check on a seat, unless it has been persuaded since (its role may have changed). */
export function knownRole(v: NhView, seat: number): { role: Role; home: string } | null {
  const check = v.checks.findLast((c) => c.target === seat);
  if (check === undefined) return null;
  for (let i = check.at; i < v.actions.length; i++) {
    const a = v.actions[i];
    if (a?.action === 'persuade' && a.target === seat) return null;
  }
  return check;
}

/** How one other seat is likely to vote, and the chance it is a Communist. */
export interface Belief {
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
export function beliefs(v: NhView): Belief[] {
  const out: Belief[] = [];
  const left = roleCardsLeft(v);
  for (let seat = 0; seat < v.players; seat++) if (seat !== v.seat) out.push(belief(v, seat, left));
  return out;
}

/** The chance a vote passes if I vote `mine`, taking the others (their `beliefs`) as independent. */
export function passChance(v: NhView, them: readonly Belief[], kind: VoteKind, mine: boolean): number {
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
export function noJokerChance(them: readonly Belief[]): number {
  let p = 1;
  for (const b of them) p *= 1 - b.pJoker;
  return p;
}

export function knowsJoker(v: NhView): boolean {
  for (let seat = 0; seat < v.players; seat++) if (knownRole(v, seat)?.role === 'joker') return true;
  return false;
}

/** The homes of the seats my checks show are jacks, in seat order. */
export function knownJackHomes(v: NhView): string[] {
  const homes: string[] = [];
  if (v.checks.length === 0) return homes;
  for (let seat = 0; seat < v.players; seat++) {
    const k = knownRole(v, seat);
    if (k?.role === 'jack') homes.push(k.home);
  }
  return homes;
}
