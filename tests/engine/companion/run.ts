/** Runs a companion table from outside values, as a page would: the setup, then each action through parseAction and apply. */
import type { AnyCompanion } from '../../../src/engine/companion/types.ts';

export interface Run {
  /** The state after the last action that was accepted. */
  readonly state: unknown;
  /** The code of the first refused action (null when all were accepted), and its step (0-based). */
  readonly refused: {
    readonly code: string;
    readonly step: number;
    readonly message: string;
    /** Where the refusal belongs on a form, when the companion says (result.ts's field and index). */
    readonly place?: { readonly field: string; readonly index?: number };
  } | null;
  readonly said: readonly string[];
}

export function run(companion: AnyCompanion, setup: unknown, actions: readonly unknown[]): Run {
  const parsed = companion.parseSetup(setup);
  if (!parsed.ok) throw new Error(`bad setup in a test: ${parsed.error.message}`);
  let state: unknown = companion.start(parsed.value);
  const said: string[] = [];
  for (const [step, raw] of actions.entries()) {
    const action = companion.parseAction(state, raw);
    if (!action.ok) {
      const { code, message, field, index } = action.error;
      const place = field === undefined ? {} : { place: index === undefined ? { field } : { field, index } };
      return { state, refused: { code, step, message, ...place }, said };
    }
    said.push(companion.describe(state, action.value));
    state = companion.apply(state, action.value);
  }
  return { state, refused: null, said };
}
