/**
 * The Balance Lab's "Whole game" island: pick a game, change its rules, the
 * bots, the number of games and the seed; Run plays the printed rules and
 * your rules side by side in Web Workers (one per core), with a progress
 * bar and Cancel; the results compare every figure with its 95% interval
 * and flag only differences larger than their uncertainty. The experiment
 * lives in the address (balance-url.ts); a link with bl-run=1 runs on load
 * when it asks for at most MAX_GAMES_ON_LOAD games a side, and otherwise
 * fills in the form and waits for Run, saying so.
 *
 * The form works from the page's catalog (plain data); the models, the
 * pool and the results code (lazy.ts) are fetched on the first Run, and the
 * charts as a run starts. Options that are each valid but do not fit
 * together are named beside the form as soon as they are set, on load or
 * while editing (combos.ts fetches the game's check once the options leave
 * the printed rules), and Run refuses them. The first Run starts its
 * workers while lazy.ts loads, so they boot in parallel with the fetch.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { changedPairs } from '../../../engine/play/experiment-limits.ts';
import { formatCount } from '../../../engine/words.ts';
import { effectiveQuery, type UrlCodec } from '../../../lib/url-state.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { balanceCodec, defaultState, heldRunNote, runsOnLoad, type LabState } from './balance-url.ts';
import type { Catalog } from './catalog.ts';
import { SIDE_LABELS } from './chart-data.ts';
import { combinationNote, combinationProblem } from './combos.ts';
import { COMBO_ID, ExperimentForm } from './ExperimentForm.tsx';
import { MAX_WORKERS, workerCount } from './pool.ts';
import type { BalanceResults } from './results.ts';
import { throttled } from './throttle.ts';
import type { Progress } from './run-experiment.ts';
import type { SkillCheckState } from './SkillCheck.tsx';

type Lazy = typeof import('./lazy.ts');
type Status = 'idle' | 'loading' | 'running' | 'done' | 'cancelled' | 'failed';

export interface BalanceLabProps {
  readonly catalog: Catalog;
}

const newWorker = (): Worker => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });

function resultsLink(codec: UrlCodec<LabState>, r: BalanceResults): string {
  const query = codec.write({ ...r.experiment, run: true }, effectiveQuery()).toString();
  return `${window.location.origin}${window.location.pathname}?${query}`;
}

function progressText(p: Progress): string {
  const both = p.variant !== undefined;
  const base = `${both ? `${SIDE_LABELS.base}: ` : ''}${formatCount(p.base)} of ${formatCount(p.total)} games`;
  return both ? `${base}; ${SIDE_LABELS.variant.toLowerCase()}: ${formatCount(p.variant ?? 0)} of ${formatCount(p.total)}` : base;
}

export default function BalanceLab({ catalog }: BalanceLabProps) {
  const [codec] = useState(() => balanceCodec(catalog));
  const { state, setState, notes, loaded } = useUrlState<LabState>(codec, () => defaultState(catalog), { writeOnLoad: false });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [results, setResults] = useState<BalanceResults | null>(null);
  const [lazy, setLazy] = useState<Lazy | null>(null);
  const cancelRun = useRef<(() => void) | null>(null);
  /** The skilled rerun of the flagged differences (skill-check.ts), started when a run flags one; null: none. */
  const [check, setCheck] = useState<SkillCheckState | null>(null);
  const cancelCheck = useRef<(() => void) | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const autoRan = useRef(false);
  /** The note for options that do not fit together (null: they fit, or not known yet). */
  const [combo, setCombo] = useState<string | null>(null);
  /** Workers started before the code arrived; the pool takes these first, and any left over are stopped. */
  const early = useRef<Worker[]>([]);

  const fail = (text: string): void => {
    setStatus('failed');
    setMessage(text);
  };

  const start = (code: Lazy, s: LabState): void => {
    const spare = early.current.splice(0);
    try {
      begin(code, s, () => spare.pop() ?? newWorker());
    } finally {
      for (const w of spare) w.terminate();
    }
  };

  /** Reruns the flagged differences of `r` with skilled players, after the first results are shown. */
  const checkSkill = (code: Lazy, r: BalanceResults): void => {
    if (!code.needsRerun(r)) return;
    const e = code.rerunOf(r.experiment);
    const flagged = [...r.seats, ...r.game, ...r.stats].filter((row) => row.flagged).length;
    const base = { flagged, games: e.games, rows: null, message: '' };
    setCheck({ ...base, status: 'running', done: 0 });
    const bar = throttled((p: Progress) => setCheck((c) => (c === null ? c : { ...c, done: p.base + (p.variant ?? 0) })));
    const handle = code.startExperiment(e, navigator.hardwareConcurrency, newWorker, bar.update);
    cancelCheck.current = handle.cancel;
    void handle.done.then((outcome) => {
      bar.stop();
      cancelCheck.current = null;
      if (!outcome.ok) {
        setCheck({
          ...base,
          status: outcome.reason,
          done: 0,
          message:
            outcome.reason === 'cancelled'
              ? 'The check with skilled players was stopped: the results above stand as they are.'
              : `The check with skilled players failed: ${outcome.message}`,
        });
        return;
      }
      setCheck({ ...base, status: 'done', done: 2 * e.games, rows: code.skillCheck(r, outcome.results) });
    });
  };

  const begin = (code: Lazy, s: LabState, makeWorker: () => Worker): void => {
    const parsed = code.parseExperiment({
      game: s.game,
      options: changedPairs(catalog[s.game].options, s.options),
      bots: s.bots,
      games: s.games,
      seed: s.seed,
    });
    if (!parsed.ok) {
      fail(parsed.error.message);
      return;
    }
    if (typeof Worker === 'undefined') {
      fail('This browser cannot run Web Workers, which the simulation needs. Try another browser, or run npm run simulate.');
      return;
    }
    const e = parsed.value;
    cancelCheck.current?.();
    setCheck(null);
    setStatus('running');
    setMessage('');
    setProgress({ base: 0, total: e.games });
    const started = performance.now();
    const bar = throttled(setProgress);
    const handle = code.startExperiment(e, navigator.hardwareConcurrency, makeWorker, bar.update);
    cancelRun.current = handle.cancel;
    void code.loadCharts();
    void handle.done.then((outcome) => {
      bar.stop();
      cancelRun.current = null;
      if (!outcome.ok) {
        setStatus(outcome.reason);
        setMessage(
          outcome.reason === 'cancelled'
            ? 'Cancelled: the workers were stopped. The results below, if any, are from the run before; run again when ready.'
            : `${outcome.message} Reload the page and try again.`,
        );
        return;
      }
      setResults(outcome.results);
      setStatus('done');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      setMessage(`Done: ${formatCount(outcome.results.games.base + (outcome.results.games.variant ?? 0))} games in ${seconds} s.`);
      requestAnimationFrame(() => resultsHeading.current?.focus());
      checkSkill(code, outcome.results);
    });
  };

  const run = (s: LabState): void => {
    if (form.current?.querySelector('[aria-invalid="true"]')) {
      fail('Some settings are not valid (named under their fields): fix them, then run.');
      return;
    }
    // Known already: refuse at once. Not known yet (the check is loading): parseExperiment refuses it the same way.
    if (combo !== null) {
      fail(combo);
      return;
    }
    if (lazy !== null) {
      start(lazy, s);
      return;
    }
    setStatus('loading');
    setMessage('Loading the game models…');
    if (typeof Worker !== 'undefined') {
      try {
        for (let i = 0; i < workerCount(navigator.hardwareConcurrency, MAX_WORKERS); i++) {
          const w = newWorker();
          // One that fails before the pool takes it is dropped, so the pool starts its own and reports any failure.
          w.onerror = (event) => {
            event.preventDefault();
            early.current = early.current.filter((x) => x !== w);
            w.terminate();
          };
          early.current.push(w);
        }
      } catch {
        // The pool tries again and reports the failure in words.
      }
    }
    import('./lazy.ts')
      .then((code) => {
        setLazy(code);
        start(code, s);
      })
      .catch(() => {
        for (const w of early.current.splice(0)) w.terminate();
        fail('The simulation code could not be loaded. Check your connection and reload the page.');
      });
  };

  useEffect(() => {
    if (loaded && state.run && !autoRan.current) {
      autoRan.current = true;
      if (runsOnLoad(state)) run(state);
      else setMessage(heldRunNote(catalog, state) ?? '');
    }
  }, [loaded]);
  useEffect(
    () => () => {
      cancelRun.current?.();
      cancelCheck.current?.();
    },
    [],
  );
  useEffect(() => {
    if (!loaded) return undefined;
    // The printed rules always fit: no need to fetch the check.
    if (changedPairs(catalog[state.game].options, state.options).length === 0) {
      setCombo(null);
      return undefined;
    }
    let current = true;
    combinationProblem(state.game, state.options)
      .then((problem) => {
        if (current) setCombo(problem === null ? null : combinationNote(problem));
      })
      .catch(() => {
        // The check could not be fetched: Run still refuses options that do not fit (parseExperiment).
      });
    return () => {
      current = false;
    };
  }, [loaded, state.game, state.options]);

  const busy = status === 'running' || status === 'loading';
  const pct =
    progress === null ? 0 : (progress.base + (progress.variant ?? 0)) / (progress.total * (progress.variant === undefined ? 1 : 2));
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
          if (!busy) run(state);
        }}
      >
        <ExperimentForm
          catalog={catalog}
          state={state}
          disabled={busy || !loaded}
          onChange={(next) => setState({ ...next, run: false })}
          problem={combo}
        />
        <div class="bl-run">
          <button type="submit" disabled={busy || !loaded} aria-describedby={combo === null ? undefined : COMBO_ID}>
            Run
          </button>
          <button type="button" disabled={status !== 'running'} onClick={() => cancelRun.current?.()}>
            Cancel
          </button>
          {progress !== null && status === 'running' ? (
            <>
              <progress id="bl-progress" max={1} value={pct} aria-labelledby="bl-progress-label" />
              <span id="bl-progress-label">{progressText(progress)}</span>
            </>
          ) : null}
        </div>
        <p role="status" class={`bl-status bl-${status}`}>
          {message}
        </p>
      </form>
      {results === null || lazy === null ? null : (
        <lazy.ResultsSection
          results={results}
          link={resultsLink(codec, results)}
          gameName={catalog[results.experiment.game].name}
          headingRef={resultsHeading}
        />
      )}
      {check === null || lazy === null ? null : <lazy.SkillCheck check={check} onStop={() => cancelCheck.current?.()} />}
    </div>
  );
}
