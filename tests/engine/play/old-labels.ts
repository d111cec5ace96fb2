/**
 * The move words the practice table gave before every game had a `moveLabel`
 * of its own, kept as the oracle the words tests check the new labels
 * against: each legal move played, the log's sentence for it cut to its
 * first clause, and moves whose clause reads the same told apart by their own
 * fields. The site no longer words a move this way (it would read what the
 * move leads to); only tests import this.
 */
import { faceText } from '../../../src/engine/hands/cards.ts';
import { capitalize } from '../../../src/engine/words.ts';
import type { OptionSpec } from '../../../src/engine/play/options.ts';
import type { GameRules, GameWords } from '../../../src/engine/play/types.ts';

const CARD_FIELDS = new Set(['card', 'as', 'take', 'give', 'replace']);

const cardName = (c: unknown): string => (typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 54 ? faceText(c).short : String(c));

/** A move's own fields in words ("card 7♣, as 8♣"), for telling apart moves that read the same. */
export function moveFields(move: unknown, seatNames: readonly string[]): string {
  if (typeof move !== 'object' || move === null) return String(move);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(move as Record<string, unknown>)) {
    if (key === 'kind') continue;
    if (key === 'cards' && Array.isArray(value)) parts.push(value.length === 0 ? 'no cards' : `cards ${value.map(cardName).join(' ')}`);
    else if (key === 'dice' && Array.isArray(value)) parts.push(value.length === 0 ? 'no dice' : `dice ${value.join(' ')}`);
    else if (CARD_FIELDS.has(key) && typeof value === 'number') parts.push(`${key} ${cardName(value)}`);
    else if (key === 'target' && typeof value === 'number') parts.push(`${key} ${seatNames[value] ?? String(value)}`);
    else if (key === 'row' || key === 'col')
      parts.push(`${key === 'row' ? 'row' : 'column'} ${typeof value === 'number' ? value + 1 : String(value)}`);
    else
      parts.push(
        `${key} ${typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}`,
      );
  }
  return parts.join(', ');
}

/** The first clause of a sentence: up to the first ':', ';' or sentence end. */
export function firstClause(text: string): string {
  const m = /^(.*?)(?:[:;]|\.(?:\s|$))/su.exec(text);
  return (m?.[1] ?? text).trim();
}

/** Each legal move of `seat` in `state` in the old words, in the order of `legal`: each move played, the log's first clause. */
export function oldMoveLabels<Specs extends readonly OptionSpec[], S, M, V>(
  { rules, words: gameWords }: { readonly rules: GameRules<Specs, S, M, V>; readonly words: GameWords<Specs, S, M, V> },
  state: S,
  seat: number,
  legal: readonly M[],
  seatNames: readonly string[],
): string[] {
  const name = seatNames[seat] ?? '';
  const words = legal.map((move) => {
    const said = gameWords.describe(state, { seat, move }, rules.apply(state, { seat, move }));
    const clause = firstClause(said);
    const bare = name !== '' && clause.startsWith(`${name} `) ? clause.slice(name.length + 1) : clause;
    return capitalize(bare);
  });
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return words.map((w, i) => ((counts.get(w) ?? 0) > 1 ? `${w} (${moveFields(legal[i], seatNames)})` : w));
}
