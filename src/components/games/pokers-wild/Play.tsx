/**
 * The pokers-wild play page's island: this game's model, guided round and board in
 * the shared shell. It imports nothing of the other games, so the page's
 * bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/games/pokers-wild/model.ts';
import { POKERS_WILD_TUTORIAL } from '../../../engine/games/pokers-wild/tutorial.ts';
import Board from './Board.tsx';
import type { PlayModelOf } from '../../play/model.ts';
import { PlayShell } from '../../play/PlayShell.tsx';
import type { PlayProps } from '../../play/props.ts';

// The model's functions take its own options type; the shell passes only options parsed against the same specs (model.ts).
const model = MODEL as unknown as PlayModelOf<typeof MODEL>;

export default function PokersWildPlay(props: PlayProps) {
  return <PlayShell model={model} script={POKERS_WILD_TUTORIAL} Board={Board} {...props} />;
}
