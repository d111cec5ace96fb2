/**
 * One fresh process's exact Nina's Five 7-card count, for `npm run bench -- --odds`
 * (bench/run.ts runs it several times): the first count (the ruleset-free
 * classes built, code cold) and a count under another ranking (ace-low
 * flipped, as a Lab recount), each as wall and CPU ms. Prints one JSON line.
 */
import { exactCardOdds } from '../src/engine/odds/odds.ts';
import { RULESETS } from '../src/engine/hands/rulesets.ts';
import type { CardRuleset } from '../src/engine/hands/rulesets.ts';

const timed = (f: () => void): { wall: number; cpu: number } => {
  const start = performance.now();
  const used = process.cpuUsage();
  f();
  const spent = process.cpuUsage(used);
  return { wall: performance.now() - start, cpu: (spent.user + spent.system) / 1000 };
};

const wild: CardRuleset = RULESETS['ninas-five'];
const first = timed(() => exactCardOdds(wild, 7));
const warm = timed(() => exactCardOdds({ ...wild, aceLow: !wild.aceLow }, 7));
console.log(JSON.stringify({ first, warm }));
