/**
 * The peekaboo play page's island: this game's model, guided round and board in
 * the shared shell. It imports nothing of the other games, so the page's
 * bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/play/peekaboo.ts';
import { PEEKABOO_TUTORIAL } from '../../../engine/tutorial/peekaboo.ts';
import Board from '../peekaboo/Board.tsx';
import type { PlayModelOf } from '../model.ts';
import { PlayShell } from '../PlayShell.tsx';
import type { PlayProps } from '../props.ts';

// The model's functions take its own options type; the shell passes only options parsed against the same specs (model.ts).
const model = MODEL as unknown as PlayModelOf<typeof MODEL>;

export default function PeekabooPlay(props: PlayProps) {
  return <PlayShell model={model} script={PEEKABOO_TUTORIAL} Board={Board} {...props} />;
}
