/**
 * The Poker's Wild! quiz page's island: "What does this play score?" of a card laid on a board, from this game's
 * quiz (engine/games/pokers-wild/quiz.ts), in the shared shell (QuizShell.tsx). The reader chooses a line and a
 * number of points and presses "Check answer"; the board scorer's answer and notes explain it.
 */
import { useState } from 'preact/hooks';
import { PLAY_LINES, PLAY_POINTS, QUIZ, lineLabel, type PlayLine } from '../../../engine/games/pokers-wild/quiz.ts';
import { isPlayRight, playQuestion, type PlayQuestion } from '../../../engine/quiz-question.ts';
import type { QuizProps } from '../../widgets/shared/props.ts';
import { QuizShell, Verdict, type QuizParts, type ViewProps } from '../../widgets/quiz/QuizShell.tsx';
import { playTopic } from '../../widgets/quiz/words.ts';
import { QuizBoard } from './QuizBoard.tsx';

/** A Poker's Wild! position and a card to lay; choose the line and the points. */
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
      <QuizBoard board={q.board} card={q.card} square={q.square} run={done ? (q.score.run?.squares ?? []) : []} idPrefix={id} />
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

const PARTS: QuizParts<PlayQuestion<'pokers-wild'>> = {
  quiz: QUIZ,
  deal: (seed) => playQuestion('pokers-wild', QUIZ, seed),
  view: (props) => <PlayView {...props} />,
};

export default function PokersWildQuiz(props: QuizProps) {
  return <QuizShell {...PARTS} {...props} />;
}
