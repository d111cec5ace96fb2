/** Nuclear Hold'em's play page without JavaScript: its guided round walked through on its board at build (components/play/walk-board.ts). */
import Board from './Board.tsx';
import { GAME, SCRIPT } from './game.ts';
import { gameUi } from '../../play/walk-board.ts';

export const WALK = gameUi(GAME, SCRIPT, Board);
