/**
 * The practice table's URL state (widget code `pl`):
 *
 *   /games/peekaboo/play/?pl-seed=2026&pl-level=random&pl-players=3&pl-moves=0.1.3
 *
 *   pl-seed    the deal (0 to 4294967295); absent: no game yet, the setup form shows
 *   pl-level   the computer players' levels (random, sensible or expert; default sensible): one level for
 *              every computer seat, or one per seat joined by dots, the player's own seat written `you`
 *              (`pl-level=you.expert.sensible.expert`); a list of the wrong length falls back with a note
 *   pl-seat    the player's seat, 1-based as people count (default 1)
 *   pl-moves   every move so far, computer moves included (record-code.ts); in the query while the
 *              whole query stays within MAX_QUERY_CHARS, else after the "#" (`#pl-moves=…`)
 *   pl-review  a finished game reviewed at an earlier move: how many moves are shown (0 is the deal);
 *              left out at the end and during play
 *   pl-<name>  each of the game's options by its spec's name (pl-players, pl-year, …), written as
 *              the engine writes option values (`parseOptionValue`); defaults left out
 *
 * A value that cannot be used falls back to its default with a plain-text note;
 * a record that goes wrong keeps its moves up to the first bad one.
 */
import { PLAY_LEVELS, type PlayLevel } from '../../engine/play/types.ts';
import {
  defaultOptions,
  formatOptionValue,
  parseOptions,
  parseOptionValue,
  type OptionSpec,
  type OptionValues,
} from '../../engine/play/options.ts';
import { MAX_SEED } from '../../engine/play/random.ts';
import { plainText, type UrlCodec } from '../../lib/url-state.ts';
import { decodeIndices, encodeIndices } from './record-code.ts';

export interface PlayUrlState<Specs extends readonly OptionSpec[]> {
  /** The deal's seed, or null before a game is started. */
  readonly seed: number | null;
  /** Each seat's level, one per seat; the player's own entry is always DEFAULT_LEVEL and means nothing. */
  readonly levels: readonly PlayLevel[];
  /** 0-based inside, 1-based in the link. */
  readonly seat: number;
  /** Every option's value (the link holds only those that differ from the printed rules). */
  readonly options: OptionValues<Specs>;
  readonly moves: readonly number[];
  /** Reviewing a finished game: how many of its moves are shown (null: the position after every move). */
  readonly review: number | null;
}

export const DEFAULT_LEVEL: PlayLevel = 'sensible';
/** How a link writes the player's own seat in a list of levels. */
const YOU = 'you';

/** How many seats a game's options make (its rules' `seats`). */
export type SeatCount<Specs extends readonly OptionSpec[]> = (options: OptionValues<Specs>) => number;

/** Every seat at `level`, the player's own (`seat`) at the default: the normal form of a table's levels. */
export const sameLevels = (seats: number, seat: number, level: PlayLevel = DEFAULT_LEVEL): PlayLevel[] =>
  Array.from({ length: seats }, (_, s) => (s === seat ? DEFAULT_LEVEL : level));

/** `levels` for a table of `seats` with the player in `seat`: cut or filled with the default, the player's own entry the default. */
export const fitLevels = (levels: readonly PlayLevel[], seats: number, seat: number): PlayLevel[] =>
  Array.from({ length: seats }, (_, s) => (s === seat ? DEFAULT_LEVEL : (levels[s] ?? DEFAULT_LEVEL)));

/** No game yet, and the printed rules. */
export const emptyPlayState = <Specs extends readonly OptionSpec[]>(specs: Specs, seats: SeatCount<Specs>): PlayUrlState<Specs> => {
  const options = defaultOptions(specs);
  return { seed: null, levels: sameLevels(seats(options), 0), seat: 0, options, moves: [], review: null };
};

const KEY = { seed: 'pl-seed', level: 'pl-level', seat: 'pl-seat', moves: 'pl-moves', review: 'pl-review' } as const;

/**
 * The longest query a link keeps its record in. Servers refuse longer addresses: scripts/serve.mjs
 * answers 414 past 8,192 characters of path and query, Apache's request line stops at 8,190 and
 * nginx's header buffer at 8 KB. 6,000 leaves room for the path and a deployment's base path.
 * A longer record goes after the "#" instead (recordFragment), which no server ever sees.
 */
export const MAX_QUERY_CHARS = 6000;
/** Where a long record goes: the fragment, as `#pl-moves=…`. */
const FRAGMENT_PREFIX = `#${KEY.moves}=`;
const MAX_SEATS = 12;
const MAX_RAW = 200;
export const optionKey = (name: string): string => `pl-${name}`;

const shown = (raw: string): string => {
  const clean = plainText(raw);
  return JSON.stringify(clean.length > 30 ? `${clean.slice(0, 30)}…` : clean);
};

/** Each spec's value with defaults removed, for the link. */
function sameValue(a: OptionSpec['default'], b: OptionSpec['default']): boolean {
  return formatOptionValue(a) === formatOptionValue(b);
}

export function playCodec<Specs extends readonly OptionSpec[]>(specs: Specs, seats: SeatCount<Specs>): UrlCodec<PlayUrlState<Specs>> {
  return {
    renamed: {},
    read(params) {
      const notes: string[] = [];
      const ignored = (key: string, raw: string, why: string) => notes.push(plainText(`Ignored ${key}=${shown(raw)}: ${why}`));

      let seed: number | null = null;
      const rawSeed = params.get(KEY.seed);
      if (rawSeed !== null) {
        if (/^\d{1,10}$/u.test(rawSeed) && Number(rawSeed) <= MAX_SEED) seed = Number(rawSeed);
        else ignored(KEY.seed, rawSeed, `a seed is a whole number from 0 to ${MAX_SEED}, so no game could be dealt; choose one below.`);
      }

      let seat = 0;
      const rawSeat = params.get(KEY.seat);
      if (rawSeat !== null) {
        if (/^\d{1,2}$/u.test(rawSeat) && Number(rawSeat) >= 1 && Number(rawSeat) <= MAX_SEATS) seat = Number(rawSeat) - 1;
        else ignored(KEY.seat, rawSeat, 'a seat is a whole number from 1; you sit in seat 1.');
      }

      // Each value is checked alone, so a bad one is a note of its own; the good ones are then read together, typed by the specs.
      const good: [string, string][] = [];
      for (const spec of specs) {
        const key = optionKey(spec.name);
        const raw = params.get(key);
        if (raw === null) continue;
        if (raw.length > MAX_RAW) {
          ignored(key, raw, `longer than ${MAX_RAW} characters; the rules' value is used.`);
          continue;
        }
        const value = parseOptionValue(spec, raw);
        if (value.ok) good.push([spec.name, raw]);
        else ignored(key, raw, `${value.error.message} The rules' value is used.`);
      }
      const read = parseOptions(specs, good);
      if (!read.ok) notes.push(plainText(`${read.error.message} The rules' values are used.`));
      const options = read.ok ? read.value : defaultOptions(specs);
      const count = seats(options);

      let levels = sameLevels(count, seat);
      const rawLevel = params.get(KEY.level);
      if (rawLevel !== null) {
        const words = rawLevel.length > MAX_RAW ? [] : rawLevel.split('.');
        const found = words.map((w) => (w === YOU ? DEFAULT_LEVEL : PLAY_LEVELS.find((l) => l === w)));
        const use = `use ${PLAY_LEVELS.join(', ')}, or one of them for each of the ${count} seats joined by dots (yours “${YOU}”); the computer plays ${DEFAULT_LEVEL}.`;
        const [one] = found;
        if (found.some((l) => l === undefined) || (found.length !== 1 && found.length !== count)) ignored(KEY.level, rawLevel, use);
        else if (found.length === 1 && one !== undefined) levels = sameLevels(count, seat, one);
        else
          levels = fitLevels(
            found.map((l) => l ?? DEFAULT_LEVEL),
            count,
            seat,
          );
      }

      let moves: number[] = [];
      const rawMoves = params.get(KEY.moves);
      if (rawMoves !== null) {
        const decoded = decodeIndices(rawMoves);
        moves = decoded.indices;
        if (decoded.error !== null) notes.push(plainText(decoded.error));
      }
      let review: number | null = null;
      const rawReview = params.get(KEY.review);
      if (rawReview !== null) {
        if (/^\d{1,6}$/u.test(rawReview)) review = Number(rawReview);
        else ignored(KEY.review, rawReview, 'it is how many moves of a finished game to show, a whole number; the end is shown.');
      }
      return { state: { seed, levels, seat, options, moves, review }, notes };
    },
    write(state, base) {
      const params = new URLSearchParams(base);
      const put = (key: string, value: string | null) => {
        if (value === null) params.delete(key);
        else params.set(key, value);
      };
      put(KEY.seed, state.seed === null ? null : String(state.seed));
      put(KEY.level, state.seed === null ? null : levelsParam(state.levels, state.seat));
      put(KEY.seat, state.seed === null || state.seat === 0 ? null : String(state.seat + 1));
      // Read by name: every spec's value is there, typed by its spec (OptionValues).
      const values: Readonly<Record<string, OptionSpec['default']>> = state.options;
      for (const spec of specs) {
        const value = values[spec.name];
        put(
          optionKey(spec.name),
          state.seed === null || value === undefined || sameValue(value, spec.default) ? null : formatOptionValue(value),
        );
      }
      put(KEY.moves, null);
      put(KEY.review, state.seed === null || state.review === null ? null : String(state.review));
      const record = state.seed === null || state.moves.length === 0 ? null : encodeIndices(state.moves);
      // The record goes in the query only if the whole query then fits; else recordFragment carries it.
      if (record !== null && queryFits(params, record)) params.set(KEY.moves, record);
      return params;
    },
  };
}

/** The link's pl-level: null when every computer seat plays the default, one level when they all play it, else one per seat. */
function levelsParam(levels: readonly PlayLevel[], seat: number): string | null {
  const theirs = levels.filter((_, s) => s !== seat);
  const [first] = theirs;
  if (first === undefined || theirs.every((l) => l === first)) return first === undefined || first === DEFAULT_LEVEL ? null : first;
  return levels.map((l, s) => (s === seat ? YOU : l)).join('.');
}

/** Whether `params` with `record` added as pl-moves stays within MAX_QUERY_CHARS once encoded. */
function queryFits(params: URLSearchParams, record: string): boolean {
  const rest = params.toString();
  // The record's characters (0-9, a-z and dots) are never escaped.
  return rest.length + (rest === '' ? 0 : 1) + KEY.moves.length + 1 + record.length <= MAX_QUERY_CHARS;
}

/**
 * The fragment for `state` given the query the codec wrote for it: `#pl-moves=…` when the record was
 * too long for that query, else '' (no record, or the record is in the query).
 */
export function recordFragment<Specs extends readonly OptionSpec[]>(state: PlayUrlState<Specs>, query: URLSearchParams): string {
  if (state.seed === null || state.moves.length === 0 || query.has(KEY.moves)) return '';
  return `${FRAGMENT_PREFIX}${encodeIndices(state.moves)}`;
}

/**
 * The record a fragment carries (`#pl-moves=…`), or null when it carries none. A fragment that
 * starts so but goes wrong keeps its moves up to the first bad one, with a note saying where.
 */
export function readFragment(hash: string): { readonly moves: readonly number[]; readonly note: string | null } | null {
  if (!hash.startsWith(FRAGMENT_PREFIX)) return null;
  const decoded = decodeIndices(hash.slice(FRAGMENT_PREFIX.length));
  return { moves: decoded.indices, note: decoded.error === null ? null : plainText(decoded.error) };
}

/** Whether a fragment is one of ours (a record), so writing another may replace it. */
export const isRecordFragment = (hash: string): boolean => hash.startsWith(FRAGMENT_PREFIX);
