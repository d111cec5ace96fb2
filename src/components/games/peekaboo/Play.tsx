/**
 * The Peekaboo play page's island: this game's rules, words, computer players,
 * guided round and board in the shared shell. It imports nothing of the other
 * games, so the page's bundle holds one game's engine.
 */
import { levels } from '../../../engine/bots/levels.ts';
import { SENSIBLE } from '../../../engine/games/peekaboo/bots.ts';
import { PARTS } from '../../../engine/games/peekaboo/index.ts';
import { PEEKABOO_TUTORIAL } from '../../../engine/games/peekaboo/tutorial.ts';
import { PlayShell, type PlayIslandProps } from '../../play/PlayShell.tsx';
import Board from './Board.tsx';

export const GAME = { rules: PARTS.rules, words: PARTS.words, bots: levels(SENSIBLE) };
export const SCRIPT = PEEKABOO_TUTORIAL;

export default function PeekabooPlay(props: PlayIslandProps) {
  return <PlayShell rules={GAME.rules} words={GAME.words} bots={GAME.bots} script={SCRIPT} Board={Board} {...props} />;
}
