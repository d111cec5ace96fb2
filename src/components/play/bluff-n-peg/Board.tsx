/** PLACEHOLDER until this game's board lands: the shell's move list is the only control. */
import type { BoardProps } from '../board.ts';
import type { BpState, BpMove } from '../../../engine/play/bluff-n-peg-state.ts';
import type { BpView } from '../../../engine/play/bluff-n-peg-view.ts';

export default function Board(props: BoardProps<BpState, BpMove, BpView>) {
  return <p id={`${props.idPrefix}-board`}>The table picture for this game is on its way; use the list of moves below.</p>;
}
