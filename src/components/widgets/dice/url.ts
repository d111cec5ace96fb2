/**
 * The dice explainer's URL state, through the typed parsers:
 *
 *   /games/peekaboo/?dx-seed=25&dx-hold=12&dx-rolls=1&dx-beat=66441&dx-goal=beat
 *
 *   dx-seed   the roll (1..999999999): the five dice come from a seeded PRNG
 *   dx-dice   five digits 1-6 set by hand (peekers then lookers); overrides seed
 *   dx-hold   the lookers held, by position: "13" holds lookers 1 and 3
 *   dx-rolls  rolls left, 0-2 (default 2)
 *   dx-beat   an optional five-dice hand to beat, e.g. 66441
 *   dx-goal   strength (default) or beat: what the advice plays for
 *
 * Bad values fall back to their defaults with a plain-text note. Links made
 * before the dx- prefix (seed=, dice=, …) are read the same (DICE_CODEC.renamed).
 */
import type { Die } from '../../../engine/hands/dice.ts';
import { MAX_ROLLS_LEFT } from '../../../engine/games/peekaboo/solver.ts';
import { enumParam, intParam, prefixed, readState, textParam, writeState, type UrlCodec } from '../../../lib/url-state.ts';
import { MAX_SEED } from './rng.ts';

export const DEFAULT_SEED = 25;
export const GOALS = ['strength', 'beat'] as const;
export type Goal = (typeof GOALS)[number];

const fiveDice = (text: string): string | null => (/^[1-6]{5}$/u.test(text) ? null : 'write five dice as digits 1 to 6, like 66441.');

export const diceSpec = {
  'dx-seed': intParam(DEFAULT_SEED, 1, MAX_SEED),
  'dx-dice': textParam('', 5, fiveDice),
  'dx-hold': textParam('', 3, (t) =>
    /^[1-3]{0,3}$/u.test(t) && new Set(t).size === t.length ? null : 'list looker positions 1 to 3 once each, like 13.',
  ),
  'dx-rolls': intParam(MAX_ROLLS_LEFT, 0, MAX_ROLLS_LEFT),
  'dx-beat': textParam('', 5, fiveDice),
  'dx-goal': enumParam(GOALS, 'strength'),
};

export interface DiceState {
  readonly seed: number;
  /** Dice set by hand (peekers then lookers), or null to use the seed's roll. */
  readonly dice: readonly Die[] | null;
  /** Looker positions held, 0-based, ascending. */
  readonly hold: readonly number[];
  readonly rolls: number;
  readonly beat: readonly Die[] | null;
  readonly goal: Goal;
}

export const DEFAULT_DICE_STATE: DiceState = {
  seed: DEFAULT_SEED,
  dice: null,
  hold: [],
  rolls: MAX_ROLLS_LEFT,
  beat: null,
  goal: 'strength',
};

const digits = (text: string): Die[] => [...text].map((c) => Number(c) as Die);

export function readDice(params: URLSearchParams): { state: DiceState; notes: string[] } {
  const { state, notes: read } = readState(diceSpec, params);
  const notes = [...read];
  const beat = state['dx-beat'] === '' ? null : digits(state['dx-beat']);
  let goal = state['dx-goal'];
  if (goal === 'beat' && beat === null) {
    notes.push('Ignored dx-goal=beat: there is no hand to beat (add dx-beat=, five dice).');
    goal = 'strength';
  }
  return {
    state: {
      seed: state['dx-seed'],
      dice: state['dx-dice'] === '' ? null : digits(state['dx-dice']),
      hold: [...state['dx-hold']].map((c) => Number(c) - 1).sort((a, b) => a - b),
      rolls: state['dx-rolls'],
      beat,
      goal,
    },
    notes,
  };
}

export function writeDice(state: DiceState, base?: URLSearchParams): URLSearchParams {
  return writeState(
    diceSpec,
    {
      'dx-seed': state.seed,
      'dx-dice': state.dice === null ? '' : state.dice.join(''),
      'dx-hold': state.hold.map((i) => i + 1).join(''),
      'dx-rolls': state.rolls,
      'dx-beat': state.beat === null ? '' : state.beat.join(''),
      // Without a hand to beat the advice plays for strength, whatever was chosen.
      'dx-goal': state.beat === null ? 'strength' : state.goal,
    },
    base,
  );
}

/** The explainer's URL form; its keys had no prefix before (seed=, dice=, …), and those links still work. */
export const DICE_CODEC: UrlCodec<DiceState> = {
  renamed: prefixed('dx-', ['seed', 'dice', 'hold', 'rolls', 'beat', 'goal']),
  read: readDice,
  write: (state, base) => writeDice(state, base),
};
