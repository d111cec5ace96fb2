/**
 * "Which hand wins?": the quiz island. The engine deals a question from the
 * seed in the address (qz-seed) and judges it; the reader answers with one
 * click, the verdict is announced, the judge's reasons explain it, and a
 * streak counts right answers in a row. "Next question" deals from a fresh
 * seed, so every question can be shared by its link.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { Card } from '../../../engine/cards.ts';
import { RULESETS } from '../../../engine/rulesets.ts';
import { isRight, makeQuestion, quizRuleset, type QuizAnswer, type QuizHand, type QuizQuestion } from '../../../engine/quiz.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { CardFace, naturalFace } from '../shared/CardFace.tsx';
import { DieFace } from '../shared/DieFace.tsx';
import { Notes } from '../shared/Notes.tsx';
import type { QuizProps } from '../shared/props.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { freshSeed } from '../dice/rng.ts';
import { DEFAULT_QUIZ_STATE, QUIZ_CODEC, type QuizUrlState } from './url.ts';
import { quizPageWords, quizPieces, quizTopic } from './words.ts';

const ANSWER_BUTTONS: readonly (readonly [QuizAnswer, string])[] = [
  ['a', 'Hand A'],
  ['b', 'Hand B'],
  ['tie', 'Tie'],
];

/** The right answer as a sentence. */
export function answerSentence(answer: QuizAnswer): string {
  switch (answer) {
    case 'a':
      return 'Hand A wins.';
    case 'b':
      return 'Hand B wins.';
    case 'tie':
      return 'Hand A and Hand B tie.';
  }
}

function cardsLabel(cards: readonly Card[]): string {
  return cards.map((c) => (c >= 52 ? 'joker' : naturalFace(c).short)).join(' ');
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

export default function Quiz(props: QuizProps) {
  const { game, idPrefix: id, syncUrl, rulesPath } = props;
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<{ seed: number; answer: QuizAnswer } | null>(null);
  const [streak, setStreak] = useState(0);
  const [best, setBest] = useState(0);
  const [announce, setAnnounce] = useState('');
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, notes } = useUrlState<QuizUrlState>(QUIZ_CODEC, DEFAULT_QUIZ_STATE, { sync: syncUrl, writeOnLoad: false });
  const seed = state['qz-seed'];
  const dealt = useMemo(() => makeQuestion(game, seed), [game, seed]);
  const ruleset = RULESETS[quizRuleset(game)];
  // An answer belongs to the question it was given for.
  const answer = picked !== null && picked.seed === seed ? picked.answer : null;

  const choose = (q: QuizQuestion, a: QuizAnswer): void => {
    if (answer !== null) return;
    const right = isRight(q, a);
    const nextStreak = right ? streak + 1 : 0;
    setPicked({ seed, answer: a });
    setStreak(nextStreak);
    setBest(Math.max(best, nextStreak));
    setAnnounce(`${right ? 'Right!' : 'Not quite.'} ${answerSentence(q.answer)} Streak: ${nextStreak}.`);
    // The answer buttons are disabled now: keep the keyboard on the next step.
    setTimeout(() => nextRef.current?.focus(), 0);
  };
  const next = (): void => {
    setState({ 'qz-seed': freshSeed() });
    setAnnounce(quizPageWords(ruleset.name, quizPieces(game)).next);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  const H = 'h3';
  return (
    <section class="w-widget quiz" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Which hand wins?
      </h2>
      <Notes notes={notes} id={`${id}-notes`} title="Some settings in the link could not be used, so this is the first question:" />
      {!dealt.ok ? (
        <p class="w-error">{dealt.error.message}</p>
      ) : (
        <>
          <p class="w-hint">
            Judged by the rules of {ruleset.name}
            {dealt.value.boardCards.length > 0 ? ': each hand plays its best five with the community cards.' : '.'} Question {seed}.
          </p>
          {dealt.value.boardCards.length > 0 && (
            <div class="quiz-board">
              <H>Community cards</H>
              <p class="w-best" aria-label={`Community cards: ${cardsLabel(dealt.value.boardCards)}`}>
                {dealt.value.boardCards.map((card, k) => (
                  <CardFace key={k} held={{ card }} />
                ))}
              </p>
            </div>
          )}
          <ul class="w-hands quiz-hands">
            {dealt.value.shown.map((hand, i) => {
              const won = answer !== null && dealt.value.judgement.leaders.includes(i);
              return (
                <li key={i} class={won ? 'w-won' : ''}>
                  <H>
                    {i === 0 ? 'Hand A' : 'Hand B'}
                    {answer !== null && `: ${dealt.value.judgement.hands[i]?.description ?? ''}`}
                  </H>
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
                onClick={() => choose(dealt.value, value)}
              >
                {label}
              </button>
            ))}
          </div>
          <div class="visually-hidden" aria-live="polite" aria-atomic="true">
            {announce}
          </div>
          {answer !== null && (
            <div class="quiz-verdict">
              <p class="w-verdict">
                <strong>{isRight(dealt.value, answer) ? 'Right!' : 'Not quite.'}</strong> {answerSentence(dealt.value.answer)} This question
                was about {quizTopic(dealt.value.kind, quizPieces(game))}.
              </p>
              <H>Why</H>
              <ol class="w-reasons">
                {dealt.value.judgement.reasons.map((r, k) => (
                  <li key={k}>{r}</li>
                ))}
              </ol>
            </div>
          )}
        </>
      )}
      <p class="quiz-streak">
        Streak: <strong>{streak}</strong> right in a row (best: {best}).
      </p>
      <p class="quiz-next">
        <button type="button" ref={nextRef} disabled={!hydrated} onClick={next}>
          Next question
        </button>{' '}
        <a href={`?qz-seed=${seed}`}>Link to this question</a> · <a href={rulesPath}>Rules of {ruleset.name}</a>
      </p>
    </section>
  );
}
