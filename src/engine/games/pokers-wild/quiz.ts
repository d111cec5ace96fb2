/**
 * Poker's Wild!'s quiz question: "What does this play score?". Hands never
 * meet in Poker's Wild!: a player lays one card and scores the best hand that
 * card takes part in, along one line. So its question is a board position, a
 * card and the square it goes on, and the answer is which line scores (across,
 * down, or neither) and how many points. The position is dealt from the seed
 * the way a game grows (two starter cards, then each card laid beside one
 * already on the board), and the answer is the board scorer's (`scorePlay` in
 * pokers-wild-board.ts), never typed by hand; its notes explain it.
 *
 * Questions lean toward the rulings players argue about (PLAY_KINDS): a wild
 * space beside your card or further along the line, a joker, a card that
 * makes a hand both across and down, a hand in the line your card is no part
 * of, and a gap in the line.
 */
import { CATEGORIES, CATEGORY_LABELS, CATEGORY_PHRASES } from '../../hands/categories.ts';
import { JOKER_A, JOKER_B, faceText, isJoker, rankOf, type Card } from '../../hands/cards.ts';
import { deckModel } from '../../hands/deck.ts';
import {
  DEFAULT_LAYOUT,
  DIRECTIONS,
  MAX_RUN,
  POINTS,
  legalSquares,
  makeBoard,
  play,
  scorePlay,
  squareName,
  type Board,
  type Direction,
  type PlayScore,
  type RunScore,
  type Square,
} from './board.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import type { ScoreQuiz } from '../../quiz-deals.ts';
import { below, shuffle } from '../../rng.ts';
import { capitalize } from '../../words.ts';

/** What a Poker's Wild! question is about; `plain` is any play. */
export const PLAY_KINDS = ['wild-space', 'joker', 'one-line', 'must-contribute', 'gap', 'plain'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

/** Which line scores: the played card's row, its column, or neither. */
export const PLAY_LINES = ['across', 'down', 'none'] as const;
export type PlayLine = (typeof PLAY_LINES)[number];

/** The points a play can score, lowest first, each with its hand: the answer choices besides "neither". */
export const PLAY_POINTS: readonly { readonly points: number; readonly hand: string }[] = CATEGORIES.flatMap((category) => {
  const points = POINTS[category];
  return points === undefined ? [] : [{ points, hand: CATEGORY_LABELS[category].toLowerCase() }];
}).sort((a, b) => a.points - b.points);

export interface PlayAnswer {
  readonly line: PlayLine;
  readonly points: number;
}

/** A Poker's Wild! question: lay `card` on `square` of `board`. */
export interface PlayDeal {
  readonly kind: PlayKind;
  readonly board: Board;
  readonly card: Card;
  readonly square: Square;
  /** The board scorer's verdict on the play. */
  readonly score: PlayScore;
  readonly answer: PlayAnswer;
  /** The question in words: "You lay the 3♦ at row 2, column 3." */
  readonly prompt: string;
  /** The right answer in one sentence. */
  readonly answerText: string;
  /** Why, in plain words with the numbers: the board scorer's reasons. */
  readonly reasons: readonly string[];
}

type Rng = () => number;
const RULES = RULESETS['pokers-wild'];

/** Cards laid after the two starters before the question's card: from LAID_MIN to LAID_MIN + LAID_SPAN - 1, a game's early and middle turns. */
const LAID_MIN = 6;
const LAID_SPAN = 20;
/** How often a joker question's joker is the card to play (otherwise it is on the board). */
const JOKER_IN_HAND = 0.35;
/** How often a plain question must be a play that scores (the rest may score nothing); other kinds, half the time. */
const PLAIN_SCORES = 0.7;

const pointsText = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;
/** "3♦", or "joker". */
const cardShort = (card: Card): string => (isJoker(card) ? 'joker' : faceText(card).short);
/** "the 3♦", or "a joker". */
const theCard = (card: Card): string => (isJoker(card) ? 'a joker' : `the ${faceText(card).short}`);

/** The played card's line in one direction: "row 2" or "column 3". */
export const lineName = (direction: Direction, square: Square): string =>
  direction === 'across' ? `row ${square.row + 1}` : `column ${square.col + 1}`;

/** "Across, row 2", "Down, column 3", or "Neither line": how the answer choices name a line. */
export function lineLabel(line: PlayLine, square: Square): string {
  switch (line) {
    case 'across':
      return `Across, ${lineName('across', square)}`;
    case 'down':
      return `Down, ${lineName('down', square)}`;
    case 'none':
      return 'Neither line';
  }
}

// ---------------------------------------------------------------------------
// Looking along the board from a square

type Seen = 'card' | 'wild' | 'empty' | 'edge';
const WAYS: readonly Square[] = [
  { row: 0, col: -1 },
  { row: 0, col: 1 },
  { row: -1, col: 0 },
  { row: 1, col: 0 },
];
const isWildSpace = (board: Board, s: Square): boolean => board.layout.wildSpaces.some((w) => w.row === s.row && w.col === s.col);
const onBoard = (board: Board, s: Square): boolean => s.row >= 0 && s.row < board.layout.rows && s.col >= 0 && s.col < board.layout.cols;
const cardOn = (board: Board, s: Square): Card | null =>
  onBoard(board, s) ? (board.cells[s.row * board.layout.cols + s.col] ?? null) : null;
function seen(board: Board, s: Square): Seen {
  if (!onBoard(board, s)) return 'edge';
  if (isWildSpace(board, s)) return 'wild';
  return cardOn(board, s) === null ? 'empty' : 'card';
}
const stepFrom = (s: Square, way: Square, d: number): Square => ({ row: s.row + way.row * d, col: s.col + way.col * d });

/** Distances (1 = beside) at which a wild space lies along a line from `square`, past nothing but cards. */
function wildSpaceDistances(board: Board, square: Square): number[] {
  const out: number[] = [];
  for (const way of WAYS) {
    for (let d = 1; d < MAX_RUN; d++) {
      const what = seen(board, stepFrom(square, way, d));
      if (what === 'wild') out.push(d);
      if (what === 'empty' || what === 'edge' || (what === 'wild' && d > 1)) break;
    }
  }
  return out;
}

/** Whether a joker is among the cards a run through `square` may use (the card itself, or one along its row or column). */
function jokerInReach(board: Board, card: Card, square: Square): boolean {
  if (isJoker(card)) return true;
  for (const way of WAYS) {
    for (let d = 1; d < MAX_RUN; d++) {
      const s = stepFrom(square, way, d);
      const what = seen(board, s);
      if (what === 'card' && isJoker(cardOn(board, s) ?? 0)) return true;
      if (what === 'empty' || what === 'edge' || (what === 'wild' && d > 1)) break;
    }
  }
  return false;
}

/** Whether an empty square cuts the line off just short of a card of the played card's rank (a pair if lines could jump gaps). */
function pairPastGap(board: Board, card: Card, square: Square): boolean {
  if (isJoker(card)) return false;
  for (const way of WAYS) {
    for (let d = 1; d < MAX_RUN - 1; d++) {
      const what = seen(board, stepFrom(square, way, d));
      if (what === 'card' || (what === 'wild' && d === 1)) continue;
      if (what === 'empty')
        for (let e = d + 1; e < MAX_RUN; e++) {
          const past = cardOn(board, stepFrom(square, way, e));
          if (past === null) break;
          if (!isJoker(past) && rankOf(past) === rankOf(card)) return true;
        }
      break;
    }
  }
  return false;
}

/**
 * What a run through `square` may use in one direction, besides the card
 * played: the cards along the line up to four squares each way, and the wild
 * spaces beside it (a run stops at a gap, the edge or a wild space further on).
 */
function reachIn(board: Board, square: Square, direction: Direction): { cards: Card[]; wildSpaces: number } {
  const cards: Card[] = [];
  let wildSpaces = 0;
  for (const way of direction === 'across' ? WAYS.slice(0, 2) : WAYS.slice(2)) {
    for (let d = 1; d < MAX_RUN; d++) {
      const s = stepFrom(square, way, d);
      const what = seen(board, s);
      if (what === 'wild' && d === 1) wildSpaces++;
      else if (what === 'card') cards.push(cardOn(board, s) ?? 0);
      else break;
    }
  }
  return { cards, wildSpaces };
}

/** The most cards of one rank among `cards`, wilds counting for any rank. */
function mostOfARank(cards: readonly Card[], wildSpaces: number): number {
  const counts = new Map<number, number>();
  let wilds = wildSpaces;
  for (const c of cards) {
    if (isJoker(c)) wilds++;
    else counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values()) + wilds;
}

/**
 * Cheap tests a play must pass before it is worth scoring: whether a hand
 * with the played card might score along a direction (a wild or a card of its
 * rank in reach, or room for five), and whether the other cards alone hold a
 * pair or better there (the only hands a run can make without the played card).
 */
function mayScore(board: Board, card: Card, square: Square, direction: Direction): boolean {
  const { cards, wildSpaces } = reachIn(board, square, direction);
  if (cards.length + wildSpaces === 0) return false;
  if (isJoker(card) || wildSpaces > 0 || cards.length + 1 >= MAX_RUN) return true;
  return cards.some((c) => isJoker(c) || rankOf(c) === rankOf(card));
}
const holdsAHand = (board: Board, square: Square, direction: Direction): boolean => {
  const { cards, wildSpaces } = reachIn(board, square, direction);
  return mostOfARank(cards, wildSpaces) >= 2;
};

/** Whether a play meets "must score" (`must`), or may not be scored yet. */
const scores = (must: boolean, score: PlayScore | null): boolean => score === null || !must || score.points > 0;

/** The best points any run in one direction scores. */
const bestIn = (score: PlayScore, direction: Direction): number =>
  score.runs.reduce((best, r) => (r.direction === direction ? Math.max(best, r.points) : best), 0);

/**
 * Whether the play shows what its kind is about. With `score` null, only
 * what the board shows is checked (cheap, before scoring). `flip` is a coin
 * tossed per position: a wild space question is about a wild space further
 * along the line (which does not count) when it is true, and one beside the
 * card otherwise; any other question must be a play that scores when it is
 * true, so that "neither line" is not the answer too often.
 */
function shows(kind: PlayKind, board: Board, card: Card, square: Square, flip: boolean, score: PlayScore | null): boolean {
  switch (kind) {
    case 'wild-space': {
      const d = wildSpaceDistances(board, square);
      return flip ? d.some((x) => x > 1) : d.includes(1);
    }
    case 'joker':
      return jokerInReach(board, card, square) && scores(flip, score);
    case 'gap':
      return pairPastGap(board, card, square) && scores(flip, score);
    case 'one-line':
      if (score === null) return mayScore(board, card, square, 'across') && mayScore(board, card, square, 'down');
      return bestIn(score, 'across') > 0 && bestIn(score, 'down') > 0;
    case 'must-contribute':
      if (score === null)
        return DIRECTIONS.some((d) => holdsAHand(board, square, d)) && (!flip || DIRECTIONS.some((d) => mayScore(board, card, square, d)));
      return score.runs.some((r) => r.without !== null && r.without.points > score.points) && scores(flip, score);
    case 'plain':
      return scores(flip, score);
  }
}

// ---------------------------------------------------------------------------
// Dealing a position

/** The legal squares of a board the quiz made itself (so never an error). */
const openSquares = (board: Board): Square[] => {
  const squares = legalSquares(board);
  return squares.ok ? squares.value : [];
};

/**
 * A board as a game grows it, and the card to play. The deck is shuffled;
 * the starter spaces take its first two cards, and each of the next cards
 * goes on a legal square picked at random. For a joker question one joker
 * is the card to play or among the cards laid.
 */
function dealBoard(kind: PlayKind, rng: Rng): { board: Board; card: Card } | null {
  const deck = shuffle(deckModel(RULES.deck).cards, rng);
  const laid = LAID_MIN + below(rng, LAID_SPAN);
  if (kind === 'joker') {
    const joker = rng() < 0.5 ? JOKER_A : JOKER_B;
    deck.splice(deck.indexOf(joker), 1);
    deck.splice(rng() < JOKER_IN_HAND ? 2 + laid : 2 + below(rng, laid), 0, joker);
  }
  const [a, b] = deck;
  const [s1, s2] = DEFAULT_LAYOUT.starters;
  if (a === undefined || b === undefined || s1 === undefined || s2 === undefined) return null;
  const start = makeBoard(DEFAULT_LAYOUT, [
    { square: s1, card: a },
    { square: s2, card: b },
  ]);
  if (!start.ok) return null;
  let board = start.value;
  for (let i = 0; i < laid; i++) {
    const squares = openSquares(board);
    const square = squares[below(rng, squares.length)];
    const card = deck[2 + i];
    if (square === undefined || card === undefined) return null;
    const next = play(board, card, square);
    if (!next.ok) return null;
    board = next.value;
  }
  const card = deck[2 + laid];
  return card === undefined ? null : { board, card };
}

/**
 * A question of the given kind: positions are dealt from `rng` until one has
 * a play that shows the kind, up to `attempts` positions (null if none does).
 * The coin `flip` (see `shows`) is tossed once, so a kind whose one side is
 * harder to find still comes up on that side as often as the coin says.
 */
export function dealPlay(kind: PlayKind, rng: Rng, attempts: number): PlayDeal | null {
  const flip = rng() < (kind === 'plain' ? PLAIN_SCORES : 0.5);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const deal = dealOne(kind, flip, rng);
    if (deal !== null) return deal;
  }
  return null;
}

/**
 * One position, and the first legal square (in a shuffled order) whose play
 * shows the kind; null when none does. A play whose row and column score the
 * same points is passed over: either line gives the same mark, so "which
 * line" would have no one answer.
 */
function dealOne(kind: PlayKind, flip: boolean, rng: Rng): PlayDeal | null {
  const dealt = dealBoard(kind, rng);
  if (dealt === null) return null;
  const { board, card } = dealt;
  for (const square of shuffle(openSquares(board), rng)) {
    if (!shows(kind, board, card, square, flip, null)) continue;
    const scored = scorePlay(board, card, square);
    if (!scored.ok) continue;
    const score = scored.value;
    const across = bestIn(score, 'across');
    if (across > 0 && across === bestIn(score, 'down')) continue;
    if (!shows(kind, board, card, square, flip, score)) continue;
    return { kind, board, card, square, score, ...explain(board, card, square, score) };
  }
  return null;
}

// ---------------------------------------------------------------------------
// The answer in words

/** A run's cards in order: "3♦, wild space as 3♥, 3♠". */
function runParts(run: RunScore, board: Board, card: Card, square: Square): string {
  return run.squares
    .map((s) => {
      const wild = run.wilds.find((w) => w.square.row === s.row && w.square.col === s.col);
      const here = s.row === square.row && s.col === square.col ? card : cardOn(board, s);
      if (wild !== undefined) return `${wild.kind === 'joker' ? 'joker' : 'wild space'} as ${cardShort(wild.as)}`;
      return here === null ? 'wild space' : cardShort(here);
    })
    .join(', ');
}

/** "columns 3 to 5" or "rows 1 to 4": where a run lies along its line. */
function runSpan(run: RunScore): string {
  const first = run.squares[0];
  const last = run.squares.at(-1);
  if (first === undefined || last === undefined) return '';
  return run.direction === 'across' ? `columns ${first.col + 1} to ${last.col + 1}` : `rows ${first.row + 1} to ${last.row + 1}`;
}

function explain(
  board: Board,
  card: Card,
  square: Square,
  score: PlayScore,
): Pick<PlayDeal, 'answer' | 'prompt' | 'answerText' | 'reasons'> {
  const prompt = `You lay ${theCard(card)} at ${squareName(square)}.`;
  const run = score.run;
  if (run === null || run.category === null) {
    return {
      answer: { line: 'none', points: 0 },
      prompt,
      answerText: 'Neither line scores: the play is worth 0 points.',
      reasons: [
        `No run of 2 to 5 squares through ${theCard(card)}, across ${lineName('across', square)} or down ${lineName('down', square)}, makes a scoring hand that your card is part of, so it scores 0 points.`,
        ...score.notes,
      ],
    };
  }
  const other: Direction = run.direction === 'across' ? 'down' : 'across';
  const hand = CATEGORY_PHRASES[run.category];
  const reasons = [
    `${capitalize(theCard(card))} makes ${hand} ${run.direction} ${lineName(run.direction, square)}, ${runSpan(run)} (${runParts(run, board, card, square)}): ${pointsText(run.points)}.`,
  ];
  if (bestIn(score, other) === 0) reasons.push(`${capitalize(other)} ${lineName(other, square)}, your card makes no scoring hand.`);
  return {
    answer: { line: run.direction, points: run.points },
    prompt,
    answerText: `${lineLabel(run.direction, square)} scores ${hand}: ${pointsText(run.points)}.`,
    reasons: [...reasons, ...score.notes],
  };
}

/** Poker's Wild!'s quiz (quiz.ts asks it): what a play scores, leaning on the rulings above (PLAY_KINDS). */
export const QUIZ = {
  format: 'what-scores',
  mix: [
    ['wild-space', 0.3],
    ['joker', 0.15],
    ['one-line', 0.15],
    ['must-contribute', 0.15],
    ['gap', 0.1],
    ['plain', 0.15],
  ],
  ruleset: 'pokers-wild',
  deal: dealPlay,
} as const satisfies ScoreQuiz<'pokers-wild', PlayKind, PlayDeal>;
