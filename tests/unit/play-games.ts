/**
 * Each game as its play page plays it (its folder's game.ts: the island's own rules, words and players),
 * for tests that run every game. A row hands its game to a callback generic in the game's types, so each
 * game keeps its own option, state, move and view types: nothing is erased or cast.
 */
import type { PlayGame } from '../../src/components/play/model.ts';
import * as BLUFF_N_PEG from '../../src/components/games/bluff-n-peg/game.ts';
import * as NINAS_FIVE from '../../src/components/games/ninas-five/game.ts';
import * as NUCLEAR_HOLDEM from '../../src/components/games/nuclear-holdem/game.ts';
import * as PEEKABOO from '../../src/components/games/peekaboo/game.ts';
import * as POKERS_WILD from '../../src/components/games/pokers-wild/game.ts';
import type { GameId } from '../../src/engine/ids.ts';
import type { OptionSpec } from '../../src/engine/play/options.ts';

/** Something done with one game, whatever its types. */
export type WithGame<R> = <Specs extends readonly OptionSpec[], S, M, V>(game: PlayGame<Specs, S, M, V>) => R;

/** `UI_GAMES[id](f)`: `f` run on that game's play-page parts. */
export const UI_GAMES: { readonly [G in GameId]: <R>(f: WithGame<R>) => R } = {
  'ninas-five': (f) => f(NINAS_FIVE.GAME),
  peekaboo: (f) => f(PEEKABOO.GAME),
  'nuclear-holdem': (f) => f(NUCLEAR_HOLDEM.GAME),
  'pokers-wild': (f) => f(POKERS_WILD.GAME),
  'bluff-n-peg': (f) => f(BLUFF_N_PEG.GAME),
};
