/**
 * Small pieces of English the engine and the site both write: one home for
 * each, so a sentence reads the same wherever it is made.
 */

/** "Hand 1" -> "Hand 1"; "the board" -> "The board". Only the first character changes; "" stays "". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list read aloud: "" for none, "a", "a and b", "a, b and c" (no serial comma). */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A hand's name by its 0-based place: 0 -> "Hand 1". */
export function handLabel(index: number): string {
  return `Hand ${index + 1}`;
}

/** A count with thousands separators, the same on every machine: 2598960 -> "2,598,960". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** A count and its noun, in the singular for exactly one: (1, 'game') -> "1 game", (2500, 'game') -> "2,500 games". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** What an odds table of `cards` counts: "5 cards", or "best five of 7 cards" when more are dealt. */
export function dealLabel(cards: number): string {
  return cards === 5 ? '5 cards' : `best five of ${cards} cards`;
}

/**
 * A chance as a bot says it: "about 13%", and never a misleading "about 0%"
 * for a chance that is small but real ("under 1%") or "about 100%" for one
 * that can still fail ("over 99%"). Exact 0 and 1 are said as they are.
 */
export function roughPercent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.005) return 'under 1%';
  if (p > 0.995) return 'over 99%';
  return `about ${Math.round(p * 100)}%`;
}
