/** PLACEHOLDER until this game's board lands: the shell's move list is the only control. */
import type { BoardProps } from '../board.ts';
import type { NhState, NhMove } from '../../../engine/play/nuclear-holdem-state.ts';
import type { NhView } from '../../../engine/play/nuclear-holdem-view.ts';

export default function Board(props: BoardProps<NhState, NhMove, NhView>) {
  return <p id={`${props.idPrefix}-board`}>The table picture for this game is on its way; use the list of moves below.</p>;
}
