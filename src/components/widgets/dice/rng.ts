/**
 * Shareable rolls: the same seed always gives the same five dice, in any
 * browser and in Node (the engine's mulberry32).
 */
import type { Die } from '../../../engine/hands/dice.ts';
import { mulberry32 } from '../../../engine/rng.ts';

export { mulberry32 };

export const MAX_SEED = 999_999_999;

/** Five dice from a seed: two peekers, then three lookers. */
export function rollFive(seed: number): Die[] {
  const next = mulberry32(seed);
  return Array.from({ length: 5 }, () => (Math.floor(next() * 6) + 1) as Die);
}

/** A fresh seed, 1..MAX_SEED. */
export function freshSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return ((buf[0] ?? 0) % MAX_SEED) + 1;
}
