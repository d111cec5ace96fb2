/**
 * The quiz's own sentences (the island's and its page's), in the words of
 * the game's pieces: cards are dealt and tie when only their suits differ;
 * dice are rolled and tie face for face. Plain data and functions, so the
 * test that scans every game's texts for words the game cannot have
 * (tests/unit/game-words.test.ts) reads exactly what the page shows.
 */
import type { HandKind } from '../../../engine/describe.ts';
import type { GameId } from '../../../engine/games.ts';
import { quizRuleset, type DisputeKind } from '../../../engine/quiz.ts';
import { RULESETS } from '../../../engine/rulesets.ts';

/** What a game's quiz hands are made of. */
export const quizPieces = (game: GameId): HandKind => RULESETS[quizRuleset(game)].kind;

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

/** The quiz page's sentences for a game titled `title`. */
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

export function quizPageWords(title: string, pieces: HandKind): QuizPageWords {
  const w = PIECE_WORDS[pieces];
  return {
    description: `A quiz for ${title}: two hands ${w.made} by the rules engine; say which wins, and read why.`,
    intro: `Two hands, ${w.made} by the same engine that judges the rules pages. Pick the winner (or a tie); the judge then says who wins and why. Questions lean toward the points players argue about. Each question has its own link, so you can send it to a friend.`,
    noscript: `The quiz needs JavaScript to take your answer and ${w.make} new questions. Above is its first question; here is the answer.`,
    next: `New question ${w.made}.`,
  };
}
