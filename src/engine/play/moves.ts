/**
 * Moves come from outside (a URL, a record, a bot) as untrusted JSON. The
 * simplest check that cannot be fooled is that the move equals one of the
 * legal moves, so models compare canonical JSON rather than inspect fields.
 * Keys are sorted so `{a,b}` and `{b,a}` are the same move.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The legal move equal to `move` (the model's own object), or undefined. */
export function findLegal<M>(legal: readonly M[], move: unknown): M | undefined {
  if (typeof move !== 'object' || move === null) return undefined;
  const key = canonical(move);
  return legal.find((m) => canonical(m) === key);
}

export const sameMove = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
