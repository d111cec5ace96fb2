/**
 * A game's board bound to its game for the play page's static walk-through. The page serves every game
 * from one route, so it holds the games side by side (the registry, components/games/index.ts); each
 * entry is made here, where the board, the walk-through's views and its legal moves share one game's
 * types, and what leaves is one type for every game: each step's words, and its table as a component
 * that draws the learner's view with no controls.
 */
import { h, type FunctionComponent } from 'preact';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import type { BoardComponent } from './board.ts';
import type { PlayGame } from './model.ts';
import { walkthrough } from './walkthrough.ts';

/** One step of the walk-through, its table drawn by the game's own board. */
export interface BoardStep {
  readonly number: number;
  readonly text: string;
  readonly link: string;
  /** The script's move, in the move list's words. */
  readonly move: string;
  readonly happened: string;
  /** The table the learner faces at this step, without controls; `idPrefix` keeps its element ids unique on the page. */
  readonly Table: FunctionComponent<{ readonly idPrefix: string }>;
}

export interface BoardWalkthrough {
  readonly steps: readonly BoardStep[];
  readonly end: string;
}

/** What the play page needs of a game's board. */
export interface GameUi {
  /** The guided round as a static walk-through (built when the page is built; throws on a script the game refuses). */
  readonly walkthrough: () => BoardWalkthrough;
}

/** A game's board bound to the game's parts and its guided round. */
export function gameUi<Specs extends readonly OptionSpec[], S, M, V>(
  parts: PlayGame<Specs, S, M, V>,
  script: TutorialScript,
  Board: BoardComponent<S, M, V>,
): GameUi {
  return {
    walkthrough: () => {
      const walk = walkthrough(parts, script);
      return {
        end: walk.end,
        steps: walk.steps.map(({ view, legal, ...words }) => ({
          ...words,
          Table: ({ idPrefix }) =>
            h(Board, {
              view,
              seat: walk.seat,
              seatNames: walk.seatNames,
              legal,
              onMove: () => undefined,
              say: () => '',
              hint: null,
              final: null,
              interactive: false,
              idPrefix,
            }),
        })),
      };
    },
  };
}
