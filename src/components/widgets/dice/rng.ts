/**
 * A small seeded PRNG (mulberry32) for shareable rolls: the same seed always
 * gives the same five dice, in any browser and in Node.
 */
import type { Die } from '../../../engine/dice.ts';

export const MAX_SEED = 999_999_999;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
