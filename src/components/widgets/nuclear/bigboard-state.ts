/**
 * The big board's state (pure; unit tested).
 *
 * URL:  bb-year    1947 to 1991 (default 1991)
 *       bb-hawaii  kept | crossed-off: in 1959 only, whether Hawaii starts on the board
 * localStorage, key STORAGE_KEY (versioned): {"v":1,"crossed":["AK","TX",...]},
 * the postal codes crossed off. Anything else stored is ignored with a note.
 */
import { FIRST_YEAR, LAST_YEAR, statesOnBoard } from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { US_STATES, type UsState } from '../../../engine/games/nuclear-holdem/us-states.ts';
import { enumParam, intParam, readState, writeState, type UrlCodec } from '../../../lib/url-state.ts';

export const STORAGE_KEY = 'showdown:big-board:v1';
export const STORAGE_VERSION = 1;
export const HAWAII_CHOICES = ['kept', 'crossed-off'] as const;
export type HawaiiChoice = (typeof HAWAII_CHOICES)[number];

export const BIG_BOARD_SPEC = {
  'bb-year': intParam(LAST_YEAR, FIRST_YEAR, LAST_YEAR),
  'bb-hawaii': enumParam(HAWAII_CHOICES, 'kept'),
};

export interface Scenario {
  readonly year: number;
  readonly hawaii: HawaiiChoice;
}

export function readScenario(params: URLSearchParams): { scenario: Scenario; notes: readonly string[] } {
  const { state, notes } = readState(BIG_BOARD_SPEC, params);
  return { scenario: { year: state['bb-year'], hawaii: state['bb-hawaii'] }, notes };
}

export function scenarioParams(s: Scenario, base = new URLSearchParams()): URLSearchParams {
  // The Hawaii choice only means something in 1959.
  return writeState(BIG_BOARD_SPEC, { 'bb-year': s.year, 'bb-hawaii': s.year === 1959 ? s.hawaii : 'kept' }, base);
}

/** The scenario's URL form (its keys always had the bb- prefix, so none was renamed). */
export const SCENARIO_CODEC: UrlCodec<Scenario> = {
  renamed: {},
  read: (params) => {
    const { scenario, notes } = readScenario(params);
    return { state: scenario, notes };
  },
  write: scenarioParams,
};

const POSTALS: ReadonlySet<string> = new Set(US_STATES.map((s) => s.postal));

/** Read stored crossed-off states. Null or absent: a fresh board, no note. */
export function parseStored(raw: string | null): { crossed: readonly string[]; note: string | null } {
  if (raw === null) return { crossed: [], note: null };
  const bad = { crossed: [], note: 'The saved game in this browser could not be read, so the board starts fresh.' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return bad;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad;
  const record = data as Record<string, unknown>;
  if (record['v'] !== STORAGE_VERSION) return bad;
  const crossed = record['crossed'];
  if (!Array.isArray(crossed) || crossed.length > US_STATES.length) return bad;
  if (!crossed.every((c): c is string => typeof c === 'string' && POSTALS.has(c))) return bad;
  if (new Set(crossed).size !== crossed.length) return bad;
  return { crossed, note: null };
}

export const serializeStored = (crossed: readonly string[]): string => JSON.stringify({ v: STORAGE_VERSION, crossed: [...crossed].sort() });

/** The states on the board for a scenario (never fails for a parsed scenario). */
export function boardStates(s: Scenario): readonly UsState[] {
  const r = statesOnBoard(s.year, { hawaii: s.hawaii });
  return r.ok ? r.value : US_STATES;
}

export function standingCount(s: Scenario, crossed: readonly string[]): { standing: number; total: number } {
  const on = boardStates(s);
  const gone = new Set(crossed);
  return { standing: on.filter((st) => !gone.has(st.postal)).length, total: on.length };
}
