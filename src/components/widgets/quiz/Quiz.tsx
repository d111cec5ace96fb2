/**
 * The quiz island. The engine deals a question from the seed in the address
 * (qz-seed) and answers it; the reader answers, the verdict is announced,
 * the engine's reasons explain it, and a streak counts right answers in a
 * row. "Next question" deals from a fresh seed, so every question can be
 * shared by its link.
 *
 * The question is the one that fits the game (`quizFormat`): "Which hand
 * wins?" of two hands, answered with one click, or, in Poker's Wild!, "What
 * does this play score?" of a card laid on the board, answered by choosing a
 * line and a number of points and pressing "Check answer".
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { faceText, type Card } from '../../../engine/hands/cards.ts';
import { RULESETS } from '../../../engine/hands/rulesets.ts';
import {
  isPlayRight,
  isRight,
  makeQuestion,
  quizRuleset,
  quizTitle,
  type HandQuestion,
  type PlayQuestion,
  type QuizAnswer,
  type QuizHand,
  type QuizQuestion,
} from '../../../engine/quiz.ts';
import { PLAY_LINES, PLAY_POINTS, lineLabel, type PlayLine } from '../../../engine/games/pokers-wild/quiz.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { CardFace } from '../../svg/Card.tsx';
import { DieFace } from '../../svg/Die.tsx';
import { Notes } from '../shared/Notes.tsx';
import type { QuizProps } from '../shared/props.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { freshSeed } from '../dice/rng.ts';
import { PlayBoard } from './PlayBoard.tsx';
import { DEFAULT_QUIZ_STATE, QUIZ_CODEC, type QuizUrlState } from './url.ts';
import { playTopic, quizPageWords, quizPieces, quizTopic } from './words.ts';

const ANSWER_BUTTONS: readonly (readonly [QuizAnswer, string])[] = [
  ['a', 'Hand A'],
  ['b', 'Hand B'],
  ['tie', 'Tie'],
];

/** The right answer to a two-hand question as a sentence. */
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

/** The right answer to any question as a sentence. */
export function questionAnswer(q: QuizQuestion): string {
  switch (q.format) {
    case 'which-hand':
      return answerSentence(q.answer);
    case 'what-scores':
      return q.answerText;
  }
}

/** The reasons that explain the answer. */
export function questionReasons(q: QuizQuestion): readonly string[] {
  switch (q.format) {
    case 'which-hand':
      return q.judgement.reasons;
    case 'what-scores':
      return q.reasons;
  }
}

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

/** What a question view tells the quiz when it is answered: right or not, and the answer in words. */
type OnAnswer = (right: boolean, answer: string) => void;

interface ViewProps<Q> {
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

function Verdict({ right, answer, topic, reasons, yours }: VerdictProps) {
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

/** "Which hand wins?": two hands (and any community cards), answered with one click. */
function HandView({ q, id, hydrated, onAnswer }: ViewProps<HandQuestion>) {
  const [answer, setAnswer] = useState<QuizAnswer | null>(null);
  const ruleset = RULESETS[quizRuleset(q.game)];
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
          topic={quizTopic(q.kind, quizPieces(q.game))}
          reasons={q.judgement.reasons}
        />
      )}
    </>
  );
}

/** "What does this play score?": a Poker's Wild! position and a card to lay; choose the line and the points. */
function PlayView({ q, id, hydrated, onAnswer }: ViewProps<PlayQuestion>) {
  const [line, setLine] = useState<PlayLine | null>(null);
  const [points, setPoints] = useState<number | null>(null);
  const [given, setGiven] = useState<{ readonly right: boolean; readonly yours: string } | null>(null);
  const [missing, setMissing] = useState('');
  const done = given !== null;
  const check = (e: Event): void => {
    e.preventDefault();
    if (done) return;
    if (line === null) {
      setMissing('Choose a line first: across, down, or neither.');
      return;
    }
    const scored = line === 'none' ? 0 : points;
    if (scored === null) {
      setMissing('Choose how many points the play scores.');
      return;
    }
    const right = isPlayRight(q, { line, points: scored });
    setMissing('');
    setGiven({
      right,
      yours: line === 'none' ? 'neither line' : `${lineLabel(line, q.square)}, ${scored} point${scored === 1 ? '' : 's'}`,
    });
    onAnswer(right, q.answerText);
  };
  return (
    <>
      <p class="w-hint">Question {q.seed}. The answer comes from the same board scorer as the rules page.</p>
      <p class="quiz-prompt">
        <strong>{q.prompt}</strong> It is shown on the board with a dashed ring.
      </p>
      <PlayBoard board={q.board} card={q.card} square={q.square} run={done ? (q.score.run?.squares ?? []) : []} idPrefix={id} />
      <form class="quiz-play" onSubmit={check}>
        <p class="quiz-ask">Which line scores, and how many points?</p>
        <fieldset class="quiz-lines" disabled={!hydrated || done}>
          <legend>Which line scores?</legend>
          {PLAY_LINES.map((l) => (
            <label key={l}>
              <input
                type="radio"
                name={`${id}-line`}
                value={l}
                checked={line === l}
                onChange={() => {
                  setLine(l);
                  setMissing('');
                }}
              />{' '}
              {lineLabel(l, q.square)}
            </label>
          ))}
        </fieldset>
        <fieldset class="quiz-points" disabled={!hydrated || done || line === 'none'}>
          <legend>How many points?{line === 'none' ? ' (none: the play scores 0)' : ''}</legend>
          {PLAY_POINTS.map(({ points: n, hand }) => (
            <label key={n}>
              <input
                type="radio"
                name={`${id}-points`}
                value={n}
                checked={points === n}
                onChange={() => {
                  setPoints(n);
                  setMissing('');
                }}
              />{' '}
              {n} <span class="quiz-hand">({hand})</span>
            </label>
          ))}
        </fieldset>
        <p class="quiz-check">
          <button type="submit" disabled={!hydrated || done}>
            Check answer
          </button>{' '}
          {missing !== '' && (
            <span class="quiz-missing" role="alert">
              {missing}
            </span>
          )}
        </p>
      </form>
      {given !== null && (
        <Verdict right={given.right} answer={q.answerText} topic={playTopic(q.kind)} reasons={q.reasons} yours={given.yours} />
      )}
    </>
  );
}

function QuestionView(props: ViewProps<QuizQuestion>) {
  const { q } = props;
  switch (q.format) {
    case 'which-hand':
      return <HandView {...props} q={q} />;
    case 'what-scores':
      return <PlayView {...props} q={q} />;
  }
}

export default function Quiz(props: QuizProps) {
  const { game, idPrefix: id, syncUrl, rulesPath } = props;
  const hydrated = useHydrated();
  const [streak, setStreak] = useState(0);
  const [best, setBest] = useState(0);
  const [announce, setAnnounce] = useState('');
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, notes } = useUrlState<QuizUrlState>(QUIZ_CODEC, DEFAULT_QUIZ_STATE, { sync: syncUrl, writeOnLoad: false });
  const seed = state['qz-seed'];
  const dealt = useMemo(() => makeQuestion(game, seed), [game, seed]);
  const ruleset = RULESETS[quizRuleset(game)];
  const title = quizTitle(game);

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
    setAnnounce(quizPageWords(game, ruleset.name).next);
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
        <QuestionView key={seed} q={dealt.value} id={id} hydrated={hydrated} onAnswer={answered} />
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
