/**
 * The guided first round (issue 13, item 2): the tutorial script played
 * through the game's model (engine/tutorial/run.ts). Each step: "Step n of m",
 * the rule in a sentence or two with a link to the rules page, the board and
 * the move list. The script's move plays, and what it and the computer moves
 * after it did is said in words; any other move is explained in an alert and
 * the script waits. At the end: the script's closing words and a way on to a
 * practice game.
 */
import { partsOf } from '../../engine/play/from-parts.ts'; // TRANSITIONAL: until the shell takes the game's parts
import { useMemo, useRef, useState } from 'preact/hooks';
import { sameMove } from '../../engine/play/moves.ts';
import { startScript, stepOf, tryScriptMove, type TutorialProgress } from '../../engine/tutorial/run.ts';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import type { BoardComponent } from './board.ts';
import { fullOptions, type PlayModel } from './model.ts';
import { moveLabels, moveFields } from './move-words.ts';
import { MoveList } from './MoveList.tsx';

export interface GuidedRoundProps<S, M, V> {
  readonly model: PlayModel<S, M, V>;
  readonly script: TutorialScript;
  readonly Board: BoardComponent<S, M, V>;
  readonly rulesPath: string;
  readonly idPrefix: string;
  readonly live: boolean;
  /** Go on to the practice table. */
  readonly onPractice: () => void;
}

type Feedback = { readonly kind: 'done' | 'wrong'; readonly text: string } | null;

export function GuidedRound<S, M, V>({ model, script, Board, rulesPath, idPrefix: id, live, onPractice }: GuidedRoundProps<S, M, V>) {
  const started = useMemo(() => startScript(partsOf(model), script), [model, script]);
  const [progress, setProgress] = useState<TutorialProgress | null>(started.ok ? started.value : null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const endRef = useRef<HTMLHeadingElement>(null);
  if (!started.ok || progress === null)
    return <p class="w-error">The guided round could not start: {started.ok ? '' : started.error.message}</p>;

  const at = stepOf(partsOf(model), progress);
  const seatNames = model.seatNames(fullOptions(model.options, script.options));
  const state = progress.state as S;
  const legal = at.legal as readonly M[];
  const labels = moveLabels(model, state, script.learner, legal, seatNames);
  const say = (move: M): string => {
    const i = legal.findIndex((m) => sameMove(m, move));
    return labels[i] ?? moveFields(move, seatNames);
  };

  const attempt = (move: M): void => {
    const result = tryScriptMove(partsOf(model), progress, move);
    if (result.ok) {
      setProgress(result.next);
      setFeedback({ kind: 'done', text: result.explanation });
      if (result.next.step >= script.steps.length) setTimeout(() => endRef.current?.focus(), 0);
    } else setFeedback({ kind: 'wrong', text: `${say(move)}: not this time. ${result.explanation}` });
  };

  return (
    <section class="play-guided" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your first round</h2>
      {at.step !== null ? (
        <>
          <p class="play-step-count">
            Step {at.number} of {at.of}
          </p>
          <p class="play-rule">
            {at.step.text} <a href={`${rulesPath}#${at.step.link}`}>Read this rule</a>
          </p>
        </>
      ) : (
        <>
          <h3 id={`${id}-end`} ref={endRef} tabIndex={-1}>
            Round over
          </h3>
          <p class="play-rule">{at.end}</p>
        </>
      )}
      <div aria-live="polite" class="play-feedback">
        {feedback?.kind === 'done' && (
          <p class="play-happened">
            <strong>What happened:</strong> {feedback.text}
          </p>
        )}
      </div>
      <div role="alert" class="play-feedback">
        {feedback?.kind === 'wrong' && <p class="play-wrong">{feedback.text}</p>}
      </div>
      <div class="play-board">
        <Board
          view={at.view as V}
          seat={script.learner}
          seatNames={seatNames}
          legal={legal}
          onMove={attempt}
          say={say}
          hint={null}
          final={null}
          interactive={live}
          idPrefix={`${id}-board`}
        />
      </div>
      {at.step !== null ? (
        <MoveList
          idPrefix={`${id}-moves`}
          labels={labels}
          waiting="No move to make"
          preselect={-1}
          live={live}
          selectRef={selectRef}
          onPlay={(i) => {
            const move = legal[i];
            if (move !== undefined) attempt(move);
          }}
        />
      ) : (
        <p class="play-actions">
          <button type="button" disabled={!live} onClick={onPractice}>
            Start a practice game
          </button>{' '}
          <button
            type="button"
            disabled={!live}
            onClick={() => {
              setProgress(started.value);
              setFeedback(null);
            }}
          >
            Play the first round again
          </button>
        </p>
      )}
    </section>
  );
}
