/** PLACEHOLDER until this game's board lands: the shell's move list is the only control. */
import type { BoardProps } from '../board.ts';
import type { PwState, PwMove, PwView } from '../../../engine/play/pokers-wild.ts';

export default function Board(props: BoardProps<PwState, PwMove, PwView>) {
  return <p id={`${props.idPrefix}-board`}>The table picture for this game is on its way; use the list of moves below.</p>;
}
