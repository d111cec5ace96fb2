/**
 * The dice explainer's logic, free of the DOM: the dice a state shows, the
 * engine's advice for every hold, the hold the player marked, and what the
 * other players can infer from the lookers.
 */
import { DICE_LADDER, type Die } from '../../../engine/hands/dice.ts';
import {
  adviseTurn,
  opponentOutlook,
  type HoldOption,
  type Outlook,
  type PeekabooAdvice,
  type PeekabooError,
} from '../../../engine/games/peekaboo/solver.ts';
import { fail, type Result } from '../../../engine/result.ts';
import { rollFive } from './rng.ts';
import type { DiceState } from './url.ts';

export { DICE_LADDER };

export function diceOf(state: DiceState): { peekers: Die[]; lookers: Die[] } {
  const five = state.dice ?? rollFive(state.seed);
  return { peekers: five.slice(0, 2), lookers: five.slice(2, 5) };
}

const sameDice = (a: readonly Die[], b: readonly Die[]): boolean => {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((d, i) => d === y[i]);
};

export interface Explanation {
  readonly peekers: readonly Die[];
  readonly lookers: readonly Die[];
  readonly held: readonly Die[];
  readonly advice: PeekabooAdvice;
  readonly best: HoldOption;
  /** The option matching the lookers marked to hold (with no rolls left, the only option). */
  readonly chosen: HoldOption;
  readonly opponents: Outlook | null;
}

export function explain(state: DiceState): Result<Explanation, PeekabooError> {
  const { peekers, lookers } = diceOf(state);
  const held = state.hold.map((i) => lookers[i]).filter((d): d is Die => d !== undefined);
  const goal = state.goal === 'beat' && state.beat !== null ? 'beat' : 'strength';
  const advice = adviseTurn({
    turn: { peekers, lookers, held: [], rollsLeft: state.rolls },
    goal,
    ...(state.beat === null ? {} : { target: state.beat }),
  });
  if (!advice.ok) return advice;
  const best = advice.value.holds[0];
  if (best === undefined) return fail('wrong-count', 'No hold is possible.');
  const chosen = state.rolls === 0 ? best : (advice.value.holds.find((h) => sameDice(h.keep, held)) ?? best);
  const opp = opponentOutlook({ lookers, held: state.rolls === 0 ? [] : held, rollsLeft: state.rolls });
  return { ok: true, value: { peekers, lookers, held, advice: advice.value, best, chosen, opponents: opp.ok ? opp.value : null } };
}

/**
 * Roll again the lookers not held, as a turn does: the peekers never roll
 * after the start of the round, held lookers stay as they are, and a roll
 * is used up. `seed` picks the new faces (the first free lookers take the
 * seed's lookers in order). Null when there is no roll left or nothing to roll.
 */
export function rollLookers(state: DiceState, seed: number): Pick<DiceState, 'dice' | 'rolls' | 'hold'> | null {
  const { peekers, lookers } = diceOf(state);
  if (state.rolls <= 0 || state.hold.length >= lookers.length) return null;
  const fresh = rollFive(seed).slice(2);
  const rolled = lookers.map((d, i) => (state.hold.includes(i) ? d : (fresh[i] ?? d)));
  return { dice: [...peekers, ...rolled], rolls: state.rolls - 1, hold: state.hold };
}

/** Looker positions that hold the dice of `keep` (first matching positions). */
export function positionsFor(lookers: readonly Die[], keep: readonly Die[]): number[] {
  const left = [...keep];
  const out: number[] = [];
  lookers.forEach((d, i) => {
    const k = left.indexOf(d);
    if (k >= 0) {
      left.splice(k, 1);
      out.push(i);
    }
  });
  return out;
}

export const percent = (p: number | null, digits = 1): string => (p === null ? '–' : `${(p * 100).toFixed(digits)}%`);

export function holdText(keep: readonly Die[]): string {
  return keep.length === 0 ? 'nothing' : keep.join(' ');
}
