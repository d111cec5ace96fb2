/** A game told move by move in plain words, from its record (`simulate --log`). */
import { optionsFromJson } from './options.ts';
import type { GameRecord } from './record.ts';
import type { AnyModel } from './types.ts';

/** One line per move, then the outcome. The record must already replay (see record.ts `replay`). */
export function narrate(model: AnyModel, record: GameRecord, reasons: readonly string[] = []): string[] {
  const options = optionsFromJson(model.options, record.options);
  if (!options.ok) return [options.error.message];
  let state: unknown = model.newGame(options.value, record.seed);
  const lines: string[] = [];
  for (const [i, move] of record.moves.entries()) {
    const next = model.play(state, move);
    if (!next.ok) {
      lines.push(`Move ${i + 1} is not legal: ${next.error.message}`);
      return lines;
    }
    const reason = reasons[i];
    lines.push(`${String(i + 1).padStart(4)}. ${model.describe(state, move, next.value)}${reason ? `  (${reason})` : ''}`);
    state = next.value;
  }
  const outcome = model.outcome(state);
  lines.push(outcome === null ? 'The game is not over.' : outcome.summary);
  return lines;
}
