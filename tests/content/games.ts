/* The five game pages and the section ids every one of them must have, in order. */
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';

/** The game pages: the engine's own list (a page per game is checked by pages.test.ts against dist). */
export const GAMES: readonly GameId[] = GAME_IDS;

/** The step-by-step heading's id differs by game, named in the game's own unit of play. */
export const STEPS_ID: { readonly [G in GameId]: string } = {
  'ninas-five': 'playing-a-trick',
  peekaboo: 'playing-a-round',
  'nuclear-holdem': 'playing-a-round',
  'pokers-wild': 'taking-a-turn',
  'bluff-n-peg': 'playing-a-hand',
};

export function requiredSections(game: GameId): string[] {
  return ['at-a-glance', 'setup', STEPS_ID[game], 'scoring-and-winning', 'hand-ranking', 'rulings', 'common-questions', 'credit'];
}

/** The pictures each page must carry (figure ids). */
export const DIAGRAMS: { readonly [G in GameId]: readonly string[] } = {
  'ninas-five': ['diagram-ninas-five-box', 'diagram-ninas-seating', 'diagram-ninas-trick'],
  peekaboo: ['diagram-peekaboo-dice', 'diagram-peekaboo-box'],
  'nuclear-holdem': ['diagram-nuclear-holdem-box', 'diagram-nuclear-round'],
  'pokers-wild': ['diagram-pokers-wild-box', 'diagram-pokers-wild-board', 'diagram-pokers-wild-scoring', 'diagram-pokers-wild-scorecard'],
  'bluff-n-peg': ['diagram-bluff-n-peg-box', 'diagram-bluff-board', 'diagram-bluff-pegboard'],
};
