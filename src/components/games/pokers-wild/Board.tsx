/**
 * The Poker's Wild! table (issue 13): the square board with its starter and
 * wild spaces and the cards laid as small cards, the player's hand, the other
 * hands face down, the deck, every player's scorecard, and the last play with
 * the line it scored.
 *
 * A move takes two steps: pick a card in the hand (a toggle button), then an
 * open square. The board is a table of native buttons with one tab stop
 * (roving tabindex): arrow keys, Home/End and PageUp/PageDown move between
 * squares, Enter or Space presses one, Escape puts the picked card back. With
 * a card picked, every open square shows what laying it there scores. With
 * `interactive` false (the no-JavaScript walk-through) the same table is
 * drawn without a single control.
 */
import './board.css';
import type { JSX, TargetedKeyboardEvent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card } from '../../../engine/hands/cards.ts';
import type { PwMove, PwState } from '../../../engine/games/pokers-wild/state.ts';
import type { PwView } from '../../../engine/games/pokers-wild/view.ts';
import { cellOf, layoutOf } from '../../../engine/games/pokers-wild/options.ts';
import { CardFace } from '../../svg/Card.tsx';
import { markProps, markTag, type BoardProps } from '../../play/board.ts';
import { TurnTag } from '../../play/TurnTag.tsx';
import { Grid, SquareCard, WildMark } from './Grid.tsx';
import {
  cardShort,
  lastPlayWords,
  markText,
  previewMark,
  refusal,
  runParts,
  runWords,
  scoreAt,
  scoredWords,
  scorecardRows,
  squareAt,
  squareKind,
  squareLabel,
  stepKey,
  type Scored,
  type SquareFacts,
} from './board-text.ts';

type Props = BoardProps<PwState, PwMove, PwView>;

function Backs({ n, label }: { n: number; label: string }) {
  return (
    <span class="pwb-backs">
      <span class="pwb-back-row" aria-hidden="true">
        {Array.from({ length: Math.min(n, 7) }, (_, i) => (
          <CardFace key={i} faceDown label="" class="pwb-back" />
        ))}
      </span>
      <span class="pwb-back-text">{label}</span>
    </span>
  );
}

export default function Board(props: Props): JSX.Element {
  const { view, seat, seatNames, legal, onMove, hint, cueId, final, interactive, idPrefix, thinking } = props;
  const shown: PwView | PwState = final ?? view;
  const { rows, cols } = shown;
  const last = final === null ? view.last : (final.last ?? null);
  const myTurn = interactive && legal.length > 0;

  const [picked, setPicked] = useState<Card | null>(null);
  const [message, setMessage] = useState('');
  const open = new Set(legal.map((m) => m.row * cols + m.col));
  const pick = myTurn && picked !== null && legal.some((m) => m.card === picked) ? picked : null;
  const hintCell = hint === null ? -1 : hint.row * cols + hint.col;
  const firstOpen = legal[0] === undefined ? 0 : legal[0].row * cols + legal[0].col;
  const [focus, setFocus] = useState<number>(hintCell >= 0 ? hintCell : firstOpen);
  const tableRef = useRef<HTMLTableElement>(null);
  const handRef = useRef<HTMLDivElement>(null);
  /**
   * Where the keyboard goes next (issue 24, item 12): after a card is picked, to the board's tab stop (a square it
   * can go on); after a square is pressed, back to the hand's first card as soon as it is the player's turn again.
   */
  const [focusNext, setFocusNext] = useState<'board' | 'hand' | null>(null);

  // A new position (a move landed, undo, a new game): the old message and pick no longer apply.
  const position = `${String(view.turn)}:${String(view.cells.filter((c) => c !== null).length)}:${view.hand.join(',')}`;
  useEffect(() => {
    setMessage('');
    setPicked((p) => (p !== null && view.hand.includes(p) ? p : null));
  }, [position]);

  const focusCell = focus < rows * cols ? focus : 0;
  useEffect(() => {
    if (focusNext === null) return;
    // Only while the keyboard is still on this board: focus the player moved elsewhere is theirs.
    const active = document.activeElement;
    const root = tableRef.current?.closest('.pwb');
    if (active !== null && active !== document.body && root?.contains(active) !== true) {
      setFocusNext(null);
      return;
    }
    if (focusNext === 'board') {
      tableRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
      setFocusNext(null);
    } else if (myTurn) {
      const first = handRef.current?.querySelector<HTMLButtonElement>('button.pwb-pick');
      if (first !== undefined && first !== null) {
        first.focus();
        setFocusNext(null);
      }
    }
  });

  const runCells = new Set(last?.made === null || last === null ? [] : last.made.squares.map((s) => s.row * cols + s.col));
  const lastCell = last === null ? -1 : last.row * cols + last.col;
  // The view does not list the starter spaces; the options' layout does (the same rule newGame uses).
  const starters = new Set(layoutOf({ rows, cols, wildSpaces: shown.wild.length }).starters.map((sq) => cellOf(sq, cols)));
  const previews = new Map<number, Scored>();
  if (pick !== null) for (const cell of open) previews.set(cell, scoreAt(view, seat, pick, cell));
  const hintScored = hint !== null && final === null ? scoreAt(view, seat, hint.card, hintCell) : null;

  const facts = (cell: number): SquareFacts => {
    const kind = squareKind(shown, open, cell);
    const scored = previews.get(cell);
    return {
      cell,
      kind,
      starter: starters.has(cell),
      card: shown.cells[cell] ?? null,
      lay: pick !== null && scored !== undefined ? { card: pick, scored } : null,
      last: cell === lastCell,
      inRun: runCells.has(cell) && last !== null && last.points > 0,
      hint: cell === hintCell && (pick === null || pick === hint?.card),
    };
  };

  function press(cell: number): void {
    setFocus(cell);
    if (final !== null) {
      setMessage(`The game is over; ${squareAt(cell, cols)} stays as it is.`);
      return;
    }
    const kind = squareKind(shown, open, cell);
    const why = refusal(kind, cell, cols, shown.cells[cell] ?? null, pick !== null, myTurn);
    if (why !== null) {
      setMessage(why);
      return;
    }
    const move = legal.find((m) => m.card === pick && m.row * cols + m.col === cell);
    if (move === undefined) return;
    setPicked(null);
    setMessage('');
    setFocusNext('hand');
    onMove(move);
  }

  function pickCard(card: Card): void {
    if (!myTurn) {
      setMessage('Your cards wait for your turn.');
      return;
    }
    if (pick === card) {
      setPicked(null);
      setMessage(`Put the ${cardShort(card)} back.`);
      return;
    }
    setPicked(card);
    // Put the board's tab stop on a square the card can go on: the hint's, if this is the hinted card, else the first open one.
    if (!open.has(focusCell)) setFocus(hint !== null && hint.card === card ? hintCell : firstOpen);
    setFocusNext('board');
    setMessage(`Picked the ${cardShort(card)}: now choose a square on the board. Each open square shows what it scores.`);
  }

  function onGridKey(e: TargetedKeyboardEvent<HTMLTableElement>): void {
    if (e.key === 'Escape' && pick !== null) {
      e.preventDefault();
      setPicked(null);
      setMessage(`Put the ${cardShort(pick)} back.`);
      return;
    }
    const next = stepKey(e.key, focusCell, rows, cols);
    if (next === null) return;
    e.preventDefault();
    setFocus(next);
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-cell="${String(next)}"]`)?.focus();
  }

  const total = (s: number): number => shown.scores[s] ?? 0;
  const turnName = seatNames[view.turn] ?? '';
  let turnText: string;
  if (final !== null) turnText = 'Game over: every hand is face up.';
  else if (view.turn < 0) turnText = 'The game is over.';
  else if (view.turn === seat)
    turnText = interactive ? 'Your turn: pick a card from your hand, then an open square.' : 'Your turn to lay a card.';
  else turnText = `${turnName} is laying a card.`;

  const squareClass = (f: SquareFacts): string =>
    [
      'pwb-sq',
      f.kind,
      f.starter ? 'starter' : '',
      f.last ? 'last' : '',
      f.inRun ? 'in-run' : '',
      f.hint ? 'hint' : '',
      f.lay !== null && f.lay.scored.points > 0 ? 'scores' : '',
    ]
      .filter((c) => c !== '')
      .join(' ');

  function squareInside(f: SquareFacts) {
    switch (f.kind) {
      case 'card':
        return f.card === null ? null : <SquareCard card={f.card} />;
      case 'wild':
        return <WildMark />;
      case 'open':
        if (f.lay !== null && f.lay.scored.points > 0)
          return (
            <span class="pwb-preview" aria-hidden="true">
              {previewMark(f.lay.scored)}
            </span>
          );
        return f.hint && f.lay === null ? (
          <span class="pwb-preview" aria-hidden="true">
            ?
          </span>
        ) : (
          <span class="pwb-dot" aria-hidden="true" />
        );
      case 'empty':
        return null;
    }
  }

  const hand = final === null ? view.hand : (final.hands[seat] ?? []);
  const handSizes = final === null ? view.handSizes : final.hands.map((h) => h.length);
  const deckLeft = final === null ? view.deckLeft : final.deck.length;
  const lastParts = last?.made ? runParts(shown, last.made) : [];

  return (
    // A picture of one moment of a game (row and column numbers, scorecards): not search content.
    <div class="pwb" id={`${idPrefix}-board`} data-pagefind-ignore>
      <div class="pwb-layout">
        <p class="pwb-turn">{turnText}</p>

        <div class="pwb-last" aria-labelledby={`${idPrefix}-last-h`} role="group">
          <p class="pwb-label" id={`${idPrefix}-last-h`}>
            Last play
          </p>
          {last === null ? (
            <p class="pwb-last-text">No card laid yet: the two starter cards are on the board.</p>
          ) : (
            <>
              <p class="pwb-last-text">{lastPlayWords(last, seatNames, cols, total(last.seat))}</p>
              {last.made !== null && (
                <p class="pwb-why">
                  <span class="visually-hidden">The line: {runWords(lastParts)}.</span>
                  <span class="pwb-run" aria-hidden="true">
                    {lastParts.map((p) =>
                      p.card === null ? (
                        <span key={p.cell} class="pwb-run-w">
                          W
                        </span>
                      ) : (
                        <CardFace key={p.cell} held={{ card: p.card }} mark={p.cell === lastCell} />
                      ),
                    )}
                  </span>
                  <span class={`pwb-points${last.points > 0 ? ' got' : ''}`} aria-hidden="true">
                    {previewMark(last)}
                  </span>
                </p>
              )}
            </>
          )}
        </div>

        <div class="pwb-hand" role="group" aria-labelledby={`${idPrefix}-hand-h`}>
          <p class="pwb-label" id={`${idPrefix}-hand-h`}>
            {final === null ? 'Your hand' : 'Your hand at the end'} ({seatNames[seat] ?? ''}, {hand.length}{' '}
            {hand.length === 1 ? 'card' : 'cards'})
          </p>
          <div class="pwb-cards" ref={handRef}>
            {hand.length === 0 && <span class="pwb-none">No cards left.</span>}
            {hand.map((card) => {
              const hinted = hint !== null && hint.card === card && final === null;
              if (!interactive || final !== null)
                return (
                  <span key={card} class="pwb-held">
                    <CardFace held={{ card }} mark={hinted} />
                  </span>
                );
              return (
                <button
                  key={card}
                  type="button"
                  class={`pwb-pick board-tap${hinted ? ' hinted' : ''}`}
                  aria-pressed={pick === card}
                  {...markProps(cueId, hinted)}
                  onClick={() => pickCard(card)}
                >
                  <span class="visually-hidden">Pick </span>
                  <CardFace held={{ card }} mark={hinted} />
                  {hinted && (
                    <span class="pwb-hint-tag" aria-hidden={cueId === undefined ? undefined : 'true'}>
                      {markTag(cueId).toLowerCase()}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {hint !== null && hintScored !== null && cueId === undefined && (
            <p class="pwb-hint">
              Hint: lay the {cardShort(hint.card)} at {squareAt(hintCell, cols)}: {scoredWords(hintScored)}.
            </p>
          )}
          {interactive && (
            <p class="pwb-status" role="status">
              {message}
            </p>
          )}
        </div>

        <Grid
          rows={rows}
          cols={cols}
          captionMore={interactive ? ' Arrow keys move between squares; Enter or Space presses one; Escape puts a picked card back.' : ''}
          tableRef={tableRef}
          onKeyDown={interactive ? onGridKey : undefined}
          square={(r, c) => {
            const f = facts(r * cols + c);
            return interactive ? (
              <button
                type="button"
                class={squareClass(f)}
                data-cell={f.cell}
                tabIndex={f.cell === focusCell ? 0 : -1}
                aria-label={squareLabel(cueId === undefined ? f : { ...f, hint: false }, cols)}
                {...markProps(cueId, f.hint)}
                onClick={() => press(f.cell)}
              >
                {squareInside(f)}
              </button>
            ) : (
              <span class={squareClass(f)}>
                {squareInside(f)}
                {f.card !== null && <span class="visually-hidden">{cardShort(f.card)}</span>}
              </span>
            );
          }}
        >
          <p class="pwb-legend">
            <span>
              <b class="pwb-key-w">W</b> wild space
            </span>
            <span>
              <b class="pwb-key-starter" /> starter space
            </span>
            <span>
              <b class="pwb-key-run" /> the line the last card scored
            </span>
            {interactive && (
              <span>
                <b>+3</b> what the picked card scores there (a dot: nothing)
              </span>
            )}
          </p>
        </Grid>

        <ul class="pwb-others" aria-label="The other hands and the deck">
          {seatNames.map((name, s) => {
            if (s === seat) return null;
            const n = handSizes[s] ?? 0;
            const cards = final?.hands[s] ?? [];
            return (
              <li key={name} class={s === view.turn && final === null ? 'to-play' : ''}>
                <span class="pwb-who">
                  {name}
                  {s === view.turn && final === null && (
                    <>
                      {' '}
                      <TurnTag class="pwb-turn-tag" words="to play" thinking={thinking === s} />
                    </>
                  )}
                </span>
                {final === null ? (
                  <Backs n={n} label={`${String(n)} ${n === 1 ? 'card' : 'cards'}, face down`} />
                ) : cards.length === 0 ? (
                  <span class="pwb-none">no cards left</span>
                ) : (
                  <span class="pwb-cards">
                    {cards.map((c) => (
                      <CardFace key={c} held={{ card: c }} />
                    ))}
                  </span>
                )}
              </li>
            );
          })}
          <li>
            <span class="pwb-who">Deck</span>
            {final === null || deckLeft === 0 ? (
              <Backs n={Math.min(deckLeft, 3)} label={deckLeft === 0 ? 'empty' : `${String(deckLeft)} cards, face down`} />
            ) : (
              <span class="pwb-cards">
                {final.deck.map((c) => (
                  <CardFace key={c} held={{ card: c }} />
                ))}
              </span>
            )}
          </li>
        </ul>

        <div class="pwb-scores-wrap">
          <table class="pwb-scores">
            <caption>Scorecards{shown.circles > 0 ? ` (${String(shown.circles)} circles a hand)` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Hand</th>
                <th scope="col" class="num">
                  <abbr title="points">Pts</abbr>
                </th>
                {seatNames.map((name, s) => (
                  <th key={name} scope="col" class={`num${s === seat ? ' you' : ''}`}>
                    {/* A narrow board shows "P2" (board.css); the full name is always what is read out. */}
                    <span class="pwb-name">{name}</span>
                    <span class="pwb-name-short" aria-hidden="true">
                      P{s + 1}
                    </span>
                    {s === seat ? <span class="pwb-you"> (you)</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {scorecardRows(shown.points).map((row, c) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td class="num">{row.points}</td>
                  {seatNames.map((name, s) => {
                    const n = shown.marks[s]?.[c] ?? 0;
                    const fresh = last !== null && last.seat === s && last.points > 0 && last.made?.category === c;
                    return (
                      <td key={name} class={`num marks${s === seat ? ' you' : ''}${fresh ? ' fresh' : ''}`}>
                        <span aria-hidden="true">{markText(n, shown.circles)}</span>
                        <span class="visually-hidden">{n}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                {seatNames.map((name, s) => (
                  <td key={name} class={`num total${s === seat ? ' you' : ''}`}>
                    {total(s)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </div>
  );
}
