/**
 * npm run bench:bluff-n-peg-track: how Bluff 'N' Peg games end across track
 * lengths and player counts, the evidence for ruling bp-track-length. For
 * each row it plays the same seeded games and prints the share that ended in
 * the winner hole, the share that ended out the back, and the mean hands per
 * game; then how often careful players beat sensible ones at one table. It
 * asserts nothing. The two tables (sensible: the site's bot, which never looks
 * at the pegs; careful: our measuring stick, which does) are described in
 * src/engine/games/bluff-n-peg/endings.ts.
 *
 * Usage: node bench/bluff-n-peg-track.ts [--games n] [--seed s] [--players 2,4] [--tracks 20,30,121] [--tables sensible,careful]
 */
import { CRIBBAGE_TRACK, WINNER_HOLE } from '../src/engine/games/bluff-n-peg/pegging.ts';
import { BP_OPTIONS } from '../src/engine/games/bluff-n-peg/options.ts';
import { CAREFUL_LIFE, ENDING_TABLES, endings, headToHead, type EndingTable } from '../src/engine/games/bluff-n-peg/endings.ts';
import { defaultOptions } from '../src/engine/play/options.ts';
import { TYPICAL_GAMES, TYPICAL_SEED } from '../src/engine/play/typical.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const ints = (text: string): number[] => text.split(',').map((x) => Number.parseInt(x, 10));

const GAMES = Number.parseInt(arg('games', String(TYPICAL_GAMES)), 10);
const SEED = Number.parseInt(arg('seed', String(TYPICAL_SEED)), 10);
const PLAYERS = ints(arg('players', '2,3,4,5,6'));
const TRACKS = ints(arg('tracks', `20,30,40,50,${WINNER_HOLE},80,100,${CRIBBAGE_TRACK}`)).sort((a, b) => a - b);
const TABLES = arg('tables', ENDING_TABLES.join(',')).split(',') as EndingTable[];

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const defaults = defaultOptions(BP_OPTIONS);

console.log(`Bluff 'N' Peg: how games end by track length. ${GAMES} games a row, seed ${SEED}; other options at their defaults.`);
console.log(`The default track is ${WINNER_HOLE} points (ruling bp-track-length).`);
for (const table of TABLES) {
  console.log(`\n${table} players${table === 'careful' ? ` (a last-chance hole counted as ${CAREFUL_LIFE} points)` : ''}`);
  console.log('players  track  winner hole  out the back  hand limit  mean hands');
  for (const players of PLAYERS)
    for (const track of [...new Set(TRACKS)]) {
      const e = endings({ ...defaults, players, track }, table, GAMES, SEED);
      console.log(
        [
          String(players).padStart(7),
          String(track).padStart(5),
          pct(e.winnerHole).padStart(11),
          pct(e.outTheBack).padStart(12),
          pct(e.handLimit).padStart(10),
          e.meanHands.toFixed(1).padStart(10),
        ].join('  '),
      );
    }
}

console.log('\nCareful and sensible players at one table, alternate seats: the share of games the careful seats won');
console.log('players  track  careful seats  their fair share');
for (const players of PLAYERS.filter((p) => p >= 2))
  for (const track of [...new Set(TRACKS)]) {
    const careful = Math.ceil(players / 2);
    console.log(
      [
        String(players).padStart(7),
        String(track).padStart(5),
        pct(headToHead({ ...defaults, players, track }, GAMES, SEED)).padStart(13),
        pct(careful / players).padStart(16),
      ].join('  '),
    );
  }
