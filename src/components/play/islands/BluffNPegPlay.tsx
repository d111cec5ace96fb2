/**
 * The bluff-n-peg play page's island: this game's model, guided round and board in
 * the shared shell. It imports nothing of the other games, so the page's
 * bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/play/bluff-n-peg.ts';
import { BLUFF_N_PEG_TUTORIAL } from '../../../engine/tutorial/bluff-n-peg.ts';
import Board from '../bluff-n-peg/Board.tsx';
import type { PlayModelOf } from '../model.ts';
import { PlayShell } from '../PlayShell.tsx';
import type { PlayProps } from '../props.ts';

// The model's functions take its own options type; the shell passes only options parsed against the same specs (model.ts).
const model = MODEL as unknown as PlayModelOf<typeof MODEL>;

export default function BluffNPegPlay(props: PlayProps) {
  return <PlayShell model={model} script={BLUFF_N_PEG_TUTORIAL} Board={Board} {...props} />;
}
