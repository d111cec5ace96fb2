/**
 * The Peekaboo play page's island: this game (game.ts) and its board in the shared shell.
 */
import { PlayShell, type PlayIslandProps } from '../../play/PlayShell.tsx';
import Board from './Board.tsx';
import { expertWorker, GAME, SCRIPT } from './game.ts';

export default function PeekabooPlay(props: PlayIslandProps) {
  return (
    <PlayShell
      rules={GAME.rules}
      words={GAME.words}
      bots={GAME.bots}
      expertWorker={expertWorker}
      script={SCRIPT}
      Board={Board}
      {...props}
    />
  );
}
