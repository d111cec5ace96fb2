/**
 * A PRNG whose whole state is one uint32 (mulberry32, as rng.ts), so it can
 * live inside a JSON game state. A reducer reads `state.rng`, draws, and
 * stores `rng.state` in the state it returns: the reducer stays pure.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** The state to store; `rngAt(rng.state)` continues the same sequence. */
  readonly state: number;
}

/**
 * One class, its methods on the prototype: a game makes an Rng on most moves
 * that roll or shuffle, and a closure per method would be five allocations
 * each time. Same sequence as mulberry32 (rng.ts).
 */
class Mulberry implements Rng {
  private a: number;
  constructor(state: number) {
    this.a = state >>> 0;
  }
  next(): number {
    const a = (this.a + 0x6d2b79f5) >>> 0;
    this.a = a;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }
  get state(): number {
    return this.a;
  }
}

export function rngAt(state: number): Rng {
  return new Mulberry(state);
}

/**
 * A well-mixed seed for game `index` of a run seeded `seed`, and for a
 * separate stream (`stream` 0 = the deal, 1 = the bots). Neighbouring games
 * must not get neighbouring mulberry32 states, so the inputs are hashed
 * (the murmur3 finaliser).
 */
export function mixSeed(seed: number, index: number, stream = 0): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Seeds are uint32; written in decimal at the edges. */
export const MAX_SEED = 0xffffffff;
