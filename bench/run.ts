/**
 * npm run bench: speed against peers, measured in the same run on the same
 * seeded random hands. Prints rates and ratios; it asserts nothing (speed
 * goals are not timed tests).
 */
import { createRequire } from 'node:module';
import { formatCard, RULESETS, exactCardOdds, type CardRuleset } from '../src/engine/index.ts';
import { TABLE_WILDS } from '../src/engine/evaluate.ts';
import { fastEvaluator } from '../src/engine/fast.ts';
import { mulberry32 } from '../src/engine/rng.ts';
import { GAME_IDS } from '../src/engine/games.ts';
import { MODELS } from '../src/engine/play/models.ts';
import { defaultOptions } from '../src/engine/play/options.ts';
import { simulate } from '../src/engine/play/simulate.ts';
import type { BotLevel } from '../src/engine/play/types.ts';

const require = createRequire(import.meta.url);
const phe = require('phe') as { evaluateCardCodes(codes: readonly number[]): number };
interface SolvedHand {
  rank: number;
}
const pokersolver = require('pokersolver') as { Hand: { solve(cards: string[], game?: string): SolvedHand } };

function hands(count: number, deckSize: number, seed: number): number[][] {
  const random = mulberry32(seed);
  const deck = Array.from({ length: deckSize }, (_, i) => i);
  const out: number[][] = [];
  for (let h = 0; h < count; h++) {
    for (let i = 0; i < 7; i++) {
      const j = i + Math.floor(random() * (deckSize - i));
      const t = deck[i] ?? 0;
      deck[i] = deck[j] ?? 0;
      deck[j] = t;
    }
    out.push(deck.slice(0, 7));
  }
  return out;
}

/** Best of several timed passes, in evaluations per second. */
function rate(label: string, items: number, pass: () => number, passes = 5): number {
  let best = 0;
  let sink = 0;
  for (let p = 0; p < passes; p++) {
    const t0 = performance.now();
    sink += pass();
    const seconds = (performance.now() - t0) / 1000;
    best = Math.max(best, items / seconds);
  }
  console.log(`${label.padEnd(44)} ${(best / 1e6).toFixed(2).padStart(8)} M hands/s   (checksum ${sink % 1000})`);
  return best;
}

// RULESETS keeps each id's kind, so these are card rulesets by type.
const cardRules = (id: 'standard' | 'ninas-five'): CardRuleset => RULESETS[id];

console.log(`Showdown bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`);

// Seven-card standard hands.
const standard = cardRules('standard');
const N = 1_000_000;
const std = hands(N, 52, 1);
const stdEval = fastEvaluator(standard, TABLE_WILDS); // tables are built here, outside the timing
const engineStd = rate('engine, 7-card standard', N, () => {
  let s = 0;
  for (const h of std) s += stdEval.key(h, 0);
  return s;
});
const pheStd = rate('phe, 7-card standard', N, () => {
  let s = 0;
  for (const h of std) s += phe.evaluateCardCodes(h);
  return s;
});
const SOLVER_N = 20_000;
const stdStrings = std.slice(0, SOLVER_N).map((h) => h.map(formatCard));
const solverStd = rate(
  'pokersolver, 7-card standard',
  SOLVER_N,
  () => {
    let s = 0;
    for (const h of stdStrings) s += pokersolver.Hand.solve(h).rank;
    return s;
  },
  3,
);

// Seven-card hands from 52 cards + 2 wild jokers.
const wild = cardRules('ninas-five');
const jok = hands(N, 54, 2);
// The engine sees jokers as free wilds; pokersolver's joker game writes a joker as "Or".
const split = jok.map((h) => ({ fixed: h.filter((c) => c < 52), wilds: h.filter((c) => c >= 52).length }));
const wildEval = fastEvaluator(wild, TABLE_WILDS);
const engineJok = rate('engine, 7-card two-joker deck', N, () => {
  let s = 0;
  for (const h of split) s += wildEval.key(h.fixed, h.wilds);
  return s;
});
const jokStrings = jok.slice(0, SOLVER_N).map((h) => h.map((c) => (c >= 52 ? 'Or' : formatCard(c))));
const solverJok = rate(
  "pokersolver 'joker' game, 7-card",
  SOLVER_N,
  () => {
    let s = 0;
    for (const h of jokStrings) s += pokersolver.Hand.solve(h, 'joker').rank;
    return s;
  },
  3,
);

// The exact seven-card table for Nina's Five: all 177,100,560 hands.
const t0 = performance.now();
const table = exactCardOdds(wild, 7);
const tableSeconds = (performance.now() - t0) / 1000;
console.log(
  `${"engine, Nina's Five exact 7-card table".padEnd(44)} ${tableSeconds.toFixed(2).padStart(8)} s for ${table.total.toLocaleString('en-US')} hands (${(table.total / tableSeconds / 1e6).toFixed(0)} M/s)`,
);

const ratio = (a: number, b: number): string => `${(a / b).toFixed(1)}x`;
console.log('\nRatios (goal in brackets):');
console.log(`  engine / phe, 7-card standard:              ${ratio(engineStd, pheStd)}  [>= 1.5x]`);
console.log(`  engine / pokersolver, 7-card standard:      ${ratio(engineStd, solverStd)}`);
console.log(`  engine / pokersolver, 7-card with jokers:   ${ratio(engineJok, solverJok)}  [>= 200x]`);
console.log(`  Nina's Five 7-card table:                   ${tableSeconds.toFixed(2)} s  [< 5 s on one core]`);

// Whole games (issue 12): 10,000 games of each game with sensible bots, on one core, beside the same
// games with random bots in the same run (the peer: what the rules alone cost, without any thinking).
console.log('\nWhole games, 10,000 each, one core (goal: sensible under 10 s):');
const GAMES_N = 10_000;
for (const id of GAME_IDS) {
  const model = MODELS[id];
  const options = defaultOptions(model.options);
  const timed = (level: BotLevel): number => {
    const start = performance.now();
    simulate(model, options, 1, [level], GAMES_N);
    return (performance.now() - start) / 1000;
  };
  const random = timed('random');
  const sensible = timed('sensible');
  console.log(
    `  ${id.padEnd(16)} sensible ${sensible.toFixed(2).padStart(6)} s   random ${random.toFixed(2).padStart(6)} s   sensible/random ${(sensible / random).toFixed(1)}x  ${sensible < 10 ? '[ok < 10 s]' : '[OVER 10 s]'}`,
  );
}
