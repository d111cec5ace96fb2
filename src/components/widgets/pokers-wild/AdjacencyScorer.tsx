/**
 * Poker's Wild! adjacency scorer (Preact island). A board editor on a table
 * of native buttons (one tab stop, arrow keys move), a mode selector and a
 * card field. In "play" mode it shows the legal squares, the score, the run
 * that scores (outlined and marked ✓ on the board) and why other runs don't
 * count. "Best move" finds the best play from a hand of up to five.
 * State lives in the URL (see state.ts); every message is rendered as text.
 */
import type { JSX, TargetedKeyboardEvent } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { CATEGORY_PHRASES } from '../../../engine/hands/categories.ts';
import { formatCard, parseCards } from '../../../engine/hands/cards.ts';
import { capitalize as cap } from '../../../engine/words.ts';
import {
  bestMove,
  checkPlay,
  makeBoard,
  scorePlay,
  squareName,
  type Board,
  type PlayScore,
  type Square,
} from '../../../engine/games/pokers-wild/board.ts';
import { plainText } from '../../../lib/url-state.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { JOKER_FACE, cardFace, cardSpoken, faceHint, isRed } from './cardText.ts';
import {
  COLS,
  MAX_WILD_SPACES,
  MODES,
  MODE_LABELS,
  ROWS,
  SCORER_CODEC,
  initialState,
  numberJokers,
  parsePlayCard,
  sameSquare,
  type Mode,
  type ScorerState,
} from './state.ts';

interface Props {
  readonly id: string;
}

const pts = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;

function runText(score: PlayScore): string {
  const run = score.run;
  if (run === null || run.category === null) return '';
  const first = run.squares[0];
  const last = run.squares.at(-1);
  const span = first !== undefined && last !== undefined ? `${squareName(first)} to ${squareName(last)}` : '';
  return `${CATEGORY_PHRASES[run.category]} ${run.direction}, ${span}`;
}

export default function AdjacencyScorer({ id }: Props): JSX.Element {
  const [focus, setFocus] = useState<Square>({ row: 3, col: 3 });
  const { state, setState, notes } = useUrlState<ScorerState>(SCORER_CODEC, initialState, { onRead: (s) => setFocus(s.at) });
  // What the last action did. A full sentence (Best move) stands alone; otherwise the score summary follows it.
  const [said, setSaid] = useState<{ readonly text: string; readonly alone: boolean }>({ text: '', alone: false });
  const setMessage = (text: string): void => setSaid({ text, alone: false });
  const tableRef = useRef<HTMLTableElement>(null);

  const made = makeBoard(state.layout, state.placements);
  const board: Board | null = made.ok ? made.value : null;
  const playCard = board === null ? null : parsePlayCard(state.card, board);
  const score = board !== null && playCard?.ok ? scorePlay(board, playCard.value, state.at) : null;
  const scored = score?.ok ? score.value : null;
  const runSquares = scored?.run?.squares ?? [];
  const inRun = (s: Square): boolean => runSquares.some((r) => sameSquare(r, s));
  const isLegal = (s: Square): boolean => board !== null && checkPlay(board, s).ok;
  const isStarter = (s: Square): boolean => state.layout.starters.some((t) => sameSquare(t, s));
  const isWild = (s: Square): boolean => state.layout.wildSpaces.some((t) => sameSquare(t, s));
  const cardAt = (s: Square): number | null => board?.cells[s.row * COLS + s.col] ?? null;

  const update = (next: Partial<ScorerState>, said: string): void => {
    setState((s) => ({ ...s, ...next }));
    setMessage(said);
  };

  function press(s: Square): void {
    setFocus(s);
    if (board === null) return;
    const where = squareName(s);
    switch (state.mode) {
      case 'place': {
        if (isWild(s)) {
          setMessage(`No card may sit on the wild space at ${where}.`);
          return;
        }
        const card = parsePlayCard(state.card, board, s);
        if (!card.ok) {
          setMessage(card.error);
          return;
        }
        const placements = numberJokers([...state.placements.filter((p) => !sameSquare(p.square, s)), { square: s, card: card.value }]);
        const check = makeBoard(state.layout, placements);
        if (!check.ok) {
          setMessage(check.error.message);
          return;
        }
        update({ placements }, `Placed the ${cardSpoken(card.value)} at ${where}.`);
        return;
      }
      case 'remove': {
        const card = cardAt(s);
        if (card === null) {
          setMessage(`${cap(where)} is empty: nothing to remove.`);
          return;
        }
        if (isStarter(s)) {
          setMessage(`${cap(where)} is a starter space and always holds a card; place another card there to change it.`);
          return;
        }
        update(
          { placements: numberJokers(state.placements.filter((p) => !sameSquare(p.square, s))) },
          `Removed the ${cardSpoken(card)} from ${where}.`,
        );
        return;
      }
      case 'wild': {
        if (isStarter(s)) {
          setMessage(`${cap(where)} is a starter space; it cannot be a wild space.`);
          return;
        }
        if (cardAt(s) !== null) {
          setMessage(`${cap(where)} holds a card; remove it before marking a wild space.`);
          return;
        }
        if (isWild(s)) {
          update(
            { layout: { ...state.layout, wildSpaces: state.layout.wildSpaces.filter((w) => !sameSquare(w, s)) } },
            `${cap(where)} is no longer a wild space.`,
          );
          return;
        }
        if (state.layout.wildSpaces.length >= MAX_WILD_SPACES) {
          setMessage(`At most ${MAX_WILD_SPACES} wild spaces; unmark one first.`);
          return;
        }
        update({ layout: { ...state.layout, wildSpaces: [...state.layout.wildSpaces, s] } }, `${cap(where)} is now a wild space.`);
        return;
      }
      case 'play':
        update({ at: s }, '');
        return;
    }
  }

  function onGridKey(e: TargetedKeyboardEvent<HTMLTableElement>): void {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let next: Square | null = null;
    const step = moves[e.key];
    if (step !== undefined)
      next = { row: Math.min(ROWS - 1, Math.max(0, focus.row + step[0])), col: Math.min(COLS - 1, Math.max(0, focus.col + step[1])) };
    else if (e.key === 'Home') next = { row: focus.row, col: 0 };
    else if (e.key === 'End') next = { row: focus.row, col: COLS - 1 };
    if (next === null) return;
    e.preventDefault();
    setFocus(next);
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-sq="${next.row}-${next.col}"]`)?.focus();
  }

  function runBest(): void {
    if (board === null) return;
    const used = board.cells.flatMap((c) => (c === null ? [] : [{ card: c }]));
    const hand = parseCards(state.hand, { jokers: 2, min: 1, max: 5, used, label: 'the hand' });
    if (!hand.ok) {
      setMessage(`Best move: ${hand.error.message}`);
      return;
    }
    const found = bestMove(
      board,
      hand.value.map((h) => h.card),
    );
    if (!found.ok) {
      setMessage(`Best move: ${found.error.message}`);
      return;
    }
    const move = found.value;
    if (move === null) {
      setMessage('Best move: no card in the hand can be played.');
      return;
    }
    const what =
      move.score.run === null ? 'It scores nothing, but it is legal.' : `It scores ${pts(move.score.points)}: ${runText(move.score)}.`;
    setFocus(move.square);
    setState((s) => ({ ...s, mode: 'play', card: formatCard(move.card), at: move.square }));
    setSaid({ text: `Best move: play the ${cardSpoken(move.card)} at ${squareName(move.square)}. ${what}`, alone: true });
  }

  const playing = state.mode === 'play';
  const playLabel = playCard?.ok ? cardFace(playCard.value) : '';
  let summary: string;
  if (board === null) summary = made.ok ? '' : made.error.message;
  else if (playCard !== null && !playCard.ok) summary = `Card to play: ${playCard.error}`;
  else if (score !== null && !score.ok) summary = `Playing at ${squareName(state.at)} is not allowed: ${score.error.message}`;
  else if (scored !== null && playCard?.ok) {
    summary =
      scored.run === null
        ? `Playing the ${cardSpoken(playCard.value)} at ${squareName(state.at)} scores 0 points: no run through it makes a scoring hand.`
        : `Playing the ${cardSpoken(playCard.value)} at ${squareName(state.at)} scores ${pts(scored.points)}: ${runText(scored)}.`;
  } else summary = '';

  function cellLabel(s: Square): string {
    const parts = [squareName(s)];
    const card = cardAt(s);
    if (card !== null) parts.push(`${cardSpoken(card)}${faceHint(card)}`);
    else if (isWild(s)) parts.push('wild space');
    else parts.push('empty');
    if (isStarter(s)) parts.push('starter space');
    if (playing && sameSquare(s, state.at))
      parts.push(
        playLabel === ''
          ? 'chosen square'
          : `chosen square for the ${playCard?.ok ? `${cardSpoken(playCard.value)}${faceHint(playCard.value)}` : ''}`,
      );
    if (playing && card === null && !isWild(s) && isLegal(s)) parts.push('legal');
    if (playing && inRun(s)) parts.push('in the scoring run');
    return parts.join(', ');
  }

  return (
    <div class="pw-scorer" id={id}>
      {notes.length > 0 && (
        <div class="wb-notes" role="note">
          <p>
            <strong>Some settings in the address were not used:</strong>
          </p>
          <ul>
            {notes.map((n) => (
              <li key={n}>{plainText(n)}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="pw-controls">
        <fieldset class="pw-modes">
          <legend>What a square press does</legend>
          {MODES.map((m: Mode) => (
            <label key={m}>
              <input type="radio" name={`${id}-mode`} value={m} checked={state.mode === m} onChange={() => update({ mode: m }, '')} />{' '}
              {MODE_LABELS[m]}
            </label>
          ))}
        </fieldset>
        <div class="pw-field">
          <label for={`${id}-card`}>Card to place or play</label>
          <input
            id={`${id}-card`}
            type="text"
            value={state.card}
            size={6}
            maxLength={8}
            autoComplete="off"
            spellcheck={false}
            aria-describedby={`${id}-card-help`}
            aria-invalid={playCard !== null && !playCard.ok && state.mode !== 'place' ? true : undefined}
            onInput={(e) => {
              const card = e.currentTarget.value;
              setState((s) => ({ ...s, card }));
              setMessage('');
            }}
          />
          <span id={`${id}-card-help`} class="pw-help">
            Like Qh, 10d, 7♥, or X for a joker.
          </span>
        </div>
      </div>

      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- arrow keys bubble up from the square buttons inside (roving focus) */}
      <table class="pw-grid" ref={tableRef} onKeyDown={onGridKey}>
        <caption>
          The board, {ROWS} rows by {COLS} columns. Arrow keys move between squares; Enter or Space presses one.
        </caption>
        <thead>
          <tr>
            <td />
            {Array.from({ length: COLS }, (_, c) => (
              <th key={c} scope="col">
                {c + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row}>
              <th scope="row">{row + 1}</th>
              {Array.from({ length: COLS }, (_, col) => {
                const s = { row, col };
                const card = cardAt(s);
                const chosen = playing && sameSquare(s, state.at);
                const cls = [
                  'pw-cell',
                  card !== null ? 'has-card' : '',
                  card !== null && isRed(card) ? 'red' : '',
                  isWild(s) ? 'wild' : '',
                  isStarter(s) ? 'starter' : '',
                  playing && card === null && !isWild(s) && isLegal(s) ? 'legal' : '',
                  chosen ? 'chosen' : '',
                  playing && inRun(s) ? 'in-run' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={col}>
                    <button
                      type="button"
                      class={cls}
                      data-sq={`${row}-${col}`}
                      tabIndex={sameSquare(s, focus) ? 0 : -1}
                      aria-label={cellLabel(s)}
                      onClick={() => press(s)}
                    >
                      <span aria-hidden="true">
                        {card !== null ? cardFace(card) : isWild(s) ? 'W' : chosen ? playLabel : playing && isLegal(s) ? '+' : ''}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="pw-legend">
        <span>
          <b>W</b> wild space
        </span>{' '}
        <span>
          <b>{JOKER_FACE}</b> joker
        </span>{' '}
        <span>
          <b>+</b> legal square
        </span>{' '}
        <span>
          <b class="pw-key-chosen">dashed</b> your play
        </span>{' '}
        <span>
          <b>✓</b> thick outline: the run that scores
        </span>{' '}
        <span>shaded: starter space</span>
      </p>

      <div class="pw-result">
        <p class="pw-live" aria-live="polite">
          {said.text !== '' && <span>{said.text} </span>}
          {!said.alone && <span>{playing ? summary : `Mode: ${MODE_LABELS[state.mode]}. Choose "Play a card" to score a play.`}</span>}
        </p>
        {scored !== null && (
          <div>
            <p class="pw-score">
              Score: <strong>{pts(scored.points)}</strong>
            </p>
            {scored.run !== null && scored.run.wilds.length > 0 && (
              <ul>
                {scored.run.wilds.map((w) => (
                  <li key={`${w.square.row}-${w.square.col}`}>
                    The {w.kind === 'joker' ? 'joker' : 'wild space'} at {squareName(w.square)} stands for the {cardSpoken(w.as)}.
                  </li>
                ))}
              </ul>
            )}
            {scored.notes.length > 0 && (
              <>
                <h3 class="pw-h">Why other runs don't count</h3>
                <ul>
                  {scored.notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </>
            )}
            <details>
              <summary>Every run considered ({scored.runs.length})</summary>
              <ul>
                {scored.runs.map((r) => (
                  <li key={`${r.direction}-${r.squares.map((q) => `${q.row}${q.col}`).join('')}`}>
                    {cap(r.direction)}, {r.squares[0] === undefined ? '' : squareName(r.squares[0])} to{' '}
                    {r.squares.at(-1) === undefined ? '' : squareName(r.squares.at(-1) ?? r.squares[0] ?? state.at)}:{' '}
                    {r.category === null ? 'nothing with your card' : CATEGORY_PHRASES[r.category]}, {pts(r.points)}
                  </li>
                ))}
              </ul>
            </details>
          </div>
        )}
      </div>

      <div class="pw-best">
        <label for={`${id}-hand`}>Your hand (up to five cards)</label>{' '}
        <input
          id={`${id}-hand`}
          type="text"
          value={state.hand}
          size={16}
          maxLength={40}
          autoComplete="off"
          spellcheck={false}
          onInput={(e) => {
            const hand = e.currentTarget.value;
            setState((s) => ({ ...s, hand }));
          }}
        />{' '}
        <button type="button" onClick={runBest}>
          Best move
        </button>
      </div>
    </div>
  );
}
