/**
 * A play page's island and a quiz page's island each bundle one game: each game's Play.tsx, and every file it reaches through its
 * imports, stays out of the other games' folders and out of the registries that import every game
 * (their lists are for the build and the engine's generic code, never for a page's JavaScript). Read from
 * the sources' import lines by the engine tests' import-graph reader (tests/engine/imports.ts), run-time
 * imports only: `import type` lines ship nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { reach } from '../engine/imports.ts';

/** Files that import every game: a page's island must reach none of them. */
const EVERY_GAME = [
  'src/engine/bots/index.ts',
  'src/engine/games/index.ts',
  'src/engine/games/content.ts',
  'src/engine/play/playable.ts',
  'src/engine/tutorial/scripts.ts',
  'src/components/games/index.ts',
];

describe('each play island reaches its own game only', () => {
  for (const id of GAME_IDS) {
    const island = `src/components/games/${id}/Play.tsx`;
    const reached = [...reach(island, true)];
    const others = GAME_IDS.filter((g) => g !== id);
    const rows: [string, (path: string) => boolean][] = [
      ['another game’s engine folder', (p) => others.some((g) => p.startsWith(`src/engine/games/${g}/`))],
      ['another game’s board folder', (p) => others.some((g) => p.startsWith(`src/components/games/${g}/`))],
      ['a registry of every game', (p) => EVERY_GAME.includes(p)],
    ];
    it(`${id}: its island reaches its own rules, words and board`, () => {
      for (const own of [`src/engine/games/${id}/`, `src/components/games/${id}/Board.tsx`, 'src/components/play/PlayShell.tsx'])
        assert.ok(
          reached.some((p) => p.startsWith(own)),
          `${island} reaches nothing under ${own}`,
        );
    });
    for (const [name, bad] of rows) it(`${id}: its island reaches no file in ${name}`, () => assert.deepEqual(reached.filter(bad), []));

    // The expert's worker is a chunk of its own (game.ts starts it with new URL, which no import line shows), so it
    // is held to the same: this game's expert, and nothing of the others.
    const worker = `src/components/games/${id}/expert.worker.ts`;
    const inWorker = [...reach(worker, true)];
    it(`${id}: its expert worker reaches its own expert`, () => assert.ok(inWorker.includes(`src/engine/games/${id}/expert.ts`)));
    for (const [name, bad] of rows)
      it(`${id}: its expert worker reaches no file in ${name}`, () => assert.deepEqual(inWorker.filter(bad), []));
    it(`${id}: its island does not reach the search (the worker holds it)`, () =>
      assert.deepEqual(
        reached.filter((p) => p.startsWith('src/engine/search/') || p === `src/engine/games/${id}/expert.ts`),
        [],
      ));
  }
});

describe('each quiz island reaches its own game’s quiz only', () => {
  // One island used to deal every game's questions through the registry of every game's quiz: each quiz page
  // carried Poker's Wild!'s board engine and grid (39.6 KB gzipped of JavaScript against a 40 KB budget).
  const everyQuiz = [...EVERY_GAME, 'src/engine/games/content.ts', 'src/engine/quiz.ts', 'src/components/games/quiz-islands.ts'];
  for (const id of GAME_IDS) {
    const island = `src/components/games/${id}/Quiz.tsx`;
    const reached = [...reach(island, true)];
    const others = GAME_IDS.filter((g) => g !== id);
    const rows: [string, (path: string) => boolean][] = [
      ['another game’s engine folder', (p) => others.some((g) => p.startsWith(`src/engine/games/${g}/`))],
      ['another game’s board folder', (p) => others.some((g) => p.startsWith(`src/components/games/${g}/`))],
      ['a registry of every game or every game’s quiz', (p) => everyQuiz.includes(p)],
    ];
    it(`${id}: its island reaches its own quiz and the shared shell`, () => {
      for (const own of [`src/engine/games/${id}/quiz.ts`, 'src/components/widgets/quiz/QuizShell.tsx', 'src/engine/quiz-question.ts'])
        assert.ok(reached.includes(own), `${island} does not reach ${own}`);
    });
    for (const [name, bad] of rows) it(`${id}: its island reaches no file in ${name}`, () => assert.deepEqual(reached.filter(bad), []));
  }
});
