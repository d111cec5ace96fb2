/**
 * Nuclear Annihilation Hold'em's sampler for the search (search/ismcts.ts): a whole state that fits one seat's
 * view. Everything public (the board of states, the community cards, the actions, the votes, the hands shown at
 * this round's showdown) and everything of the seat's own (its role, home, hand, checks and Persuade cards) is as
 * it sees it. Dealt at random:
 *
 * - each other seat's role card: of the role its own background check found, while no Persuade since can have
 *   changed it; else a joker the seat cannot see with the chance that jokers have reached other seats by this round
 *   (jokerHeldChance), or a face card it cannot see;
 * - each other seat's home, from every state that started on the board, or the one its check found;
 * - the other seats' hole cards (a hand shown at the showdown and not changed since is known), the deck (only its
 *   order while the seat looks through it in its Intel swap) and the face-down discards, from the other cards;
 * - ballots already cast by other seats in a vote under way: for the vote its dealt role wants, else against;
 * - a new PRNG.
 *
 * Simplified, where the view cannot tell: no other seat holds a joker in its hand (a Communist's second joker in
 * the discards, the one time the rules let a seat hold one, is not dealt); an other seat's discards used this
 * round are read from the states it crossed off; a crossing under way for another seat is counted from its losses
 * this round; other seats' background checks and Persuade cards, which the rollout players remember, are written
 * from the dealt roles; the running counters (statistics) start from zero.
 */
import { isJoker, type Card } from '../../hands/cards.ts';
import type { Rng } from '../../play/random.ts';
import type { SamplerParts } from '../../bots/expert.ts';
import { freshSeed, unseen } from '../../search/deal.ts';
import { knownRole, sideOf, type Side } from './belief.ts';
import {
  isRoleCard,
  NH_STATS,
  packOf,
  roleOf,
  seatName,
  type CheckRecord,
  type Crossing,
  type GiftRecord,
  type NhPhase,
  type NhState,
} from './state.ts';
import type { Ballot, VoteKind } from './mechanics.ts';
import type { NhView } from './view.ts';

const ZERO_STATS = Object.fromEntries(NH_STATS.map((k) => [k, 0])) as NhState['stats'];

/** The phase under a crossing: the discards until the showdown, the winners' actions after it. */
function phaseOf(v: NhView): NhPhase {
  if (v.phase !== 'cross') return v.phase;
  return v.shown.every((x) => x === null) ? 'discard' : 'action';
}

/** Seats whose hand this seat knows: itself, and a seat that showed at this round's showdown and has not swapped, persuaded or been persuaded since. */
function knownHands(v: NhView): (readonly Card[] | null)[] {
  const changed = new Set<number>();
  for (const a of v.actions)
    if (a.round === v.round) {
      if (a.action === 'intel' || a.action === 'persuade') changed.add(a.seat);
      if (a.action === 'persuade' && a.target !== null) changed.add(a.target);
    }
  return v.revealed.map((hand, seat) => (seat === v.seat ? v.hand : hand !== null && !changed.has(seat) ? hand : null));
}

/**
 * The chance that one joker this seat cannot see is another seat's role card by now. A role card drawn at the start
 * is a joker with the chance that the other seats' n - 1 role cards, drawn from the 11 face cards and the jokers left
 * beside mine, include it. Each round after, a joker nobody holds is in the shuffled pack of 52 + jokers - n cards,
 * and lands in another seat's hand (which makes that seat a Communist) with the chance that it is among the cards
 * they are dealt and draw for their discards (counted from the states they crossed off for discards that round; the
 * current round's count so far). So the chance grows round by round, where a uniform deal of the role cards would
 * keep it at the start's all game: by round 9, sensible players have two Communists in most games.
 */
export function jokerHeldChance(v: NhView): number {
  const n = v.players;
  const pack = 52 + v.jokers - n;
  let free = 1 - (n - 1) / (11 + v.jokers);
  for (let round = 1; round <= v.round; round++) {
    let draws = 2 * (n - 1);
    for (const l of v.lost) if (l.round === round && l.seat !== v.seat) draws++;
    for (const a of v.actions) if (a.round === round && a.action === 'nuke' && a.seat !== v.seat) draws -= n * v.nukeStates;
    free *= 1 - Math.min(1, Math.max(0, draws) / pack);
  }
  return 1 - free;
}

/** The vote a side wants. */
function wants(side: Side): VoteKind {
  switch (side) {
    case 'launch':
      return 'launch';
    case 'disarm':
    case 'communist':
      return 'disarm';
  }
}

function sampleNh(v: NhView, rng: Rng): NhState {
  const o = v.options;
  const n = v.players;
  const seats = Array.from({ length: n }, (_, i) => i);
  const allStates = [...v.statesLeft, ...v.lost.map((l) => l.postal)];
  const phase = phaseOf(v);
  const base = {
    o,
    n,
    rng: freshSeed(rng),
    round: v.round,
    dealer: v.dealer,
    states: v.statesLeft,
    statesStart: v.statesStart,
    lost: v.lost,
    board: v.board,
    shown: v.shown,
    showing: v.revealed,
    winners: v.winners,
    votes: v.votes,
    actions: v.actions,
    ending: v.ending,
    stats: ZERO_STATS,
  };
  const randomState = (): string => allStates[rng.int(allStates.length)] ?? '';

  if (phase === 'homes') {
    // Seats choose their homes in seat order, and nothing is dealt yet.
    const turn = v.toAct ?? 0;
    return {
      ...base,
      phase,
      turn,
      done: 0,
      roleCards: seats.map(() => null),
      homes: seats.map((s) => (s === v.seat ? v.home : s < turn ? randomState() : null)),
      hands: seats.map(() => []),
      deck: packOf(o),
      discards: [],
      crossing: [],
      used: seats.map(() => 0),
      dealt: seats.map(() => []),
      mustFold: seats.map(() => false),
      acted: 0,
      persuade: null,
      vote: null,
      checks: [],
      gifts: [],
    };
  }

  const known = knownHands(v);
  const myGifts = v.gifts.filter((g) => g.by === v.seat);
  // A Persuade card on its way to a seat choosing what it replaces: known to the receiver and the giver.
  const lastAction = v.actions.at(-1);
  const inTransit = phase === 'replace' ? (v.given ?? (lastAction?.seat === v.seat ? (myGifts.at(-1)?.card ?? null) : null)) : null;
  const seen = [
    ...(v.roleCard === null ? [] : [v.roleCard]),
    ...v.board,
    ...(v.deck ?? []),
    ...(inTransit === null ? [] : [inTransit]),
    ...known.flatMap((h) => h ?? []),
  ];
  let pool = unseen(packOf(o), seen);
  const take = (keep: (c: Card) => boolean): Card => {
    const choices = pool.filter(keep);
    const card = choices[rng.int(choices.length)] ?? pool[rng.int(pool.length)] ?? -1;
    pool = pool.filter((c) => c !== card);
    return card;
  };

  // Role cards: a fresh check names the role; each joker I cannot place is a role card by now with the chance
  // jokerHeldChance gives, held by a seat I have not checked; everyone else holds a face card I cannot place.
  const roleCards: Card[] = seats.map((seat) => (seat === v.seat ? (v.roleCard ?? -1) : -1));
  const unplaced: number[] = [];
  for (const seat of seats) {
    if (seat === v.seat) continue;
    const role = knownRole(v, seat)?.role;
    const ofRole = (c: Card): boolean => isRoleCard(c) && roleOf(c) === role;
    if (role !== undefined && pool.some(ofRole)) roleCards[seat] = take(ofRole);
    else unplaced.push(seat);
  }
  const held = jokerHeldChance(v);
  for (const joker of pool.filter(isJoker)) {
    if (unplaced.length === 0 || rng.next() >= held) continue;
    const seat = unplaced.splice(rng.int(unplaced.length), 1)[0] ?? -1;
    roleCards[seat] = take((c) => c === joker);
  }
  for (const seat of unplaced) roleCards[seat] = take((c) => isRoleCard(c) && !isJoker(c));
  const homes = seats.map((seat) => (seat === v.seat ? v.home : (knownRole(v, seat)?.home ?? randomState())));
  const hands = seats.map((seat) => known[seat] ?? [take((c) => !isJoker(c)), take((c) => !isJoker(c))]);
  const persuadeCard = phase === 'replace' ? (inTransit ?? take((c) => !isRoleCard(c))) : null;
  const deck = v.deck === null ? rng.shuffle(pool).slice(0, v.deckSize) : rng.shuffle(v.deck);
  pool = unseen(pool, deck);
  const discards = rng.shuffle(pool);

  // Whose turn it is under the phase, and how far the passes and actions have gone.
  const toAct = v.toAct ?? 0;
  const fromDealer = (seat: number): number => (seat - v.dealer - 1 + n) % n;
  const actionsThisRound = v.actions.filter((a) => a.round === v.round).length;
  const pending = phase === 'intel' || phase === 'give' || phase === 'replace' || phase === 'vote' ? 1 : 0;
  const acted = phase === 'action' || pending === 1 ? actionsThisRound - pending : 0;
  const actor = v.winners[acted] ?? toAct;
  const turn = phase === 'action' || phase === 'intel' || phase === 'give' ? (v.phase === 'cross' ? toAct : actor) : toAct;
  const done = phase === 'discard' || phase === 'showdown' ? fromDealer(toAct) : n;
  const lostThisRound = (seat: number): number => v.lost.filter((l) => l.round === v.round && l.seat === seat).length;

  const used = seats.map((seat) => {
    if (phase !== 'discard') return o.discards;
    if (seat === v.seat) return o.discards - v.discardsLeft;
    const order = fromDealer(seat);
    return order < done ? o.discards : order === done ? Math.min(o.discards, lostThisRound(seat)) : 0;
  });
  const dealt = seats.map((seat) => (seat === v.seat && phase === 'discard' ? v.dealt : (hands[seat] ?? [])));

  let crossing: Crossing[] = [];
  if (v.phase === 'cross') {
    const nuked = lastAction?.round === v.round && lastAction.action === 'nuke' && lastAction.seat === toAct && phase === 'action';
    const left = toAct === v.seat ? v.crossLeft : nuked ? Math.max(1, n * o.nukeStates - lostThisRound(toAct)) : 1;
    crossing = [{ seat: toAct, left, why: nuked ? 'nuke' : phase === 'discard' ? 'discard' : 'joker' }];
  }

  const open = v.vote;
  const vote =
    open === null
      ? null
      : {
          kind: open.kind,
          by: open.by,
          ballots: seats.map((seat): Ballot | null => {
            // Ballots go round from the proposer's left, the proposer last.
            if ((seat - open.by - 1 + n) % n >= open.cast) return null;
            if (seat === v.seat) return open.mine;
            // A seat votes for the vote its dealt role wants (a Moderate by whether its dealt home stands).
            const card = roleCards[seat];
            const home = homes[seat];
            if (card === undefined || card < 0) return rng.int(2) === 0 ? 'for' : 'against';
            return wants(sideOf(roleOf(card), home !== null && home !== undefined && v.statesLeft.includes(home))) === open.kind
              ? 'for'
              : 'against';
          }),
        };

  const checks: CheckRecord[] = [];
  const gifts: GiftRecord[] = [];
  v.actions.forEach((a, i) => {
    if (a.target === null) return;
    // A check's `at` counts the public actions with its own.
    const at = i + 1;
    if (a.action === 'check') {
      const mine = a.seat === v.seat ? v.checks.find((c) => c.at === at) : undefined;
      const card = roleCards[a.target];
      checks.push(
        mine ?? {
          round: a.round,
          at,
          by: a.seat,
          target: a.target,
          role: card === undefined ? 'queen' : roleOf(card),
          home: homes[a.target] ?? '',
        },
      );
    }
    if (a.action === 'persuade') {
      // The gift is recorded when the card is given: not yet while the giver chooses it.
      if (phase === 'give' && at === v.actions.length) return;
      const mine = v.gifts.find((g) => g.round === a.round && g.by === a.seat && g.target === a.target);
      gifts.push(mine ?? { round: a.round, by: a.seat, target: a.target, card: roleCards[a.target] ?? -1 });
    }
  });

  const persuade =
    phase === 'give'
      ? { by: actor, target: lastAction?.target ?? 0, card: -1 }
      : phase === 'replace'
        ? { by: lastAction?.seat ?? actor, target: toAct, card: persuadeCard ?? -1 }
        : null;

  return {
    ...base,
    phase,
    turn,
    done,
    roleCards,
    homes,
    hands,
    deck,
    discards,
    crossing,
    used,
    dealt,
    mustFold: seats.map((seat) => (seat === v.seat ? v.mustFold : false)),
    acted,
    persuade,
    vote,
    checks,
    gifts,
  };
}

/** What Nuclear Annihilation Hold'em adds to the search (bots/expert.ts). */
export const SEARCH: SamplerParts<NhState, NhView> = {
  sample: sampleNh,
  seats: (v) => v.players,
  names: (v) => Array.from({ length: v.players }, (_, i) => seatName(i)),
};
