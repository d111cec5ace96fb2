/**
 * The quiz: questions drawn from a seed. The same game and seed always give
 * the same question (mulberry32), so a question can be shared by link.
 *
 * A game's quiz asks what fits the game (`quizFormat`). Where hands meet in a
 * showdown it asks "Which hand wins?" of two hands; in Poker's Wild!, where
 * each play scores on its own and hands never meet, it asks "What does this
 * play score?" of a card laid on a board (quiz-pokers-wild.ts).
 *
 * Questions lean toward the points players argue about (QUIZ_MIX): wild
 * jokers, Nina's Five's missing full house, Nuclear's dead jokers, short
 * Bluff 'N' Peg hands, Peekaboo's hot garbage, ties, and Poker's Wild!'s wild
 * spaces, jokers, lines and gaps. The answer is never typed by hand: it is the
 * judge's verdict (`judgeRequest`) or the board scorer's (`scorePlay`), and
 * their reasons explain it.
 */
import { JOKER_A, JOKER_B, isJoker, makeCard, rankOf, suitOf, type Card, type HeldCard, formatHand } from './hands/cards.ts';
import { deckModel } from './hands/deck.ts';
import type { Die } from './hands/dice.ts';
import type { GameId } from './ids.ts';
import { judgeRequest, type Judgement } from './hands/judge.ts';
import { fail, ok, type EngineError, type Result } from './result.ts';
import { RULESETS, type CardRuleset } from './hands/rulesets.ts';
import { below, mulberry32, shuffle } from './rng.ts';
import { dealPlay, type PlayAnswer, type PlayDeal, type PlayKind } from './games/pokers-wild/quiz.ts';

/** What a two-hand question is about. `plain` is an ordinary deal; every other kind is a dispute players have. */
export const DISPUTE_KINDS = ['wild', 'no-full-house', 'dead-joker', 'short-hand', 'hot-garbage', 'tie', 'plain'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** The three answers, as the buttons say them: Hand A wins, Hand B wins, or a tie. */
export const QUIZ_ANSWERS = ['a', 'b', 'tie'] as const;
export type QuizAnswer = (typeof QUIZ_ANSWERS)[number];

export const QUIZ_ERROR_CODES = ['bad-seed', 'no-question'] as const;
export type QuizError = EngineError<(typeof QUIZ_ERROR_CODES)[number]>;

export const QUIZ_LABELS = ['Hand A', 'Hand B'] as const;

/** Seeds are whole numbers 1..MAX_QUIZ_SEED (the same range as the dice explainer's rolls). */
export const MAX_QUIZ_SEED = 999_999_999;

/** The games whose quiz asks which of two hands wins. */
export type HandQuizGame = Exclude<GameId, 'pokers-wild'>;

/** The questions a quiz can ask: which of two hands wins, or what a play on the board scores. */
export const QUIZ_FORMATS = ['which-hand', 'what-scores'] as const;
export type QuizFormat = (typeof QUIZ_FORMATS)[number];

/** The question that fits a game: two hands only where hands meet; Poker's Wild! scores each play on its own. */
export function quizFormat(game: GameId): QuizFormat {
  switch (game) {
    case 'ninas-five':
    case 'peekaboo':
    case 'nuclear-holdem':
    case 'bluff-n-peg':
      return 'which-hand';
    case 'pokers-wild':
      return 'what-scores';
  }
}

/** The quiz's question, as its heading and the links to it say it. */
export function quizTitle(game: GameId): string {
  switch (quizFormat(game)) {
    case 'which-hand':
      return 'Which hand wins?';
    case 'what-scores':
      return 'What does this play score?';
  }
}

/** What the quiz asks, in one sentence for the links to it. */
export function quizBlurb(game: GameId): string {
  switch (quizFormat(game)) {
    case 'which-hand':
      return 'Two hands from the engine; say which wins, and see why.';
    case 'what-scores':
      return 'A card laid on a board from the engine; say which line scores and how many points, and see why.';
  }
}

/** The kinds of question a game's quiz deals. */
export type QuizKind<G extends GameId> = G extends 'pokers-wild' ? PlayKind : DisputeKind;

/** How often each kind of question comes up, per game (the weights add up to 1). */
export const QUIZ_MIX: { readonly [G in GameId]: readonly (readonly [QuizKind<G>, number])[] } = {
  'ninas-five': [
    ['wild', 0.35],
    ['no-full-house', 0.3],
    ['tie', 0.15],
    ['plain', 0.2],
  ],
  peekaboo: [
    ['hot-garbage', 0.5],
    ['tie', 0.2],
    ['plain', 0.3],
  ],
  'nuclear-holdem': [
    ['dead-joker', 0.5],
    ['tie', 0.2],
    ['plain', 0.3],
  ],
  'pokers-wild': [
    ['wild-space', 0.3],
    ['joker', 0.15],
    ['one-line', 0.15],
    ['must-contribute', 0.15],
    ['gap', 0.1],
    ['plain', 0.15],
  ],
  'bluff-n-peg': [
    ['short-hand', 0.5],
    ['tie', 0.2],
    ['plain', 0.3],
  ],
};

/** The ruleset a game's quiz is judged by (Bluff 'N' Peg: the printed game, without the deuces-wild variation). */
export function quizRuleset(game: GameId): 'ninas-five' | 'peekaboo' | 'nuclear-holdem' | 'pokers-wild' | 'bluff-n-peg' {
  switch (game) {
    case 'ninas-five':
      return 'ninas-five';
    case 'peekaboo':
      return 'peekaboo';
    case 'nuclear-holdem':
      return 'nuclear-holdem';
    case 'pokers-wild':
      return 'pokers-wild';
    case 'bluff-n-peg':
      return 'bluff-n-peg';
  }
}

/** A "Which hand wins?" question. */
export interface HandQuestion {
  readonly format: 'which-hand';
  readonly game: HandQuizGame;
  readonly seed: number;
  readonly kind: DisputeKind;
  /** Hand A's and Hand B's cards (or dice) in the judge's notation. */
  readonly hands: readonly [string, string];
  /** The community cards ('' when the game has none). */
  readonly board: string;
  /** The same hands as values, to draw them. */
  readonly shown: readonly [QuizHand, QuizHand];
  /** The community cards as values. */
  readonly boardCards: readonly Card[];
  /** The judge's verdict, with its reasons. */
  readonly judgement: Judgement;
  readonly answer: QuizAnswer;
}

/** A Poker's Wild! "What does this play score?" question. */
export interface PlayQuestion extends PlayDeal {
  readonly format: 'what-scores';
  readonly game: 'pokers-wild';
  readonly seed: number;
}

export type QuizQuestion = HandQuestion | PlayQuestion;

/** The right answer to a verdict over Hand A and Hand B: a tie when both lead, whatever the tie then means. */
export function answerOf(judgement: Judgement): QuizAnswer {
  if (judgement.leaders.length > 1) return 'tie';
  return judgement.leaders[0] === 1 ? 'b' : 'a';
}

/** Whether `answer` is right for a two-hand question. */
export const isRight = (question: HandQuestion, answer: QuizAnswer): boolean => question.answer === answer;

/** Whether `answer` is right for a Poker's Wild! question: the line and the points both. */
export const isPlayRight = (question: PlayQuestion, answer: PlayAnswer): boolean =>
  question.answer.line === answer.line && question.answer.points === answer.points;

type Rng = () => number;
/** One hand as a value, for drawing: its cards, or its dice. */
export type QuizHand =
  { readonly kind: 'cards'; readonly cards: readonly Card[] } | { readonly kind: 'dice'; readonly dice: readonly Die[] };
interface Deal {
  readonly shown: readonly [QuizHand, QuizHand];
  readonly board: readonly Card[];
}

/** The kind a number in [0, 1) picks from a game's mix (`last` if rounding leaves it past the end). */
function pickKind<K>(mix: readonly (readonly [K, number])[], r: number, last: K): K {
  let sum = 0;
  for (const [kind, weight] of mix) {
    sum += weight;
    if (r < sum) return kind;
  }
  return mix[mix.length - 1]?.[0] ?? last;
}

const held = (cards: readonly Card[]): HeldCard[] => cards.map((card) => ({ card }));
const cardsText = (cards: readonly Card[]): string => formatHand(held(cards));
const hand = (cards: readonly Card[]): QuizHand => ({ kind: 'cards', cards });
/** A and B in a random order, so the disputed hand is not always Hand A. */
const either = (rng: Rng, a: QuizHand, b: QuizHand): readonly [QuizHand, QuizHand] => (rng() < 0.5 ? [a, b] : [b, a]);
/** A hand in the judge's notation: "Ah X 7c", or dice as digits "66441". */
export function handText(h: QuizHand): string {
  switch (h.kind) {
    case 'cards':
      return cardsText(h.cards);
    case 'dice':
      return h.dice.join('');
  }
}

/** Card counts per game: each hand's size and the board's (0 when there is none). */
function cardShape(game: Exclude<HandQuizGame, 'peekaboo'>): { hand: number; board: number } {
  switch (game) {
    case 'ninas-five':
      return { hand: 4, board: 3 };
    case 'nuclear-holdem':
      return { hand: 2, board: 5 };
    case 'bluff-n-peg':
      return { hand: 5, board: 0 };
  }
}

/** One attempt at a card deal of the given kind, or null to try again. */
function dealCards(game: Exclude<HandQuizGame, 'peekaboo'>, ruleset: CardRuleset, kind: DisputeKind, rng: Rng): Deal | null {
  const deck = shuffle(deckModel(ruleset.deck).cards, rng);
  const draw = (n: number): Card[] => deck.splice(0, n);
  const pull = (card: Card): Card => {
    deck.splice(deck.indexOf(card), 1);
    return card;
  };
  const shape = cardShape(game);
  switch (kind) {
    case 'wild':
    case 'dead-joker': {
      const joker = pull(rng() < 0.5 ? JOKER_A : JOKER_B);
      const onBoard = shape.board > 0 && rng() < 0.4;
      const board = onBoard ? shuffle([joker, ...draw(shape.board - 1)], rng) : draw(shape.board);
      const a = onBoard ? draw(shape.hand) : shuffle([joker, ...draw(shape.hand - 1)], rng);
      return { shown: either(rng, hand(a), hand(draw(shape.hand))), board };
    }
    case 'no-full-house': {
      // Three of one rank and two of another among one team's cards and the board.
      const r = below(rng, 13);
      const q = (r + 1 + below(rng, 12)) % 13;
      const triple = shuffle([0, 1, 2, 3], rng)
        .slice(0, 3)
        .map((s) => pull(makeCard(r, s)));
      const pair = shuffle([0, 1, 2, 3], rng)
        .slice(0, 2)
        .map((s) => pull(makeCard(q, s)));
      const rest = deck.filter((c) => !isJoker(c) && rankOf(c) !== r && rankOf(c) !== q).slice(0, 2);
      for (const c of rest) pull(c);
      const seven = shuffle([...triple, ...pair, ...rest], rng);
      const a = seven.slice(0, shape.hand);
      const board = seven.slice(shape.hand);
      return { shown: either(rng, hand(a), hand(draw(shape.hand))), board };
    }
    case 'short-hand': {
      const a = draw(1 + below(rng, shape.hand - 1));
      const b = draw(1 + below(rng, shape.hand));
      return { shown: either(rng, hand(a), hand(b)), board: [] };
    }
    case 'tie': {
      // Hand B is Hand A with every suit moved along: the same ranks, so usually a tie (the judge decides).
      const a = draw(shape.hand);
      const board = draw(shape.board);
      if (a.some(isJoker) || board.some(isJoker)) return null;
      const k = 1 + below(rng, 3);
      const b = a.map((c) => makeCard(rankOf(c), (suitOf(c) + k) % 4));
      const used = new Set([...a, ...board]);
      if (b.some((c) => used.has(c))) return null;
      return { shown: [hand(a), hand(b)], board };
    }
    case 'hot-garbage':
    case 'plain':
      return { shown: [hand(draw(shape.hand)), hand(draw(shape.hand))], board: draw(shape.board) };
  }
}

/** The four sets of five different dice that make no straight: every hot-garbage hand is one of them, in some order. */
const GARBAGE: readonly (readonly Die[])[] = [
  [1, 2, 3, 4, 6],
  [1, 2, 3, 5, 6],
  [1, 2, 4, 5, 6],
  [1, 3, 4, 5, 6],
];

function dealDice(kind: DisputeKind, rng: Rng): Deal {
  const roll = (): Die[] => Array.from({ length: 5 }, () => (1 + below(rng, 6)) as Die);
  const garbage = (): Die[] => shuffle(GARBAGE[below(rng, GARBAGE.length)] ?? [], rng);
  const str = (d: readonly Die[]): QuizHand => ({ kind: 'dice', dice: d });
  switch (kind) {
    case 'hot-garbage': {
      const a = garbage();
      const b = rng() < 0.5 ? garbage() : roll();
      return { shown: either(rng, str(a), str(b)), board: [] };
    }
    case 'tie': {
      const a = roll();
      return { shown: [str(a), str(shuffle(a, rng))], board: [] };
    }
    case 'wild':
    case 'no-full-house':
    case 'dead-joker':
    case 'short-hand':
    case 'plain':
      return { shown: [str(roll()), str(roll())], board: [] };
  }
}

function dealFor(game: HandQuizGame, kind: DisputeKind, rng: Rng): Deal | null {
  switch (game) {
    case 'peekaboo':
      return dealDice(kind, rng);
    case 'ninas-five':
      return dealCards(game, RULESETS['ninas-five'], kind, rng);
    case 'nuclear-holdem':
      return dealCards(game, RULESETS['nuclear-holdem'], kind, rng);
    case 'bluff-n-peg':
      return dealCards(game, RULESETS['bluff-n-peg'], kind, rng);
  }
}

const ATTEMPTS = 200;

/**
 * The question for a game and a seed. The seed picks the kind (by QUIZ_MIX's
 * weights) and the deal. A deal that does not show its kind (a tie that the
 * suits' shuffle did not make, a board with no play of the kind wanted) is
 * dealt again, up to ATTEMPTS times, from the same sequence.
 */
export function makeQuestion(game: GameId, seed: number): Result<QuizQuestion, QuizError> {
  if (!Number.isSafeInteger(seed) || seed < 1 || seed > MAX_QUIZ_SEED) {
    return fail('bad-seed', `A question's seed is a whole number from 1 to ${MAX_QUIZ_SEED.toLocaleString('en-US')}.`);
  }
  const rng = mulberry32(seed);
  switch (game) {
    case 'ninas-five':
    case 'peekaboo':
    case 'nuclear-holdem':
    case 'bluff-n-peg':
      return handQuestion(game, seed, rng);
    case 'pokers-wild':
      return playQuestion(seed, rng);
  }
}

function playQuestion(seed: number, rng: Rng): Result<PlayQuestion, QuizError> {
  const kind = pickKind(QUIZ_MIX['pokers-wild'], rng(), 'plain');
  const deal = dealPlay(kind, rng, ATTEMPTS);
  if (deal === null) return fail('no-question', `No question could be dealt from seed ${seed}.`);
  return ok({ format: 'what-scores', game: 'pokers-wild', seed, ...deal });
}

function handQuestion(game: HandQuizGame, seed: number, rng: Rng): Result<HandQuestion, QuizError> {
  const kind = pickKind(QUIZ_MIX[game], rng(), 'plain');
  const id = quizRuleset(game);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const deal = dealFor(game, kind, rng);
    if (deal === null) continue;
    const hands = [handText(deal.shown[0]), handText(deal.shown[1])] as const;
    const board = cardsText(deal.board);
    const judged = judgeRequest({
      game: id,
      hands: [...hands],
      board: board === '' ? undefined : board,
      labels: [...QUIZ_LABELS],
    });
    if (!judged.ok) continue;
    const answer = answerOf(judged.value);
    if (kind === 'tie' && answer !== 'tie') continue;
    return ok({
      format: 'which-hand',
      game,
      seed,
      kind,
      hands,
      board,
      shown: deal.shown,
      boardCards: deal.board,
      judgement: judged.value,
      answer,
    });
  }
  return fail('no-question', `No question could be dealt from seed ${seed}.`);
}
