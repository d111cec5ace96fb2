/**
 * What `simulate --log` tells besides the moves: the cards and dice that
 * come into play, so a reader can follow the game. The log sees everything
 * (it is told after the game, from the record), so it shows every seat's
 * hand, the face-down cards and the peekers under the cups, in each game's
 * own words. The models' `describe` says what a move did as the table saw
 * it; these lines say what was dealt, drawn or rolled out of sight:
 *
 * - Nina's Five: each shuffle's hands, and each trick's face-down peekaboo
 *   cards (and the first flop, which no move deals);
 * - Peekaboo: the chips and the roll for the first player, and each round's
 *   peekers once they are rolled;
 * - Nuclear: the year and the big board, the homes and role cards, each
 *   round's hole cards, the board,
 *   and a seat's new hole cards after a discard, a swap or a persuasion;
 * - Poker's Wild!: the wild spaces, the starter cards and the hands, then
 *   each card drawn;
 * - Bluff 'N' Peg: the draw for the first deal, each hand's cards and dealer,
 *   and the cards thrown away and drawn.
 *
 * Each game's lines are in games/<id>/deal-lines.ts, reached through its content (games/content.ts). They read
 * the game's states (never write them), so they follow their shapes.
 */
import { GAME_CONTENT } from '../games/content.ts';
import { byGame } from '../by-game.ts';
import type { GameId } from '../ids.ts';
import type { DealLines } from './deal-words.ts';

export type { DealLines } from './deal-words.ts';

/** Each game's deal lines, from its content. */
export const DEAL_LINES = byGame<{ readonly [G in GameId]: DealLines }>((id) => GAME_CONTENT[id].dealLines);
