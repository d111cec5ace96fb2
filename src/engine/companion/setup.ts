/**
 * A companion table's setup, checked the same way for every game: the players' names and the game's options.
 *
 * Player names:  A name is taken as written (text.ts): one that
 * starts or ends with white space, or holds a line break or an invisible character, is refused with a message, never
 * trimmed. The engine stores a name as a string and nothing else: markup in a name is text, for the page to show as
 * text.
 */
import { fail, ok, type Result } from '../result.ts';
import { describeValue, isRecord } from '../input.ts';
import { quote } from '../hands/cards.ts';
import { optionsFromJson, type OptionSpec, type OptionValues } from '../play/options.ts';
import { textFault, textFaultWords } from '../text.ts';

/** The longest name, in characters (code points): enough for "Grandma Josephine", short enough for a phone's row. */
export const MAX_PLAYER_NAME = 24;

/** The players' names, from `min` to `max` of them: each 1 to 24 characters, as written, and no two alike. */
export function parseNames(input: unknown, min: number, max: number): Result<string[]> {
  const between = `${min} to ${max}`;
  if (!Array.isArray(input)) return fail('bad-setup', `Name the players: a list of ${between} names.`);
  const given: readonly unknown[] = input;
  if (given.length < min || given.length > max)
    return fail('bad-setup', `This game is for ${between} players, but ${given.length} names were given.`);
  const names: string[] = [];
  for (const [i, name] of given.entries()) {
    const which = `Player ${i + 1}'s name`;
    if (typeof name !== 'string') return fail('bad-setup', `${which} must be text, not ${describeValue(name)}.`);
    const length = [...name].length;
    if (length === 0 || length > MAX_PLAYER_NAME)
      return fail('bad-setup', `${which} must be 1 to ${MAX_PLAYER_NAME} characters long; it has ${length}.`);
    const fault = textFault(name);
    if (fault !== null) return fail('bad-setup', `${which} ${textFaultWords(fault)}: write it on one line, with no spaces around it.`);
    if (names.includes(name)) return fail('bad-setup', `Two players are both called ${JSON.stringify(name)}: give each a different name.`);
    names.push(name);
  }
  return ok(names);
}

/** A seat at the table, from outside: a whole number from 0 to `players` - 1. */
export const isSeat = (value: unknown, players: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;

/**
 * The options a companion table takes, read as a game record reads them (optionsFromJson: each value typed and in
 * range, missing ones at their defaults), but only the names in `allowed` (a scorecard has no use for the deck's
 * size), with `fixed` (the number of players, from the names) set over them.
 */
export function parseTableOptions<Specs extends readonly OptionSpec[]>(
  specs: Specs,
  input: unknown,
  allowed: readonly string[],
  fixed: { readonly [name: string]: unknown } = {},
): Result<OptionValues<Specs>> {
  if (input !== undefined && !isRecord(input)) return fail('bad-setup', 'The options must be an object.');
  const given = input ?? {};
  const stray = Object.keys(given).find((name) => !allowed.includes(name));
  if (stray !== undefined) return fail('bad-setup', `A table here takes only these options: ${allowed.join(', ')}; not ${quote(stray)}.`);
  const read = optionsFromJson(specs, { ...given, ...fixed });
  return read.ok ? read : fail('bad-setup', read.error.message);
}
