/*
 * Games recorded before the play framework's refactor (issue 23), so the
 * refactor can be held to "every game, record and link replays exactly as
 * before". Each case is a bot game: options, seed and bot levels. What is
 * kept of it is what a player or a shared link can observe:
 *   - `indices`: each move as its index in `legalMoves` (what a practice-table
 *     link stores, base 36, dot-separated as in record-code.ts), so a change
 *     in the legal moves' order fails it;
 *   - `moves`: the moves themselves (JSON), for replay through `play`;
 *   - `hash`: FNV-1a over the moves, the log's sentences (`describe`) and the
 *     outcome, so a change in what the bots choose, what the log says or how
 *     the game ends fails it.
 * The state's own shape is not hashed: a refactor may change it freely.
 *
 * Written once with `node tests/engine/play/records-fixture.ts --write`; the
 * file it writes (tests/engine/golden/records.json) is never rewritten to
 * make a refactor pass.
 */
import { writeFileSync } from 'node:fs';
import type { GameId } from '../../../src/engine/ids.ts';
import { optionsFromJson } from '../../../src/engine/play/options.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import { sameMove } from '../../../src/engine/play/moves.ts';
import type { BotLevel, SeatMove } from '../../../src/engine/play/types.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { play } from '../../../src/engine/play/play.ts';

export interface RecordCase {
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly bots: readonly BotLevel[];
}

export interface RecordedGame extends RecordCase {
  readonly indices: string;
  /** The moves as JSON, kept for a few games only (seeds in MOVES_KEPT): the indices cover the rest. */
  readonly moves?: readonly SeatMove<unknown>[];
  readonly hash: string;
}

export const RECORDS_FILE = new URL('../golden/records.json', import.meta.url);

const CHANGED: { readonly [G in GameId]: Readonly<Record<string, unknown>> } = {
  'ninas-five': { jokers: 1, peekabooReveal: 'in-turn' },
  peekaboo: { players: 3, chips: 6, maxAnte: 2 },
  'nuclear-holdem': { players: 6, jokers: 1, year: 1958 },
  'pokers-wild': { players: 3, circles: 2 },
  'bluff-n-peg': { players: 3, track: 40, deucesWild: true },
};

export const RECORD_CASES: readonly RecordCase[] = (Object.keys(CHANGED) as GameId[]).flatMap((game) => [
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ game, options: {}, seed, bots: ['sensible'] as const })),
  ...[7, 8, 9].map((seed) => ({ game, options: {}, seed, bots: ['random'] as const })),
  ...[10, 11].map((seed) => ({ game, options: {}, seed, bots: ['sensible', 'random'] as const })),
  ...[12, 13, 14].map((seed) => ({ game, options: CHANGED[game], seed, bots: ['sensible'] as const })),
]);

/** Games whose moves are kept as JSON, to replay through `play` (one of each kind of case per game). */
export const MOVES_KEPT: readonly number[] = [1, 7, 10, 12];

/** FNV-1a, 32 bits, over UTF-16 code units, as 8 hex digits. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Plays a case with today's code and returns what the fixture keeps of it. */
export function recordCase(c: RecordCase): RecordedGame {
  const game: AnyPlayable = playable(c.game);
  const { rules, words } = game;
  const options = optionsFromJson(rules.options, c.options);
  if (!options.ok) throw new Error(`${c.game}: ${options.error.message}`);
  const played = playGame(game, options.value, c.seed, c.bots);
  const indices: number[] = [];
  const log: string[] = [];
  let state: unknown = rules.newGame(options.value, c.seed);
  for (const m of played.record.moves) {
    indices.push(rules.legalMoves(state, m.seat).findIndex((l: unknown) => sameMove(l, m.move)));
    const next = play(rules, state, m);
    if (!next.ok) throw new Error(`${c.game}: ${next.error.message}`);
    log.push(words.describe(state, m, next.value));
    state = next.value;
  }
  const hash = fnv1a(JSON.stringify({ moves: played.record.moves, log, outcome: played.outcome }));
  const kept = MOVES_KEPT.includes(c.seed) ? { moves: played.record.moves } : {};
  return { ...c, indices: indices.map((i) => i.toString(36)).join('.'), ...kept, hash };
}

if (process.argv.includes('--write')) {
  const games = RECORD_CASES.map(recordCase);
  writeFileSync(RECORDS_FILE, `${JSON.stringify(games)}\n`);
  console.log(`wrote ${games.length} games, ${games.reduce((n, g) => n + g.indices.split('.').length, 0)} moves`);
}
