/**
 * A small seeded PRNG (mulberry32): the same seed gives the same sequence in
 * any browser and in Node. Shareable dice rolls, seeded tests and the bench
 * all draw from it.
 */
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

/** A whole number from 0 to n - 1, drawn from `rng`. */
export const below = (rng: () => number, n: number): number => Math.floor(rng() * n);

/** A Fisher–Yates shuffle of a copy of `items`, drawn from `rng`. */
export function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
