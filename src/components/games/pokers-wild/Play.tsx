/**
 * The Poker's Wild! play page's island: this game's rules, words, computer players,
 * guided round and board in the shared shell. It imports nothing of the other
 * games, so the page's bundle holds one game's engine.
 */
import { MODEL } from '../../../engine/games/pokers-wild/model.ts';
import { POKERS_WILD_TUTORIAL } from '../../../engine/games/pokers-wild/tutorial.ts';
import { playPartsOf } from '../../play/move-words.ts';
import { PlayShell, type PlayIslandProps } from '../../play/PlayShell.tsx';
import Board from './Board.tsx';

/** The game's parts. TRANSITIONAL: `{ ...PARTS, bots: levels(SENSIBLE) }` (games/pokers-wild/index.ts, bots.ts) once its split lands. */
export const GAME = playPartsOf(MODEL);
export const SCRIPT = POKERS_WILD_TUTORIAL;

export default function PokersWildPlay(props: PlayIslandProps) {
  return <PlayShell rules={GAME.rules} words={GAME.words} bots={GAME.bots} script={SCRIPT} Board={Board} {...props} />;
}
