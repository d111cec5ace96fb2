/**
 * The ninas-five play page's island: this game's model, guided round and board in
 * the shared shell. It imports nothing of the other games, so the page's
 * bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/play/ninas-five.ts';
import { NINAS_FIVE_TUTORIAL } from '../../../engine/tutorial/ninas-five.ts';
import Board from '../ninas-five/Board.tsx';
import type { PlayModelOf } from '../model.ts';
import { PlayShell } from '../PlayShell.tsx';
import type { PlayProps } from '../props.ts';

// The model's functions take its own options type; the shell passes only options parsed against the same specs (model.ts).
const model = MODEL as unknown as PlayModelOf<typeof MODEL>;

export default function NinasFivePlay(props: PlayProps) {
  return <PlayShell model={model} script={NINAS_FIVE_TUTORIAL} Board={Board} {...props} />;
}
