/**
 * The Poker's Wild! board as a table, drawn one way wherever it appears: the
 * practice table's board (Board.tsx) and the quiz's position (PlayBoard.tsx).
 * Rows and columns are numbered in header cells, so a screen reader names
 * each square by them; the caller draws what stands on each square and the
 * legend under the board (board.css styles both).
 */
import type { ComponentChildren, Ref, TargetedKeyboardEvent } from 'preact';
import type { Card } from '../../../engine/hands/cards.ts';
import { CardFace } from '../../svg/Card.tsx';

/** Column counts the stylesheet sizes squares for (the options allow 4 to 12). */
const colsClass = (cols: number): string => `pwb-c${String(Math.min(12, Math.max(4, cols)))}`;

/** A small card on a square: the square's own words say what it is. */
export function SquareCard({ card }: { card: Card }) {
  return <CardFace held={{ card }} label="" words={false} />;
}

/** What a wild space shows: a W, read out as a wild space. */
export function WildMark() {
  return (
    <span class="pwb-w">
      W<span class="visually-hidden"> (wild space)</span>
    </span>
  );
}

interface GridProps {
  readonly rows: number;
  readonly cols: number;
  /** Said after "The board, R rows by C columns." in the hidden caption ('' for nothing more). */
  readonly captionMore: string;
  /** What stands in the square at row `row`, column `col` (both from 0). */
  readonly square: (row: number, col: number) => ComponentChildren;
  readonly tableRef?: Ref<HTMLTableElement>;
  readonly onKeyDown?: ((e: TargetedKeyboardEvent<HTMLTableElement>) => void) | undefined;
  /** The id of the element that describes the board (the legend), if any. */
  readonly describedBy?: string;
  /** What follows the board (its legend). */
  readonly children: ComponentChildren;
}

export function Grid({ rows, cols, captionMore, square, tableRef, onKeyDown, describedBy, children }: GridProps) {
  return (
    <div class={`pwb-wrap ${colsClass(cols)}`}>
      <div class="pwb-frame">
        {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- arrow keys bubble up from the square buttons inside (roving tabindex) */}
        <table class="pwb-grid" ref={tableRef ?? null} onKeyDown={onKeyDown} aria-describedby={describedBy}>
          <caption class="visually-hidden">
            The board, {rows} rows by {cols} columns.{captionMore}
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
                {Array.from({ length: cols }, (_, c) => (
                  <td key={c}>{square(r, c)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </div>
  );
}
