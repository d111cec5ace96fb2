/**
 * The quiz page's islands, by id: each game's QuizIsland.astro, which puts its Quiz.tsx (that game's quiz in
 * the shared shell) on the page with its client directive. The mapped type makes a missing game a type error;
 * tsc types an .astro import through astro/client, `npm run check` checks its props.
 *
 * Apart from GAME_UI (index.ts), which the quiz page must not import: GAME_UI imports every game's board, and
 * Astro puts the stylesheets of every module a page's file reaches on each page it builds, so the quiz pages
 * would carry every board's CSS. This file imports the islands only, and no stylesheet of its own. One page file
 * builds all five quiz pages, so they share one set of stylesheets: Poker's Wild!'s quiz board (board.css) is on
 * each, as it was before the islands were split. A page's JavaScript is its own island's only
 * (tests/unit/play-islands.test.ts).
 */
import type { GameId } from '../../engine/ids.ts';
import type { QuizProps } from '../widgets/shared/props.ts';
import BluffNPegQuiz from './bluff-n-peg/QuizIsland.astro';
import NinasFiveQuiz from './ninas-five/QuizIsland.astro';
import NuclearHoldemQuiz from './nuclear-holdem/QuizIsland.astro';
import PeekabooQuiz from './peekaboo/QuizIsland.astro';
import PokersWildQuiz from './pokers-wild/QuizIsland.astro';

/** A game's quiz island, which the page renders with its props. */
type QuizIsland = (props: QuizProps) => unknown;

export const QUIZ_ISLANDS: { readonly [G in GameId]: QuizIsland } = {
  'ninas-five': NinasFiveQuiz,
  peekaboo: PeekabooQuiz,
  'nuclear-holdem': NuclearHoldemQuiz,
  'pokers-wild': PokersWildQuiz,
  'bluff-n-peg': BluffNPegQuiz,
};
