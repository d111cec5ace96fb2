/**
 * Widget state in the URL, through small typed parsers (after nuqs):
 *  - every parameter has a parser and a default; a bad or hostile value
 *    falls back to the default and yields a note the widget shows;
 *  - values equal to the default are left out of the URL;
 *  - serialize(parse(x)) round-trips for every value a parser accepts.
 * Notes never echo raw input as markup: widgets render them as text. Nor
 * do they echo control characters: bidi overrides (U+202E) and other format
 * or control characters are stripped from every note (see plainText).
 *
 * Key names: every key is `<widget>-<name>`, the widget's two-letter code, a
 * hyphen and a short name, so widgets sharing a page never share a key:
 *
 *   hr  hand ranker (/judge/)        hr-game hr-h1 … hr-h10 hr-b
 *   dx  Peekaboo dice explainer      dx-seed dx-dice dx-hold dx-rolls dx-beat dx-goal
 *   nv  Nuclear vote calculator      nv-players nv-kind nv-votes nv-roles
 *   bb  Nuclear big board            bb-year bb-hawaii
 *   pw  Poker's Wild! scorer         pw-cards pw-wild pw-mode pw-card pw-at pw-hand
 *   bp  Bluff 'N' Peg scorer         bp-players bp-start bp-events bp-won
 *   cg  Compare: games shown         cg-games
 *   cv  Compare: one hand, verdicts  cv-a cv-b
 *   qz  quiz (/games/<id>/quiz/)     qz-seed (the game is the page's; Poker's Wild! asks what a play scores)
 *   bl  Balance Lab (/lab/game/)     bl-game bl-<option> bl-bots bl-games bl-seed bl-run (components/lab/balance/balance-url.ts)
 *   vl  Variant Lab                  vl-from vl-jokers vl-wild vl-ladder vl-acelow vl-cards vl-copy
 *   pl  practice table (/games/<id>/play/)  pl-seed pl-level pl-seat pl-moves pl-review pl-<option> (each option
 *       spec's name; a long pl-moves goes after the "#"; src/components/play/play-url.ts)
 *
 * Keys from before this scheme (game, h1, seed, a, from, …) are still read:
 * each codec lists them in `renamed`, readUrl reads them as the new keys, and
 * useUrlState (use-url-state.ts) rewrites the address to the new keys.
 */
import { removeControls, textFault, textFaultWords } from '../engine/text.ts';

export interface Param<T> {
  readonly defaultValue: T;
  /** Parse a raw query value (null when absent). An error string means "fell back". */
  parse(raw: string): { ok: true; value: T } | { ok: false; error: string };
  serialize(value: T): string;
  equals(a: T, b: T): boolean;
}

export type Spec = Readonly<Record<string, Param<unknown>>>;
export type StateOf<S extends Spec> = { -readonly [K in keyof S]: S[K] extends Param<infer T> ? T : never };

export interface ReadResult<S extends Spec> {
  readonly state: StateOf<S>;
  /** One plain-text note per parameter that fell back to its default. */
  readonly notes: readonly string[];
}

/**
 * Text safe to echo back to the reader: every control and format character
 * (bidi embeddings, overrides and isolates, zero-width marks, soft hyphens)
 * and line or paragraph separator removed. The engine's one list of them
 * (src/engine/text.ts) is the one the CLI escapes.
 */
export function plainText(text: string): string {
  return removeControls(text);
}

const shown = (raw: string): string => {
  const clean = plainText(raw);
  return JSON.stringify(clean.length > 30 ? `${clean.slice(0, 30)}…` : clean);
};

export function readState<S extends Spec>(spec: S, params: URLSearchParams): ReadResult<S> {
  const state: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [name, param] of Object.entries(spec)) {
    const raw = params.get(name);
    if (raw === null) {
      state[name] = param.defaultValue;
      continue;
    }
    const parsed = param.parse(raw);
    if (parsed.ok) state[name] = parsed.value;
    else {
      state[name] = param.defaultValue;
      notes.push(plainText(`Ignored ${name}=${shown(raw)}: ${parsed.error}`));
    }
  }
  return { state: state as StateOf<S>, notes };
}

/** Query parameters for a state, leaving out defaults. Other parameters in `base` are kept. */
export function writeState<S extends Spec>(spec: S, state: StateOf<S>, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [name, param] of Object.entries(spec)) {
    const value = (state as Record<string, unknown>)[name];
    if (value === undefined || param.equals(value, param.defaultValue)) params.delete(name);
    else params.set(name, param.serialize(value));
  }
  return params;
}

const same = <T>(a: T, b: T): boolean => a === b;

export function intParam(defaultValue: number, min: number, max: number): Param<number> {
  return {
    defaultValue,
    parse(raw) {
      if (!/^-?\d+$/u.test(raw)) return { ok: false, error: 'not a whole number.' };
      // Any number of digits is a whole number: a long one is out of range, not malformed.
      const n = Number(raw);
      if (!(n >= min && n <= max)) return { ok: false, error: `must be from ${min} to ${max}.` };
      return { ok: true, value: n };
    },
    serialize: String,
    equals: same,
  };
}

export function enumParam<const T extends string>(values: readonly T[], defaultValue: T): Param<T> {
  return {
    defaultValue,
    parse(raw) {
      return (values as readonly string[]).includes(raw)
        ? { ok: true, value: raw as T }
        : { ok: false, error: `use one of ${values.join(', ')}.` };
    },
    serialize: String,
    equals: same,
  };
}

export function boolParam(defaultValue: boolean): Param<boolean> {
  return {
    defaultValue,
    parse(raw) {
      if (raw === '1' || raw === 'true') return { ok: true, value: true };
      if (raw === '0' || raw === 'false') return { ok: true, value: false };
      return { ok: false, error: 'use 1 or 0.' };
    },
    serialize: (v) => (v ? '1' : '0'),
    equals: same,
  };
}

/**
 * Free text checked by `validate` (return an error message, or null when
 * fine). A link's text is taken exactly as written, as the CLI and the
 * option parsers take it (src/engine/text.ts): white space at either end, a
 * line break or an invisible character falls back with a note, never
 * trimmed. What a widget writes is its text without white space at either
 * end (a field may hold "As Kd " while the reader types), so a link the site
 * makes always reads back.
 */
export function textParam(defaultValue: string, maxLength: number, validate: (text: string) => string | null = () => null): Param<string> {
  return {
    defaultValue,
    parse(raw) {
      if (raw.length > maxLength) return { ok: false, error: `longer than ${maxLength} characters.` };
      const fault = textFault(raw);
      if (fault !== null) return { ok: false, error: `${textFaultWords(fault)}; a link's values are taken exactly as written.` };
      const error = validate(raw);
      return error === null ? { ok: true, value: raw } : { ok: false, error };
    },
    serialize: (value) => value.trim(),
    equals: same,
  };
}

/** A list of items joined by `separator` (each item parsed by `item`), at most `max` long. */
export function listParam<T>(item: Param<T>, separator: string, max: number, defaultValue: readonly T[] = []): Param<readonly T[]> {
  return {
    defaultValue,
    parse(raw) {
      const parts = raw === '' ? [] : raw.split(separator);
      if (parts.length > max) return { ok: false, error: `more than ${max} items.` };
      const out: T[] = [];
      for (const part of parts) {
        const parsed = item.parse(part);
        if (!parsed.ok) return { ok: false, error: `item ${shown(part)}: ${parsed.error}` };
        out.push(parsed.value);
      }
      return { ok: true, value: out };
    },
    serialize: (v) => v.map((x) => item.serialize(x)).join(separator),
    equals: (a, b) => a.length === b.length && a.every((x, i) => item.equals(x, b[i] as T)),
  };
}

/**
 * Keys changed but not yet written, shared by every widget on the page, so
 * two widgets writing within the same wait cannot undo each other: each
 * call records only the keys its params change relative to the URL it was
 * built from, and the flush applies those changes to the URL as it is then.
 */
const pendingPatch = new Map<string, readonly string[]>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The query as it will be once pending writes land: the address with every
 * widget's unwritten changes applied. A widget builds its next query from
 * this, never from the bare address, or it would put back a key another
 * widget has just renamed or removed.
 */
export function effectiveQuery(): URLSearchParams {
  const current = new URLSearchParams(window.location.search);
  for (const [key, values] of pendingPatch) {
    current.delete(key);
    for (const v of values) current.append(key, v);
  }
  return current;
}

function recordPatch(params: URLSearchParams): void {
  const current = effectiveQuery();
  const keys = new Set([...current.keys(), ...params.keys()]);
  for (const key of keys) {
    const next = params.getAll(key);
    const before = current.getAll(key);
    if (next.length !== before.length || next.some((v, i) => v !== before[i])) pendingPatch.set(key, next);
  }
}

function flush(): void {
  flushTimer = undefined;
  if (pendingPatch.size === 0) return;
  const params = new URLSearchParams(window.location.search);
  for (const [key, values] of pendingPatch) {
    params.delete(key);
    for (const v of values) params.append(key, v);
  }
  pendingPatch.clear();
  const query = params.toString();
  const url = `${window.location.pathname}${query === '' ? '' : `?${query}`}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Write `params` (the full query a widget wants, built from the current
 * URL) with history.replaceState, so the Back button isn't flooded, at most
 * once per `wait` ms. Only the keys that differ are written (see above).
 */
export function urlWriter(wait = 150): (params: URLSearchParams) => void {
  return (params) => {
    recordPatch(params);
    if (flushTimer === undefined) flushTimer = setTimeout(flush, wait);
  };
}

/**
 * One widget's URL form: the keys it owns, the old names of those keys
 * (old -> new, still read), and how its state is read from and written to
 * a query. `write` keeps every key of `base` that is not the widget's own.
 */
export interface UrlCodec<T> {
  readonly renamed: Readonly<Record<string, string>>;
  read(params: URLSearchParams): { readonly state: T; readonly notes: readonly string[] };
  write(state: T, base: URLSearchParams): URLSearchParams;
}

/** `params` with each old key renamed to its new one; where both are present the new key wins and the old one goes. */
export function renameKeys(params: URLSearchParams, renamed: Readonly<Record<string, string>>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    const to = renamed[key];
    if (to === undefined) out.append(key, value);
    else if (!params.has(to)) out.append(to, value);
  }
  return out;
}

/** Whether `params` holds any of the codec's old keys. */
export const hasRenamedKeys = (params: URLSearchParams, renamed: Readonly<Record<string, string>>): boolean =>
  Object.keys(renamed).some((key) => params.has(key));

/** Read a widget's state from a query, old key names included. */
export function readUrl<T>(codec: UrlCodec<T>, params: URLSearchParams): { readonly state: T; readonly notes: readonly string[] } {
  return codec.read(renameKeys(params, codec.renamed));
}

/** A codec for a widget whose state is exactly a spec's state. */
export function specCodec<S extends Spec>(spec: S, renamed: Readonly<Record<string, string>> = {}): UrlCodec<StateOf<S>> {
  return { renamed, read: (params) => readState(spec, params), write: (state, base) => writeState(spec, state, base) };
}

/** Old key -> new key for keys that only gained a prefix (`prefixed('hr-', ['game'])` maps game to hr-game). */
export function prefixed(prefix: string, names: readonly string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(names.map((name) => [name, `${prefix}${name}`]));
}
