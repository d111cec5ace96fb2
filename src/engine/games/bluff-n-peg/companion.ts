/**
 * Bluff 'N' Peg's table companion (issue 26): the pegs of a real game, moved by the hands people report.
 *
 * A hand is reported as it ended: who won (one or more), the cards each player had laid, and, in the order they
 * happened, the folds and the doubles (with who folded in answer to each; everyone else still in accepted). The
 * report becomes the hand's events and is scored by `scoreHandOn` (pegging.ts), the scorer the practice table plays
 * by, so a fold pays at the multiplier of its moment (a fold answering a double before the double's advance) and
 * every limit (a double only at the third card, none from the last-chance holes, at most the board's doubles) is
 * the scorer's. The game's end and its play-off (ruling bp-game-end-ties) are `gameOverAfter`'s, and the deal
 * passes as rules.ts passes it (`nextDealerAmong`).
 */
import { fail, ok, type ErrorPlace, type Result } from '../../result.ts';
import { isOneOf, isRecord } from '../../input.ts';
import { defaultOptions } from '../../play/options.ts';
import { listAnd } from '../../words.ts';
import { isSeat, parseNames, parseTableOptions } from '../../companion/setup.ts';
import type { CompanionError, CompanionRules } from '../../companion/types.ts';
import { BP_OPTIONS, boardOf, checkOptions, type BpOptions } from './options.ts';
import {
  DOUBLE_CARD,
  HAND_SIZE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  START_HOLE,
  gameOverAfter,
  outTheBack,
  scoreHandOn,
  type BluffEvent,
  type BoardRules,
  type HandScore,
  type PegMove,
} from './pegging.ts';
import { nextDealerAmong, playablePeg } from './turns.ts';

/** The options a table chooses: the board's (track, last-chance holes, the bluffing zone, the double limit). */
const BOARD_OPTION_NAMES = ['track', 'lastChance', 'multipliers', 'points', 'doubles'] as const;
type BoardOptions = Pick<BpOptions, (typeof BOARD_OPTION_NAMES)[number]>;

export interface BpTableSetup {
  readonly players: readonly string[];
  readonly options: BoardOptions;
}

export interface BpTableState {
  readonly players: readonly string[];
  readonly board: BoardRules;
  /** Each player's peg (pegging.ts's positions: 1..track, 0 the start, -1.. the last-chance holes, then out the back). */
  readonly pegs: readonly number[];
  /** Hands played, play-off hands included. */
  readonly hands: number;
  /** Who deals the coming hand. */
  readonly dealer: number;
  /** Who plays the coming hand: everyone, or in a play-off the tied leaders. */
  readonly playing: readonly number[];
  readonly playOff: boolean;
  /** Where the bluffing peg ended the last hand (0 is the first hole), and that hole's multiplier. */
  readonly zoneHole: number;
  readonly multiplier: number;
  /** How often each player fell into the last-chance holes from the track. */
  readonly lastChanceEntries: readonly number[];
  /** Who has gone out the back, in the order it happened. */
  readonly outTheBack: readonly number[];
  /** How the game ended (or is ending, while a play-off settles a tie), or null. */
  readonly end: 'winner-hole' | 'out-the-back' | null;
  readonly winners: readonly number[] | null;
  /** The last hand's pegs moved (none in a play-off), for the page's "last hand" line. */
  readonly last: { readonly winners: readonly number[]; readonly moves: readonly PegMove[]; readonly playOff: boolean } | null;
}

/** A fold outside any double, or a double and who folded in answer to it (everyone else still in accepted). */
export type BpStep =
  | { readonly type: 'fold'; readonly player: number }
  | { readonly type: 'double'; readonly player: number; readonly folds: readonly number[] };

export type BpTableAction =
  | { readonly type: 'dealer'; readonly player: number }
  | {
      readonly type: 'hand';
      readonly winners: readonly number[];
      /** Cards each player had laid when the hand ended (or when they folded), one per seat; 0 for a seat not playing. */
      readonly cards: readonly number[];
      readonly steps: readonly BpStep[];
    };

type Refusal = { readonly ok: false; readonly error: CompanionError };
const bad = (message: string, place?: ErrorPlace): Refusal => fail('bad-action', message, place);
/**
 * Where a refusal belongs on the page's form: the list of winners, one player's row (`index` the seat), or one
 * step of the folds and doubles (`index` its place in `steps`).
 */
const ON_WINNERS: ErrorPlace = { field: 'winners' };
const onPlayer = (seat: number): ErrorPlace => ({ field: 'player', index: seat });
const onStep = (step: number): ErrorPlace => ({ field: 'step', index: step });

const boardOptions = (o: BpOptions): BoardOptions => ({
  track: o.track,
  lastChance: o.lastChance,
  multipliers: o.multipliers,
  points: o.points,
  doubles: o.doubles,
});

function parseSetup(input: unknown): Result<BpTableSetup> {
  if (!isRecord(input)) return fail('bad-setup', "A Bluff 'N' Peg table needs its players' names.");
  const players = parseNames(input.players, MIN_PLAYERS, MAX_PLAYERS);
  if (!players.ok) return players;
  const options = parseTableOptions(BP_OPTIONS, input.options, BOARD_OPTION_NAMES, { players: players.value.length });
  if (!options.ok) return options;
  const wrong = checkOptions(options.value);
  if (wrong !== null) return fail('bad-setup', wrong.message);
  return ok({ players: players.value, options: boardOptions(options.value) });
}

function start(setup: BpTableSetup): BpTableState {
  const n = setup.players.length;
  const board = boardOf({ ...defaultOptions(BP_OPTIONS), ...setup.options, players: n });
  const all = Array.from({ length: n }, (_, i) => i);
  return {
    players: setup.players,
    board: { zone: board.zone, maxDoubles: board.maxDoubles, winnerHole: board.winnerHole, lastChance: board.lastChance },
    pegs: all.map(() => START_HOLE),
    hands: 0,
    dealer: 0,
    playing: all,
    playOff: false,
    zoneHole: 0,
    multiplier: board.zone[0]?.multiplier ?? 1,
    lastChanceEntries: all.map(() => 0),
    outTheBack: [],
    end: null,
    winners: null,
    last: null,
  };
}

/** At most this many folds and doubles in a hand (a fold each, and a double each): a hostile list stays short. */
const MAX_STEPS = 2 * MAX_PLAYERS;

function parseAction(s: BpTableState, input: unknown): Result<BpTableAction> {
  if (s.winners !== null) return fail('game-over', 'The game is over: start a new table to play again.');
  if (!isRecord(input) || !isOneOf(['dealer', 'hand'], input.type)) return bad('An action is "dealer" or "hand".');
  const n = s.players.length;
  if (input.type === 'dealer') {
    if (s.hands > 0) return fail('not-now', 'The first dealer is chosen before the first hand; after that the deal passes left.');
    if (!isSeat(input.player, n)) return bad(`The dealer is one of the ${n} players.`);
    return ok({ type: 'dealer', player: input.player });
  }
  const { winners, cards, steps } = input;
  if (!Array.isArray(winners) || !Array.isArray(cards) || !Array.isArray(steps))
    return bad("A hand is reported with its winners, each player's cards laid, and its folds and doubles in order.");
  const listedWinners: readonly unknown[] = winners;
  const listedCards: readonly unknown[] = cards;
  const listedSteps: readonly unknown[] = steps;
  if (listedWinners.length === 0) return bad('Name who won the hand.', ON_WINNERS);
  const seats: number[] = [];
  for (const w of listedWinners) {
    if (!isSeat(w, n) || !s.playing.includes(w))
      return bad(s.playOff ? 'Only the players in the play-off can win it.' : 'A winner is not at the table.', ON_WINNERS);
    if (seats.includes(w)) return bad(`${s.players[w] ?? ''} is named as a winner twice.`, ON_WINNERS);
    seats.push(w);
  }
  if (listedCards.length !== n) return bad(`Give the cards laid for each of the ${n} players.`);
  const laid: number[] = [];
  for (const [seat, c] of listedCards.entries()) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > HAND_SIZE)
      return bad(`${s.players[seat] ?? ''} laid 0 to ${HAND_SIZE} cards, not ${String(c).slice(0, 24)}.`, onPlayer(seat));
    if (c > 0 && !s.playing.includes(seat))
      return bad(`${s.players[seat] ?? ''} is not in the play-off, so laid no cards.`, onPlayer(seat));
    laid.push(c);
  }
  if (listedSteps.length > MAX_STEPS) return bad(`A hand has at most ${MAX_STEPS} folds and doubles.`, { field: 'step' });
  const parsed: BpStep[] = [];
  for (const [i, step] of listedSteps.entries()) {
    if (!isRecord(step) || !isOneOf(['fold', 'double'], step.type) || !isSeat(step.player, n))
      return bad('Each step is a fold or a double, by a player at the table.', onStep(i));
    if (step.type === 'fold') {
      parsed.push({ type: 'fold', player: step.player });
      continue;
    }
    const folds: unknown = step.folds;
    if (!Array.isArray(folds) || folds.length > MAX_PLAYERS || !folds.every((f) => isSeat(f, n)))
      return bad('A double lists who folded in answer to it (an empty list if everyone accepted).', onStep(i));
    parsed.push({ type: 'double', player: step.player, folds: [...folds] });
  }
  const action: BpTableAction = { type: 'hand', winners: seats, cards: laid, steps: parsed };
  const scored = scoreReport(s, action);
  return scored.ok ? ok(action) : scored;
}

/**
 * The hand's events, as the scorer reads them, in the numbering of the players in the hand (`local`): each fold
 * after the folder's cards are laid, each double as its declarer lays the third card (those who fold in answer lay
 * theirs first, since nobody lays while a double is open), then everyone else's cards, then the win. Beside each
 * event, the place on the form it came from (the step, or the winners), so a refusal from the scorer names it.
 */
function eventsOf(
  s: BpTableState,
  a: Extract<BpTableAction, { type: 'hand' }>,
): { readonly ok: true; readonly value: { readonly events: BluffEvent[]; readonly from: ErrorPlace[] } } | Refusal {
  const local = (seat: number): number => s.playing.indexOf(seat);
  const name = (seat: number): string => s.players[seat] ?? '';
  const shown = s.players.map(() => 0);
  const folded = new Set<number>();
  const events: BluffEvent[] = [];
  const from: ErrorPlace[] = [];
  let place: ErrorPlace = ON_WINNERS;
  const emit = (event: BluffEvent): void => {
    events.push(event);
    from.push(place);
  };
  const layTo = (seat: number, total: number): Refusal | null => {
    if (!s.playing.includes(seat)) return bad(`${name(seat)} is not playing this hand.`, onPlayer(seat));
    const now = shown[seat] ?? 0;
    if (total < now) return bad(`${name(seat)} had already laid ${now} cards by then, more than the ${total} reported.`, onPlayer(seat));
    if (total > now) emit({ type: 'lay', player: local(seat), cards: total - now });
    shown[seat] = total;
    return null;
  };
  for (const [i, step] of a.steps.entries()) {
    const p = step.player;
    place = onStep(i);
    if (step.type === 'fold') {
      const wrong = layTo(p, a.cards[p] ?? 0);
      if (wrong !== null) return wrong;
      emit({ type: 'fold', player: local(p) });
      folded.add(p);
      continue;
    }
    for (const [k, f] of step.folds.entries()) {
      if (f === p) return bad(`${name(p)} declared the double, so does not answer it.`, place);
      if (folded.has(f) || step.folds.indexOf(f) !== k) return bad(`${name(f)} had already folded.`, place);
      const wrong = layTo(f, a.cards[f] ?? 0);
      if (wrong !== null) return wrong;
    }
    if ((a.cards[p] ?? 0) < DOUBLE_CARD)
      return bad(`${name(p)} declared a double, which comes with the third card, but laid only ${a.cards[p] ?? 0}.`, onPlayer(p));
    const wrong = layTo(p, DOUBLE_CARD);
    if (wrong !== null) return wrong;
    emit({ type: 'double', player: local(p) });
    for (const other of s.playing) {
      if (other === p || folded.has(other)) continue;
      emit({ type: step.folds.includes(other) ? 'fold' : 'accept', player: local(other) });
    }
    for (const f of step.folds) folded.add(f);
  }
  place = ON_WINNERS;
  for (const seat of s.playing) {
    if (folded.has(seat)) continue;
    const wrong = layTo(seat, a.cards[seat] ?? 0);
    if (wrong !== null) return wrong;
  }
  emit({ type: 'win', players: a.winners.map(local) });
  return ok({ events, from });
}

/**
 * The hand scored by the practice table's scorer, from the pegs of those playing it (clamped in a play-off, as
 * rules.ts does). The scorer's refusal keeps its code and words ('double-timing', 'player-folded', …), placed on
 * the step or the winners its event came from instead of on the events we built.
 */
function scoreReport(s: BpTableState, a: Extract<BpTableAction, { type: 'hand' }>): Result<HandScore> {
  const built = eventsOf(s, a);
  if (!built.ok) return built;
  const pegs = s.playing.map((seat) => playablePeg(s.board, s.pegs[seat] ?? START_HOLE));
  const scored = scoreHandOn(s.board, pegs, built.value.events);
  if (scored.ok) return scored;
  const { code, message, index } = scored.error;
  const place = index === undefined ? undefined : built.value.from[index];
  return fail(code, s.playOff ? `${message} (In a play-off the players are counted among those playing it.)` : message, place);
}

function apply(s: BpTableState, a: BpTableAction): BpTableState {
  if (a.type === 'dealer') return { ...s, dealer: a.player };
  const scored = scoreReport(s, a);
  if (!scored.ok) throw new Error(`Bluff 'N' Peg companion: a checked hand does not score (${scored.error.message})`);
  const n = s.players.length;
  const everyone = s.players.map((_, i) => i);
  const moves = scored.value.moves.map((m): PegMove => {
    const seat = s.playing[m.player] ?? m.player;
    const from = s.pegs[seat] ?? START_HOLE;
    return { ...m, player: seat, from, to: s.playOff ? from : m.to };
  });
  const zoneHole = scored.value.peg.at(-1) ?? 0;
  const base = {
    ...s,
    hands: s.hands + 1,
    zoneHole,
    multiplier: s.board.zone[zoneHole]?.multiplier ?? 1,
    last: { winners: a.winners, moves, playOff: s.playOff },
  };
  if (s.playOff) {
    if (a.winners.length === 1) return { ...base, winners: a.winners };
    return { ...base, playing: a.winners, dealer: nextDealerAmong(s.dealer, n, a.winners) };
  }
  const pegs = [...s.pegs];
  const entries = [...s.lastChanceEntries];
  const back = [...s.outTheBack];
  for (const m of moves) {
    pegs[m.player] = m.to;
    if (m.from >= START_HOLE && m.to < START_HOLE) entries[m.player] = (entries[m.player] ?? 0) + 1;
    if (m.to === outTheBack(s.board) && !back.includes(m.player)) back.push(m.player);
  }
  const after = { ...base, pegs, lastChanceEntries: entries, outTheBack: back };
  const over = gameOverAfter(pegs, s.board);
  if (over === null) return { ...after, dealer: nextDealerAmong(s.dealer, n, everyone) };
  if (!over.playOff) return { ...after, end: over.reason, winners: over.leaders };
  return { ...after, end: over.reason, playOff: true, playing: over.leaders, dealer: nextDealerAmong(s.dealer, n, over.leaders) };
}

const namesOf = (s: BpTableState, seats: readonly number[]): string => listAnd(seats.map((seat) => s.players[seat] ?? ''));

function describe(before: BpTableState, a: BpTableAction): string {
  if (a.type === 'dealer') return `${before.players[a.player] ?? ''} deals first.`;
  const after = apply(before, a);
  const points = before.board.zone[after.zoneHole]?.points ?? 0;
  const hand = before.playOff ? 'the play-off hand' : 'the hand';
  const parts = [`${namesOf(before, a.winners)} won ${hand} at ${after.multiplier}X (${points} points).`];
  const fell = after.lastChanceEntries.flatMap((k, seat) => (k > (before.lastChanceEntries[seat] ?? 0) ? [seat] : []));
  if (fell.length > 0) parts.push(`${namesOf(before, fell)} fell into the last-chance holes.`);
  const out = after.outTheBack.filter((seat) => !before.outTheBack.includes(seat));
  if (out.length > 0) parts.push(`${namesOf(before, out)} went out the back.`);
  if (after.winners !== null) parts.push(`${namesOf(before, after.winners)} won the game.`);
  else if (after.playOff) parts.push(`${namesOf(before, after.playing)} play off for the win.`);
  return parts.join(' ');
}

function over(s: BpTableState): { readonly winners: readonly number[]; readonly reason: string } | null {
  if (s.winners === null) return null;
  const who = namesOf(s, s.winners);
  const settled = s.last?.playOff === true ? ', after a play-off between the leaders' : '';
  const reason =
    s.end === 'out-the-back'
      ? `${namesOf(s, s.outTheBack)} went out the back, so the game ended, and ${who} had the furthest peg${settled}.`
      : `${who} reached the winner hole${settled}.`;
  return { winners: s.winners, reason };
}

export const COMPANION: CompanionRules<BpTableSetup, BpTableState, BpTableAction> = {
  id: 'bluff-n-peg',
  defaultSetup: { players: ['Player 1', 'Player 2', 'Player 3', 'Player 4'], options: boardOptions(defaultOptions(BP_OPTIONS)) },
  parseSetup,
  start,
  parseAction,
  apply,
  describe,
  over,
};
