/**
 * The practice table (issue 13, item 3): a whole game against computer
 * players. The player sees only their seat's view; computer seats move by
 * themselves, briefly paced (none under prefers-reduced-motion, and "Skip to
 * my turn"), each at its own level. An Expert seat thinks in the page's Web
 * Worker (expert-protocol.ts), so the table never freezes: its seat on the
 * board says "Thinking…" (TurnTag.tsx) and the turn line says who thinks,
 * from the question until the move lands, and Undo, New game or leaving drop
 * its late answer (the mark goes with the position it was asked about). Hint asks
 * the same expert, in the worker, for the player's move and its reason;
 * Undo takes back the player's last move and the computer moves after it;
 * the log narrates every move; the end shows every seat's score and what
 * decided the game. The seed, options and moves live in the address
 * (play-url.ts), so a position can be shared and replayed exactly; a record
 * too long for a server to read goes after the "#", and the page says so.
 *
 * Once the game is over nothing can be taken back: the player saw every
 * hand at the end, so reopening the game would let them replay it knowing
 * them. Instead the finished game can be reviewed, read-only: step through
 * it move by move (buttons, or the arrow keys, Home and End inside the
 * review controls), each earlier position drawn as the player saw it then,
 * with no move to play, and "Back to the end"; "Review my last move" takes
 * Undo's place. The reviewed move is in the address (pl-review).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PlayLevel } from '../../engine/play/types.ts';
import { sameMove } from '../../engine/play/moves.ts';
import { defaultOptions, type OptionSpec } from '../../engine/play/options.ts';
import type { BotChoice } from '../../engine/play/types.ts';
import { formatCount } from '../../engine/words.ts';
import { effectiveQuery } from '../../lib/url-state.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { LiveRegion } from '../widgets/shared/LiveRegion.tsx';
import { Notes } from '../widgets/shared/Notes.tsx';
import type { BoardComponent } from './board.ts';
import { moveLabels, type ShellGame } from './model.ts';
import { MoveList } from './MoveList.tsx';
import { ExpertClient, type WorkerLike } from './expert-protocol.ts';
import {
  DEFAULT_LEVEL,
  emptyPlayState,
  fitLevels,
  isRecordFragment,
  playCodec,
  readFragment,
  recordFragment,
  sameLevels,
  type PlayUrlState,
} from './play-url.ts';
import { currentState, deal, extend, extendChosen, replayIndices, stateAt, type Position } from './record-code.ts';
import { levelsLine, tableWords } from './setup-words.ts';
import { freshSeed, SetupForm, type SetupChoice, type SetupDefaults } from './SetupForm.tsx';
import { ShellButton } from './ShellButton.tsx';
import { botChoice, HINT_STREAM, MOVE_STREAM, playBotsUntil, question, truncate, undoLength } from './table.ts';

export interface PracticeTableProps<Specs extends readonly OptionSpec[], S, M, V> {
  readonly game: ShellGame<Specs, S, M, V>;
  readonly Board: BoardComponent<S, M, V>;
  readonly idPrefix: string;
  readonly live: boolean;
  readonly syncUrl: boolean;
  readonly headingRef?: preact.Ref<HTMLHeadingElement>;
  /**
   * Set here to a function that starts a game at once (the guided round's last button): the printed rules,
   * a fresh deal, the sensible computer players, the player in `seat`. A game already under way is kept.
   */
  readonly startRef?: { current: ((seat: number) => void) | null };
  /** The seat the setup form offers first: the guided round's. */
  readonly defaultSeat?: number;
  /** Starts the game's expert in a Web Worker of its own: the first time an Expert seat or the hint needs it. */
  readonly expertWorker: () => WorkerLike;
}

/** Log lines shown at once; the earlier ones are in a closed group below. */
const LOG_SHOWN = 12;

/** Log lines from index `from` (clamped to 0), newest first, numbered by move. */
function LogLines({ lines, from }: { lines: readonly string[]; from: number }) {
  const start = Math.max(0, from);
  return (
    <ol reversed class="play-log-list">
      {lines
        .slice(start)
        .map((line, i) => (
          <li key={start + i} value={start + i + 1}>
            {line}
          </li>
        ))
        .reverse()}
    </ol>
  );
}

/** Pause between computer moves, so the player can follow them (an expert's thinking counts toward it). */
const BOT_PACE_MS = 350;
/** An expert still thinking after this long says so in the live region too (a quick one only shows it). */
const THINKING_SAID_MS = 1500;

interface Game<S, M> {
  readonly position: Position<S, M>;
  /** Log lines since the player's last move: what the live region says when the turn comes back. */
  readonly batch: readonly string[];
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * What a link with no game yet asks of the setup form (`?pl-level=expert`, `?pl-players=5`): its levels and
 * options, and its seat, or the guided round's where it names none (seat 1 is the default a link leaves out).
 * One level for every computer seat stays that, around the seat offered.
 */
function fromLink<Specs extends readonly OptionSpec[]>(url: PlayUrlState<Specs>, defaultSeat: number): SetupDefaults<Specs> {
  const seat = url.seat === 0 ? defaultSeat : url.seat;
  const theirs = url.levels.filter((_, s) => s !== url.seat);
  const [one] = theirs;
  const levels = one !== undefined && theirs.every((l) => l === one) ? sameLevels(url.levels.length, seat, one) : url.levels;
  return { seed: null, levels, seat, options: url.options };
}

export function PracticeTable<Specs extends readonly OptionSpec[], S, M, V>({
  game: shell,
  Board,
  idPrefix: id,
  live,
  syncUrl,
  headingRef,
  startRef,
  defaultSeat = 0,
  expertWorker,
}: PracticeTableProps<Specs, S, M, V>) {
  const { rules } = shell;
  const codec = useMemo(() => playCodec(rules.options, rules.seats), [rules]);
  const expert = useMemo(() => new ExpertClient<V, M>(expertWorker), [expertWorker]);
  useEffect(() => () => expert.stop(), [expert]);
  /**
   * The position an Expert seat is thinking about, or null: the seat to act there is "thinking" while that position
   * is on the table, from the question until its move lands (its answer and the pace after it included). A move,
   * Undo or New game puts another position on the table, so the mark goes in the same render.
   */
  const [thinkingAt, setThinkingAt] = useState<Position<S, M> | null>(null);
  /** The position whose hint the expert is working out, or null. */
  const [hintAt, setHintAt] = useState<Position<S, M> | null>(null);
  /** Said in the live region once an expert has thought for THINKING_SAID_MS. */
  const [thinkingSaid, setThinkingSaid] = useState('');
  const [game, setGame] = useState<Game<S, M> | null>(null);
  const [tableNotes, setTableNotes] = useState<readonly string[]>([]);
  const [hint, setHint] = useState<BotChoice<M> | null>(null);
  const [status, setStatus] = useState('');
  const [skipping, setSkipping] = useState(false);
  const overRef = useRef<HTMLHeadingElement>(null);

  /**
   * Deal and replay what the address holds; a bad part of it becomes a note, and the good part is kept.
   * `notes` are the table's notes found before (the fragment's).
   */
  const load = (url: PlayUrlState<Specs>, earlier: readonly string[] = []): PlayUrlState<Specs> => {
    if (url.seed === null) {
      setGame(null);
      setTableNotes(earlier);
      return url;
    }
    const notes: string[] = [...earlier];
    let options = url.options;
    let dealt = deal(rules, options, url.seed);
    if (!dealt.ok) {
      notes.push(`The rules in the link do not fit together (${dealt.error}), so this game uses the printed rules.`);
      options = defaultOptions(rules.options);
      dealt = deal(rules, options, url.seed);
    }
    if (!dealt.ok) {
      setTableNotes([dealt.error]);
      setGame(null);
      return { ...url, seed: null };
    }
    const names = shell.words.seatNames(options);
    let seat = url.seat;
    if (seat >= names.length) {
      notes.push(`There is no seat ${seat + 1} at a table of ${names.length}; you sit in seat 1.`);
      seat = 0;
    }
    const levels = fitLevels(url.levels, names.length, seat);
    const replayed = replayIndices(shell, dealt.position, url.moves);
    if (replayed.error !== null) notes.push(replayed.error);
    const total = replayed.position.moves.length;
    let review = url.review;
    if (review !== null && rules.outcome(currentState(replayed.position)) === null) {
      notes.push(`Ignored pl-review=${review}: only a finished game can be reviewed, and this one is still being played.`);
      review = null;
    } else if (review !== null && review >= total) {
      if (review > total) notes.push(`Ignored pl-review=${review}: the game has ${formatCount(total)} moves, so its end is shown.`);
      review = null;
    }
    setTableNotes(notes);
    setGame({ position: replayed.position, batch: [] });
    return { ...url, options, seat, levels, moves: replayed.position.indices, review };
  };

  /** The fix-up written after the first read is still to come: the address may lag the table until then. */
  const fixing = useRef(false);

  const {
    state: url,
    setState: setUrl,
    notes: urlNotes,
    loaded,
  } = useUrlState<PlayUrlState<Specs>>(codec, () => emptyPlayState(rules.options, rules.seats), {
    sync: syncUrl,
    writeOnLoad: true,
    onRead: (read) => {
      // A record too long for the query comes after the "#" (play-url.ts); the query's own wins.
      const fragment = read.seed !== null && read.moves.length === 0 ? readFragment(window.location.hash) : null;
      const withRecord = fragment === null ? read : { ...read, moves: fragment.moves };
      const fixed = load(withRecord, fragment?.note == null ? [] : [fragment.note]);
      if (fixed !== read) {
        fixing.current = true;
        setTimeout(() => {
          fixing.current = false;
          setUrl(fixed);
        }, 0);
      }
    },
  });

  // A record the query cannot hold goes after the "#"; one that fits again leaves it (and only ours is replaced).
  useEffect(() => {
    if (!loaded || !syncUrl || fixing.current) return;
    const fragment = recordFragment(url, codec.write(url, effectiveQuery()));
    const hash = window.location.hash;
    if (fragment === hash || (fragment === '' && !isRecordFragment(hash))) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${fragment}`);
  }, [url, loaded]);

  const seat = url.seat;
  const words = tableWords(rules.id);
  const seed = url.seed ?? 0;
  const names = game === null ? [] : shell.words.seatNames(url.options);
  const state = game === null ? null : currentState(game.position);
  const toAct = state === null ? null : rules.toAct(state);
  const outcome = state === null ? null : rules.outcome(state);
  const myTurn = toAct === seat;
  /** Every move of the game; in a review of a finished game, the moves shown (`shown` < `total`). */
  const total = game === null ? 0 : game.position.moves.length;
  const shown = outcome !== null && url.review !== null ? Math.min(url.review, total) : total;
  const reviewing = shown < total;
  const shownState = game === null ? null : stateAt(game.position, shown);
  // The position's legal moves, listed once for the board, the move list, the hint and the move played (ShellGame.legal).
  const legal: readonly M[] = state !== null && myTurn ? shell.legal(state) : [];
  const view = useMemo(() => (state === null ? null : rules.view(state, seat)), [state, seat]);
  // Each move's words from the seat's view alone: nothing is played to find them.
  const labels = useMemo(() => (view === null || !myTurn ? [] : moveLabels(shell.words, view, legal, names)), [view, myTurn]);
  const say = (move: M): string => {
    const i = legal.indexOf(move);
    return labels[i] ?? (view === null ? '' : shell.words.moveLabel(view, move, names));
  };

  const hintWaiting = hintAt !== null && hintAt === game?.position;
  /** The computer seat working out its move now, or null (the board's "Thinking…" and the turn line's). */
  const thinking = thinkingAt !== null && thinkingAt === game?.position ? toAct : null;
  const levelOf = (s: number): PlayLevel => url.levels[s] ?? DEFAULT_LEVEL;
  /** The position on the table now: an answer from the worker for any other is dropped. */
  const onTable = useRef<Position<S, M> | null>(null);
  onTable.current = game?.position ?? null;

  const commit = (position: Position<S, M>, batch: readonly string[]): void => {
    setGame({ position, batch });
    setHint(null);
    setUrl((u) => ({ ...u, moves: position.indices, review: null }));
  };
  const describeLast = (p: Position<S, M>): string => {
    const n = p.moves.length;
    const move = p.moves[n - 1];
    return move === undefined ? '' : shell.words.describe(stateAt(p, n - 1), move, stateAt(p, n));
  };

  // The computer seats play, one move at a time: an Expert seat's move comes from the worker.
  useEffect(() => {
    if (!live || game === null || toAct === null || myTurn) {
      if (skipping) setSkipping(false);
      return undefined;
    }
    const at = game.position;
    const fast = skipping || reducedMotion();
    if (levelOf(toAct) === 'expert') {
      const asked = question(shell, at, seed, MOVE_STREAM);
      if (asked === null) return undefined;
      const since = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      setThinkingAt(at);
      const said = setTimeout(() => setThinkingSaid(`${names[toAct] ?? ''} is still thinking…`), THINKING_SAID_MS);
      const cancel = expert.ask(asked.view, asked.legal, asked.rng, (answer) => {
        clearTimeout(said);
        if (onTable.current !== at) return;
        setThinkingSaid('');
        if (!answer.ok) {
          setThinkingAt(null);
          setSkipping(false);
          setStatus(`${names[toAct] ?? ''} could not move: ${answer.message}`);
          return;
        }
        const move = asked.legal[answer.index];
        const next = move === undefined ? null : extendChosen(shell, at, move);
        if (next === null) return;
        // The move is the expert's whatever the wait; only when it shows depends on the pace.
        timer = setTimeout(
          () => commit(next, [...game.batch, describeLast(next)]),
          fast ? 0 : Math.max(0, BOT_PACE_MS - (Date.now() - since)),
        );
      });
      return () => {
        cancel();
        clearTimeout(said);
        clearTimeout(timer);
        setThinkingAt(null);
        setThinkingSaid('');
      };
    }
    if (skipping) {
      let p = game.position;
      const lines = [...game.batch];
      const end = playBotsUntil(shell, p, seed, url.levels, seat);
      while (p.moves.length < end.moves.length) {
        p = truncate(end, p.moves.length + 1);
        lines.push(describeLast(p));
      }
      // Skipping goes on through an Expert seat, whose move comes from the worker (the next run of this effect).
      commit(end, lines);
      return undefined;
    }
    const level = levelOf(toAct);
    const timer = setTimeout(
      () => {
        const choice = level === 'expert' ? null : botChoice(shell, game.position, seed, level);
        const next = choice === null ? null : extendChosen(shell, game.position, choice.move);
        if (next !== null) commit(next, [...game.batch, describeLast(next)]);
      },
      fast ? 0 : BOT_PACE_MS,
    );
    return () => clearTimeout(timer);
  }, [game, live, skipping]);

  // When the game ends, take the keyboard to the result.
  useEffect(() => {
    if (outcome !== null && live && game !== null && game.batch.length > 0) overRef.current?.focus();
  }, [outcome !== null]);

  const playMine = (move: M): void => {
    if (game === null || !myTurn) return;
    const next = extend(shell, game.position, { seat, move });
    if (next === null) {
      setStatus('That move is not legal now.');
      return;
    }
    setStatus('');
    commit(next, [describeLast(next)]);
  };

  const start = (choice: SetupChoice<Specs>): void => {
    const next: PlayUrlState<Specs> = {
      seed: choice.seed,
      levels: choice.levels,
      seat: choice.seat,
      options: choice.options,
      moves: [],
      review: null,
    };
    setTableNotes([]);
    setStatus('');
    setUrl(next);
    load(next);
  };

  if (startRef !== undefined)
    startRef.current = (at: number): void => {
      if (game !== null && outcome === null) return;
      const options = defaultOptions(rules.options);
      const seats = shell.words.seatNames(options).length;
      const mine = Math.max(0, Math.min(at, seats - 1));
      start({ seed: freshSeed(), levels: sameLevels(seats, mine), seat: mine, options });
    };

  /** Asks the expert, in the worker, for the player's move: the hint, with its reason. */
  const askHint = (): void => {
    if (game === null || !myTurn) return;
    const at = game.position;
    const asked = question(shell, at, seed, HINT_STREAM);
    if (asked === null) return;
    setHint(null);
    setHintAt(at);
    expert.ask(asked.view, asked.legal, asked.rng, (answer) => {
      if (onTable.current !== at) return;
      setHintAt(null);
      const move = answer.ok ? asked.legal[answer.index] : undefined;
      if (!answer.ok) setStatus(`No hint: ${answer.message}`);
      else if (move !== undefined) setHint({ move, reason: answer.reason });
    });
  };

  const copyLink = (): void => {
    const href = linkHref();
    navigator.clipboard.writeText(href).then(
      () => setStatus('Link copied. It opens this game at this move.'),
      () => setStatus('Copying is not allowed here; use the "Link to this position" link instead.'),
    );
  };
  const linkQuery = codec.write(url, new URLSearchParams());
  /** The record after the "#" when the query cannot hold it, else ''. */
  const linkFragment = recordFragment(url, linkQuery);
  const linkHref = (): string => {
    const tail = `?${linkQuery.toString()}${linkFragment}`;
    return typeof window === 'undefined' ? tail : `${window.location.origin}${window.location.pathname}${tail}`;
  };
  const recordFile = useMemo(() => {
    if (game === null) return '';
    const text = [
      `Showdown practice table (${rules.id}): ${words.seedName.toLowerCase()} ${seed}, ${formatCount(total)} moves.`,
      'Open this link in a browser to see the game at this move:',
      linkHref(),
      '',
    ].join('\n');
    return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  }, [url, game]);

  /** Show move `k` of the finished game (0: the deal; `total`: the end), and say which. */
  const reviewAt = (k: number, lead = ''): void => {
    if (game === null || outcome === null) return;
    const to = Math.max(0, Math.min(total, k));
    setHint(null);
    setUrl((u) => ({ ...u, review: to === total ? null : to }));
    setStatus(lead); // the position itself is announced by its own line (play-review-at)
  };
  /** "Move 37 of 41: West lays the 7♣." for the position after `k` moves. */
  const positionWords = (k: number): string => {
    const p = game?.position;
    const move = p?.moves[k - 1];
    if (p === undefined || k === 0 || move === undefined) return words.startLine;
    const last = shell.words.describe(stateAt(p, k - 1), move, stateAt(p, k));
    return k === total ? `The end, after move ${formatCount(k)}: ${last}` : `Move ${formatCount(k)} of ${formatCount(total)}: ${last}`;
  };
  const onReviewKey = (e: KeyboardEvent): void => {
    const to =
      e.key === 'ArrowLeft' ? shown - 1 : e.key === 'ArrowRight' ? shown + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? total : null;
    if (to === null) return;
    e.preventDefault();
    if (to >= 0 && to <= total && to !== shown) reviewAt(to);
  };

  const allNotes = [...urlNotes, ...tableNotes];
  const myMoves = game === null ? null : undoLength(game.position.moves, seat);
  const lastBatch = game !== null && (myTurn || outcome !== null) ? game.batch.join(' ') : '';
  const log =
    game === null
      ? []
      : game.position.moves
          .slice(0, shown)
          .map((m, i) => shell.words.describe(stateAt(game.position, i), m, stateAt(game.position, i + 1)));
  const hintIndex = hint === null ? -1 : legal.findIndex((m) => m === hint.move || sameMove(m, hint.move));

  return (
    <section class="play-practice" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef ?? null} tabIndex={-1}>
        Practice table
      </h2>
      <Notes notes={allNotes} id={`${id}-notes`} title="Some of the link could not be used:" />
      {game === null || state === null || shownState === null || view === null ? (
        loaded || !syncUrl ? (
          // Keyed apart from the form drawn before the address is read, so the link's choices are its first values.
          <SetupForm
            key="read"
            game={shell}
            idPrefix={`${id}-setup`}
            initial={syncUrl ? fromLink(url, defaultSeat) : null}
            seat={defaultSeat}
            live={live}
            onStart={start}
          />
        ) : (
          <SetupForm key="first" game={shell} idPrefix={`${id}-setup`} initial={null} seat={defaultSeat} live={false} onStart={start} />
        )
      ) : (
        <>
          {outcome !== null && (
            <div class="play-summary">
              <h3 id={`${id}-over`} ref={overRef} tabIndex={-1}>
                Game over
              </h3>
              <p>{outcome.summary}</p>
              <table>
                <caption>Final scores</caption>
                <thead>
                  <tr>
                    <th scope="col">Seat</th>
                    <th scope="col">Score</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {names.map((n, i) => (
                    <tr key={n} data-seat={i}>
                      <th scope="row">{i === seat ? `${n} (you)` : n}</th>
                      <td class="play-score">{outcome.scores[i] ?? 0}</td>
                      <td>{outcome.winners.includes(i) ? (outcome.tie ? 'Shares the win' : 'Wins') : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {outcome !== null && (
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- arrow keys, Home and End bubble up from the step buttons inside
            <div class="play-review" role="group" aria-labelledby={`${id}-review-title`} onKeyDown={onReviewKey}>
              <h3 id={`${id}-review-title`}>Review the game</h3>
              <p class="play-review-at" aria-live="polite">
                {positionWords(shown)}
              </p>
              <p class="play-review-buttons">
                <ShellButton live={live} available={shown > 0} onPress={() => reviewAt(0)}>
                  <span aria-hidden="true">⏮ </span>
                  {words.start}
                </ShellButton>
                <ShellButton live={live} available={shown > 0} onPress={() => reviewAt(shown - 1)}>
                  <span aria-hidden="true">◀ </span>Previous move
                </ShellButton>
                <ShellButton live={live} available={shown < total} onPress={() => reviewAt(shown + 1)}>
                  Next move<span aria-hidden="true"> ▶</span>
                </ShellButton>
                <ShellButton live={live} available={shown < total} onPress={() => reviewAt(total)}>
                  Back to the end<span aria-hidden="true"> ⏭</span>
                </ShellButton>
              </p>
              <p class="play-review-help">
                The game is over, so no move can be played or taken back here. Left and Right arrows step one move, Home goes to the start
                and End back to the end. Earlier positions are shown as you saw them then.
              </p>
            </div>
          )}
          <div class="play-stage">
            {/* The prompt bar: whose turn it is, and the table's answers (a hint, a refused move), kept in view (play.css). */}
            <div class="play-prompt">
              <p class="play-turn" id={`${id}-turn`}>
                {outcome !== null
                  ? reviewing
                    ? 'The game is over; you are reviewing it.'
                    : 'The game is over.'
                  : myTurn
                    ? `Your turn (${names[seat] ?? ''}).`
                    : thinking !== null
                      ? `${names[thinking] ?? ''} is thinking…`
                      : `${names[toAct ?? 0] ?? ''} is playing…`}{' '}
                {words.seedName} {seed}, computer players: {levelsLine(url.levels, seat, names)}, move {shown}
                {reviewing ? ` of ${total}` : ''}.
              </p>
              <div role="status" class="play-status">
                {hintWaiting && <p class="play-hint-wait">Working out a hint…</p>}
                {hint !== null && (
                  <p class="play-hint">
                    <strong>Hint:</strong> {say(hint.move)}. {hint.reason}
                  </p>
                )}
                {status !== '' && <p>{status}</p>}
              </div>
            </div>
            <div class="play-stage-table">
              <div class="play-board">
                {reviewing ? (
                  // An earlier position of a finished game: as the player's seat saw it, with no controls.
                  <Board
                    key="review"
                    view={rules.view(shownState, seat)}
                    seat={seat}
                    seatNames={names}
                    legal={[]}
                    onMove={() => undefined}
                    say={say}
                    hint={null}
                    final={null}
                    interactive={false}
                    idPrefix={`${id}-board`}
                  />
                ) : (
                  <Board
                    key="live"
                    view={view}
                    seat={seat}
                    seatNames={names}
                    legal={legal}
                    onMove={playMine}
                    say={say}
                    hint={hint?.move ?? null}
                    final={outcome !== null ? state : null}
                    interactive={live}
                    idPrefix={`${id}-board`}
                    thinking={thinking}
                  />
                )}
              </div>
              <MoveList
                idPrefix={`${id}-moves`}
                labels={labels}
                waiting={outcome !== null ? 'The game is over' : `Waiting for ${names[toAct ?? 0] ?? ''}`}
                preselect={hintIndex}
                live={live}
                onPlay={(i) => {
                  const move = legal[i];
                  if (move !== undefined) playMine(move);
                }}
              />
            </div>
          </div>
          <p class="play-actions">
            <ShellButton live={live} available={myTurn && !hintWaiting} onPress={askHint}>
              Hint
            </ShellButton>
            {outcome === null ? (
              <ShellButton
                live={live}
                available={myMoves !== null}
                onPress={() => {
                  if (myMoves === null) return;
                  const back = truncate(game.position, myMoves);
                  setGame({ position: back, batch: [] });
                  setHint(null);
                  setUrl((u) => ({ ...u, moves: back.indices, review: null }));
                  setStatus(`Took back your last move; back to move ${back.moves.length}.`);
                }}
              >
                Undo my last move
              </ShellButton>
            ) : (
              <ShellButton
                live={live}
                available={myMoves !== null && myMoves !== shown}
                onPress={() => {
                  if (myMoves !== null)
                    reviewAt(myMoves, 'The game is over, so nothing can be taken back: this is a review of it, before your last move.');
                }}
              >
                Review my last move
              </ShellButton>
            )}
            <ShellButton live={live} available={outcome === null && !myTurn} onPress={() => setSkipping(true)}>
              Skip to my turn
            </ShellButton>
            <ShellButton live={live} available onPress={copyLink}>
              Copy link to this position
            </ShellButton>
            {outcome !== null && (
              <ShellButton live={live} available onPress={() => start({ seed, levels: url.levels, seat, options: url.options })}>
                {words.again}
              </ShellButton>
            )}
            <ShellButton
              live={live}
              available
              onPress={() => {
                setGame(null);
                setTableNotes([]);
                setStatus('');
                setUrl((u) => ({ ...u, seed: null, moves: [], review: null }));
              }}
            >
              New game
            </ShellButton>
          </p>
          <p class="play-link">
            <a href={linkHref()}>Link to this position</a> ·{' '}
            <a href={recordFile} download={`showdown-${rules.id}-${words.seedName.toLowerCase()}-${seed}-move-${shown}.txt`}>
              Download the record
            </a>
          </p>
          {linkFragment !== '' && (
            <p class="play-link-long">
              This link is {formatCount(linkHref().length)} characters long: its record of {formatCount(total)} moves is too long for the
              part of an address that servers read, so it comes after the “#”, which browsers keep and never send. The link opens this
              position like any other, but some apps cut long links short: “Download the record” keeps it in a text file.
            </p>
          )}
          <LiveRegion message={lastBatch} delay={50} />
          <p class="visually-hidden" aria-live="polite">
            {thinkingSaid}
          </p>
          <section class="play-log" aria-labelledby={`${id}-log-title`}>
            <h3 id={`${id}-log-title`}>Game log, newest first</h3>
            {log.length === 0 ? <p>No moves yet.</p> : <LogLines lines={log} from={log.length - LOG_SHOWN} />}
            {log.length > LOG_SHOWN && (
              <details class="play-log-all">
                <summary>Earlier moves ({log.length - LOG_SHOWN})</summary>
                <LogLines lines={log.slice(0, log.length - LOG_SHOWN)} from={0} />
              </details>
            )}
          </section>
        </>
      )}
    </section>
  );
}
