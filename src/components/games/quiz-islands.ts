/**
 * The quiz page's islands, by id: each game's QuizIsland.astro (components/games/<id>/), which puts its Quiz.tsx
 * (that game's quiz in the shared shell) on the page with its client directive, found in its folder
 * (folders.ts).
 *
 * Apart from GAME_UI (index.ts), which the quiz page must not import: GAME_UI reaches every game's board, and
 * Astro puts the stylesheets of every module a page's file reaches on each page it builds, so the quiz pages
 * would carry every board's CSS. The glob reaches the islands only. One page file builds all five quiz pages, so
 * they share one set of stylesheets: Poker's Wild!'s quiz board (board.css) is on each, as it was before the
 * islands were split. A page's JavaScript is its own island's only (tests/unit/play-islands.test.ts).
 */
import type { QuizProps } from '../widgets/shared/props.ts';
import { byFolder } from './folders.ts';

export const QUIZ_ISLANDS = byFolder(
  import.meta.glob<(props: QuizProps) => unknown>('./*/QuizIsland.astro', { eager: true, import: 'default' }),
  'QuizIsland.astro',
);
