/*
 * Checks tests/content/fixtures/seed-facts.json against the game rule texts
 * (the seeds), or rebuilds it with --write. The seeds are not in this
 * repository, and nothing here reaches outside it on its own: the folder
 * holding them is named in SEEDS_DIR. Without it, or where the folder does not
 * exist, this says so and exits 1 without touching the fixture; the tests
 * never need it.
 *
 *   SEEDS_DIR=<folder> npm run seed-facts               check: exit 0 when every seed's facts and hash match
 *   SEEDS_DIR=<folder> npm run seed-facts -- --write    rebuild the fixture from the seeds, and list what changed
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSeedFacts, SEED_FACTS_FILE, seedFacts, type SeedFacts, type SeedFactsFile } from '../tests/content/seed-facts.ts';

const write = process.argv.includes('--write');
const fixture = fileURLToPath(SEED_FACTS_FILE);
const given = process.env.SEEDS_DIR;

if (given === undefined || given === '' || !existsSync(resolve(given))) {
  console.error(
    `seed-facts: ${given ? `no seed texts at ${resolve(given)}` : 'SEEDS_DIR is not set'}: name the folder of the game rule texts ` +
      `(SEEDS_DIR=<folder> npm run seed-facts), so ${fixture} was neither checked nor rebuilt. ` +
      'The tests do not need the seeds: they read the fixture.',
  );
  process.exit(1);
}
const dir = resolve(given);

const fresh: SeedFacts[] = readdirSync(dir)
  .filter((f) => /\.(md|txt)$/u.test(f))
  .sort()
  .map((file) => {
    const bytes = readFileSync(resolve(dir, file));
    return seedFacts(file, bytes.toString('utf8'), createHash('sha256').update(bytes).digest('hex'));
  });

const old = existsSync(fixture) ? readSeedFacts().seeds : [];
const same = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);
const numbers = (r: Readonly<Record<string, number>>): string => Object.keys(r).join(' ') || 'none';
const changes: string[] = [];
for (const now of fresh) {
  const before = old.find((s) => s.file === now.file);
  if (before === undefined) changes.push(`${now.file}: new seed`);
  else if (!same(before, now)) {
    const what = [
      before.sha256 === now.sha256 ? 'same text, read differently' : 'text changed',
      same(before.inDigits, now.inDigits) ? '' : `digits were ${numbers(before.inDigits)}, now ${numbers(now.inDigits)}`,
      same(before.inWords, now.inWords) ? '' : `words were ${numbers(before.inWords)}, now ${numbers(now.inWords)}`,
    ];
    changes.push(`${now.file}: ${what.filter((w) => w !== '').join('; ')}`);
  }
}
for (const s of old) if (!fresh.some((f) => f.file === s.file)) changes.push(`${s.file}: no longer among the seeds`);

if (write) {
  const file: SeedFactsFile = {
    about:
      'Facts read from the game rule texts (the seeds) for tests/content/rule-coverage.test.ts: per seed file, the SHA-256 of its text, ' +
      'each whole number it writes in digits and each number word (zero to twelve) it writes out, with how many times. ' +
      'Written by scripts/seed-facts.ts --write; check with npm run seed-facts.',
    source: 'the rule texts of the five games given to the project (a folder outside this repository, named in SEEDS_DIR)',
    seeds: fresh,
  };
  writeFileSync(fixture, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`seed-facts: wrote ${fixture} from ${fresh.length} seeds in ${dir}`);
  for (const c of changes) console.log(`  ${c}`);
} else if (changes.length > 0) {
  console.error(`seed-facts: ${fixture} does not match the seeds in ${dir}:`);
  for (const c of changes) console.error(`  ${c}`);
  console.error(
    'Rebuild it with npm run seed-facts -- --write, then run rule-coverage.test.ts: a number a seed adds needs a rule or an incidental entry.',
  );
  process.exit(1);
} else {
  console.log(`seed-facts: the fixture matches all ${fresh.length} seeds in ${dir}`);
}
