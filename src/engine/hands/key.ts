/**
 * Rank keys: one plain integer per hand that compares with `<`, `>` and `===`.
 *
 *   key = strength << 20 | n0 << 16 | n1 << 12 | n2 << 8 | n3 << 4 | n4
 *
 * `strength` is the category's place counted from the bottom of the
 * ruleset's ladder (1 = the catch-all, high card or hot garbage), so a higher
 * category always wins. n0..n4 are the tie-break ranks in order of
 * significance, each stored as rank + 1 (1 = deuce ... 13 = ace; for dice,
 * the face 1..6). 0 means "no card": a short hand's missing kicker, which
 * loses to any kicker. Equal keys are a tie; suits are never in a key.
 */
import type { Category } from './categories.ts';
import type { Rank } from './cards.ts';

export const KEY_SHIFT = 20;
const NIBBLES = 5;

export function makeKey(strength: number, ranks: readonly Rank[]): number {
  let key = strength;
  for (let i = 0; i < NIBBLES; i++) {
    const r = ranks[i];
    key = key * 16 + (r === undefined ? 0 : r + 1);
  }
  return key;
}

export function keyStrength(key: number): number {
  return Math.floor(key / (1 << KEY_SHIFT));
}

/** The tie-break ranks, most significant first, without the missing ones. */
export function keyRanks(key: number): Rank[] {
  const ranks: Rank[] = [];
  for (let i = NIBBLES - 1; i >= 0; i--) {
    const nibble = (key >>> (i * 4)) & 15;
    if (nibble > 0) ranks.push(nibble - 1);
  }
  return ranks;
}

/** The category a key belongs to, under a ladder given best first. */
export function keyCategory(key: number, ladder: readonly Category[]): Category {
  const category = ladder[ladder.length - keyStrength(key)];
  if (category === undefined) throw new RangeError(`key ${key} is outside a ladder of ${ladder.length}`);
  return category;
}
