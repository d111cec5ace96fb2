/**
 * Helpers the games' samplers share: a fresh PRNG state for a sampled game (the dice and cards to come are as
 * unknown as the hidden ones), and dealing a pool of unseen items into places of given sizes.
 */
import type { Rng } from '../play/random.ts';

/** A new uint32 PRNG state drawn from `rng`: a sampled state's future draws are unknown too. */
export const freshSeed = (rng: Rng): number => Math.floor(rng.next() * 4294967296) >>> 0;

/**
 * Deals `pool`, shuffled, into places of the given sizes, in order: a uniform deal of the unseen items. Throws if the
 * pool does not hold exactly the items the places need (a sampler bug: the view's counts say how many are hidden).
 */
export function dealSizes<T>(pool: readonly T[], sizes: readonly number[], rng: Rng): T[][] {
  const need = sizes.reduce((a, b) => a + b, 0);
  if (need !== pool.length) throw new Error(`sampler: ${pool.length} unseen items for ${need} hidden places`);
  const shuffled = rng.shuffle(pool);
  let k = 0;
  return sizes.map((n) => shuffled.slice(k, (k += n)));
}

/** The items of `all` that are not in any of `seen`. */
export function unseen<T>(all: readonly T[], ...seen: readonly (readonly T[])[]): T[] {
  const gone = new Set<T>();
  for (const list of seen) for (const x of list) gone.add(x);
  return all.filter((x) => !gone.has(x));
}
