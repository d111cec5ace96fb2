/*
 * Every rule in the seed texts is covered on its game page. The checklist
 * (seed-rules.ts) is held to the seeds, not to itself:
 * - every number a seed states (a deck size, a hand size, a vote margin, a
 *   score) is in some rule of the checklist, or listed below as incidental
 *   (a date, a version, an example's dice), so a rule the checklist leaves
 *   out shows up here;
 * - every number in a rule is in its seed, so the checklist cannot invent a
 *   rule;
 * and the built page (dist/games/<id>/index.html) is held to the checklist:
 * the rule's section exists, states the rule's numbers (as digits or words),
 * and contains the rule's distinctive words.
 *
 * The seeds are not in this repository: what they state is read from
 * fixtures/seed-facts.json (seed-facts.ts), which `npm run seed-facts` checks
 * against shared/seeds/ where that folder exists.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPage, sectionHtml, textOf } from './dist.ts';
import { numbersIn, readSeedFacts, seedStates, states, type SeedFacts } from './seed-facts.ts';
import { SEED_RULES } from './seed-rules.ts';
import { GAMES } from './games.ts';

const FACTS = readSeedFacts().seeds;
const factsOf = (file: string): SeedFacts => {
  const facts = FACTS.find((s) => s.file === file);
  if (facts === undefined) throw new Error(`fixtures/seed-facts.json has no facts for ${file}: run npm run seed-facts -- --write`);
  return facts;
};

/** Numbers a seed states that are no rule of the game, each with the reason. */
const INCIDENTAL: readonly { seed: string; number: string; why: string }[] = [
  { seed: 'ninas-five.md', number: '10', why: 'the ten in "A, K, Q, J, 10" of the royal flush row' },
  { seed: 'nuclear-annihilation-holdem.txt', number: '10', why: 'the ten in "ace, king, queen, jack, 10" of the royal flush' },
  { seed: 'nuclear-annihilation-holdem.txt', number: '1947', why: 'flavour text: a year' },
  { seed: 'nuclear-annihilation-holdem.txt', number: '1959', why: 'flavour text: a year' },
  { seed: 'nuclear-annihilation-holdem.txt', number: '1991', why: 'flavour text: a year' },
  { seed: 'peekaboo-dice.txt', number: '0', why: 'the version number v1.0.1' },
  { seed: 'peekaboo-dice.txt', number: '1', why: 'the version number, and "player 1" in the tie example' },
  { seed: 'peekaboo-dice.txt', number: '22', why: 'the publication date' },
  { seed: 'peekaboo-dice.txt', number: '24', why: 'the update date' },
  { seed: 'peekaboo-dice.txt', number: '2024', why: 'the publication year' },
  { seed: 'bluff-n-peg.md', number: '7', why: 'the pair example "two 10\'s beat two 7\'s"' },
  { seed: 'bluff-n-peg.md', number: '55369', why: "the publisher's postal code" },
];

const pageCache = new Map<string, string>();
function page(game: string): string {
  let html = pageCache.get(game);
  if (html === undefined) {
    html = readPage(`games/${game}/`);
    pageCache.set(game, html);
  }
  return html;
}

test('the fixture holds facts for exactly the seeds the checklist names', () => {
  assert.deepEqual(FACTS.map((s) => s.file).sort(), [...new Set(SEED_RULES.map((r) => r.seed))].sort());
});

for (const seed of [...new Set(SEED_RULES.map((r) => r.seed))]) {
  test(`${seed}: every number the seed states is in a rule of the checklist`, () => {
    const rules = SEED_RULES.filter((r) => r.seed === seed);
    const incidental = INCIDENTAL.filter((i) => i.seed === seed).map((i) => i.number);
    const missing = Object.keys(factsOf(seed).inDigits).filter(
      (n) => !incidental.includes(n) && !rules.some((r) => numbersIn(r.rule).includes(n)),
    );
    assert.deepEqual(missing, [], `${seed} states these numbers, but no rule in seed-rules.ts does`);
  });
}

for (const game of GAMES) {
  const rules = SEED_RULES.filter((r) => r.game === game);

  test(`${game}: the checklist covers its seed`, () => {
    assert.ok(rules.length > 0, `no rules listed for ${game}`);
    assert.deepEqual([...new Set(rules.map((r) => r.seed))].length, 1, `${game}'s rules name more than one seed`);
  });

  for (const rule of rules) {
    test(`${game} covers: ${rule.rule}`, () => {
      const numbers = numbersIn(rule.rule);
      const seed = factsOf(rule.seed);
      assert.deepEqual(
        numbers.filter((n) => !seedStates(seed, n)),
        [],
        `the rule "${rule.rule}" states numbers that ${rule.seed} does not`,
      );
      const section = sectionHtml(page(game), rule.section);
      assert.ok(section, `games/${game}/ has no heading with id="${rule.section}" (rule: ${rule.rule}, seed: ${rule.seed})`);
      const text = textOf(section);
      assert.deepEqual(
        numbers.filter((n) => !states(text, n)),
        [],
        `section #${rule.section} of games/${game}/ does not state the seed's numbers for "${rule.rule}"`,
      );
      const missing = rule.words.filter((w) => !text.toLowerCase().includes(w.toLowerCase()));
      assert.deepEqual(missing, [], `section #${rule.section} of games/${game}/ lacks these words for "${rule.rule}"`);
    });
  }
}
