/**
 * Bluff 'N' Peg, playable: deal, discard, lay one card at a time, double or
 * fold, and peg up (or out the back). The pieces live beside this file:
 * options (bluff-n-peg-options.ts), the reducer (bluff-n-peg-state.ts: state and
 * legal moves; bluff-n-peg-play.ts: dealing and what each move does), what
 * a seat sees (bluff-n-peg-view.ts) and the bots (bluff-n-peg-bots.ts).
 */
import { MAX_PLAYERS, movePeg, outTheBack, type PegMove } from './pegging.ts';
import { faceText, NATURAL_CARDS } from '../../hands/cards.ts';
import { listAnd } from '../../words.ts';
import { BP_OPTIONS, boardOf, checkBpOptions, type BpOptions } from './options.ts';
import { randomBot, sensibleBot, describeKey } from './bots.ts';
import { newGame, play } from './rules.ts';
import { legalMoves, showingKey, type BpMove, type BpState, type BpStats } from './state.ts';
import { viewOf, type BpView } from './view.ts';
import { STATS } from './stats.ts';
import type { GameModel, Outcome } from '../../play/types.ts';

const name = (seat: number): string => `Player ${seat + 1}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const names = (seats: readonly number[]): string => listAnd(seats.map(name));

function audit(s: BpState): string | null {
  const all = [...s.deck, ...s.held.flat(), ...s.laid.flat(), ...s.thrown.flat()];
  if (all.length !== NATURAL_CARDS || new Set(all).size !== NATURAL_CARDS || all.some((c) => c < 0 || c >= NATURAL_CARDS))
    return `the deck, hands, laid and thrown cards are not the 52 cards once each (${all.length} cards)`;
  for (let seat = 0; seat < s.o.players; seat++) {
    const cards = (s.held[seat]?.length ?? 0) + (s.laid[seat]?.length ?? 0);
    const owed = s.phase === 'discard' ? (s.discarded[seat] ?? 0) : 0;
    const expected = s.seats.includes(seat) ? 5 - owed : 0;
    if (cards !== expected) return `${name(seat)} holds and shows ${cards} cards, not ${expected}`;
    const peg = s.pegs[seat] ?? 0;
    if (peg < outTheBack(boardOf(s.o)) || peg > s.o.track) return `${name(seat)}'s peg ${peg} is off the board`;
  }
  for (let seat = 0; seat < s.o.players; seat++)
    if (s.showing[seat] !== showingKey(s.laid[seat] ?? [], s.o.deucesWild))
      return `${name(seat)}'s hand showing is not what the cards make`;
  const lays = s.events.filter((e) => e.type === 'lay').length;
  const shown = s.seats.reduce((sum, seat) => sum + (s.laid[seat]?.length ?? 0), 0);
  if (lays !== shown) return `${lays} lay events but ${shown} cards showing`;
  if (s.zone > s.doubled.length || s.doubled.length > s.o.doubles || s.zone >= s.o.multipliers.length)
    return `the bluffing peg (${s.zone}) does not match the doubles (${s.doubled.length})`;
  // Points: every peg moved by exactly what the last hand scored.
  const board = boardOf(s.o);
  if (s.last !== null)
    for (const m of s.last.moves)
      if (m !== null) {
        const to = s.last.playOff ? m.from : movePeg(m.from, m.points, board);
        if (m.to !== to || s.pegs[m.player] !== to)
          return `${name(m.player)} scored ${m.points} from ${m.from} but stands at ${s.pegs[m.player] ?? '?'}`;
      }
  return null;
}

function describeHandEnd(s: BpState): string {
  const last = s.last;
  if (last === null) return '';
  // Points, and the holes the peg really moved when the track's limits cut the move short (last chance, the winner hole).
  const pegNote = (m: PegMove): string => {
    const moved = m.to - m.from;
    if (last.playOff || moved === m.points) return '';
    if (moved === 0) return ', peg stays';
    return `, peg ${moved > 0 ? 'forward' : 'back'} ${Math.abs(moved)} hole${Math.abs(moved) === 1 ? '' : 's'}`;
  };
  const scores = last.moves.flatMap((m) =>
    m === null || m.points === 0 ? [] : [`${name(m.player)} ${m.points > 0 ? `+${m.points}` : `−${-m.points}`}${pegNote(m)}`],
  );
  const head = last.playOff
    ? `${names(last.winners)} won the play-off hand.`
    : `${names(last.winners)} won the hand${scores.length > 0 ? ` (${scores.join(', ')})` : ''}.`;
  return s.phase === 'over' ? `${head} ${summary(s)}` : head;
}

/**
 * What a hand is worth with the bluffing peg in hole `zone`, in words: the
 * winner's prize and a loser's price per card. Both numbers, never "NX"
 * alone: a designer's zone may price cards at 0, or repeat a multiplier, and
 * "moves up to 0X" (or "up to 1X" from 1X) says nothing a player can use.
 */
function stakes(o: Pick<BpOptions, 'points' | 'multipliers'>, zone: number): string {
  const price = o.multipliers[zone] ?? 0;
  const pays = price === 0 ? 'a loser pays nothing for cards laid' : `a loser pays ${plural(price, 'point')} per card laid`;
  return `the winner now scores ${plural(o.points[zone] ?? 0, 'point')} and ${pays}`;
}

function describe(before: BpState, { seat, move }: { seat: number; move: BpMove }, after: BpState): string {
  const who = name(seat);
  let text: string;
  switch (move.kind) {
    case 'discard':
      text = move.cards.length === 0 ? `${who} kept all five cards.` : `${who} threw away ${plural(move.cards.length, 'card')}.`;
      break;
    case 'lay': {
      const showing = describeKey(showingKey([...(before.laid[seat] ?? []), move.card], before.o.deucesWild), before.o.deucesWild);
      text = `${who} laid the ${faceText(move.card).short}: ${showing} showing.`;
      break;
    }
    case 'fold':
      text = `${who} folded with ${plural(before.laid[seat]?.length ?? 0, 'card')} showing.`;
      break;
    case 'double':
      text = `${who} called double or fold.`;
      break;
    case 'no-double':
      text = `${who} did not call double or fold.`;
      break;
    case 'accept':
      text = `${who} accepted the double.`;
      break;
  }
  if (before.phase === 'answer' && (after.phase !== 'answer' || after.stats.hands !== before.stats.hands)) {
    const moved = after.stats.doublesAccepted > before.stats.doublesAccepted;
    const zone = moved ? before.zone + 1 : before.zone;
    text += moved ? ` The bluffing peg moves up a hole: ${stakes(before.o, zone)}.` : ' Nobody accepted, so the bluffing peg stays.';
  }
  if (after.stats.hands !== before.stats.hands || after.phase === 'over') text += ` ${describeHandEnd(after)}`;
  return text;
}

function summary(s: BpState): string {
  const winners = s.winners ?? [];
  const hands = plural(s.stats.hands, 'hand');
  const lead = `${names(winners)} ${winners.length === 1 ? 'wins' : 'share the win'}`;
  const playOff = s.stats.playOffHands > 0 ? ` (a tie settled by ${plural(s.stats.playOffHands, 'play-off hand')})` : '';
  switch (s.end) {
    case 'winner-hole':
      return `${lead}, reaching the winner hole after ${hands}${playOff}.`;
    case 'out-the-back': {
      const back = s.pegs.flatMap((p, seat) => (p === outTheBack(boardOf(s.o)) ? [seat] : []));
      return `${lead} with the furthest peg, after ${names(back)} went out the back in ${hands}${playOff}.`;
    }
    case 'hand-limit':
    case null:
      return `${lead} with the furthest peg, as nobody had finished after ${hands}.`;
  }
}

function outcome(s: BpState): Outcome | null {
  if (s.phase !== 'over' || s.winners === null) return null;
  const stats: Record<keyof BpStats | 'outTheBack' | 'winnerHole' | 'handLimit' | 'playOffGames', number> = {
    ...s.stats,
    outTheBack: s.end === 'out-the-back' ? 1 : 0,
    winnerHole: s.end === 'winner-hole' ? 1 : 0,
    handLimit: s.end === 'hand-limit' ? 1 : 0,
    playOffGames: s.stats.playOffHands > 0 ? 1 : 0,
  };
  return {
    winners: s.winners,
    tie: s.winners.length > 1,
    scores: s.pegs,
    length: s.stats.hands,
    stats,
    summary: summary(s),
  };
}

/** The seats' names, made once: simulations ask at the start of every game. */
const SEAT_NAMES: readonly string[] = Array.from({ length: MAX_PLAYERS }, (_, i) => name(i));

export const MODEL: GameModel<typeof BP_OPTIONS, BpState, BpMove, BpView> = {
  id: 'bluff-n-peg',
  options: BP_OPTIONS,
  checkOptions: checkBpOptions,
  lengthUnit: 'hands',
  // Per hand: a discard, five lays, a fold and a double offer per seat, and each double answered by the others.
  maxMoves: (o: BpOptions) => o.handLimit * (8 * o.players + o.doubles * (o.players - 1)),
  seatNames: (o) => SEAT_NAMES.slice(0, o.players), // the options allow at most MAX_PLAYERS
  newGame,
  toAct: (s) => (s.phase === 'over' ? null : s.turn),
  legalMoves,
  play: (s, { seat, move }) => play(s, seat, move),
  view: viewOf,
  outcome,
  audit,
  describe,
  bots: { random: randomBot, sensible: sensibleBot },
  stats: STATS,
};
