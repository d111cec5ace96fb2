/**
 * The Balance Lab's "Whole game" island: pick a game, change its rules, the
 * bots, the number of games and the seed; Run plays the printed rules and
 * your rules side by side in Web Workers (one per core), with a progress
 * bar and Cancel; the results compare every figure with its 95% interval
 * and flag only differences larger than their uncertainty. The experiment
 * lives in the address (balance-url.ts); a link with bl-run=1 runs on load.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { changedOptions, parseExperiment, type Experiment } from '../../../engine/play/experiment.ts';
import { formatCount } from '../../../engine/words.ts';
import { effectiveQuery } from '../../../lib/url-state.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { BALANCE_CODEC, defaultState, type LabState } from './balance-url.ts';
import { Charts } from './Charts.tsx';
import { ExperimentForm } from './ExperimentForm.tsx';
import { ExportBlock } from './ExportBlock.tsx';
import { describeRun, cliCommand } from './format.ts';
import { FigureTables } from './ResultTables.tsx';
import type { BalanceResults } from './results.ts';
import { startExperiment, type Progress } from './run-experiment.ts';
import { SIDE_LABELS } from './chart-data.ts';

type Status = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

const stateOf = (e: Experiment): LabState => ({ ...e, run: false });

function resultsLink(e: Experiment): string {
  const query = BALANCE_CODEC.write({ ...stateOf(e), run: true }, effectiveQuery()).toString();
  return `${window.location.origin}${window.location.pathname}?${query}`;
}

function progressText(p: Progress, both: boolean): string {
  const base = `${both ? `${SIDE_LABELS.base}: ` : ''}${formatCount(p.base)} of ${formatCount(p.total)} games`;
  return both ? `${base}; ${SIDE_LABELS.variant.toLowerCase()}: ${formatCount(p.variant ?? 0)} of ${formatCount(p.total)}` : base;
}

export default function BalanceLab() {
  const { state, setState, notes, loaded } = useUrlState<LabState>(BALANCE_CODEC, defaultState, { writeOnLoad: false });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [both, setBoth] = useState(false);
  const [results, setResults] = useState<BalanceResults | null>(null);
  const cancelRun = useRef<(() => void) | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const autoRan = useRef(false);

  const run = (s: LabState): void => {
    if (form.current?.querySelector('[aria-invalid="true"]')) {
      setStatus('failed');
      setMessage('Some settings are not valid (named under their fields): fix them, then run.');
      return;
    }
    const parsed = parseExperiment({
      game: s.game,
      options: changedOptions(s.game, s.options),
      bots: s.bots,
      games: s.games,
      seed: s.seed,
    });
    if (!parsed.ok) {
      setStatus('failed');
      setMessage(parsed.error.message);
      return;
    }
    if (typeof Worker === 'undefined') {
      setStatus('failed');
      setMessage('This browser cannot run Web Workers, which the simulation needs. Try another browser, or run npm run simulate.');
      return;
    }
    const e = parsed.value;
    setStatus('running');
    setMessage('');
    setProgress({ base: 0, total: e.games });
    const started = performance.now();
    const handle = startExperiment(
      e,
      navigator.hardwareConcurrency,
      () => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' }),
      (p) => {
        setProgress(p);
        setBoth(p.variant !== undefined);
      },
    );
    setBoth(false);
    cancelRun.current = handle.cancel;
    void handle.done.then((outcome) => {
      cancelRun.current = null;
      if (!outcome.ok) {
        setStatus(outcome.reason);
        setMessage(
          outcome.reason === 'cancelled'
            ? 'Cancelled: the workers were stopped. Nothing below changed; run again when ready.'
            : `${outcome.message} Reload the page and try again.`,
        );
        return;
      }
      setResults(outcome.results);
      setStatus('done');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      setMessage(`Done: ${formatCount(outcome.results.games.base + (outcome.results.games.variant ?? 0))} games in ${seconds} s.`);
      requestAnimationFrame(() => resultsHeading.current?.focus());
    });
  };

  useEffect(() => {
    if (loaded && state.run && !autoRan.current) {
      autoRan.current = true;
      run(state);
    }
  }, [loaded]);
  useEffect(() => () => cancelRun.current?.(), []);

  const running = status === 'running';
  const pct = progress === null ? 0 : (progress.base + (progress.variant ?? 0)) / (progress.total * (both ? 2 : 1));
  return (
    <div class="bl">
      {notes.length > 0 ? (
        <div class="bl-notes" role="alert">
          <p>Some of the address could not be used; the page uses the nearest valid experiment:</p>
          <ul>
            {notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        ref={form}
        class="bl-form"
        aria-label="Experiment"
        onSubmit={(e) => {
          e.preventDefault();
          if (!running) run(state);
        }}
      >
        <ExperimentForm state={state} disabled={running || !loaded} onChange={(next) => setState({ ...next, run: false })} />
        <div class="bl-run">
          <button type="submit" disabled={running || !loaded}>
            Run
          </button>
          <button type="button" disabled={!running} onClick={() => cancelRun.current?.()}>
            Cancel
          </button>
          {progress !== null && running ? (
            <>
              <progress id="bl-progress" max={1} value={pct} aria-labelledby="bl-progress-label" />
              <span id="bl-progress-label">{progressText(progress, both)}</span>
            </>
          ) : null}
        </div>
        <p role="status" class={`bl-status bl-${status}`}>
          {message}
        </p>
      </form>
      {results === null ? null : (
        <section class="bl-results" aria-labelledby="bl-results-heading">
          <h2 id="bl-results-heading" tabIndex={-1} ref={resultsHeading}>
            Results
          </h2>
          <p class="bl-run-line">
            {describeRun(results)}.{' '}
            {results.changed
              ? 'Your rules against the printed rules, with the same players, bots and seed.'
              : 'The printed rules (change a rule to compare).'}{' '}
            Same figures from the command line: <code>{cliCommand(results)}</code>
          </p>
          <FigureTables r={results} />
          <Charts r={results} />
          <ExportBlock r={results} link={resultsLink(results.experiment)} />
        </section>
      )}
    </div>
  );
}
