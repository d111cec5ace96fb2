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
  /** The move Hint suggests, to highlight, or null; in a guided round, the move the step asks for (see `cueId`). */
  readonly hint: M | null;
  /**
   * Only in a guided round: `hint` is then the move the step asks for, and this is the id of the words on the
   * page that say so. The board marks that move's control as it marks a hint (an outline and a tag, never
   * colour alone), tags it with `markTag`, ends a label of its own with `markWords` ("(this step)", not
   * "(the hint)") and points its `aria-describedby` here (`markProps`).
   */
  readonly cueId?: string;
  /** The full state once the game is over (everything revealed), else null. */
  readonly final: S | null;
  /**
   * False in the static walk-through (server-rendered, no JavaScript) and in the review of a finished
   * game's earlier positions: draw the table, render no controls.
   */
  readonly interactive: boolean;
  /** Prefix for element ids, unique on the page. */
  readonly idPrefix: string;
  /**
   * The computer seat working out its move now (the practice table's expert, in its worker), else null or absent.
   * The board's tag on that seat says "Thinking…" (TurnTag.tsx) until the move lands; the table announces it.
   */
  readonly thinking?: number | null;
}

export type BoardComponent<S, M, V> = ComponentType<BoardProps<S, M, V>>;

/** The tag on a marked control: the practice table's hint, or the guided step's move. */
export const markTag = (cueId: string | undefined): string => (cueId === undefined ? 'Hint' : 'This step');

/**
 * The words a marked control's own label (aria-label) ends with, so its name holds the tag it shows: " (the hint)",
 * or " (this step)" in a guided round (whose description, `markProps`, says why).
 */
export const markWords = (cueId: string | undefined): string => (cueId === undefined ? ' (the hint)' : ' (this step)');

/** The attributes of a marked control: in a guided round, its description (why it is marked). */
export const markProps = (cueId: string | undefined, marked: boolean): { 'aria-describedby'?: string } =>
  marked && cueId !== undefined ? { 'aria-describedby': cueId } : {};

/**
 * The attributes of a marked control on a board that draws no tag of its own (Peekaboo's, Bluff 'N' Peg's):
 * `data-mark` holds the tag, which board-shared.css draws beside the outline, with the description of `markProps`.
 */
export const markData = (cueId: string | undefined, marked: boolean): { 'aria-describedby'?: string; 'data-mark'?: string } =>
  marked ? { 'data-mark': markTag(cueId), ...markProps(cueId, marked) } : {};
