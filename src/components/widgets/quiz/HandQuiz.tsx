/**
 * "Which hand wins?": the quiz view of the games where hands meet. Two hands (and any community cards) from the
 * engine, answered with one click; the judge's verdict and reasons explain the answer. `handQuizParts` binds a
 * game's quiz (games/<id>/quiz.ts's QUIZ) to this view for the shell (QuizShell.tsx); each card or dice game's
 * island (components/games/<id>/Quiz.tsx) calls it with its own quiz.
 */
import { useState } from 'preact/hooks';
import { faceText, type Card } from '../../../engine/hands/cards.ts';
import { RULESETS } from '../../../engine/hands/rulesets.ts';
import type { GameId } from '../../../engine/ids.ts';
import type { HandQuiz, QuizHand } from '../../../engine/quiz-deals.ts';
import { handQuestion, isRight, type HandQuestion, type QuizAnswer } from '../../../engine/quiz-question.ts';
import { CardFace } from '../../svg/Card.tsx';
import { DieFace } from '../../svg/Die.tsx';
import { answerSentence } from './answers.ts';
import { Verdict, type QuizParts, type ViewProps } from './QuizShell.tsx';
import { quizPieces, quizTopic, type QuizFacts } from './words.ts';

const ANSWER_BUTTONS: readonly (readonly [QuizAnswer, string])[] = [
  ['a', 'Hand A'],
  ['b', 'Hand B'],
  ['tie', 'Tie'],
];

function cardsLabel(cards: readonly Card[]): string {
  return cards.map((c) => (c >= 52 ? 'joker' : faceText(c).short)).join(' ');
}

function HandPicture({ hand }: { hand: QuizHand }) {
  switch (hand.kind) {
    case 'dice':
      return (
        <p class="w-best">
          <span class="visually-hidden">{`Dice: ${hand.dice.join(' ')}`}</span>
          {hand.dice.map((d, k) => (
            <DieFace key={k} face={d} size="2.2em" />
          ))}
        </p>
      );
    case 'cards':
      return (
        <p class="w-best">
          {hand.cards.map((card, k) => (
            <CardFace key={k} held={{ card }} />
          ))}
        </p>
      );
  }
}

interface HandViewProps extends ViewProps<HandQuestion> {
  readonly quiz: QuizFacts;
}

/** Two hands (and any community cards), answered with one click. */
function HandView({ q, id, hydrated, onAnswer, quiz }: HandViewProps) {
  const [answer, setAnswer] = useState<QuizAnswer | null>(null);
  const ruleset = RULESETS[quiz.ruleset];
  const choose = (a: QuizAnswer): void => {
    if (answer !== null) return;
    setAnswer(a);
    onAnswer(isRight(q, a), answerSentence(q.answer));
  };
  return (
    <>
      <p class="w-hint">
        Judged by the rules of {ruleset.name}
        {q.boardCards.length > 0 ? ': each hand plays its best five with the community cards.' : '.'} Question {q.seed}.
      </p>
      {q.boardCards.length > 0 && (
        <div class="quiz-board">
          <h3>Community cards</h3>
          <p class="w-best" aria-label={`Community cards: ${cardsLabel(q.boardCards)}`}>
            {q.boardCards.map((card, k) => (
              <CardFace key={k} held={{ card }} />
            ))}
          </p>
        </div>
      )}
      <ul class="w-hands quiz-hands">
        {q.shown.map((hand, i) => {
          const won = answer !== null && q.judgement.leaders.includes(i);
          return (
            <li key={i} class={won ? 'w-won' : ''}>
              <h3>
                {i === 0 ? 'Hand A' : 'Hand B'}
                {answer !== null && `: ${q.judgement.hands[i]?.description ?? ''}`}
              </h3>
              <HandPicture hand={hand} />
            </li>
          );
        })}
      </ul>
      <div class="quiz-answers" role="group" aria-labelledby={`${id}-ask`}>
        <p id={`${id}-ask`} class="quiz-ask">
          Which hand wins?
        </p>
        {ANSWER_BUTTONS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            disabled={!hydrated || answer !== null}
            aria-pressed={answer === value}
            onClick={() => {
              choose(value);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {answer !== null && (
        <Verdict
          right={isRight(q, answer)}
          answer={answerSentence(q.answer)}
          topic={quizTopic(q.kind, quizPieces(quiz))}
          reasons={q.judgement.reasons}
        />
      )}
    </>
  );
}

/** A two-hand game's quiz bound to this view, for its island to hand the shell. */
export function handQuizParts<G extends GameId>(game: G, quiz: HandQuiz<G>): QuizParts<HandQuestion<G>> {
  return {
    quiz,
    deal: (seed) => handQuestion(game, quiz, seed),
    view: (props) => <HandView {...props} quiz={quiz} />,
  };
}
