/**
 * The contract between the play shell (the practice table and the guided
 * round, issue 13) and each game's board. The shell owns the game: the state,
 * the record, the URL, hint, undo, the log and the announcements. A board
 * only draws what one seat sees and turns the player's clicks and key presses
 * into moves. Each game's board is `./<game id>/Board.tsx`, default export.
 *
 * The shell also renders every legal move as a plain list (MoveList.tsx), so
 * a game is always playable by keyboard even where a board has no control for
 * some move.
 */
import type { ComponentType } from 'preact';

export interface BoardProps<S, M, V> {
  /** What the player's seat sees now (never more: no hidden card of another seat). */
  readonly view: V;
  /** The player's seat (0-based) and every seat's name ("North", "Player 2"). */
  readonly seat: number;
  readonly seatNames: readonly string[];
  /** The player's legal moves now; empty when it is not their turn or the game is over. */
  readonly legal: readonly M[];
  /**
   * Play a move. In the guided round a legal move that is not the lesson's is
   * explained rather than played, so a board must not assume the move lands.
   */
  readonly onMove: (move: M) => void;
  /** A legal move in plain words, for labels and the move list ("Lay the 7♣"). */
  readonly say: (move: M) => string;
  /** The move Hint suggests, to highlight, or null. */
  readonly hint: M | null;
  /** The full state once the game is over (everything revealed), else null. */
  readonly final: S | null;
  /**
   * False in the static walk-through (server-rendered, no JavaScript) and in the review of a finished
   * game's earlier positions: draw the table, render no controls.
   */
  readonly interactive: boolean;
  /** Prefix for element ids, unique on the page. */
  readonly idPrefix: string;
}

export type BoardComponent<S, M, V> = ComponentType<BoardProps<S, M, V>>;
