/** The CLI's argument parsing, shared by its commands. Usage mistakes are `UsageError`s: exit 2, one line. */
import { quote } from './hands/cards.ts';
import { textFault, textFaultWords } from './text.ts';

export class UsageError extends Error {}

/**
 * A value from the command line, taken exactly as written (text.ts, the rule
 * the links and the Balance Lab follow too): white space at either end, a
 * line break or an invisible character is refused, naming the value.
 */
export function checkValue(what: string, text: string): string {
  const fault = textFault(text);
  if (fault === null) return text;
  const fix = fault.kind === 'padded' ? 'leave out the spaces at either end' : 'give it on one line, without that character';
  throw new UsageError(`${what} ${quote(text)} ${textFaultWords(fault)}: values are taken exactly as written, so ${fix}.`);
}

export interface Parsed {
  readonly flags: Map<string, string | boolean>;
  readonly positional: string[];
  /** Every value of each repeated flag, in order. */
  readonly lists: Map<string, string[]>;
}

/** `--json`, `--json=true|1` turn a switch on; `--json=false|0` turn it off; any other value is an error. */
function switchValue(name: string, inline: string | undefined): boolean {
  if (inline === undefined) return true;
  const v = inline.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new UsageError(`--${name} is a switch: give it alone, or as --${name}=true or --${name}=false, not ${quote(inline)}.`);
}

/**
 * Flags: `valued` take a value (`--game x` or `--game=x`), `booleans` are
 * switches, `repeated` may be given many times (`--option a=1 --option b=2`).
 * Every value and every positional argument (named by `positionalName`, e.g.
 * "Hand 2") must pass `checkValue`.
 */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  booleans: readonly string[],
  repeated: readonly string[] = [],
  positionalName: (index: number) => string = (index) => `Argument ${index + 1}`,
): Parsed {
  const flags = new Map<string, string | boolean>();
  const positional: string[] = [];
  const lists = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split(/=(.*)/su);
      if (repeated.includes(name)) {
        const value = inline ?? args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        lists.set(name, [...(lists.get(name) ?? []), checkValue(`--${name}`, value)]);
      } else if (valued.includes(name)) {
        const value = inline ?? args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        flags.set(name, checkValue(`--${name}`, value));
      } else if (booleans.includes(name)) flags.set(name, switchValue(name, inline));
      else throw new UsageError(`Unknown option ${quote(`--${name}`)}. Run with --help for usage.`);
    } else positional.push(checkValue(positionalName(positional.length), arg));
  }
  return { flags, positional, lists };
}
