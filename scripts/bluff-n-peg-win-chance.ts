/*
 * Counts Bluff 'N' Peg's win-chance table by self-play (src/engine/games/bluff-n-peg/win-chance-count.ts) and
 * writes it to win-chance-data.ts, or checks that the stored table is the one these games give.
 *
 *   npm run win-chance:bluff-n-peg               check: exit 0 when the stored table matches (about 18 s)
 *   npm run win-chance:bluff-n-peg -- --write    rewrite the stored table
 *
 * The games and the seed are fixed below, so the table is reproducible: change them here and write it again.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeTable, PRIOR, selfPlayGame, tableFrom, type HandStart } from '../src/engine/games/bluff-n-peg/win-chance-count.ts';
import { WIN_CHANCE_DATA } from '../src/engine/games/bluff-n-peg/win-chance-data.ts';

const GAMES = 50_000;
const SEED = 99;
const FILE = fileURLToPath(new URL('../src/engine/games/bluff-n-peg/win-chance-data.ts', import.meta.url));

const started = performance.now();
function* starts(): Generator<HandStart> {
  for (let i = 0; i < GAMES; i++) yield* selfPlayGame(SEED, i);
}
const table = tableFrom(starts());
const data = encodeTable(table);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (process.argv.includes('--write')) {
  writeFileSync(
    FILE,
    [
      '// Written by `npm run win-chance:bluff-n-peg -- --write` (scripts/bluff-n-peg-win-chance.ts): do not edit by hand.',
      `// ${GAMES} self-play games from seed ${SEED}; each cell a chance as a byte, two hex digits (win-chance.ts).`,
      `export const WIN_CHANCE_DATA =\n  '${data}';`,
      '',
    ].join('\n'),
  );
  console.log(`win-chance: wrote ${table.length} cells from ${GAMES} games in ${seconds} s (thin cells drawn by ${PRIOR} visits).`);
} else if (data === WIN_CHANCE_DATA) {
  console.log(`win-chance: the stored table matches ${GAMES} games from seed ${SEED} (${seconds} s).`);
} else {
  let differ = 0;
  for (let i = 0; i < data.length; i += 2) if (data.slice(i, i + 2) !== WIN_CHANCE_DATA.slice(i, i + 2)) differ++;
  console.error(`win-chance: ${differ} of ${table.length} cells differ from the stored table; rewrite it with -- --write.`);
  process.exit(1);
}
