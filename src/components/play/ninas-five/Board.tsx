/** PLACEHOLDER until this game's board lands: the shell's move list is the only control. */
import type { BoardProps } from '../board.ts';
import type { NfState, NfMove } from '../../../engine/play/ninas-five-state.ts';
import type { NfView } from '../../../engine/play/ninas-five-view.ts';

export default function Board(props: BoardProps<NfState, NfMove, NfView>) {
  return <p id={`${props.idPrefix}-board`}>The table picture for this game is on its way; use the list of moves below.</p>;
}
