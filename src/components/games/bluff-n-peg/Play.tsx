/**
 * The Bluff 'N' Peg play page's island: this game's rules, words, computer players,
 * guided round and board in the shared shell. It imports nothing of the other
 * games, so the page's bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/games/bluff-n-peg/model.ts';
import { BLUFF_N_PEG_TUTORIAL } from '../../../engine/games/bluff-n-peg/tutorial.ts';
import { playPartsOf } from '../../play/move-words.ts';
import { PlayShell, type PlayIslandProps } from '../../play/PlayShell.tsx';
import Board from './Board.tsx';

/** The game's parts. TRANSITIONAL: `{ ...PARTS, bots: levels(SENSIBLE) }` (games/bluff-n-peg/index.ts, bots.ts) once its split lands. */
export const GAME = playPartsOf(MODEL);
export const SCRIPT = BLUFF_N_PEG_TUTORIAL;

export default function BluffNPegPlay(props: PlayIslandProps) {
  return <PlayShell rules={GAME.rules} words={GAME.words} bots={GAME.bots} script={SCRIPT} Board={Board} {...props} />;
}
