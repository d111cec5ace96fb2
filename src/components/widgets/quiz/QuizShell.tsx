/**
 * The quiz island's shell, the same for every game. The engine deals a question from the seed in the address
 * (qz-seed); the game's view shows it and takes the reader's answer; the verdict is announced, the engine's
 * reasons explain it, and a streak counts right answers in a row. "Next question" deals from a fresh seed, so
 * every question can be shared by its link.
 *
 * Each game's island (components/games/<id>/Quiz.tsx) hands the shell its own quiz (games/<id>/quiz.ts's QUIZ),
 * how to deal from it and the view that fits it: "Which hand wins?" of two hands (HandQuiz.tsx), or, in Poker's
 * Wild!, "What does this play score?" of a card laid on the board. So a quiz page bundles its own game's quiz
 * only (tests/unit/play-islands.test.ts), and a card game's page loads no board engine.
 */
import { Fragment, type JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { RULESETS } from '../../../engine/hands/rulesets.ts';
import { formatTitle, type QuizError } from '../../../engine/quiz-question.ts';
import type { Result } from '../../../engine/result.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { freshSeed } from '../dice/rng.ts';
import { Notes } from '../shared/Notes.tsx';
import type { QuizProps } from '../shared/props.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { DEFAULT_QUIZ_STATE, QUIZ_CODEC, type QuizUrlState } from './url.ts';
import { quizPageWords, type QuizFacts } from './words.ts';

/** What a question view tells the quiz when it is answered: right or not, and the answer in words. */
type OnAnswer = (right: boolean, answer: string) => void;

/** What the shell hands a game's view of question `Q`. */
export interface ViewProps<Q> {
  readonly q: Q;
  readonly id: string;
  readonly hydrated: boolean;
  readonly onAnswer: OnAnswer;
}

interface VerdictProps {
  readonly right: boolean;
  readonly answer: string;
  readonly topic: string;
  readonly reasons: readonly string[];
  /** The reader's answer in words, when the controls do not show it plainly. */
  readonly yours?: string;
}

/** Right or not, the right answer, what the question was about, and the engine's reasons. */
export function Verdict({ right, answer, topic, reasons, yours }: VerdictProps) {
  return (
    <div class="quiz-verdict">
      {yours !== undefined && <p class="quiz-yours">You answered: {yours}.</p>}
      <p class="w-verdict">
        <strong>{right ? 'Right!' : 'Not quite.'}</strong> {answer} This question was about {topic}.
      </p>
      <h3>Why</h3>
      <ol class="w-reasons">
        {reasons.map((r, k) => (
          <li key={k}>{r}</li>
        ))}
      </ol>
    </div>
  );
}

/** What a game's island hands the shell, made once at module level (the shell deals again when `deal` changes). */
export interface QuizParts<Q> {
  /** The game's quiz: the question it asks and the ruleset that judges it. */
  readonly quiz: QuizFacts;
  /** The question for a seed, from the game's quiz. */
  readonly deal: (seed: number) => Result<Q, QuizError>;
  /** The game's view of a question (a new question, a new seed, starts it afresh with nothing chosen). */
  readonly view: (props: ViewProps<Q>) => JSX.Element;
}

type ShellProps<Q> = QuizParts<Q> & QuizProps;

export function QuizShell<Q>({ quiz, deal, view, idPrefix: id, syncUrl, rulesPath }: ShellProps<Q>) {
  const hydrated = useHydrated();
  const [streak, setStreak] = useState(0);
  const [best, setBest] = useState(0);
  const [announce, setAnnounce] = useState('');
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, notes } = useUrlState<QuizUrlState>(QUIZ_CODEC, DEFAULT_QUIZ_STATE, { sync: syncUrl, writeOnLoad: false });
  const seed = state['qz-seed'];
  const dealt = useMemo(() => deal(seed), [deal, seed]);
  const ruleset = RULESETS[quiz.ruleset];
  const title = formatTitle(quiz.format);

  const answered: OnAnswer = (right, answer) => {
    const nextStreak = right ? streak + 1 : 0;
    setStreak(nextStreak);
    setBest(Math.max(best, nextStreak));
    setAnnounce(`${right ? 'Right!' : 'Not quite.'} ${answer} Streak: ${nextStreak}.`);
    // The answer controls are disabled now: keep the keyboard on the next step.
    setTimeout(() => nextRef.current?.focus(), 0);
  };
  const next = (): void => {
    setState({ 'qz-seed': freshSeed() });
    setAnnounce(quizPageWords(quiz, ruleset.name).next);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  return (
    <section class="w-widget quiz" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <Notes notes={notes} id={`${id}-notes`} title="Some settings in the link could not be used, so this is the first question:" />
      {dealt.ok ? (
        // A new question (a new seed) starts with nothing chosen.
        <Fragment key={seed}>{view({ q: dealt.value, id, hydrated, onAnswer: answered })}</Fragment>
      ) : (
        <p class="w-error">{dealt.error.message}</p>
      )}
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce}
      </div>
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
