/**
 * Peekaboo in words: the seats' names, the log (`describe`: what a move did,
 * then what happened by itself after it) and each legal move's label, read
 * from the seat's view alone. The log's first clause and the label are one
 * clause (`moveClause`), read from the table before the move, so a label can
 * never tell what the move leads to (a roll, a showdown's payout).
 */
import { CATEGORY_PHRASES } from '../../hands/categories.ts';
import { evaluateDice, type Die } from '../../hands/dice.ts';
import type { GameWords, SeatMove } from '../../play/types.ts';
import { capitalize, listAnd } from '../../words.ts';
import type { PEEKABOO_OPTIONS } from './options.ts';
import { chipsWord, outcome, playerName } from './rules.ts';
import { betOf, callOf, type PeekabooMove, type PeekabooState, type PotResult } from './state.ts';
import type { PeekabooView } from './view.ts';

/** "a 12-chip pot". */
const chipsAdj = (n: number): string => `${n}-chip`;
const diceText = (dice: readonly Die[]): string => dice.join(' ');

const FACE_NAMES = ['', 'one', 'two', 'three', 'four', 'five', 'six'] as const;
const FACE_PLURALS = ['', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;
const COUNT_NAMES = ['', 'one', 'two', 'three', 'four', 'five'] as const;

/** A die's face in words: "six". */
export const faceName = (d: Die): string => FACE_NAMES[d];

/** Lookers to keep, in words (the bot's reasons): "the three fives", "the two sixes and the four". */
export function keptWords(dice: readonly Die[]): string {
  const faces = [...new Set(dice)].sort((a, b) => b - a);
  return listAnd(
    faces.map((f) => {
      const n = dice.filter((d) => d === f).length;
      return n === 1 ? `the ${FACE_NAMES[f]}` : `the ${COUNT_NAMES[n] ?? n} ${FACE_PLURALS[f]}`;
    }),
  );
}

/** The name of pot `i` of `n`: "pot" when there is one, else "main pot", "side pot", or "side pot 1", "side pot 2"… */
export function potName(i: number, n: number): string {
  return n === 1 ? 'pot' : i === 0 ? 'main pot' : n === 2 ? 'side pot' : `side pot ${i}`;
}

/**
 * Who took which pot, pots in a row with the same winners said together:
 * "Player 1 takes the 8-chip main pot and the 4-chip side pot", or "Player 2
 * takes the 4-chip main pot, and Player 1 and Player 4 split the 15-chip side
 * pot". `past` says "took"; `hands` adds the winning hand ("with a full house").
 */
export function whoTookThePots(pots: readonly PotResult[], who: (seat: number) => string, past: boolean, hands: boolean): string {
  const groups: { pot: PotResult; names: string[] }[] = [];
  pots.forEach((p, i) => {
    const what = `the ${chipsAdj(p.chips)} ${potName(i, pots.length)}`;
    const last = groups[groups.length - 1];
    if (last !== undefined && last.pot.winners.join() === p.winners.join()) last.names.push(what);
    else groups.push({ pot: p, names: [what] });
  });
  const clauses = groups.map(({ pot, names }) => {
    const verb = pot.winners.length > 1 ? 'split' : past ? 'took' : 'takes';
    const hand = hands && pot.category !== null ? ` with ${CATEGORY_PHRASES[pot.category]}` : '';
    return `${listAnd(pot.winners.map(who))} ${verb} ${listAnd(names)}${hand}`;
  });
  const end = clauses.pop() ?? '';
  return clauses.length === 0 ? end : `${clauses.join(', ')}, and ${end}`;
}

/** Sentences for what happened by itself after a move: first rolls, the end of a round, the next round or the end. */
function events(before: PeekabooState, after: PeekabooState, mover: number): string[] {
  const out: string[] = [];
  const sameRound = after.last === before.last;
  if (sameRound) {
    if (after.phase === 'roll' && before.phase === 'join') out.push('Everyone in rolls their peekers under their cups.');
    for (let k = 0; k < after.o.players; k++) {
      const seat = (after.first + k) % after.o.players;
      if (seat !== mover && (before.lookers[seat] ?? []).length === 0 && (after.lookers[seat] ?? []).length > 0)
        out.push(`${playerName(seat)} rolled ${diceText(after.lookers[seat] ?? [])}.`);
    }
    if (after.phase === 'bet' && before.phase !== 'bet')
      out.push(
        after.turn === after.first
          ? `${playerName(after.first)} opens the betting.`
          : `${playerName(after.first)} is all in, so ${playerName(after.turn)} opens the betting.`,
      );
    return out;
  }
  const r = after.last;
  if (r === null) return out;
  switch (r.end) {
    case 'alone':
      out.push(`Nobody matched the ante, so ${playerName(r.first)} takes it back.`);
      break;
    case 'uncontested':
      out.push(`${playerName(r.pots[0]?.winners[0] ?? 0)} takes the ${chipsAdj(r.pot)} pot without showing.`);
      break;
    case 'showdown': {
      // Betting skipped: everyone still in but at most one was all in when the rolling ended (ruling pk-cover).
      if (before.phase === 'roll') out.push('Nobody still in has chips left to bet against another, so the cups come up.');
      const shown = r.shown.map((h) => {
        const hand = evaluateDice([...h.peekers, ...h.lookers]);
        return `${playerName(h.seat)} shows ${diceText(hand.ordered)} (${CATEGORY_PHRASES[hand.category]})`;
      });
      out.push(`Showdown: ${shown.join(', ')}; ${whoTookThePots(r.pots, playerName, false, false)}.`);
      if (r.returned !== null)
        out.push(`${playerName(r.returned.seat)} takes back ${chipsWord(r.returned.chips)} that nobody else could match.`);
      break;
    }
  }
  const result = outcome(after);
  out.push(result === null ? `Round ${after.round}: ${playerName(after.first)} is first.` : result.summary);
  return out;
}

/** What a move's clause reads of the table before it: the seat's lookers, the ante, the raise size, the bets and the chips. */
type Table = Pick<PeekabooView, 'ante' | 'raise' | 'put' | 'chips' | 'lookers'>;

/**
 * A move as one clause, without its player: "set the ante at 2 chips", "kept 6 and rolled again", "called 1 chip
 * and is all in". Read from the table before the move only: a call or a raise is all in when it puts in every
 * chip the player has left then (ruling pk-cover), whatever the showdown after it pays.
 */
function moveClause(t: Table, seat: number, move: PeekabooMove): string {
  switch (move.kind) {
    case 'ante':
      return `set the ante at ${chipsWord(move.chips)}`;
    case 'join':
      return `paid the ${chipsAdj(t.ante)} ante`;
    case 'sit-out':
      return 'sat this round out';
    case 'keep':
      return move.dice.length === (t.lookers[seat] ?? []).length
        ? `kept ${diceText(move.dice)} and stopped`
        : move.dice.length === 0
          ? 'rolled every looker again'
          : `kept ${diceText(move.dice)} and rolled again`;
    case 'check':
      return 'checked';
    case 'call': {
      const call = callOf(t, seat);
      return `called ${chipsWord(call)}${call === (t.chips[seat] ?? 0) ? ' and is all in' : ''}`;
    }
    case 'raise': {
      const to = betOf(t) + t.raise;
      return `raised by ${chipsWord(t.raise)}, to ${chipsWord(to)} in${to - (t.put[seat] ?? 0) >= (t.chips[seat] ?? 0) ? ', and is all in' : ''}`;
    }
    case 'fold':
      return 'folded';
  }
}

function describe(before: PeekabooState, { seat, move }: SeatMove<PeekabooMove>, after: PeekabooState): string {
  const table: Table = { ante: before.ante, raise: before.o.raise, put: before.put, chips: before.chips, lookers: before.lookers };
  const clause = `${playerName(seat)} ${moveClause(table, seat, move)}`;
  // A keep that rolls again says what the roll showed, after the clause (the label stops at the clause).
  const rolled = move.kind === 'keep' && move.dice.length < (before.lookers[seat] ?? []).length;
  const text = rolled ? `${clause}: ${diceText(after.lookers[seat] ?? [])} showing.` : `${clause}.`;
  return [text, ...events(before, after, seat)].join(' ');
}

/** A legal move as the move list and the hint say it ("Kept 6 and rolled again", "Called 1 chip and is all in"), from the view alone. */
function moveLabel(view: PeekabooView, move: PeekabooMove): string {
  return capitalize(moveClause(view, view.seat, move));
}

export const WORDS: GameWords<typeof PEEKABOO_OPTIONS, PeekabooState, PeekabooMove, PeekabooView> = {
  seatNames: (o) => Array.from({ length: o.players }, (_, i) => playerName(i)),
  describe,
  moveLabel,
};
