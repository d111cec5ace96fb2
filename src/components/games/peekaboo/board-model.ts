/**
 * The Peekaboo board's logic, apart from its drawing (Board.tsx) so it runs
 * and is tested in Node: button labels, which lookers a player must keep,
 * and turning the dice a player has pressed into the legal `keep` move.
 * Moves are compared with the engine's one `sameMove` (play/moves.ts).
 */
import type { Die } from '../../../engine/hands/dice.ts';
import type { PeekabooMove, RoundResult } from '../../../engine/games/peekaboo/state.ts';
import type { PeekabooView } from '../../../engine/games/peekaboo/view.ts';
import { potName, whoTookThePots } from '../../../engine/games/peekaboo/words.ts';
import { findLegal } from '../../../engine/play/moves.ts';
import { listAnd } from '../../../engine/words.ts';

export const chips = (n: number): string => `${n} chip${n === 1 ? '' : 's'}`;
/** "a 12-chip pot". */
export const chipsAdj = (n: number): string => `${n}-chip`;
export const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** A move that is not a keep, as its button says it ("Call 2 chips", "Raise by 2 chips", "Call 1 chip, all in"). */
export function actionLabel(view: PeekabooView, move: Exclude<PeekabooMove, { kind: 'keep' }>): string {
  const mine = view.put[view.seat] ?? 0;
  const left = view.chips[view.seat] ?? 0;
  // A call short of the bet puts in every chip left (ruling pk-cover).
  const call = Math.min(view.bet - mine, left);
  switch (move.kind) {
    case 'ante':
      return `Ante ${chips(move.chips)}`;
    case 'join':
      return `Pay the ${chipsAdj(view.ante)} ante`;
    case 'sit-out':
      return 'Sit this round out';
    case 'check':
      return 'Check';
    case 'call':
      return `Call ${chips(call)}${call === left ? ', all in' : ''}`;
    case 'raise':
      return `Raise by ${chips(view.raise)}${view.bet - mine + view.raise === left ? ', all in' : ''}`;
    case 'fold':
      return 'Fold';
  }
}

/**
 * Which of `lookers` (high to low) are already kept for the turn and may not
 * be rolled again: the `held` dice matched to the first lookers of the same
 * face. Empty under the may-reroll option.
 */
export function forcedIndexes(lookers: readonly Die[], held: readonly Die[], keptDice: PeekabooView['keptDice']): number[] {
  if (keptDice === 'may-reroll') return [];
  const out: number[] = [];
  for (const d of held) {
    const i = lookers.findIndex((l, k) => l === d && !out.includes(k));
    if (i >= 0) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

/** The dice of `lookers` at `indexes`, high to low (a keep move's order). */
export function diceAt(lookers: readonly Die[], indexes: Iterable<number>): Die[] {
  const out: Die[] = [];
  for (const i of indexes) {
    const d = lookers[i];
    if (d !== undefined) out.push(d);
  }
  return out.sort((a, b) => b - a);
}

/** The legal keep move that keeps exactly these dice, or undefined. */
export function keepMove(legal: readonly PeekabooMove[], kept: readonly Die[]): Extract<PeekabooMove, { kind: 'keep' }> | undefined {
  const move = findLegal(legal, { kind: 'keep', dice: [...kept].sort((a, b) => b - a) });
  return move?.kind === 'keep' ? move : undefined;
}

/** The looker indexes a keep move keeps (its dice matched to the first lookers of the same face). */
export function indexesOf(lookers: readonly Die[], kept: readonly Die[]): number[] {
  const out: number[] = [];
  for (const d of kept) {
    const i = lookers.findIndex((l, k) => l === d && !out.includes(k));
    if (i >= 0) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

/** The round's state in one sentence, for the top of the table. */
export function phaseText(view: PeekabooView, names: readonly string[]): string {
  const who = (seat: number | null): string => (seat === null ? '' : seat === view.seat ? 'you' : (names[seat] ?? `Player ${seat + 1}`));
  const Who = (seat: number | null): string => {
    const w = who(seat);
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  switch (view.phase) {
    case 'ante':
      return `${Who(view.first)} ${view.first === view.seat ? 'name' : 'names'} the ante.`;
    case 'join':
      return `The ante is ${chips(view.ante)}: ${who(view.toAct)} ${view.toAct === view.seat ? 'pay it or sit out' : 'pays it or sits out'}.`;
    case 'roll': {
      const left = view.toAct === null ? 0 : (view.rollsLeft[view.toAct] ?? 0);
      return `${Who(view.toAct)} ${view.toAct === view.seat ? 'roll' : 'rolls'} the lookers (${left} ${left === 1 ? 'roll' : 'rolls'} left).`;
    }
    case 'bet':
      return `Betting: ${who(view.toAct)} to act.`;
    case 'over':
      return 'The game is over.';
  }
}

/** The first round's roll-off, in words: "Roll-off for the first player: Player 1 rolled 3, Player 2 rolled 6; Player 2 goes first." */
export function rollOffText(view: Pick<PeekabooView, 'openingRolls' | 'first' | 'seat'>, names: readonly string[]): string {
  const name = (seat: number): string => (seat === view.seat ? 'you' : (names[seat] ?? `Player ${seat + 1}`));
  const rows = view.openingRolls.map((row) => row.flatMap((face, seat) => (face === 0 ? [] : [`${name(seat)} rolled ${face}`])).join(', '));
  if (rows.length === 0) return '';
  const first = name(view.first);
  const lead = `Roll-off for the first player: ${rows.join('; tied, so again: ')}; `;
  const end = view.first === view.seat ? 'you go first.' : `${first} goes first.`;
  return lead.charAt(0).toUpperCase() + lead.slice(1) + end;
}

/** Seats as the board names them: "you" for the viewer. */
type Namer = (seat: number) => string;

/** "Player 1", "Players 1 and 3": who may win a pot. */
const whoIsIn = (seats: readonly number[], name: Namer): string => listAnd(seats.map(name));

/**
 * The pots while someone is all in (ruling pk-cover): "Main pot: 4 chips,
 * for everyone still in. Side pot: 6 chips, for Player 1, Player 3 and you."
 * Empty while there is a single pot (the table shows it as "Pot").
 */
export function potsText(view: Pick<PeekabooView, 'pots'>, name: Namer): string {
  if (view.pots.length < 2) return '';
  return view.pots
    .map((p, i) => {
      const label = potName(i, view.pots.length);
      const who = i === 0 ? 'everyone still in' : whoIsIn(p.seats, name);
      return `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${chips(p.chips)}, for ${who}.`;
    })
    .join(' ');
}

/**
 * The last round in one or two sentences: "Round 3: you took the 12-chip pot
 * with a full house." With side pots, one clause per pot; a bet nobody
 * matched, given back, is said last.
 */
export function lastRoundText(r: RoundResult, name: Namer): string {
  const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
  switch (r.end) {
    case 'alone':
      return `Round ${r.round}: nobody matched the ante, so ${name(r.first)} took it back.`;
    case 'uncontested':
      return `Round ${r.round}: ${cap(listAnd((r.pots[0]?.winners ?? []).map(name)))} took the ${chipsAdj(r.pot)} pot without a showdown.`;
    case 'showdown': {
      const pots = whoTookThePots(r.pots, name, true, true);
      const back =
        r.returned === null ? '' : ` ${cap(name(r.returned.seat))} took back ${chips(r.returned.chips)} that nobody else could match.`;
      return `Round ${r.round}: ${cap(pots)}.${back}`;
    }
  }
}

/** Whether `seat` took chips from any pot of the round. */
export const tookAPot = (r: RoundResult, seat: number): boolean => r.pots.some((p) => p.winners.includes(seat));
