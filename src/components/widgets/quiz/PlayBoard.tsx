/**
 * The Poker's Wild! quiz's board: the position as a table, drawn like the
 * practice table's board (board.css), with nothing to press. The card to play
 * sits on its square with a dashed ring; once the question is answered, the
 * line that scores is ringed in gold. Every square says in text what is on
 * it, so a screen reader can walk the rows and columns.
 */
import '../../games/pokers-wild/board.css';
import { faceText, isJoker, type Card } from '../../../engine/hands/cards.ts';
import type { Board, Square } from '../../../engine/games/pokers-wild/board.ts';
import { CardFace } from '../../svg/Card.tsx';

interface Props {
  readonly board: Board;
  readonly card: Card;
  readonly square: Square;
  /** The squares of the line that scores, shown after the answer (empty before, or when nothing scores). */
  readonly run: readonly Square[];
  readonly idPrefix: string;
}

const same = (a: Square, b: Square): boolean => a.row === b.row && a.col === b.col;

/** A small card on a square: the SVG kit's card (the text beside it is what a screen reader says). */
function SquareCard({ card }: { card: Card }) {
  return <CardFace held={{ card }} label="" words={false} />;
}

export function PlayBoard({ board, card, square, run, idPrefix }: Props) {
  const { rows, cols, starters, wildSpaces } = board.layout;
  const spoken = (c: Card): string => (isJoker(c) ? 'joker' : faceText(c).short);
  return (
    <div class="pwb quiz-pwb" data-pagefind-ignore>
      <div class={`pwb-wrap pwb-c${String(Math.min(12, Math.max(4, cols)))}`}>
        <div class="pwb-frame">
          <table class="pwb-grid" aria-describedby={`${idPrefix}-legend`}>
            <caption class="visually-hidden">
              The board, {rows} rows by {cols} columns. Your card goes at row {square.row + 1}, column {square.col + 1}.
            </caption>
            <thead>
              <tr>
                <td class="pwb-corner" />
                {Array.from({ length: cols }, (_, c) => (
                  <th key={c} scope="col" abbr={`column ${String(c + 1)}`}>
                    {c + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, r) => (
                <tr key={r}>
                  <th scope="row" abbr={`row ${String(r + 1)}`}>
                    {r + 1}
                  </th>
                  {Array.from({ length: cols }, (_, c) => {
                    const s = { row: r, col: c };
                    const mine = same(s, square);
                    const wild = wildSpaces.some((w) => same(w, s));
                    const laid = board.cells[r * cols + c] ?? null;
                    const shown = mine ? card : laid;
                    const cls = [
                      'pwb-sq',
                      wild ? 'wild' : shown === null ? 'empty' : 'card',
                      starters.some((t) => same(t, s)) ? 'starter' : '',
                      mine ? 'quiz-mine' : '',
                      run.some((q) => same(q, s)) ? 'in-run' : '',
                    ]
                      .filter((x) => x !== '')
                      .join(' ');
                    return (
                      <td key={c}>
                        <span class={cls}>
                          {wild ? (
                            <span class="pwb-w">
                              W<span class="visually-hidden"> (wild space)</span>
                            </span>
                          ) : (
                            shown !== null && (
                              <>
                                <SquareCard card={shown} />
                                <span class="visually-hidden">{mine ? `${spoken(shown)}, your card` : spoken(shown)}</span>
                              </>
                            )
                          )}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p class="pwb-legend" id={`${idPrefix}-legend`}>
          <span>
            <b class="pwb-key-w">W</b> wild space
          </span>
          <span>
            <b class="quiz-key-mine" /> your card
          </span>
          <span>
            <b class="pwb-key-starter" /> starter space
          </span>
          {run.length > 0 && (
            <span>
              <b class="pwb-key-run" /> the line that scores
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
