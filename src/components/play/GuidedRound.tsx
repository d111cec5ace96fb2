/**
 * The guided first round (issue 13, item 2): the tutorial script played
 * through the game's rules by the tutorial runner (guided.ts). Each step: "Step n of m",
 * the rule in a sentence or two with a link to the rules page, the board and
 * the move list. The script's move plays, and what it and the computer moves
 * after it did is said in words; any other move is explained in an alert and
 * the script waits. At the end: the script's closing words and a way on to a
 * practice game, started in one press in the seat this round used.
 *
 * The step, whose turn it is, a refused move and what the last move did sit
 * in one prompt bar (issue 24): kept in view at the top of the screen on a
 * phone, beside the table on a wide screen (play.css), so the answer to a tap
 * never lands off the screen. The board marks the step's own move (`cueId`).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { findLegal } from '../../engine/play/moves.ts';
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
  /** Go on to the practice table: a game starts there at once, the player in `seat` (the seat this round taught in). */
  readonly onPractice: (seat: number) => void;
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
  const promptRef = useRef<HTMLDivElement>(null);
  // A new step or a new note: the bar shows its top (the step and its instruction) again, and the page moves up if
  // the bar was carried above the sticky header (a tall bar near the stage's end, where sticking stops).
  useEffect(() => {
    const bar = promptRef.current;
    if (bar === null) return;
    bar.scrollTop = 0;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const hidden = header - bar.getBoundingClientRect().top;
    if (hidden > 0) window.scrollBy(0, -hidden);
  }, [round, feedback]);
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
      // The closing words take focus once drawn, unless the player has already moved on (a fast press of "Start a
      // practice game" on a slow machine must not be pulled back here).
      if (result.next.progress.step >= script.steps.length)
        setTimeout(() => {
          const end = endRef.current;
          const active = document.activeElement;
          if (end !== null && (active === null || active === document.body || end.closest('section')?.contains(active) === true))
            end.focus();
        }, 0);
    } else setFeedback({ kind: 'wrong', text: `${say(move)}: not this time. ${result.explanation}` });
  };

  const learner = seatNames[script.learner] ?? '';
  const cueId = `${id}-cue`;
  // The step's own move, marked on the board (as the practice table marks a hint).
  const cue = at.step === null ? null : (findLegal(legal, at.step.move) ?? null);

  return (
    <section class="play-guided" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your first round</h2>
      <div class="play-stage">
        {/* The prompt bar: the step, whose turn it is, a refused move and what the last move did, kept in view (play.css). */}
        <div class="play-prompt" ref={promptRef}>
          <div aria-live="polite">
            {at.step !== null ? (
              <>
                <p class="play-prompt-line">
                  <span class="play-step-count">
                    Step {at.number} of {at.of}
                  </span>
                  <span class="play-prompt-turn">Your turn ({learner})</span>
                </p>
                <p class="play-rule">
                  {at.step.text} <a href={`${rulesPath}#${at.step.link}`}>Read this rule</a>
                </p>
                {cue !== null && (
                  <p class="visually-hidden" id={cueId}>
                    The move this step asks for is marked “This step” on the table.
                  </p>
                )}
              </>
            ) : (
              <>
                <h3 id={`${id}-end`} ref={endRef} tabIndex={-1}>
                  Round over
                </h3>
                <p class="play-rule">{at.end}</p>
              </>
            )}
          </div>
          {at.step === null && (
            <p class="play-actions">
              <button type="button" class="play-primary" disabled={!live} onClick={() => onPractice(script.learner)}>
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
          <div role="alert" class="play-feedback">
            {feedback?.kind === 'wrong' && <p class="play-wrong">{feedback.text}</p>}
          </div>
          <div aria-live="polite" class="play-feedback">
            {feedback?.kind === 'done' && (
              <p class="play-happened">
                <strong>What happened:</strong> {feedback.text}
              </p>
            )}
          </div>
        </div>
        <div class="play-stage-table">
          <div class="play-board">
            <Board
              view={view}
              seat={script.learner}
              seatNames={seatNames}
              legal={legal}
              onMove={attempt}
              say={say}
              hint={cue}
              {...(cue === null ? {} : { cueId })}
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
          ) : null}
        </div>
      </div>
    </section>
  );
}
