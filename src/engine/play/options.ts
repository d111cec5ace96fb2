/**
 * The rules a designer may change, declared as data. Each game lists its
 * options as a const tuple of specs; `OptionValues<typeof SPECS>` derives
 * the options object's type from it, so a spec and its type cannot drift.
 *
 * Options arrive as text (`--option name=value`, a URL) or as JSON (a game
 * record). Both are parsed here, once, into validated values; models trust
 * their options after that.
 */
import { quote } from '../hands/cards.ts';
import { fail, ok, type EngineError, type Result } from '../result.ts';
import { textFault, textFaultWords } from '../text.ts';

interface SpecBase<N extends string> {
  readonly name: N;
  /** A few words for tables and forms ("Tricks to win"). */
  readonly label: string;
  /** One sentence: what it changes, and the printed rules' value. */
  readonly help: string;
}
export interface IntSpec<N extends string = string> extends SpecBase<N> {
  readonly kind: 'int';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}
export interface BoolSpec<N extends string = string> extends SpecBase<N> {
  readonly kind: 'bool';
  readonly default: boolean;
}
export interface ChoiceSpec<N extends string = string, C extends string = string> extends SpecBase<N> {
  readonly kind: 'choice';
  readonly default: C;
  readonly choices: readonly C[];
}
/** A list of integers, written `1,2,3` (a points table, a track's multipliers). */
export interface IntsSpec<N extends string = string> extends SpecBase<N> {
  readonly kind: 'ints';
  readonly default: readonly number[];
  readonly minLength: number;
  readonly maxLength: number;
  readonly min: number;
  readonly max: number;
}
export type OptionSpec = IntSpec | BoolSpec | ChoiceSpec | IntsSpec;

type ValueOf<S> = S extends { readonly kind: 'int' }
  ? number
  : S extends { readonly kind: 'bool' }
    ? boolean
    : S extends { readonly kind: 'choice'; readonly choices: readonly (infer C)[] }
      ? C
      : S extends { readonly kind: 'ints' }
        ? readonly number[]
        : never;

/** The options object a spec tuple describes. */
export type OptionValues<Specs extends readonly OptionSpec[]> = {
  readonly [S in Specs[number] as S['name']]: ValueOf<S>;
};

export const OPTION_ERROR_CODES = ['unknown-option', 'bad-option-value', 'bad-options'] as const;
export type OptionErrorCode = (typeof OPTION_ERROR_CODES)[number];

/** Every option at its default: the printed rules. */
export function defaultOptions<Specs extends readonly OptionSpec[]>(specs: Specs): OptionValues<Specs> {
  return Object.fromEntries(specs.map((s) => [s.name, s.default])) as OptionValues<Specs>;
}

const INT = /^-?\d{1,9}$/u;

function parseInt(spec: IntSpec | IntsSpec, text: string): number | null {
  if (!INT.test(text)) return null;
  const n = Number(text);
  return n >= spec.min && n <= spec.max ? n : null;
}

/**
 * A value written as text, checked against its spec. The text is taken
 * exactly as written, wherever it comes from (`--option`, a link's
 * `pl-`/`bl-` keys, the Balance Lab's fields): white space at either end, a
 * line break or an invisible character is refused, never trimmed (text.ts).
 */
export function parseOptionValue(spec: OptionSpec, text: string): Result<OptionSpec['default'], EngineError<OptionErrorCode>> {
  const bad = (what: string) => fail('bad-option-value', `Option ${spec.name} must be ${what}, but got ${quote(text)}.`);
  const fault = textFault(text);
  if (fault !== null)
    return fail(
      'bad-option-value',
      `The value of option ${spec.name}, ${quote(text)}, ${textFaultWords(fault)}: values are taken exactly as written, like ${spec.name}=${formatOptionValue(spec.default)}.`,
    );
  switch (spec.kind) {
    case 'int': {
      const n = parseInt(spec, text);
      return n === null ? bad(`a whole number from ${spec.min} to ${spec.max}`) : ok(n);
    }
    case 'bool':
      if (text === 'true' || text === 'yes' || text === 'on') return ok(true);
      if (text === 'false' || text === 'no' || text === 'off') return ok(false);
      return bad('true or false');
    case 'choice':
      return spec.choices.includes(text) ? ok(text) : bad(`one of ${spec.choices.join(', ')}`);
    case 'ints': {
      const parts = text === '' ? [] : text.split(',').map((p) => parseInt(spec, p));
      const what = `${spec.minLength === spec.maxLength ? spec.minLength : `${spec.minLength} to ${spec.maxLength}`} whole numbers from ${spec.min} to ${spec.max}, separated by commas (no spaces)`;
      if (parts.length < spec.minLength || parts.length > spec.maxLength || parts.some((p) => p === null)) return bad(what);
      return ok(parts as number[]);
    }
  }
}

/** The text form of a value (the inverse of parseOptionValue). */
export function formatOptionValue(value: OptionSpec['default']): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** `name=value` pairs over the defaults. Unknown names and bad values are errors. */
export function parseOptions<Specs extends readonly OptionSpec[]>(
  specs: Specs,
  pairs: readonly (readonly [string, string])[],
): Result<OptionValues<Specs>, EngineError<OptionErrorCode>> {
  const values: Record<string, unknown> = { ...defaultOptions(specs) };
  for (const [name, text] of pairs) {
    const spec = specs.find((s) => s.name === name);
    const fault = textFault(name);
    if (spec === undefined && fault !== null)
      return fail('unknown-option', `The option name ${quote(name)} ${textFaultWords(fault)}: names are taken exactly as written.`);
    if (spec === undefined)
      return fail('unknown-option', `There is no option ${quote(name)}; the options are ${specs.map((s) => s.name).join(', ')}.`);
    const value = parseOptionValue(spec, text);
    if (!value.ok) return value;
    values[name] = value.value;
  }
  return ok(values as OptionValues<Specs>);
}

/** Options from JSON (a game record): every name known, every value well typed and in range; missing ones take defaults. */
export function optionsFromJson<Specs extends readonly OptionSpec[]>(
  specs: Specs,
  json: unknown,
): Result<OptionValues<Specs>, EngineError<OptionErrorCode>> {
  if (json === undefined) return ok(defaultOptions(specs));
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('bad-options', 'The options must be an object.');
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(json)) {
    const spec = specs.find((s) => s.name === name);
    const typed =
      spec === undefined ||
      (spec.kind === 'int' && typeof value === 'number') ||
      (spec.kind === 'bool' && typeof value === 'boolean') ||
      (spec.kind === 'choice' && typeof value === 'string') ||
      (spec.kind === 'ints' && Array.isArray(value) && value.every((v) => typeof v === 'number'));
    if (!typed) return fail('bad-option-value', `Option ${name} has the wrong type of value.`);
    pairs.push([name, formatOptionValue(value as OptionSpec['default'])]);
  }
  return parseOptions(specs, pairs);
}
