/**
 * Poker's Wild!'s table companion (issue 26): a scorecard per player, and a line scorer for disputes.
 *
 * Each scoring play marks one circle for the hand it made, worth the table's points for that hand (`pointsFor`,
 * score.ts, as the practice table scores). By our ruling pw-scorecard a row never fills; a table that plays the
 * other reading sets its circles per hand, and then a mark on a full row is refused, since the play scores nothing
 * (pw-best-hand). The game ends when the table says the last card is laid (pw-game-end), and every player on the
 * highest total wins (pw-final-tie, `leadersOf`).
 *
 * The line scorer reads a disputed line (a row or a column of the real board, as cards in the site's notation) and
 * scores the played card with board.ts's `scorePlay`, the reference scorer the practice table is tested against.
 */
import { fail, ok, type Result } from '../../result.ts';
import { isOneOf, isRecord, isWhole } from '../../input.ts';
import { defaultOptions } from '../../play/options.ts';
import { listAnd } from '../../words.ts';
import { CATEGORY_LABELS, type Category } from '../../hands/categories.ts';
import { NATURAL_CARDS, formatCard, parseToken, quote, type Card } from '../../hands/cards.ts';
import { unsafeMessage } from '../../text.ts';
import { isSeat, parseNames, parseTableOptions } from '../../companion/setup.ts';
import type { CompanionRules } from '../../companion/types.ts';
import { PW_OPTIONS, SCORING } from './options.ts';
import { leadersOf, pointsFor } from './score.ts';
import { makeBoard, scorePlay, type BoardLayout, type Placement } from './board.ts';

const SCORECARD_OPTION_NAMES = ['points', 'circles'] as const;
const playersSpec = PW_OPTIONS[0];

export type ScoringHand = (typeof SCORING)[number];

export interface PwTableSetup {
  readonly players: readonly string[];
  /** Points for each hand, in SCORING order, and circles per hand (0: no limit, our ruling). */
  readonly points: readonly number[];
  readonly circles: number;
}

export interface PwTableState {
  readonly players: readonly string[];
  readonly points: readonly number[];
  readonly circles: number;
  /** Circles marked, per player, per hand (SCORING order). */
  readonly marks: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly ended: boolean;
}

export type PwTableAction = { readonly type: 'mark'; readonly player: number; readonly hand: ScoringHand } | { readonly type: 'end' };

function parseSetup(input: unknown): Result<PwTableSetup> {
  if (!isRecord(input)) return fail('bad-setup', "A Poker's Wild! table needs its players' names.");
  const players = parseNames(input.players, playersSpec.min, playersSpec.max);
  if (!players.ok) return players;
  const options = parseTableOptions(PW_OPTIONS, input.options, SCORECARD_OPTION_NAMES);
  if (!options.ok) return options;
  return ok({ players: players.value, points: options.value.points, circles: options.value.circles });
}

function start(setup: PwTableSetup): PwTableState {
  return {
    players: setup.players,
    points: setup.points,
    circles: setup.circles,
    marks: setup.players.map(() => SCORING.map(() => 0)),
    scores: setup.players.map(() => 0),
    ended: false,
  };
}

function parseAction(s: PwTableState, input: unknown): Result<PwTableAction> {
  if (s.ended) return fail('game-over', 'The game is over: every card is laid.');
  if (!isRecord(input) || !isOneOf(['mark', 'end'], input.type)) return fail('bad-action', 'An action is "mark" or "end".');
  if (input.type === 'end') return ok({ type: 'end' });
  const { player, hand } = input;
  if (!isSeat(player, s.players.length)) return fail('bad-action', 'The mark is for one of the players at the table.');
  if (!isOneOf(SCORING, hand)) return fail('bad-action', `A scoring hand is one of ${SCORING.join(', ')}.`);
  if (pointsFor(s, player, SCORING.indexOf(hand)).full)
    return fail(
      'row-full',
      `${s.players[player] ?? ''}'s row for ${CATEGORY_LABELS[hand].toLowerCase()} is full: that play scores nothing (ruling pw-best-hand).`,
    );
  return ok({ type: 'mark', player, hand });
}

function apply(s: PwTableState, a: PwTableAction): PwTableState {
  if (a.type === 'end') return { ...s, ended: true };
  const category = SCORING.indexOf(a.hand);
  const { points } = pointsFor(s, a.player, category);
  return {
    ...s,
    marks: s.marks.map((row, seat) => (seat === a.player ? row.map((k, c) => (c === category ? k + 1 : k)) : row)),
    scores: s.scores.map((v, seat) => (seat === a.player ? v + points : v)),
  };
}

function describe(before: PwTableState, a: PwTableAction): string {
  if (a.type === 'end') return 'The last card is laid: the game is over.';
  const { points } = pointsFor(before, a.player, SCORING.indexOf(a.hand));
  return `${before.players[a.player] ?? ''} made ${CATEGORY_LABELS[a.hand].toLowerCase()}: ${points} point${points === 1 ? '' : 's'}.`;
}

function over(s: PwTableState): { readonly winners: readonly number[]; readonly reason: string } | null {
  if (!s.ended) return null;
  const winners = leadersOf(s.scores);
  const top = s.scores[winners[0] ?? 0] ?? 0;
  const names = listAnd(winners.map((seat) => s.players[seat] ?? ''));
  return {
    winners,
    reason: winners.length > 1 ? `${names} share the win on ${top} points (ruling pw-final-tie).` : `${names} won with ${top} points.`,
  };
}

/** Circles left on each player's scorecard, per hand (SCORING order); null where rows never fill (ruling pw-scorecard). */
export function circlesLeft(s: PwTableState): readonly (readonly (number | null)[])[] {
  return s.marks.map((row) => row.map((k) => (s.circles === 0 ? null : Math.max(0, s.circles - k))));
}

export const COMPANION: CompanionRules<PwTableSetup, PwTableState, PwTableAction> = {
  id: 'pokers-wild',
  defaultSetup: {
    players: ['Player 1', 'Player 2', 'Player 3', 'Player 4'],
    points: defaultOptions(PW_OPTIONS).points,
    circles: defaultOptions(PW_OPTIONS).circles,
  },
  parseSetup,
  start,
  parseAction,
  apply,
  describe,
  over,
};

// ---------------------------------------------------------------------------
// The line scorer

/** The longest line read: a row of the largest board the options allow. */
export const MAX_LINE = 12;
/** A wild space in a line, and an empty square. */
export const WILD_SPACE_MARK = '*';
export const EMPTY_MARK = '_';

export interface LineScore {
  /** What the played card scores, and the hand (null when it scores nothing). */
  readonly points: number;
  readonly hand: Category | null;
  readonly label: string | null;
  /** The squares of the run that scores, as positions in the line (0-based), first and last. */
  readonly run: { readonly from: number; readonly to: number } | null;
  /** What each wild in that run stood for: its position in the line and the card, in notation. */
  readonly wilds: readonly { readonly at: number; readonly as: string }[];
  /** Why tempting runs do not count, in the scorer's words. */
  readonly notes: readonly string[];
}

/**
 * Scores a disputed line: `line` is the squares of one row or column in order, each a card (Qh, 10d, X for a
 * joker), `*` for a wild space or `_` for an empty square, separated by spaces; `played` is the position (0-based) of
 * the card just laid. The printed points apply (1 for one pair up to 10 for five of a kind).
 */
export function scoreLine(input: unknown): Result<LineScore> {
  if (!isRecord(input) || typeof input.line !== 'string')
    return fail('bad-line', 'Give the line as text: its squares in order, each a card, * for a wild space or _ for an empty square.');
  const { line, played } = input;
  const unsafe = unsafeMessage(line, 'the line', 'cards');
  if (unsafe !== null) return fail('bad-line', unsafe);
  const tokens = line.split(/[\s,]+/u).filter((t) => t !== '');
  if (tokens.length < 2 || tokens.length > MAX_LINE)
    return fail('bad-line', `A line has 2 to ${MAX_LINE} squares; this one has ${tokens.length}.`);
  if (!isWhole(played, 0, tokens.length - 1)) return fail('bad-line', `Say which square holds the card just laid: 1 to ${tokens.length}.`);
  const squares: (Card | 'wild' | null)[] = [];
  let jokers = 0;
  for (const token of tokens) {
    if (token === WILD_SPACE_MARK || token === EMPTY_MARK) {
      squares.push(token === WILD_SPACE_MARK ? 'wild' : null);
      continue;
    }
    const read = parseToken(token);
    if (!read.ok) return fail('bad-line', read.error.message);
    if (read.value.declared !== undefined) return fail('bad-line', `${quote(token)}: a joker on the board is free; write it as X.`);
    const card = read.value.joker ? NATURAL_CARDS + jokers++ : (read.value.card ?? 0);
    if (jokers > 2) return fail('bad-line', 'The deck has only 2 jokers.');
    if (squares.includes(card)) return fail('bad-line', `${formatCard(card)} appears twice.`);
    squares.push(card);
  }
  const card = squares[played];
  if (typeof card !== 'number') return fail('bad-line', 'The square just played must hold a card.');
  // One row: the line, two empty squares, then two starter cards from outside it, which a run can never reach.
  const cols = tokens.length + 4;
  const spare = Array.from({ length: NATURAL_CARDS }, (_, c) => c).filter((c) => !squares.includes(c));
  const starters: Placement[] = [0, 1].map((k) => ({ square: { row: 0, col: tokens.length + 2 + k }, card: spare[k] ?? k }));
  const layout: BoardLayout = {
    rows: 1,
    cols,
    starters: starters.map((p) => p.square),
    wildSpaces: squares.flatMap((sq, col) => (sq === 'wild' ? [{ row: 0, col }] : [])),
  };
  const placed: Placement[] = squares.flatMap((sq, col) =>
    typeof sq === 'number' && col !== played ? [{ square: { row: 0, col }, card: sq }] : [],
  );
  const board = makeBoard(layout, [...placed, ...starters]);
  if (!board.ok) return fail('bad-line', board.error.message);
  const scored = scorePlay(board.value, card, { row: 0, col: played });
  if (!scored.ok) return fail('bad-line', scored.error.message);
  const { run, notes } = scored.value;
  return ok({
    points: scored.value.points,
    hand: run?.category ?? null,
    label: run?.category === null || run === null ? null : CATEGORY_LABELS[run.category],
    run: run === null ? null : { from: run.squares[0]?.col ?? played, to: run.squares.at(-1)?.col ?? played },
    wilds: run === null ? [] : run.wilds.map((w) => ({ at: w.square.col, as: formatCard(w.as) })),
    notes,
  });
}
