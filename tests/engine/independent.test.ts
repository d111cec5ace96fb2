/**
 * An independent evaluator from npm (phe, a port of PokerHandEvaluator)
 * must agree with ours on which of two seven-card hands wins, pair by pair.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { it } from 'node:test';
import { formatCard, handKey } from '../../src/engine/index.ts';
import { cardRuleset, rng } from './helpers.ts';

const require = createRequire(import.meta.url);
// phe numbers cards rank * 4 + suit, deuce first, as we do; its suit order may
// differ, which cannot matter to a hand's value. Smaller phe values are better.
const phe = require('phe') as { evaluateCardCodes(codes: readonly number[]): number };

const PAIRS = 1_000_000;

it(`agrees with phe on ${PAIRS.toLocaleString('en-US')} random pairs of seven-card hands`, () => {
  const ruleset = cardRuleset('standard');
  const random = rng(20261122);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const draw = (): number[] => {
    for (let i = 0; i < 7; i++) {
      const j = i + Math.floor(random() * (52 - i));
      const t = deck[i] ?? 0;
      deck[i] = deck[j] ?? 0;
      deck[j] = t;
    }
    return deck.slice(0, 7);
  };
  let decisive = 0;
  for (let i = 0; i < PAIRS; i++) {
    const a = draw();
    const b = draw();
    const ours = Math.sign(
      handKey(
        ruleset,
        a.map((card) => ({ card })),
      ) -
        handKey(
          ruleset,
          b.map((card) => ({ card })),
        ),
    );
    const theirs = Math.sign(phe.evaluateCardCodes(b) - phe.evaluateCardCodes(a));
    if (ours !== theirs) assert.fail(`${a.map(formatCard).join(' ')} vs ${b.map(formatCard).join(' ')}: ours ${ours}, phe ${theirs}`);
    if (ours !== 0) decisive++;
  }
  // Guard against a vacuous pass (say, every comparison a tie).
  assert.ok(decisive > PAIRS * 0.9, `only ${decisive} decisive pairs`);
});
