/**
 * The Poker's Wild! board: where a card may go, what a play scores, why,
 * and the best play from a hand.
 *
 * A square is {row, col}, 0-based, row 0 at the top and col 0 at the left;
 * players see them 1-based ("row 3, column 5"). The board is row-major.
 * Jokers on the board (and a joker being played) are free wild cards every
 * time a line is scored; wild spaces never hold a card.
 */
import { CATEGORY_PHRASES, type Category } from '../../hands/categories.ts';
import {
  JOKER_A,
  NATURAL_CARDS,
  RANK_NAMES,
  RANK_PLURALS,
  formatCard,
  isJoker,
  makeCard,
  rankOf,
  type Card,
  type HeldCard,
} from '../../hands/cards.ts';
import { fail, type EngineError, type Result } from '../../result.ts';
import { evaluateHand, type Evaluation } from '../../hands/evaluate.ts';
import { describeValue, isRecord, isWhole } from '../../input.ts';
import { RULESETS, type CardRuleset } from '../../hands/rulesets.ts';
import { capitalize } from '../../words.ts';

const RULES: CardRuleset = RULESETS['pokers-wild'];
const DECK_SIZE = NATURAL_CARDS + RULES.deck.jokers;

export interface Square {
  readonly row: number;
  readonly col: number;
}

export interface BoardLayout {
  readonly rows: number;
  readonly cols: number;
  /** The two spaces dealt a card face up at the start. */
  readonly starters: readonly Square[];
  /** Spaces no card may occupy; each stands for any card next to a played card. */
  readonly wildSpaces: readonly Square[];
}

/**
 * 7 rows × 8 columns: 54 cards plus 2 wild spaces fill all 56 spaces.
 * Starters sit in the middle row; the wild spaces mirror each other through
 * the centre (a half turn maps one onto the other, and the starters too).
 */
export const DEFAULT_LAYOUT: BoardLayout = {
  rows: 7,
  cols: 8,
  starters: [
    { row: 3, col: 2 },
    { row: 3, col: 5 },
  ],
  wildSpaces: [
    { row: 1, col: 3 },
    { row: 5, col: 4 },
  ],
};

export const MAX_RUN = 5;
export const MIN_RUN = 2;
export const HAND_LIMIT = 5;
export const DIRECTIONS = ['across', 'down'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A validated board: `cells[row * cols + col]` is the card there, or null. */
export interface Board {
  readonly layout: BoardLayout;
  readonly cells: readonly (Card | null)[];
}

export interface Placement {
  readonly square: Square;
  readonly card: Card;
}

export const BOARD_ERROR_CODES = [
  'bad-layout',
  'bad-square',
  'bad-card',
  'duplicate-card',
  'starter-empty',
  'occupied',
  'wild-space',
  'not-adjacent',
  'card-on-board',
  'bad-hand',
] as const;
export type BoardError = EngineError<(typeof BOARD_ERROR_CODES)[number]>;
type BoardResult<T> = Result<T, BoardError>;

export const squareName = (s: Square): string => `row ${s.row + 1}, column ${s.col + 1}`;
const sameSquare = (a: Square, b: Square): boolean => a.row === b.row && a.col === b.col;
/** Whether any value has a square's shape (on some board or not). */
const isSquare = (s: unknown): s is Square => isRecord(s) && typeof s.row === 'number' && typeof s.col === 'number';
/** Whether a square is on the board; it checks the shape too, as a square may come from outside. */
const inside = (layout: BoardLayout, s: Square): boolean =>
  isSquare(s) && isWhole(s.row, 0, layout.rows - 1) && isWhole(s.col, 0, layout.cols - 1);
const isWildSpace = (layout: BoardLayout, s: Square): boolean => layout.wildSpaces.some((w) => sameSquare(w, s));
const isCard = (c: unknown): c is Card => isWhole(c, 0, DECK_SIZE - 1);
const MAX_SIDE = 26;

/** Rows and columns from 1 to 26, two starter spaces and any wild spaces, all on the board and all different. */
function checkLayout(layout: unknown): BoardResult<BoardLayout> {
  const sides = `A board has 1 to ${MAX_SIDE} rows and columns.`;
  if (!isRecord(layout)) return fail('bad-layout', sides);
  const { rows, cols, starters, wildSpaces } = layout;
  if (!isWhole(rows, 1, MAX_SIDE) || !isWhole(cols, 1, MAX_SIDE)) return fail('bad-layout', sides);
  if (!Array.isArray(starters) || !Array.isArray(wildSpaces))
    return fail('bad-layout', 'A layout lists its starter spaces and its wild spaces.');
  const given: { readonly starters: readonly unknown[]; readonly wildSpaces: readonly unknown[] } = { starters, wildSpaces };
  if (given.starters.length !== 2) return fail('bad-layout', 'A board has exactly two starter spaces.');
  const onBoard = (s: unknown): s is Square => isSquare(s) && isWhole(s.row, 0, rows - 1) && isWhole(s.col, 0, cols - 1);
  const checked = { rows, cols, starters: given.starters.filter(onBoard), wildSpaces: given.wildSpaces.filter(onBoard) };
  if (checked.starters.length !== given.starters.length || checked.wildSpaces.length !== given.wildSpaces.length)
    return fail('bad-layout', `A starter or wild space is off the ${rows} × ${cols} board.`);
  const special = [...checked.starters, ...checked.wildSpaces];
  if (special.some((s, i) => special.findIndex((t) => sameSquare(s, t)) !== i))
    return fail('bad-layout', 'Starter and wild spaces must all be different squares.');
  return { ok: true, value: checked };
}

/**
 * Check a board given from outside: a valid layout, one cell per square, each
 * empty or a card of the deck, no card twice, nothing on a wild space, and
 * the starter spaces filled (what makeBoard guarantees).
 */
function checkBoard(board: unknown): BoardResult<Board> {
  if (!isRecord(board)) return fail('bad-layout', 'That is not a board: make one with makeBoard.');
  const checkedLayout = checkLayout(board.layout);
  if (!checkedLayout.ok) return checkedLayout;
  const layout = checkedLayout.value;
  const { rows, cols } = layout;
  const cells: readonly unknown[] | undefined = Array.isArray(board.cells) ? board.cells : undefined;
  if (cells === undefined || cells.length !== rows * cols) return fail('bad-layout', `A ${rows} × ${cols} board has ${rows * cols} cells.`);
  const checked: (Card | null)[] = [];
  const seen = new Set<Card>();
  for (const [i, c] of cells.entries()) {
    if (c === null) {
      checked.push(null);
      continue;
    }
    if (!isCard(c)) return fail('bad-card', `${describeValue(c)} is not a card in the 54-card deck.`);
    if (seen.has(c)) return fail('duplicate-card', `${formatCard(c)} is on the board twice.`);
    const square = { row: Math.floor(i / cols), col: i % cols };
    if (isWildSpace(layout, square)) return fail('wild-space', `No card may sit on the wild space at ${squareName(square)}.`);
    seen.add(c);
    checked.push(c);
  }
  for (const s of layout.starters)
    if (checked[s.row * cols + s.col] === null) return fail('starter-empty', `The starter space at ${squareName(s)} has no card.`);
  return { ok: true, value: { layout, cells: checked } };
}

/** Check a layout and the cards on it (a list of { square, card }). The starter spaces must hold their cards. */
export function makeBoard(givenLayout: unknown, placed: unknown): BoardResult<Board> {
  const checked = checkLayout(givenLayout);
  if (!checked.ok) return checked;
  const layout = checked.value;
  const { rows, cols } = layout;
  if (!Array.isArray(placed)) return fail('bad-card', 'List the cards on the board, each with its square.');
  const placements: readonly unknown[] = placed;
  const cells: (Card | null)[] = Array<Card | null>(rows * cols).fill(null);
  const seen = new Set<Card>();
  for (const placement of placements) {
    if (!isRecord(placement)) return fail('bad-card', 'Each card on the board is given as { square, card }.');
    const { square, card } = placement;
    if (!isSquare(square) || !inside(layout, square)) return fail('bad-square', `A card is placed off the board.`);
    if (!isCard(card)) return fail('bad-card', `${describeValue(card)} is not a card in the 54-card deck.`);
    if (isWildSpace(layout, square)) return fail('wild-space', `No card may sit on the wild space at ${squareName(square)}.`);
    if (seen.has(card)) return fail('duplicate-card', `${formatCard(card)} is on the board twice.`);
    if (cells[square.row * cols + square.col] !== null) return fail('occupied', `Two cards are placed at ${squareName(square)}.`);
    seen.add(card);
    cells[square.row * cols + square.col] = card;
  }
  for (const s of layout.starters)
    if (cells[s.row * cols + s.col] === null) return fail('starter-empty', `The starter space at ${squareName(s)} has no card.`);
  return { ok: true, value: { layout, cells } };
}

const cardAt = (board: Board, s: Square): Card | null =>
  inside(board.layout, s) ? (board.cells[s.row * board.layout.cols + s.col] ?? null) : null;
const neighbours = (s: Square): Square[] => [
  { row: s.row - 1, col: s.col },
  { row: s.row + 1, col: s.col },
  { row: s.row, col: s.col - 1 },
  { row: s.row, col: s.col + 1 },
];

/** Whether a card may be played on `square`: empty, not wild, and orthogonally next to a card. */
export function checkPlay(board: unknown, square: unknown): BoardResult<Square> {
  const checked = checkBoard(board);
  if (!checked.ok) return checked;
  return legalSquare(checked.value, square);
}

/** Every square a card may be played on, row by row from the top left (checkPlay's rule, with the board checked once). */
export function legalSquares(given: unknown): BoardResult<Square[]> {
  const checked = checkBoard(given);
  if (!checked.ok) return checked;
  const board = checked.value;
  const out: Square[] = [];
  for (let row = 0; row < board.layout.rows; row++)
    for (let col = 0; col < board.layout.cols; col++) if (legalSquare(board, { row, col }).ok) out.push({ row, col });
  return { ok: true, value: out };
}

/** checkPlay on a board already checked. */
function legalSquare(board: Board, square: unknown): BoardResult<Square> {
  const { layout } = board;
  if (!isSquare(square) || !inside(layout, square)) return fail('bad-square', 'That square is off the board.');
  if (isWildSpace(layout, square)) return fail('wild-space', 'No card may be placed on a wild space.');
  if (cardAt(board, square) !== null) return fail('occupied', `${squareName(square)} already holds a card.`);
  if (!neighbours(square).some((n) => cardAt(board, n) !== null)) {
    return fail(
      'not-adjacent',
      'A card must go directly beside, above or below a card already on the board (a wild space does not count).',
    );
  }
  return { ok: true, value: square };
}

// ---------------------------------------------------------------------------
// Scoring

export const POINTS: Readonly<Partial<Record<Category, number>>> = RULES.points ?? {};
const pointsOf = (category: Category): number => POINTS[category] ?? 0;

/** One wild in a scored run: a joker on a square, or a wild space, and the card it stood for. */
export interface WildAssignment {
  readonly square: Square;
  readonly kind: 'joker' | 'wild-space';
  readonly as: Card;
}

/** A run of 2 to 5 consecutive squares through the played card, and what it scores. */
export interface RunScore {
  readonly direction: Direction;
  readonly squares: readonly Square[];
  readonly points: number;
  /** The hand that scores, with the played card in it; null when nothing scores. */
  readonly category: Category | null;
  readonly key: number;
  readonly wilds: readonly WildAssignment[];
  /** The best hand the run makes if the played card need not take part, when that scores more. */
  readonly without: { readonly category: Category; readonly points: number; readonly name: string } | null;
}

export interface PlayScore {
  readonly points: number;
  /** The single run that counts (the best across or down), or null if nothing scores. */
  readonly run: RunScore | null;
  /** Every run considered, best first. */
  readonly runs: readonly RunScore[];
  /** Why tempting runs do not count, in plain words. */
  readonly notes: readonly string[];
}

interface Reach {
  /** Squares usable from the played card, in board order, including it. */
  readonly line: readonly Square[];
  /** Why the line stops where it does: a sentence, or an empty square that cuts it off (worded once we know whether the line scored). */
  readonly notes: Array<string | { readonly gap: Square }>;
}

/** How far a run through `at` may reach in one direction before a gap, an edge, or an unusable wild space. */
function reach(board: Board, at: Square, direction: Direction): Reach {
  const step = direction === 'across' ? { row: 0, col: 1 } : { row: 1, col: 0 };
  const lineName = direction === 'across' ? 'row' : 'column';
  const notes: Array<string | { readonly gap: Square }> = [];
  const walk = (sign: number): Square[] => {
    const out: Square[] = [];
    for (let d = 1; d < MAX_RUN; d++) {
      const s = { row: at.row + sign * d * step.row, col: at.col + sign * d * step.col };
      if (!inside(board.layout, s)) break;
      if (isWildSpace(board.layout, s)) {
        if (d === 1) {
          out.push(s);
          continue;
        }
        notes.push(
          `The wild space at ${squareName(s)} is in your ${lineName} but not next to your card; a wild space counts only beside the card you play.`,
        );
        break;
      }
      if (cardAt(board, s) === null) {
        const beyond = { row: s.row + sign * step.row, col: s.col + sign * step.col };
        if (d < MAX_RUN - 1 && cardAt(board, beyond) !== null) notes.push({ gap: s });
        break;
      }
      out.push(s);
    }
    return out;
  };
  const before = walk(-1).reverse();
  const after = walk(1);
  return { line: [...before, at, ...after], notes };
}

/** The cards of a run as the evaluator sees them; the played square holds `card`. */
function runCards(board: Board, squares: readonly Square[], at: Square, card: Card): { held: HeldCard[]; played: number; wild: number[] } {
  const held: HeldCard[] = [];
  const wild: number[] = [];
  let played = -1;
  squares.forEach((s, i) => {
    const c = sameSquare(s, at) ? card : cardAt(board, s);
    if (sameSquare(s, at)) played = i;
    // A wild space enters as a free joker so each wild keeps its own index (extraWilds would not say which space).
    const value = c ?? JOKER_A;
    if (isJoker(value)) wild.push(i);
    held.push({ card: value });
  });
  return { held, played, wild };
}

const playedMade = (ev: Evaluation, played: number): boolean => ev.best.some((b) => b.source === played && b.role === 'made');

/**
 * The best hand of a run in which the played card takes part. The plain
 * evaluation wins when the played card is in it; otherwise every choice
 * for the wilds is tried. Wilds take one suit: the suit of the run's natural
 * cards when they share one (a flush must use it), and otherwise any one
 * suit, since no flush can then be made and for any other hand the suit
 * never matters (hand keys compare ranks only). So each wild has 13 choices,
 * not 52: with two other wilds, 91 tries instead of 1,378.
 */
function bestWithPlayed(
  held: readonly HeldCard[],
  played: number,
  wild: readonly number[],
): { ev: Evaluation; as: Map<number, Card> } | null {
  const plain = evaluateHand(RULES, held);
  if (pointsOf(plain.category) > 0 && playedMade(plain, played)) {
    return { ev: plain, as: new Map(plain.wilds.map((w) => [w.source, w.as])) };
  }
  if (wild.length === 0) return null;
  const suit = held.find((h) => !isJoker(h.card))?.card ?? 0;
  const choices: Card[] = [];
  for (let rank = 12; rank >= 0; rank--) choices.push(makeCard(rank, suit & 3));
  let best: { ev: Evaluation; as: Map<number, Card> } | null = null;
  // Order never matters among wilds other than the played card, so try multisets (non-decreasing choice indexes).
  const fixedPlayed = wild.includes(played);
  const others = wild.filter((i) => i !== played);
  const pick: number[] = [];
  const tryAll = (from: number): void => {
    if (pick.length === others.length) {
      for (const playedAs of fixedPlayed ? choices : [null]) {
        const as = new Map<number, Card>(others.map((source, k) => [source, choices[pick[k] ?? 0] ?? 0]));
        if (playedAs !== null) as.set(played, playedAs);
        const ev = evaluateHand(
          RULES,
          held.map((h, i) => (as.has(i) ? { card: h.card, declared: as.get(i) ?? 0 } : h)),
        );
        if (pointsOf(ev.category) > 0 && playedMade(ev, played) && (best === null || ev.key > best.ev.key)) best = { ev, as };
      }
      return;
    }
    for (let c = from; c < choices.length; c++) {
      pick.push(c);
      tryAll(c);
      pick.pop();
    }
  };
  tryAll(0);
  return withoutCopies(held, played, best);
}

/**
 * The same hand with no wild standing for a card already in the run, where
 * another suit of that rank makes it just as well. The search above tries
 * only the run's own suits, so a wild pairing the played 10♣ could come out
 * "as 10♣", a second copy of a card in the line. The ruleset lets a wild copy
 * a card only for five of a kind; in any other hand the player would name a
 * card of another suit, and the hand (its key) is the same.
 */
function withoutCopies(
  held: readonly HeldCard[],
  played: number,
  found: { ev: Evaluation; as: Map<number, Card> } | null,
): { ev: Evaluation; as: Map<number, Card> } | null {
  if (found === null || found.ev.category === 'five-of-a-kind') return found;
  const as = new Map(found.as);
  let { ev } = found;
  const taken = (card: Card, except: number): boolean =>
    held.some((h) => !isJoker(h.card) && h.card === card) || [...as].some(([i, c]) => i !== except && c === card);
  for (const [i, card] of found.as) {
    if (!taken(card, i)) continue;
    for (let suit = 0; suit < 4; suit++) {
      const other = makeCard(rankOf(card), suit);
      if (taken(other, i)) continue;
      const trial = new Map(as).set(i, other);
      const tried = evaluateHand(
        RULES,
        held.map((h, k) => {
          const declared = trial.get(k);
          return declared === undefined ? h : { card: h.card, declared };
        }),
      );
      if (tried.key === found.ev.key && playedMade(tried, played)) {
        as.set(i, other);
        ev = tried;
        break;
      }
    }
  }
  return { ev, as };
}

/** "a pair of nines", "three kings", "a flush". */
function handName(ev: Evaluation): string {
  const top = ev.best[0];
  const rank = top === undefined ? 0 : rankOf(top.card);
  switch (ev.category) {
    case 'one-pair':
      return `a pair of ${RANK_PLURALS[rank]}`;
    case 'two-pair':
      return `two pair, ${RANK_PLURALS[rank]} up`;
    case 'three-of-a-kind':
      return `three ${RANK_PLURALS[rank]}`;
    case 'four-of-a-kind':
      return `four ${RANK_PLURALS[rank]}`;
    case 'five-of-a-kind':
      return `five ${RANK_PLURALS[rank]}`;
    case 'straight':
    case 'straight-flush':
      return `${CATEGORY_PHRASES[ev.category]}, ${RANK_NAMES[rank]} high`;
    case 'royal-flush':
    case 'full-house':
    case 'flush':
    case 'high-card':
    case 'hot-garbage':
      return CATEGORY_PHRASES[ev.category];
  }
}

function scoreRun(board: Board, squares: readonly Square[], at: Square, card: Card, direction: Direction): RunScore {
  const { held, played, wild } = runCards(board, squares, at, card);
  const plain = evaluateHand(RULES, held);
  const found = bestWithPlayed(held, played, wild);
  const points = found === null ? 0 : pointsOf(found.ev.category);
  const plainPoints = pointsOf(plain.category);
  return {
    direction,
    squares,
    points,
    category: found === null ? null : found.ev.category,
    key: found === null ? 0 : found.ev.key,
    wilds:
      found === null
        ? []
        : wild.map((i) => ({
            square: squares[i] ?? at,
            kind: cardAt(board, squares[i] ?? at) === null && !sameSquare(squares[i] ?? at, at) ? 'wild-space' : 'joker',
            as: found.as.get(i) ?? 0,
          })),
    without: plainPoints > points ? { category: plain.category, points: plainPoints, name: handName(plain) } : null,
  };
}

/** Score playing `card` on `square`: the single best run across or down that your card takes part in. */
export function scorePlay(board: unknown, card: unknown, square: unknown): BoardResult<PlayScore> {
  const checked = checkBoard(board);
  if (!checked.ok) return checked;
  return scoreChecked(checked.value, card, square);
}

/** scorePlay on a board already checked. */
function scoreChecked(board: Board, card: unknown, given: unknown): BoardResult<PlayScore> {
  if (!isCard(card)) return fail('bad-card', `${describeValue(card)} is not a card in the 54-card deck.`);
  if (board.cells.includes(card)) return fail('card-on-board', `${formatCard(card)} is already on the board.`);
  const legal = legalSquare(board, given);
  if (!legal.ok) return legal;
  const square = legal.value;
  const runs: RunScore[] = [];
  const notes: string[] = [];
  const stops: Array<{ readonly direction: Direction; readonly note: string | { readonly gap: Square } }> = [];
  for (const direction of DIRECTIONS) {
    const { line, notes: why } = reach(board, square, direction);
    stops.push(...why.map((note) => ({ direction, note })));
    const at = line.findIndex((s) => sameSquare(s, square));
    for (let start = Math.max(0, at - MAX_RUN + 1); start <= at; start++) {
      for (let end = Math.max(at, start + MIN_RUN - 1); end < Math.min(line.length, start + MAX_RUN); end++) {
        runs.push(scoreRun(board, line.slice(start, end + 1), square, card, direction));
      }
    }
  }
  // Best first: points, then the stronger hand, then across before down, then the run nearest the top left.
  runs.sort((a, b) => b.points - a.points || b.key - a.key || DIRECTIONS.indexOf(a.direction) - DIRECTIONS.indexOf(b.direction));
  const best = runs[0] !== undefined && runs[0].points > 0 ? runs[0] : null;
  // A gap cuts off the line that scored too, but that line still counts: say where it stops, not that it is broken.
  for (const { direction, note } of stops) {
    const lineName = direction === 'across' ? 'row' : 'column';
    if (typeof note === 'string') notes.push(note);
    else if (best?.direction === direction)
      notes.push(
        `The ${lineName} that scores stops at the empty space at ${squareName(note.gap)}: a run cannot jump a gap, so the cards past it play no part.`,
      );
    else notes.push(`Your ${lineName} is broken by the empty space at ${squareName(note.gap)}; a run cannot jump a gap.`);
  }
  for (const run of runs) {
    if (run.without !== null && (best === null || run.without.points > best.points)) {
      notes.push(
        `${capitalize(run.without.name)} ${run.direction === 'across' ? 'across' : 'down'} ${squareName(run.squares[0] ?? square)} to ${squareName(run.squares.at(-1) ?? square)} does not use your card, so it scores nothing.`,
      );
      break;
    }
  }
  if (best !== null) {
    const other = runs.find((r) => r.direction !== best.direction && r.points > 0);
    if (other !== undefined)
      notes.push(
        `Only one direction scores: the ${other.direction === 'across' ? 'row' : 'column'} would give ${other.points}, and it does not add to the ${best.points} counted.`,
      );
  }
  return { ok: true, value: { points: best?.points ?? 0, run: best, runs, notes } };
}

export interface Move {
  readonly card: Card;
  /** Index of the card in the hand given. */
  readonly handIndex: number;
  readonly square: Square;
  readonly score: PlayScore;
}

/**
 * The highest-scoring legal play from a hand of up to five cards. Ties go to
 * the earlier card in the hand, then the square nearest the top left (row
 * by row). Null when no card can be played.
 */
export function bestMove(given: unknown, hand: unknown): BoardResult<Move | null> {
  const checked = checkBoard(given);
  if (!checked.ok) return checked;
  const board = checked.value;
  const listed: readonly unknown[] | undefined = Array.isArray(hand) ? hand : undefined;
  if (listed === undefined || listed.length > HAND_LIMIT) return fail('bad-hand', `A hand holds at most ${HAND_LIMIT} cards.`);
  if (new Set(listed).size !== listed.length) return fail('duplicate-card', 'The hand lists a card twice.');
  const cards = listed.filter(isCard);
  const bad = listed.find((c) => !isCard(c));
  if (cards.length !== listed.length) return fail('bad-card', `${describeValue(bad)} is not a card in the 54-card deck.`);
  let best: Move | null = null;
  for (const [handIndex, card] of cards.entries()) {
    for (let row = 0; row < board.layout.rows; row++) {
      for (let col = 0; col < board.layout.cols; col++) {
        const square = { row, col };
        if (!legalSquare(board, square).ok) continue;
        const score = scoreChecked(board, card, square);
        if (!score.ok) return score;
        if (best === null || score.value.points > best.score.points) best = { card, handIndex, square, score: score.value };
      }
    }
  }
  return { ok: true, value: best };
}

/** The board after a play (the play must be legal). */
export function play(given: unknown, card: unknown, square: unknown): BoardResult<Board> {
  const checked = checkBoard(given);
  if (!checked.ok) return checked;
  const board = checked.value;
  if (!isCard(card)) return fail('bad-card', `${describeValue(card)} is not a card in the 54-card deck.`);
  const legal = legalSquare(board, square);
  if (!legal.ok) return legal;
  const at = legal.value;
  if (board.cells.includes(card)) return fail('card-on-board', `${formatCard(card)} is already on the board.`);
  const cells = [...board.cells];
  cells[at.row * board.layout.cols + at.col] = card;
  return { ok: true, value: { layout: board.layout, cells } };
}
