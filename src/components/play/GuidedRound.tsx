/**
 * The guided first round (issue 13, item 2): the tutorial script played
 * through the game's rules by the tutorial runner (guided.ts). Each step: "Step n of m",
 * the rule in a sentence or two with a link to the rules page, the board and
 * the move list. The script's move plays, and what it and the computer moves
 * after it did is said in words; any other move is explained in an alert and
 * the script waits. At the end: the script's closing words and a way on to a
 * practice game.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import type { BoardComponent } from './board.ts';
import { roundStep, startRound, tryRound, type Round } from './guided.ts';
import { fullOptions, legalFor, moveLabels, type ShellGame } from './model.ts';
import { MoveList } from './MoveList.tsx';

export interface GuidedRoundProps<Specs extends readonly OptionSpec[], S, M, V> {
  readonly game: ShellGame<Specs, S, M, V>;
  readonly script: TutorialScript;
  readonly Board: BoardComponent<S, M, V>;
  readonly rulesPath: string;
  readonly idPrefix: string;
  readonly live: boolean;
  /** Go on to the practice table. */
  readonly onPractice: () => void;
}

type Feedback = { readonly kind: 'done' | 'wrong'; readonly text: string } | null;

export function GuidedRound<Specs extends readonly OptionSpec[], S, M, V>({
  game,
  script,
  Board,
  rulesPath,
  idPrefix: id,
  live,
  onPractice,
}: GuidedRoundProps<Specs, S, M, V>) {
  const started = useMemo(() => startRound(game, script), [game, script]);
  const [round, setRound] = useState<Round<S> | null>(started.ok ? started.value : null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const endRef = useRef<HTMLHeadingElement>(null);
  if (!started.ok || round === null)
    return <p class="w-error">The guided round could not start: {started.ok ? '' : started.error.message}</p>;

  const { rules, words } = game;
  const at = roundStep(round);
  const seatNames = words.seatNames(fullOptions(rules.options, script.options));
  const view = rules.view(round.state, script.learner);
  const legal = at.step === null ? [] : legalFor(game, round.state, script.learner);
  const labels = moveLabels(words, view, legal, seatNames);
  const say = (move: M): string => labels[legal.indexOf(move)] ?? words.moveLabel(view, move, seatNames);

  const attempt = (move: M): void => {
    const result = tryRound(game, round, move);
    if (result.ok) {
      setRound(result.next);
      setFeedback({ kind: 'done', text: result.explanation });
      if (result.next.progress.step >= script.steps.length) setTimeout(() => endRef.current?.focus(), 0);
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
          view={view}
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
              setRound(started.value);
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
