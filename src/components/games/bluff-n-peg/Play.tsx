/**
 * The bluff-n-peg play page's island: this game's model, guided round and board in
 * the shared shell. It imports nothing of the other games, so the page's
 * bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/games/bluff-n-peg/model.ts';
import { BLUFF_N_PEG_TUTORIAL } from '../../../engine/games/bluff-n-peg/tutorial.ts';
import Board from './Board.tsx';
import type { PlayModelOf } from '../../play/model.ts';
import { PlayShell } from '../../play/PlayShell.tsx';
import type { PlayProps } from '../../play/props.ts';

// The model's functions take its own options type; the shell passes only options parsed against the same specs (model.ts).
const model = MODEL as unknown as PlayModelOf<typeof MODEL>;

export default function BluffNPegPlay(props: PlayProps) {
  return <PlayShell model={model} script={BLUFF_N_PEG_TUTORIAL} Board={Board} {...props} />;
}
