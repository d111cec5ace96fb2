/**
 * Nuclear Annihilation Hold'em's sensible computer player. It sees only its
 * view and the legal moves.
 *
 * It plays its side: kings, and jacks whose home is gone, want a launch;
 * queens and jacks whose home stands want a disarmament with no Communist at
 * the table; jokers want any disarmament, or the board to run out. It guesses
 * the others' roles from the role cards it cannot see and from its own
 * background checks (belief.ts), works out the chance a vote passes, and
 * calls one only when that chance is good.
 */
import { roughPercent } from '../../words.ts';
import { isJoker, rankOf, type Card } from '../../hands/cards.ts';
import type { VoteKind } from './mechanics.ts';
import { handValue, isRoleCard, type NhMove } from './state.ts';
import type { NhView } from './view.ts';
import { stateName } from './words.ts';
import type { Bot, BotChoice } from '../../play/types.ts';
import type { Rng } from '../../play/random.ts';
import { sameMove } from '../../play/moves.ts';
import { beliefs, knowsJoker, knownJackHomes, knownRole, mySide, noJokerChance, passChance, sideOf, type Side } from './belief.ts';

const DISCARD_REASON: { readonly [S in Side]: (card: string) => string } = {
  launch: (card) => `Throwing away the ${card} improves my hand, and a lost state may turn a moderate towards a launch.`,
  disarm: (card) => `The ${card} is too weak to keep, even at the cost of a state.`,
  communist: (card) => `Throwing away the ${card} costs a state, and every state lost brings a Communist win closer.`,
};
const KING = 11;
const QUEEN = 10;

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

/** The legal move equal to `move` (the list's own object, which the trusted `apply` is handed), or the first legal move. */
const pick = <M extends NhMove>(move: M | undefined, legal: readonly M[], reason: string): BotChoice<M> => {
  // The kind first: most legal lists are long lists of one kind, and a kind that differs settles it at once.
  const m = move === undefined ? legal[0] : legal.find((l) => l.kind === move.kind && sameMove(l, move));
  if (m === undefined)
    throw new Error(move === undefined ? 'a bot was asked to move with no legal move' : 'a bot chose a move that is not legal');
  return { move: m, reason };
};

const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace'] as const;
const rankName = (c: Card): string => (isJoker(c) ? 'joker' : (RANK_NAMES[rankOf(c)] ?? '?'));

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

export const SENSIBLE: Bot<NhView, NhMove> = (v, legal, rng) => {
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
