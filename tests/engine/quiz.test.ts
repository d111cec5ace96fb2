/**
 * The quiz's question generator (src/engine/quiz.ts): reproducible from its
 * seed, weighted as QUIZ_MIX says, asking what fits each game, every
 * two-hand question a legal deal of its game showing the dispute it claims,
 * and every answer the one an independent judge gives (the brute-force
 * oracle for cards; a dice ranking written here from the rules for
 * Peekaboo). Poker's Wild!'s questions, about one play on a board, are
 * checked in quiz-pokers-wild.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isJoker, parseCards, rankOf, type Card } from '../../src/engine/hands/cards.ts';
import type { Die } from '../../src/engine/hands/dice.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { bestByOracle } from '../../src/engine/hands/oracle.ts';
import { makeQuestion, QUIZ_MIX, quizFormat, quizRuleset, quizTitle, type HandQuizGame, type QuizQuestion } from '../../src/engine/quiz.ts';
import type { DisputeKind } from '../../src/engine/quiz-deals.ts';
import {
  isRight,
  MAX_QUIZ_SEED,
  QUIZ_ANSWERS,
  type HandQuestion,
  type QuizAnswer,
  type QuizFormat,
} from '../../src/engine/quiz-question.ts';
import { RULESETS, type CardRuleset } from '../../src/engine/hands/rulesets.ts';

function question(game: GameId, seed: number): QuizQuestion {
  const q = makeQuestion(game, seed);
  if (!q.ok) assert.fail(`${game} seed ${seed}: ${q.error.message}`);
  return q.value;
}

/** Questions dealt per game: fewer for Poker's Wild!, whose boards take longer to deal and score (still ±3 points is over 2 standard errors). */
const SEEDS: { readonly [G in GameId]: number } = {
  'ninas-five': 3000,
  peekaboo: 3000,
  'nuclear-holdem': 3000,
  'bluff-n-peg': 3000,
  'pokers-wild': 1500,
};
const questions = new Map<GameId, QuizQuestion[]>(GAME_IDS.map((g) => [g, Array.from({ length: SEEDS[g] }, (_, i) => question(g, i + 1))]));

/** Everything a question shows and answers, as text, to compare two questions. */
function fingerprint(q: QuizQuestion): string {
  switch (q.format) {
    case 'which-hand':
      return JSON.stringify([q.kind, q.hands, q.board, q.answer]);
    case 'what-scores':
      return JSON.stringify([q.kind, q.board.cells, q.card, q.square, q.answer, q.reasons]);
  }
}

describe('quiz: each game asks what fits it', () => {
  // Poker's Wild! scores each play on its own: hands never meet, so "which hand wins?" has no answer there.
  const rows: [GameId, QuizFormat, string][] = [
    ['ninas-five', 'which-hand', 'Which hand wins?'],
    ['peekaboo', 'which-hand', 'Which hand wins?'],
    ['nuclear-holdem', 'which-hand', 'Which hand wins?'],
    ['bluff-n-peg', 'which-hand', 'Which hand wins?'],
    ['pokers-wild', 'what-scores', 'What does this play score?'],
  ];
  it('every game has a row', () => assert.deepEqual(rows.map(([g]) => g).sort(), [...GAME_IDS].sort()));
  for (const [game, format, title] of rows) {
    it(`${game}: ${format} ("${title}"), and every question dealt is one`, () => {
      assert.equal(quizFormat(game), format);
      assert.equal(quizTitle(game), title);
      assert.ok(questions.get(game)!.every((q) => q.format === format && q.game === game));
    });
  }
});

describe('quiz: same seed, same question', () => {
  const rows: [GameId, number][] = GAME_IDS.flatMap((g) => [1, 2, 77, 123456, MAX_QUIZ_SEED].map((s): [GameId, number] => [g, s]));
  for (const [game, seed] of rows) {
    it(`${game} seed ${seed} deals the same question twice`, () => {
      assert.equal(fingerprint(question(game, seed)), fingerprint(question(game, seed)));
    });
  }
  for (const game of GAME_IDS)
    it(`${game}: different seeds give different questions (at most 1% repeats over ${SEEDS[game]} seeds)`, () => {
      const seen = new Set(questions.get(game)!.map(fingerprint));
      assert.ok(seen.size >= SEEDS[game] * 0.99, `${game}: only ${seen.size} different questions`);
    });
});

describe('quiz: each kind of question comes up with its stated weight', () => {
  const rows = GAME_IDS.flatMap((g) => QUIZ_MIX[g].map(([kind, weight]) => ({ game: g, kind, weight })));
  for (const { game, kind, weight } of rows) {
    it(`${game}: ${kind} in ${weight * 100}% of questions (±3 points over ${SEEDS[game]} seeds)`, () => {
      const share = questions.get(game)!.filter((q) => q.kind === kind).length / SEEDS[game];
      assert.ok(Math.abs(share - weight) <= 0.03, `${(share * 100).toFixed(1)}%`);
    });
  }
  for (const game of GAME_IDS) {
    it(`${game}: the weights add up to 1 and every question's kind is in the mix`, () => {
      assert.ok(Math.abs(QUIZ_MIX[game].reduce((s, [, w]) => s + w, 0) - 1) < 1e-9);
      const kinds = new Set<string>(QUIZ_MIX[game].map(([k]) => k));
      assert.ok(questions.get(game)!.every((q) => kinds.has(q.kind)));
    });
  }
});

/** The two-hand games, and their questions. */
const HAND_GAMES = GAME_IDS.filter((g): g is HandQuizGame => quizFormat(g) === 'which-hand');
const handQuestions = (game: HandQuizGame): HandQuestion[] => questions.get(game)!.filter((q) => q.format === 'which-hand');

/** The cards of a question's text, read again with the parser (all of them, board included). */
function cardsOf(game: GameId, text: string): Card[] {
  const ruleset = RULESETS[quizRuleset(game)] as CardRuleset;
  const parsed = parseCards(text, { jokers: ruleset.deck.jokers, min: 0, max: 20, label: 'test' });
  assert.ok(parsed.ok, text);
  return parsed.value.map((h) => h.card);
}
const digits = (text: string): Die[] => [...text].map((c) => Number(c) as Die);

/** Three of one rank and two of another among natural cards (what would be a full house elsewhere). */
function tripsAndPair(cards: readonly Card[]): boolean {
  const counts = new Map<number, number>();
  for (const c of cards) if (!isJoker(c)) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const n = [...counts.values()].sort((a, b) => b - a);
  return (n[0] ?? 0) >= 3 && (n[1] ?? 0) >= 2;
}
/** Five different dice that make no straight. */
const hotGarbage = (dice: readonly Die[]): boolean => {
  const s = [...new Set(dice)].sort().join('');
  return s.length === 5 && s !== '12345' && s !== '23456';
};

/** What each kind must show, checked on the question's own text. */
const SHOWS: { readonly [K in DisputeKind]: (q: HandQuestion) => boolean } = {
  // A wild joker in a hand, or among the community cards (where each side reads it its own way).
  wild: (q) => [...q.hands, q.board].some((h) => cardsOf(q.game, h).some(isJoker)),
  'dead-joker': (q) => [...q.hands, q.board].some((h) => cardsOf(q.game, h).some(isJoker)),
  'no-full-house': (q) => q.hands.some((h) => tripsAndPair(cardsOf(q.game, `${h} ${q.board}`))),
  'short-hand': (q) => q.hands.some((h) => cardsOf(q.game, h).length < 5),
  'hot-garbage': (q) => q.hands.some((h) => hotGarbage(digits(h))),
  tie: (q) => q.answer === 'tie',
  plain: () => true,
};

/** Hand and board sizes each game deals. */
const SIZES: { readonly [G in HandQuizGame]: { hand: [number, number]; board: number } } = {
  'ninas-five': { hand: [4, 4], board: 3 },
  'nuclear-holdem': { hand: [2, 2], board: 5 },
  'bluff-n-peg': { hand: [1, 5], board: 0 },
  peekaboo: { hand: [5, 5], board: 0 },
};

describe('quiz: every two-hand question is a legal deal that shows its dispute', () => {
  for (const game of HAND_GAMES) {
    it(`${game}: ${SEEDS[game]} questions are legal deals (sizes, no card twice, no joker too many)`, () => {
      const { hand, board } = SIZES[game];
      for (const q of handQuestions(game)) {
        if (game === 'peekaboo') {
          for (const h of q.hands) assert.match(h, /^[1-6]{5}$/u);
          assert.equal(q.board, '');
          continue;
        }
        const all = cardsOf(game, `${q.hands.join(' ')} ${q.board}`);
        assert.equal(new Set(all).size, all.length, `${q.seed}: a card twice in ${q.hands.join(' | ')} / ${q.board}`);
        for (const h of q.hands) {
          const n = cardsOf(game, h).length;
          assert.ok(n >= hand[0] && n <= hand[1], `${q.seed}: ${n} cards in ${h}`);
        }
        assert.equal(cardsOf(game, q.board).length, board, `${q.seed}: board ${q.board}`);
      }
    });
    for (const [kind] of QUIZ_MIX[game]) {
      it(`${game}: every ${kind} question shows it`, () => {
        const ofKind = handQuestions(game).filter((q) => q.kind === kind);
        assert.ok(ofKind.length > 0);
        for (const q of ofKind) assert.ok(SHOWS[kind](q), `seed ${q.seed}: ${q.hands.join(' | ')} / ${q.board}`);
      });
    }
  }
});

/** Peekaboo's ranking, written here from the rules: the category, then faces by group size and value. */
const DICE_ORDER = ['hot-garbage', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'four-of-a-kind', 'five-of-a-kind'];
function diceRank(dice: readonly Die[]): number[] {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  const faces = [...dice].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || b - a);
  const distinct = [...counts.keys()].sort().join('');
  const category =
    shape === '5'
      ? 'five-of-a-kind'
      : shape === '41'
        ? 'four-of-a-kind'
        : shape === '32'
          ? 'full-house'
          : distinct === '12345' || distinct === '23456'
            ? 'straight'
            : shape === '311'
              ? 'three-of-a-kind'
              : shape === '221'
                ? 'two-pair'
                : shape === '2111'
                  ? 'one-pair'
                  : 'hot-garbage';
  return [DICE_ORDER.indexOf(category), ...faces];
}
function compare(a: readonly number[], b: readonly number[]): QuizAnswer {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d > 0 ? 'a' : 'b';
  }
  return 'tie';
}

describe("quiz: the quiz's answer is the independent judge's", () => {
  const PER_GAME = 400;
  for (const game of HAND_GAMES) {
    it(`${game}: ${PER_GAME} questions answered as ${game === 'peekaboo' ? 'the dice ranking written here' : 'the brute-force oracle'} says`, () => {
      for (const q of handQuestions(game).slice(0, PER_GAME)) {
        let expected: QuizAnswer;
        if (game === 'peekaboo') expected = compare(diceRank(digits(q.hands[0])), diceRank(digits(q.hands[1])));
        else {
          const ruleset = RULESETS[quizRuleset(game)] as CardRuleset;
          const key = (h: string): number =>
            bestByOracle(
              ruleset,
              cardsOf(game, `${h} ${q.board}`).map((card) => ({ card })),
            ).key;
          const [a, b] = [key(q.hands[0]), key(q.hands[1])];
          expected = a === b ? 'tie' : a > b ? 'a' : 'b';
        }
        assert.equal(q.answer, expected, `seed ${q.seed}: ${q.hands.join(' | ')} / ${q.board}`);
        for (const a of QUIZ_ANSWERS) assert.equal(isRight(q, a), a === expected);
      }
    });
  }
});

describe('quiz: a bad seed is an error value', () => {
  const rows: [string, number][] = [
    ['zero', 0],
    ['negative', -5],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['past the largest seed', MAX_QUIZ_SEED + 1],
  ];
  for (const game of ['ninas-five', 'pokers-wild'] as const)
    for (const [name, seed] of rows) {
      it(`${game}: ${name} (${seed}) gives bad-seed`, () => {
        const q = makeQuestion(game, seed);
        assert.equal(q.ok ? 'a question' : q.error.code, 'bad-seed');
      });
    }
});
