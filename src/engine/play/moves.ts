/**
 * Moves come from outside (a URL, a record, a person) as untrusted JSON. The
 * simplest check that cannot be fooled is that the move equals one of the
 * legal moves, so the framework compares plain data rather than inspect
 * fields: equal as their JSON would be, whatever the order of the keys.
 */

/** Whether `value` counts as present in JSON: `undefined` is left out of an object's JSON, so a key holding it is as if absent. */
const present = (value: unknown): boolean => value !== undefined;

/**
 * Whether two moves are the same plain data: equal numbers, strings and
 * booleans; lists equal item by item; objects with the same keys holding
 * equal values, in any order (a key holding `undefined` counts as absent,
 * as in JSON). It walks no deeper than the shallower side, so a hostile
 * value compared with a legal move costs no more than the legal move's size.
 * tests/engine/play/moves.test.ts holds it to canonical JSON, the slow oracle.
 */
export function sameMove(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameMove(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || !present(x[k])) continue;
    if (!Object.hasOwn(y, k) || !sameMove(x[k], y[k])) return false;
    keys++;
  }
  for (const k in y) if (Object.hasOwn(y, k) && present(y[k])) keys--;
  return keys === 0;
}

/** The legal move equal to `move` (the game's own object, which the trusted `apply` is then handed), or undefined. */
export function findLegal<M>(legal: readonly M[], move: unknown): M | undefined {
  if (typeof move !== 'object' || move === null) return undefined;
  return legal.find((m) => sameMove(m, move));
}
