/**
 * Nina's Five in words: the seat names, the log (`describe`, one sentence a
 * move), each legal move's label for the practice table (from the seat's view
 * alone), and the card and hand words the board and the bots share.
 */
import { JOKER_A, NATURAL_CARDS, faceText, isJoker, type Card } from '../../hands/cards.ts';
import { describeHand } from '../../hands/describe.ts';
import { keyCategory, keyRanks } from '../../hands/key.ts';
import type { CardRuleset } from '../../hands/rulesets.ts';
import type { GameWords, SeatMove } from '../../play/types.ts';
import { rulesFor, type NF_OPTIONS } from './options.ts';
import { teamOf } from './rules.ts';
import { SEAT_NAMES, TEAM_NAMES, type LaidCard, type NfMove, type NfState, type TrickRecord } from './state.ts';
import type { NfView, SeenCard } from './view.ts';

/** Short card names, built once: the bots' reasons name a card on nearly every move. */
const SHORT: readonly string[] = Array.from({ length: NATURAL_CARDS + 2 }, (_, c) => (isJoker(c) ? 'joker' : faceText(c).short));
/** "7♣", or "joker". */
export const cardWord = (c: Card): string => SHORT[c] ?? '?';

const HAND_WORDS = new Map<CardRuleset, Map<number, string>>();
/** "a pair of kings, kickers A-9-7" for a key, remembered per rules (keys repeat across games). */
export function handWords(rules: CardRuleset, key: number): string {
  let byKey = HAND_WORDS.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    HAND_WORDS.set(rules, byKey);
  }
  let words = byKey.get(key);
  if (words === undefined) {
    words = describeHand(keyCategory(key, rules.categories), keyRanks(key), 'cards');
    if (byKey.size < 100_000) byKey.set(key, words);
  }
  return words;
}

// ---------------------------------------------------------------------------
// The log

const cardText = (c: Card): string => (isJoker(c) ? 'a joker' : `the ${faceText(c).short}`);
const laidText = (l: LaidCard): string => (l.as === undefined ? cardText(l.card) : `a joker named the ${faceText(l.as).short}`);

/** "Trick 3: North–South's flush, A-K-9-7-4 beats East–West's pair of nines; 2–1." */
function trickText(s: NfState, r: TrickRecord): string {
  const rules = rulesFor(s.o.wildCopy);
  const [a, b] = [handWords(rules, r.keys[0]), handWords(rules, r.keys[1])];
  const score = `${s.score[0]}–${s.score[1]}`;
  if (r.winner === null) return `trick ${r.trick} is tied, ${a} each, so nobody takes it (${score})`;
  const loser = r.winner === 0 ? 1 : 0;
  return `${TEAM_NAMES[r.winner]} take trick ${r.trick} with ${r.winner === 0 ? a : b} against ${loser === 0 ? a : b} (${score})`;
}

function swapText(s: NfState): string {
  const words = ([0, 1] as const).map((team) => {
    const w = s.swaps.find((x) => x.by === team);
    return w === undefined
      ? `${TEAM_NAMES[team]} keep their peekaboo card`
      : `${TEAM_NAMES[team]} swap their peekaboo card for ${SEAT_NAMES[w.seat] ?? '?'}'s ${laidText(w.replaced).replace(/^the /u, '')}`;
  });
  return words.join(' and ');
}

function describe(before: NfState, { seat, move }: SeatMove<NfMove>, after: NfState): string {
  const who = SEAT_NAMES[seat] ?? '?';
  const parts: string[] = [];
  if (move.kind === 'peekaboo') {
    const revealed = before.o.peekabooReveal === 'in-turn' || after.step !== 'peekaboo';
    if (!revealed) parts.push(`${who} makes ${TEAM_NAMES[seat % 2 === 0 ? 0 : 1]}'s peekaboo choice in secret`);
    else if (before.o.peekabooReveal === 'in-turn')
      parts.push(
        move.replace === 'pass'
          ? `${who} keeps the peekaboo card`
          : `${who} says "peekaboo!" and swaps in the face-down card for ${SEAT_NAMES[move.replace] ?? '?'}'s ${laidText(before.laid[move.replace]?.[0] ?? { card: 0 }).replace(/^the /u, '')}`,
      );
    else parts.push(`${who} chooses too; ${swapText(after)}`);
  } else {
    parts.push(`${who} lays ${move.as === undefined ? cardText(move.card) : `a joker named the ${faceText(move.as).short}`}`);
  }
  if (after.results.length > before.results.length) {
    const r = after.results.at(-1);
    if (r !== undefined) parts.push(trickText(after, r));
  }
  if (after.step === 'second-plays' && before.step !== 'second-plays') parts.push(`the river is ${cardText(after.community[2] ?? 0)}`);
  if (after.trick > before.trick && after.step !== 'over') {
    const shuffled = after.shuffleTrick === 1 ? 'reshuffles and ' : '';
    parts.push(
      `${SEAT_NAMES[after.dealer] ?? '?'} ${shuffled}deals trick ${after.trick}, flop ${after.community.map((c) => faceText(c).short).join(' ')}`,
    );
  }
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

// ---------------------------------------------------------------------------
// Move labels

/** A face-up laid card as the table sees it: "K♠", or "joker named the K♠". */
const seenText = (c: SeenCard | undefined): string =>
  c === undefined || 'faceDown' in c ? 'card' : c.as === undefined ? cardWord(c.card) : `joker named the ${faceText(c.as).short}`;

/**
 * A legal move in words, from the seat's view alone: "Lays the 7♣", "Lays a joker named the 7♣"
 * ("Lays the first joker, named the 7♣" with both jokers in hand, the first as the hand shows them),
 * "Keeps the peekaboo card". A peekaboo choice names the opposing first card it would replace,
 * which lies face up in front of that seat; when both teams choose in secret, it says so.
 */
function moveLabel(v: NfView, move: NfMove, seatNames: readonly string[]): string {
  if (move.kind === 'lay') {
    if (move.as === undefined) return `Lays ${cardText(move.card)}`;
    const name = `named the ${faceText(move.as).short}`;
    return v.hand.filter(isJoker).length > 1
      ? `Lays the ${move.card === JOKER_A ? 'first' : 'second'} joker, ${name}`
      : `Lays a joker ${name}`;
  }
  const target = move.replace === 'pass' ? null : `${seatNames[move.replace] ?? '?'}'s ${seenText(v.laid[move.replace]?.[0])}`;
  if (v.peekabooReveal === 'in-turn')
    return target === null ? 'Keeps the peekaboo card' : `Says "peekaboo!" and swaps in the face-down card for ${target}`;
  const choice = `Makes ${TEAM_NAMES[teamOf(v.seat)]}'s peekaboo choice in secret`;
  return target === null ? `${choice}: keep the card` : `${choice}: swap out ${target}`;
}

export const WORDS: GameWords<typeof NF_OPTIONS, NfState, NfMove, NfView> = {
  seatNames: () => SEAT_NAMES,
  describe,
  moveLabel,
};
