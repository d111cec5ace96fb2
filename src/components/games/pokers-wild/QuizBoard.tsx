/**
 * The Poker's Wild! quiz's board: the position in the practice table's own
 * grid (Grid.tsx, board.css), with nothing to press. The card to play
 * sits on its square with a dashed ring; once the question is answered, the
 * line that scores is ringed in gold. Every square says in text what is on
 * it, so a screen reader can walk the rows and columns.
 */
import './board.css';
import { faceText, isJoker, type Card } from '../../../engine/hands/cards.ts';
import type { Board, Square } from '../../../engine/games/pokers-wild/board.ts';
import { Grid, SquareCard, WildMark } from './Grid.tsx';

interface Props {
  readonly board: Board;
  readonly card: Card;
  readonly square: Square;
  /** The squares of the line that scores, shown after the answer (empty before, or when nothing scores). */
  readonly run: readonly Square[];
  readonly idPrefix: string;
}

const same = (a: Square, b: Square): boolean => a.row === b.row && a.col === b.col;

export function QuizBoard({ board, card, square, run, idPrefix }: Props) {
  const { rows, cols, starters, wildSpaces } = board.layout;
  const spoken = (c: Card): string => (isJoker(c) ? 'joker' : faceText(c).short);
  return (
    <div class="pwb quiz-pwb" data-pagefind-ignore>
      <Grid
        rows={rows}
        cols={cols}
        captionMore={` Your card goes at row ${String(square.row + 1)}, column ${String(square.col + 1)}.`}
        describedBy={`${idPrefix}-legend`}
        square={(r, c) => {
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
            <span class={cls}>
              {wild ? (
                <WildMark />
              ) : (
                shown !== null && (
                  <>
                    <SquareCard card={shown} />
                    <span class="visually-hidden">{mine ? `${spoken(shown)}, your card` : spoken(shown)}</span>
                  </>
                )
              )}
            </span>
          );
        }}
      >
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
      </Grid>
    </div>
  );
}
