/**
 * The quiz's own sentences (the island's and its page's), in the words of
 * the game's pieces: cards are dealt and tie when only their suits differ;
 * dice are rolled and tie face for face. Plain data and functions, so the
 * test that scans every game's texts for words the game cannot have
 * (tests/unit/game-words.test.ts) reads exactly what the page shows. They take
 * the game's quiz (games/<id>/quiz.ts's QUIZ), never its id, so the quiz
 * island, which holds its own game's quiz only, never reaches the registry of
 * every game's quiz (engine/quiz.ts).
 */
import type { HandKind } from '../../../engine/hands/describe.ts';
import type { DisputeKind } from '../../../engine/quiz-deals.ts';
import type { QuizFormat } from '../../../engine/quiz-question.ts';
import type { PlayKind } from '../../../engine/games/pokers-wild/quiz.ts';
import { RULESETS, type RulesetId } from '../../../engine/hands/rulesets.ts';

/** What the words read of a game's quiz: the question it asks and the ruleset that judges it. */
export interface QuizFacts {
  readonly format: QuizFormat;
  readonly ruleset: RulesetId;
}

/** What a game's quiz hands are made of. */
export const quizPieces = (quiz: QuizFacts): HandKind => RULESETS[quiz.ruleset].kind;

interface PieceWords {
  /** How a question's hands come to be: "dealt", "rolled". */
  readonly made: string;
  /** The verb: "deal", "roll". */
  readonly make: string;
  /** A tie, as a question's topic. */
  readonly tie: string;
  /** An ordinary question's topic. */
  readonly plain: string;
}

const PIECE_WORDS: { readonly [K in HandKind]: PieceWords } = {
  cards: { made: 'dealt', make: 'deal', tie: 'a tie, where suits break nothing', plain: 'an ordinary deal' },
  dice: { made: 'rolled', make: 'roll', tie: 'a tie, with the dice equal face for face', plain: 'an ordinary roll' },
};

/** What a kind of question tests, shown with the verdict ("This question was about …"). */
export function quizTopic(kind: DisputeKind, pieces: HandKind): string {
  switch (kind) {
    case 'wild':
      return 'a wild joker';
    case 'no-full-house':
      return 'three of a kind and a pair, in a game with no full house';
    case 'dead-joker':
      return 'a dead joker, which plays as nothing';
    case 'short-hand':
      return 'a hand of fewer than five cards';
    case 'hot-garbage':
      return 'hot garbage: five different dice and no straight';
    case 'tie':
      return PIECE_WORDS[pieces].tie;
    case 'plain':
      return PIECE_WORDS[pieces].plain;
  }
}

/** What a kind of Poker's Wild! question tests, shown with the verdict. */
export function playTopic(kind: PlayKind): string {
  switch (kind) {
    case 'wild-space':
      return 'a wild space, which counts only beside the card you lay';
    case 'joker':
      return 'a joker, which stands for any card in any line it is in';
    case 'one-line':
      return 'a card that makes a hand both across and down, where only the better line scores';
    case 'must-contribute':
      return 'a hand in the line that your card is not part of';
    case 'gap':
      return 'an empty square, which ends a line';
    case 'plain':
      return 'an ordinary play';
  }
}

/** The quiz page's sentences for a game titled `title`, whose quiz is `quiz`. */
export interface QuizPageWords {
  /** The page's meta description. */
  readonly description: string;
  /** The paragraph under the heading. */
  readonly intro: string;
  /** Without JavaScript, above the first question's answer. */
  readonly noscript: string;
  /** Said to a screen reader when the next question comes. */
  readonly next: string;
}

export function quizPageWords(quiz: QuizFacts, title: string): QuizPageWords {
  const links = 'Questions lean toward the points players argue about. Each question has its own link, so you can send it to a friend.';
  switch (quiz.format) {
    case 'which-hand': {
      const w = PIECE_WORDS[quizPieces(quiz)];
      return {
        description: `A quiz for ${title}: two hands ${w.made} by the rules engine; say which wins, and read why.`,
        intro: `Two hands, ${w.made} by the same engine that judges the rules pages. Pick the winner (or a tie); the judge then says who wins and why. ${links}`,
        noscript: `The quiz needs JavaScript to take your answer and ${w.make} new questions. Above is its first question; here is the answer.`,
        next: `New question ${w.made}.`,
      };
    }
    case 'what-scores':
      return {
        description: `A quiz for ${title}: a card laid on a board dealt by the rules engine; say which line scores and how many points, and read why.`,
        intro: `A board part way through a game, and a card to lay on it, dealt by the same engine that scores plays on the rules page. Say which line scores (across, down or neither) and how many points; the scorer then shows the line and explains the count. ${links}`,
        noscript: 'The quiz needs JavaScript to take your answer and deal new questions. Above is its first question; here is the answer.',
        next: 'New question dealt.',
      };
  }
}
