/**
 * Bluff 'N' Peg in words: the seats' names, the log's sentence for each move
 * (with the hand's end and the game's when a move brings them), each legal
 * move's label on the practice table, and a hand showing in words
 * (`describeKey`), which the board and the bots use too. Words import the
 * rules; the rules never import words.
 */
import { MAX_PLAYERS, type PegMove } from './pegging.ts';
import { faceText, NATURAL_CARDS, type Card } from '../../hands/cards.ts';
import { describeHand } from '../../hands/describe.ts';
import { keyCategory, keyRanks } from '../../hands/key.ts';
import { listAnd } from '../../words.ts';
import type { BP_OPTIONS, BpOptions } from './options.ts';
import { summary } from './rules.ts';
import { ladderOf, showingKey, type BpMove, type BpState } from './state.ts';
import type { BpView } from './view.ts';
import type { GameWords, SeatMove } from '../../play/types.ts';

const name = (seat: number): string => `Player ${seat + 1}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const names = (seats: readonly number[]): string => listAnd(seats.map(name));

const CARD_TEXT: readonly string[] = Array.from({ length: NATURAL_CARDS }, (_, c) => faceText(c).short);
/** A card's short face ("7♣"), made once per card: the bots and the labels name cards on every move. */
export const cardText = (c: Card): string => CARD_TEXT[c] ?? faceText(c).short;

/** A key in words ("a pair of kings, 7 kicker"); remembered, since the log and the bots' reasons name the same few thousand hands again and again. */
export function describeKey(key: number, deucesWild: boolean): string {
  const words = deucesWild ? wildWords : plainWords;
  let text = words.get(key);
  if (text === undefined) {
    text = key === showingKey([], deucesWild) ? 'nothing' : describeHand(keyCategory(key, ladderOf(deucesWild)), keyRanks(key), 'cards');
    words.set(key, text);
  }
  return text;
}
const plainWords = new Map<number, string>();
const wildWords = new Map<number, string>();

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

/** The log's sentence for a move: what the seat did, then what it settled (a double, the hand, the game). */
export function describe(before: BpState, { seat, move }: SeatMove<BpMove>, after: BpState): string {
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

/**
 * A legal move as the practice table lists it, from the seat's view alone:
 * the log's words for what the seat does, before anything the move leads to
 * (the hand a card makes is in the log, not here; it is plain from the seat's
 * own cards anyway). A discard names its cards, so that the throws of the
 * same number of cards differ ("Threw away 2 cards (cards 4♣ 9♦)").
 */
export function moveLabel(view: BpView, move: BpMove): string {
  switch (move.kind) {
    case 'discard':
      return move.cards.length === 0
        ? 'Kept all five cards'
        : `Threw away ${plural(move.cards.length, 'card')} (cards ${move.cards.map(cardText).join(' ')})`;
    case 'lay':
      return `Laid the ${cardText(move.card)}`;
    case 'fold':
      return `Folded with ${plural(view.laid[view.seat]?.length ?? 0, 'card')} showing`;
    case 'double':
      return 'Called double or fold';
    case 'no-double':
      return 'Did not call double or fold';
    case 'accept':
      return 'Accepted the double';
  }
}

/** The seats' names, made once: simulations ask at the start of every game. */
const SEAT_NAMES: readonly string[] = Array.from({ length: MAX_PLAYERS }, (_, i) => name(i));

export const WORDS: GameWords<typeof BP_OPTIONS, BpState, BpMove, BpView> = {
  seatNames: (o) => SEAT_NAMES.slice(0, o.players), // the options allow at most MAX_PLAYERS
  describe,
  moveLabel,
};
