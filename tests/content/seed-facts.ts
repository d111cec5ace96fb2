/*
 * The numbers the five game rule texts (the seeds) state, kept in the repo so
 * rule-coverage.test.ts runs in a clone of the repository alone. The seeds
 * themselves live outside it (shared/seeds/ beside the repository); no test
 * reads them. fixtures/seed-facts.json holds, for each seed file, the SHA-256
 * of the text the facts were taken from, every whole number it writes in
 * digits and every number word (zero to twelve) it writes out, each with how
 * many times: facts about the text, none of its sentences.
 *
 * `node scripts/seed-facts.ts` checks the fixture against the seeds where they
 * exist, and `--write` rebuilds it; both use `seedFacts` below, the same
 * reading the test applies to rules and pages.
 */
import { readFileSync } from 'node:fs';

export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

const DIGITS = /(?<![\d.])\d+(?![\d.]\d)/g;
/** A number (digits or word) standing alone: not inside a word, not part of a decimal or a version. */
const alone = (form: string, flags = 'i'): RegExp => new RegExp(`(?<![\\w.])${form}(?![\\w]|\\.\\d)`, flags);

/** The whole numbers written in digits in a text. */
export const numbersIn = (text: string): string[] => [...new Set([...text.matchAll(DIGITS)].map((m) => m[0]))];

/** Does the text state this number, in digits or (up to twelve) in words? */
export function states(text: string, number: string): boolean {
  const word = NUMBER_WORDS[Number(number)];
  const forms = word === undefined ? [number] : [number, word];
  return forms.some((form) => alone(form).test(text));
}

export interface SeedFacts {
  /** The file's name in shared/seeds/. */
  readonly file: string;
  /** SHA-256 (hex) of the file's bytes the facts were read from. */
  readonly sha256: string;
  /** Each whole number the seed writes in digits (as `numbersIn` reads them), with how many times. */
  readonly inDigits: Readonly<Record<string, number>>;
  /** Each number word from zero to twelve the seed writes standing alone (as `states` reads them), with how many times. */
  readonly inWords: Readonly<Record<string, number>>;
}

/** Does the seed state this number, in digits or in words? The same answer `states` gives on the seed's text (see `seedFacts`). */
export function seedStates(facts: SeedFacts, number: string): boolean {
  const word = NUMBER_WORDS[Number(number)];
  return number in facts.inDigits || (word !== undefined && word in facts.inWords);
}

function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/**
 * A seed's facts, read from its text. `states` accepts a number in digits only
 * standing alone, while `numbersIn` also finds one touching a letter ("2nd");
 * the fixture keeps one list of digits, so a seed where the two readings differ
 * is refused with a message rather than read loosely.
 */
export function seedFacts(file: string, text: string, sha256: string): SeedFacts {
  const digits = [...text.matchAll(DIGITS)].map((m) => m[0]);
  const standing = new Set([...text.matchAll(alone('\\d+', 'g'))].map((m) => m[0]));
  const touching = [...new Set(digits)].filter((n) => !standing.has(n));
  const extra = [...standing].filter((n) => !digits.includes(n));
  if (touching.length > 0 || extra.length > 0)
    throw new Error(
      `${file}: numbers written against a letter or a dot (${[...touching, ...extra].join(', ')}) read differently as "stated" and as "written"; ` +
        'seed-facts.ts needs a second list of digits before it can hold this seed.',
    );
  const words = NUMBER_WORDS.flatMap((w) => [...text.matchAll(alone(w, 'gi'))].map(() => w));
  return { file, sha256, inDigits: tally(digits), inWords: tally(words) };
}

export interface SeedFactsFile {
  readonly about: string;
  readonly source: string;
  readonly seeds: readonly SeedFacts[];
}

export const SEED_FACTS_FILE = new URL('./fixtures/seed-facts.json', import.meta.url);

export function readSeedFacts(): SeedFactsFile {
  return JSON.parse(readFileSync(SEED_FACTS_FILE, 'utf8')) as SeedFactsFile;
}
