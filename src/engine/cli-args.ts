/** The CLI's argument parsing, shared by its commands. Usage mistakes are `UsageError`s: exit 2, one line. */
import { quote } from './cards.ts';

export class UsageError extends Error {}

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
 */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  booleans: readonly string[],
  repeated: readonly string[] = [],
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
        lists.set(name, [...(lists.get(name) ?? []), value]);
      } else if (valued.includes(name)) {
        const value = inline ?? args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        flags.set(name, value);
      } else if (booleans.includes(name)) flags.set(name, switchValue(name, inline));
      else throw new UsageError(`Unknown option ${quote(`--${name}`)}. Run with --help for usage.`);
    } else positional.push(arg);
  }
  return { flags, positional, lists };
}
