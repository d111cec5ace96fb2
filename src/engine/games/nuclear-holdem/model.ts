/**
 * Nuclear Annihilation Hold'em, playable: the model the registry, the
 * simulate command and the practice table use. The state is in
 * nuclear-holdem-state.ts, the reducer in nuclear-holdem-rules.ts, what a
 * seat sees in nuclear-holdem-view.ts, the computer players in
 * nuclear-holdem-bots.ts and the options in nuclear-holdem-options.ts; this
 * file adds the outcome, the log's words,
 * the conservation audit and the simulation figures.
 */
import { faceText, isJoker, type Card } from '../../hands/cards.ts';
import { CATEGORY_LABELS } from '../../hands/categories.ts';
import { keyCategory } from '../../hands/key.ts';
import { MAX_PLAYERS, winnersOf, type Role } from './mechanics.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { US_STATES } from './us-states.ts';
import { randomBot, sensibleBot } from './bots.ts';
import { checkNhOptions, NH_OPTIONS, type NhOptions } from './options.ts';
import { newNhGame, nhLegalMoves, nhPlay, nhToAct } from './rules.ts';
import { handValue, packOf, rolesOf, type NhMove, type NhState } from './state.ts';
import { nhView, type NhView } from './view.ts';
import { STATS } from './stats.ts';
import type { GameModel, Outcome, SeatMove } from '../../play/types.ts';

const seatName = (seat: number): string => `Player ${seat + 1}`;
/** Made once: the simulation asks for the seat names at every game. */
const SEAT_NAMES = Array.from({ length: MAX_PLAYERS }, (_, i) => seatName(i));
const stateName = (postal: string): string => US_STATES.find((s) => s.postal === postal)?.name ?? postal;
const cardText = (c: Card): string => (isJoker(c) ? 'a joker' : faceText(c).short);
const plural = (k: number, one: string, many = `${one}s`): string => `${k} ${k === 1 ? one : many}`;

/** The winners and the sentence that says why, once the game has ended. */
function verdict(s: NhState): { winners: number[]; summary: string } | null {
  const e = s.ending;
  if (e === null) return null;
  const roles = rolesOf(s);
  switch (e.kind) {
    case 'board-empty':
    case 'round-limit': {
      const v = winnersOf(roles, { kind: 'board-empty' });
      const why =
        e.kind === 'round-limit'
          ? `No decision after ${plural(s.round, 'round')}, so the game ends as if every state had fallen`
          : 'Every state is lost with no decision';
      return {
        winners: [...v.winners],
        summary: v.winners.length > 0 ? `${why}: the Communists win.` : `${why}, and with no Communist at the table everyone loses.`,
      };
    }
    case 'disarm':
    case 'launch': {
      const v = winnersOf(roles, e);
      const names = v.winners.map(seatName).join(', ');
      const last = s.votes.at(-1);
      const tally = last === undefined ? '' : ` ${last.for} to ${last.against}`;
      const side =
        e.kind === 'launch'
          ? `the kings and jacks who voted for it win${v.winners.length > 0 ? ` (${names})` : ', and none did'}`
          : roles.includes('joker')
            ? `a Communist is at the table, so the jokers win (${names})`
            : `the queens and jacks who voted for it win${v.winners.length > 0 ? ` (${names})` : ', and none did'}`;
      return {
        winners: [...v.winners],
        summary: `In round ${s.round} the ${e.kind === 'launch' ? 'launch' : 'disarmament'} passed${tally}: ${side}.`,
      };
    }
  }
}

const count = <T>(xs: readonly T[], keep: (x: T) => boolean): number => xs.reduce((k, x) => (keep(x) ? k + 1 : k), 0);
type RoleStats = { readonly [R in Role as `${R}Seats` | `${R}Wins`]: number };

function nhOutcome(s: NhState): Outcome | null {
  const v = verdict(s);
  const e = s.ending;
  if (v === null || e === null) return null;
  const roles = rolesOf(s);
  const won = v.winners.length > 0;
  const communistsWin = won && v.winners.every((w) => roles[w] === 'joker') ? 1 : 0;
  const seats = (role: Role): number => count(roles, (r) => r === role);
  const wins = (role: Role): number => count(v.winners, (w) => roles[w] === role);
  // One literal with every key named, not keys added one by one: that made a
  // dictionary-mode object, slow to read and to add up at every game.
  const stats = {
    ...s.stats,
    launch: e.kind === 'launch' ? 1 : 0,
    disarm: e.kind === 'disarm' ? 1 : 0,
    boardEmpty: e.kind === 'board-empty' ? 1 : 0,
    roundLimit: e.kind === 'round-limit' ? 1 : 0,
    statesLost: s.lost.length,
    nobodyWins: won ? 0 : 1,
    communistsWin,
    // A joker is someone's role card when the game ends: the board falling, or any disarmament, then wins for the Communists.
    communistAtEnd: seats('joker') > 0 ? 1 : 0,
    // A joker became someone's role card, at the role draw or from a hand later: the lever a designer can pull (fewer jokers).
    jokerReached: s.stats.jokersAtDeal + s.stats.jokerSwaps > 0 ? 1 : 0,
    hawksWin: e.kind === 'launch' && won ? 1 : 0,
    dovesWin: e.kind === 'disarm' && won && communistsWin === 0 ? 1 : 0,
    kingSeats: seats('king'),
    kingWins: wins('king'),
    queenSeats: seats('queen'),
    queenWins: wins('queen'),
    jackSeats: seats('jack'),
    jackWins: wins('jack'),
    jokerSeats: seats('joker'),
    jokerWins: wins('joker'),
  } satisfies Record<string, number> & RoleStats;
  return {
    winners: v.winners,
    tie: false,
    scores: roles.map((_, i) => (v.winners.includes(i) ? 1 : 0)),
    length: s.round,
    stats,
    summary: v.summary,
  };
}

/** Every card accounted for once (role cards, hands, board, deck, discards, a card in transit), and every state once. */
function nhAudit(s: NhState): string | null {
  const held: Card[] = [...s.roleCards.filter((c): c is Card => c !== null), ...s.hands.flat(), ...s.board, ...s.deck, ...s.discards];
  if (s.phase === 'replace' && s.persuade !== null) held.push(s.persuade.card);
  const pack = packOf(s.o);
  if (held.length !== pack.length) return `${held.length} cards are accounted for, but the pack has ${pack.length}.`;
  const seen = new Set(held);
  if (seen.size !== held.length || pack.some((c) => !seen.has(c))) return 'A card is missing or counted twice.';
  if (s.phase !== 'homes' && s.roleCards.some((c) => c === null)) return 'A seat has no role card.';
  const places = [...s.states, ...s.lost.map((l) => l.postal)];
  if (places.length !== s.statesStart || new Set(places).size !== places.length) return 'A state is missing or crossed off twice.';
  if (s.phase !== 'homes' && s.phase !== 'over' && s.hands.some((h) => h.length !== 2)) return 'A seat does not hold two hole cards.';
  if (s.phase === 'discard' && s.dealt.some((cards, seat) => cards.some((c) => !(s.hands[seat] ?? []).includes(c))))
    return 'A card of the deal that a seat may still throw away is not in its hand.';
  return null;
}

function describeMove(before: NhState, { seat, move }: SeatMove<NhMove>, after: NhState): string {
  const who = seatName(seat);
  const text = ((): string => {
    switch (move.kind) {
      case 'home':
        return `${who} wrote down a home state in secret.`;
      case 'discard':
        return `${who} threw away a hole card face down and drew another.`;
      case 'keep':
        return `${who} kept their hole cards.`;
      case 'cross': {
        const why = before.crossing[0]?.why === 'nuke' ? 'nuked' : 'crossed off';
        return `${who} ${why} ${stateName(move.state)}: ${plural(after.states.length, 'state')} left.`;
      }
      case 'reveal': {
        const hand = before.hands[seat] ?? [];
        const cat = keyCategory(handValue(hand, before.board), RULESETS['nuclear-holdem'].categories);
        return `${who} showed ${hand.map(cardText).join(' ')}: ${CATEGORY_LABELS[cat].toLowerCase()}.`;
      }
      case 'fold':
        return `${who} folded without showing.`;
      case 'nuke':
        return `${who} chose Nuke: ${plural(before.n * before.o.nukeStates, 'state')} to cross off.`;
      case 'intel':
        return `${who} chose Intel and looked through the deck.`;
      case 'swap':
        return `${who} swapped a hole card for a card from the deck.`;
      case 'check':
        return `${who} ran a background check on ${seatName(move.target)}.`;
      case 'persuade':
        return `${who} set out to persuade ${seatName(move.target)}.`;
      case 'give':
        return `${who} passed a card in secret, threw the rest away with the board, and drew a new hand.`;
      case 'replace':
        return `${who} took the card and threw away one of their own.`;
      case 'propose':
        return `${who} called a vote to ${move.vote}.`;
      case 'ballot': {
        const v = after.votes.at(-1);
        if (before.vote?.by !== seat || v === undefined) return `${who} cast a secret ballot.`;
        return `${who} cast the last ballot: ${v.for} for and ${v.against} against, so the ${v.kind === 'launch' ? 'launch' : 'disarmament'} ${v.passed ? 'passes' : 'fails'}.`;
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

export const MODEL: GameModel<typeof NH_OPTIONS, NhState, NhMove, NhView> = {
  id: 'nuclear-holdem',
  options: NH_OPTIONS,
  checkOptions: checkNhOptions,
  lengthUnit: 'rounds',
  everyoneCanLose: true,
  // Homes, then per round: discard decisions, showdown, and each winner's action, follow-up and ballots; every cross removes a state.
  maxMoves: (o: NhOptions) => o.players + o.roundLimit * (o.players * (o.discards + 1) + o.players + o.players * (o.players + 2)) + 51,
  seatNames: (o) => SEAT_NAMES.slice(0, o.players),
  newGame: newNhGame,
  toAct: nhToAct,
  legalMoves: nhLegalMoves,
  play: nhPlay,
  view: nhView,
  outcome: nhOutcome,
  audit: nhAudit,
  describe: describeMove,
  bots: { random: randomBot, sensible: sensibleBot },
  stats: STATS,
};
