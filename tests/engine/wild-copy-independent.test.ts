/**
 * An independent evaluator from npm (pokersolver) must order wild-card
 * flushes as our default copy rule does: its deuces-wild and joker games
 * give a wild in a flush the next highest rank, never a second copy of a
 * card. Only flush-against-flush pairs are compared (pokersolver's ladders
 * differ from ours above the flush, e.g. its natural royal outranks five of
 * a kind), each pair a row: our verdict must equal pokersolver's.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { it } from 'node:test';
import { formatCard, handKey, JOKER_A, JOKER_B, keyCategory, makeCard, type Card } from '../../src/engine/index.ts';
import { cardRuleset, rng } from './helpers.ts';

const require = createRequire(import.meta.url);
interface SolvedHand {
  readonly name: string;
}
const pokersolver = require('pokersolver') as {
  Hand: { solve(cards: readonly string[], game: string): SolvedHand; winners(hands: readonly SolvedHand[]): SolvedHand[] };
};

const PAIRS = 2_000;

/** A random flush-shaped hand: five cards of one suit, `wilds` of them replaced by wild cards. */
function flushHand(random: () => number, wildCards: readonly Card[], lowest: number): Card[] {
  const suit = Math.floor(random() * 4);
  const ranks: number[] = [];
  while (ranks.length < 5) {
    const r = lowest + Math.floor(random() * (13 - lowest));
    if (!ranks.includes(r)) ranks.push(r);
  }
  const wilds = Math.min(wildCards.length, Math.floor(random() * 3));
  return [...ranks.slice(wilds).map((r) => makeCard(r, suit)), ...wildCards.slice(0, wilds)];
}

const GAMES = [
  // Deuces wild: naturals are 3 to A (rank 1 up); the wilds are deuces of any suit.
  {
    id: 'bluff-n-peg-deuces',
    game: 'deuceswild',
    lowest: 1,
    wilds: (random: () => number) =>
      [makeCard(0, Math.floor(random() * 4)), makeCard(0, 3 - Math.floor(random() * 2))].filter((c, i, a) => a.indexOf(c) === i),
    notation: (c: Card) => formatCard(c),
  },
  // Jokers wild (five-card hands under Nina's Five's ladder); pokersolver writes a joker as "Or".
  { id: 'ninas-five', game: 'joker', lowest: 0, wilds: () => [JOKER_A, JOKER_B], notation: (c: Card) => (c >= 52 ? 'Or' : formatCard(c)) },
] as const;

for (const g of GAMES) {
  it(`${g.id}: ${PAIRS.toLocaleString('en-US')} pairs of flushes with wilds get pokersolver's ${g.game} verdict`, () => {
    const ruleset = cardRuleset(g.id);
    const random = rng(0xf1a5 + g.id.length);
    let compared = 0;
    let withWild = 0;
    for (let i = 0; i < PAIRS; i++) {
      const a = flushHand(random, g.wilds(random), g.lowest);
      const b = flushHand(random, g.wilds(random), g.lowest);
      const ka = handKey(
        ruleset,
        a.map((card) => ({ card })),
      );
      const kb = handKey(
        ruleset,
        b.map((card) => ({ card })),
      );
      const sa = pokersolver.Hand.solve(a.map(g.notation), g.game);
      const sb = pokersolver.Hand.solve(b.map(g.notation), g.game);
      // Only flush against flush, by both evaluators.
      if (sa.name !== 'Flush' || sb.name !== 'Flush') continue;
      if (keyCategory(ka, ruleset.categories) !== 'flush' || keyCategory(kb, ruleset.categories) !== 'flush') continue;
      compared++;
      if ([...a, ...b].some((c) => c >= 52 || c < 4)) withWild++;
      const won = pokersolver.Hand.winners([sa, sb]);
      const theirs = won.length === 2 ? 0 : won[0] === sa ? 1 : -1;
      const ours = Math.sign(ka - kb);
      if (ours !== theirs)
        assert.fail(`${a.map(g.notation).join(' ')} vs ${b.map(g.notation).join(' ')}: ours ${ours}, pokersolver ${theirs}`);
    }
    assert.ok(compared > PAIRS / 4, `only ${compared} flush pairs compared`);
    assert.ok(withWild > compared / 2, `only ${withWild} of them with a wild card`);
  });
}
