/** A game told move by move in plain words, from its record (`simulate --log`). */
import type { DealLines } from './log-deals.ts';
import { optionsFromJson } from './options.ts';
import { play } from './play.ts';
import type { AnyPlayable } from './playable.ts';
import type { GameRecord } from './record.ts';

/** Lines about what was dealt or rolled, indented under the move that brought it (log-deals.ts). */
const INDENT = '      ';

/**
 * What was dealt first (every seat's cards or the roll for the first
 * player, and what lies on the table), then one line per move, each followed
 * by what it brought into play out of sight (cards drawn, a new deal, the
 * peekers), then the outcome. The log sees every seat's cards: `deals` is
 * the game's entry of DEAL_LINES (log-deals.ts), or null to tell the
 * moves alone. The record must already replay (see record.ts `replay`).
 */
export function narrate(
  { rules, words }: AnyPlayable,
  record: GameRecord,
  reasons: readonly string[] = [],
  deals: DealLines | null = null,
): string[] {
  const options = optionsFromJson(rules.options, record.options);
  if (!options.ok) return [options.error.message];
  const seats = words.seatNames(options.value);
  let state: unknown = rules.newGame(options.value, record.seed);
  const dealt = (before: unknown, after: unknown): string[] =>
    deals === null ? [] : deals(before, after, seats).map((l) => `${INDENT}${l}`);
  const lines: string[] = dealt(null, state);
  for (const [i, move] of record.moves.entries()) {
    const next = play(rules, state, move);
    if (!next.ok) {
      lines.push(`Move ${i + 1} is not legal: ${next.error.message}`);
      return lines;
    }
    const reason = reasons[i];
    lines.push(`${String(i + 1).padStart(4)}. ${words.describe(state, move, next.value)}${reason ? `  (${reason})` : ''}`);
    lines.push(...dealt(state, next.value));
    state = next.value;
  }
  const outcome = rules.outcome(state);
  lines.push(outcome === null ? 'The game is not over.' : outcome.summary);
  return lines;
}
