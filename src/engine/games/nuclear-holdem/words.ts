/**
 * Nuclear Annihilation Hold'em in words: the seats' names, the log's sentence
 * for each move (`describe`), and each legal move's label at the practice
 * table (`moveLabel`), which is read from the seat's view alone. A label is
 * the log's first clause for the move, without the seat's name, and with the
 * move's own fields added where that clause is the same for several legal
 * moves ("Swapped a hole card for a card from the deck (take 7♣, give 2♦)").
 * The board and the computer players take their state names from here.
 */
import { faceText, isJoker, type Card } from '../../hands/cards.ts';
import { CATEGORY_LABELS } from '../../hands/categories.ts';
import { keyCategory } from '../../hands/key.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { capitalize } from '../../words.ts';
import type { GameWords, SeatMove } from '../../play/types.ts';
import { MAX_PLAYERS, type ACTIONS } from './mechanics.ts';
import type { NH_OPTIONS } from './options.ts';
import { handValue, seatName, type NhMove, type NhState } from './state.ts';
import { US_STATES } from './us-states.ts';
import type { NhView } from './view.ts';

/** Made once: the simulation asks for the seat names at every game. */
const SEAT_NAMES = Array.from({ length: MAX_PLAYERS }, (_, i) => seatName(i));

const STATE_NAMES = new Map<string, string>(US_STATES.map((s) => [s.postal, s.name]));
/** A state's name from its postal code ("TX" -> "Texas"). */
export const stateName = (postal: string): string => STATE_NAMES.get(postal) ?? postal;

/** A card as the log reads a shown hand: "7♣", or "a joker". */
const cardText = (c: Card): string => (isJoker(c) ? 'a joker' : faceText(c).short);
/** A card as a label's fields name it: "7♣", or the joker's mark. */
const cardField = (c: Card): string => faceText(c).short;
const plural = (k: number, one: string, many = `${one}s`): string => `${k} ${k === 1 ? one : many}`;

/** What a move did, after the seat's name, where the words do not depend on the position. */
const DEEDS = {
  home: 'wrote down a home state in secret',
  discard: 'threw away a hole card face down and drew another',
  keep: 'kept their hole cards',
  fold: 'folded without showing',
  intel: 'chose Intel and looked through the deck',
  swap: 'swapped a hole card for a card from the deck',
  give: 'passed a card in secret, threw the rest away with the board, and drew a new hand',
  replace: 'took the card and threw away one of their own',
  ballot: 'cast a secret ballot',
  lastBallot: 'cast the last ballot',
} as const;

const crossed = (nuked: boolean): string => (nuked ? 'nuked' : 'crossed off');

/** The log's sentence for a move: what the table saw, and what followed (a round's winners, the next deal). */
function describeMove(before: NhState, { seat, move }: SeatMove<NhMove>, after: NhState): string {
  const who = seatName(seat);
  const text = ((): string => {
    switch (move.kind) {
      case 'home':
      case 'discard':
      case 'keep':
      case 'fold':
      case 'intel':
      case 'swap':
      case 'give':
      case 'replace':
        return `${who} ${DEEDS[move.kind]}.`;
      case 'cross':
        return `${who} ${crossed(before.crossing[0]?.why === 'nuke')} ${stateName(move.state)}: ${plural(after.states.length, 'state')} left.`;
      case 'reveal': {
        const hand = before.hands[seat] ?? [];
        const cat = keyCategory(handValue(hand, before.board), RULESETS['nuclear-holdem'].categories);
        return `${who} showed ${hand.map(cardText).join(' ')}: ${CATEGORY_LABELS[cat].toLowerCase()}.`;
      }
      case 'nuke':
        return `${who} chose Nuke: ${plural(before.n * before.o.nukeStates, 'state')} to cross off.`;
      case 'check':
        return `${who} ran a background check on ${seatName(move.target)}.`;
      case 'persuade':
        return `${who} set out to persuade ${seatName(move.target)}.`;
      case 'propose':
        return `${who} called a vote to ${move.vote}.`;
      case 'ballot': {
        const v = after.votes.at(-1);
        if (before.vote?.by !== seat || v === undefined) return `${who} ${DEEDS.ballot}.`;
        return `${who} ${DEEDS.lastBallot}: ${v.for} for and ${v.against} against, so the ${v.kind === 'launch' ? 'launch' : 'disarmament'} ${v.passed ? 'passes' : 'fails'}.`;
      }
    }
  })();
  const winners = after.winners.length > 0 && before.phase === 'showdown' && after.phase !== 'showdown' && after.round === before.round;
  const extra = [
    winners ? ` ${after.winners.map(seatName).join(' and ')} won the round.` : '',
    before.phase === 'showdown' && after.round > before.round && after.ending === null ? ' Nobody showed a hand, so nobody acts.' : '',
    after.round > before.round && after.ending === null ? ` Round ${after.round}: ${seatName(after.dealer)} deals.` : '',
  ];
  return text + extra.join('');
}

/**
 * Whether the states I am crossing off now are my Nuke's (the log says
 * "nuked"), read from the view: a Nuke is the only action followed at once
 * by crossing off, and its crossing ends before any other action is taken.
 */
function nuking(v: NhView): boolean {
  const last = v.actions.at(-1);
  return v.phase === 'cross' && last !== undefined && last.action === 'nuke' && last.seat === v.seat && last.round === v.round;
}

/** How many discards are legal for me now: the other joker alone for a Communist holding it (ruling nh-second-joker), else each dealt card I hold. */
function discardCount(v: NhView): number {
  if (v.roleCard !== null && isJoker(v.roleCard) && v.hand.some(isJoker)) return 1;
  let k = 0;
  for (const c of v.hand) if (v.dealt.includes(c)) k++;
  return k;
}

/**
 * A legal move as the practice table lists it, from the seat's view alone:
 * the log's first clause for it, and the move's own fields where several
 * legal moves share that clause (every home, swap, gift, replacement and
 * ballot; a discard when two are legal).
 */
function moveLabel(v: NhView, move: NhMove, seatNames: readonly string[]): string {
  const name = (seat: number): string => seatNames[seat] ?? seatName(seat);
  switch (move.kind) {
    case 'home':
      return `${capitalize(DEEDS.home)} (state ${move.state})`;
    case 'discard':
      return discardCount(v) > 1 ? `${capitalize(DEEDS.discard)} (card ${cardField(move.card)})` : capitalize(DEEDS.discard);
    case 'keep':
    case 'fold':
    case 'intel':
      return capitalize(DEEDS[move.kind]);
    case 'cross':
      return `${capitalize(crossed(nuking(v)))} ${stateName(move.state)}`;
    case 'reveal':
      return `Showed ${v.hand.map(cardText).join(' ')}`;
    case 'nuke':
      return 'Chose Nuke';
    case 'swap':
      return `${capitalize(DEEDS.swap)} (take ${cardField(move.take)}, give ${cardField(move.give)})`;
    case 'check':
      return `Ran a background check on ${name(move.target)}`;
    case 'persuade':
      return `Set out to persuade ${name(move.target)}`;
    case 'give':
    case 'replace':
      return `${capitalize(DEEDS[move.kind])} (card ${cardField(move.card)})`;
    case 'propose':
      return `Called a vote to ${move.vote}`;
    case 'ballot':
      return `${capitalize(v.vote?.by === v.seat ? DEEDS.lastBallot : DEEDS.ballot)} (ballot ${move.ballot})`;
  }
}

export const WORDS: GameWords<typeof NH_OPTIONS, NhState, NhMove, NhView> = {
  seatNames: (o) => SEAT_NAMES.slice(0, o.players),
  describe: describeMove,
  moveLabel,
};

/**
 * The five actions a round's winner chooses from, in our words: a name and what it does. The table companion's
 * action reference (companion.ts) shows them with the rulings that bear on each.
 */
export const ACTION_WORDS: { readonly [A in (typeof ACTIONS)[number]]: { readonly name: string; readonly does: string } } = {
  nuke: { name: 'Nuke', does: 'Cross off more states: one for every player at the table, yourself included.' },
  intel: {
    name: 'Intel',
    does: 'Search the deck, perhaps spotting which roles are out, and swap one of your cards for a card from it, face down.',
  },
  'background-check': {
    name: 'Background check',
    does: "Look in secret at the role card and home state of a player who did not win this round's showdown.",
  },
  persuade: {
    name: 'Persuade',
    does: 'Pick a player who did not win. Give them one card in secret from your hand and the community cards, throw away the rest and draw a new hand; they take it as their role if it is a role card, or swap it for one of their cards.',
  },
  'propose-vote': {
    name: 'Propose a vote',
    does: 'Call a vote to disarm or to launch. Everyone writes a ballot in secret and you count them; if it passes, the game ends.',
  },
};
