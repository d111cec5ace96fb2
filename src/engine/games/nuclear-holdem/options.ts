/**
 * Nuclear Annihilation Hold'em: the rules a designer might change, each with
 * the printed rules' value as its default (or our ruling where they name no
 * number), and the limits that tie options together.
 */
import { FIRST_YEAR, LAST_YEAR, MAX_PLAYERS, MIN_PLAYERS } from './mechanics.ts';
import type { EngineError } from '../../result.ts';
import type { OptionValues } from '../../play/options.ts';

export const NH_OPTIONS = [
  {
    kind: 'int',
    name: 'players',
    label: 'Players',
    help: 'How many commanders sit at the table; the rules allow 4 to 6, and we seat 5 unless told otherwise.',
    default: 5,
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
  },
  {
    kind: 'int',
    name: 'year',
    label: 'Scenario year',
    help: 'The year the war is set in, which decides whether Alaska and Hawaii are on the board; a player names it at the table, and we use 1962.',
    default: 1962,
    min: FIRST_YEAR,
    max: LAST_YEAR,
  },
  {
    kind: 'bool',
    name: 'hawaii',
    label: 'Hawaii in 1959',
    help: 'Only in 1959: whether Hawaii stays on the board (the rules leave it to the player who named the year; kept by default).',
    default: true,
  },
  {
    kind: 'int',
    name: 'jokers',
    label: 'Jokers',
    help: 'Jokers in the pack, and so the most Communists there can be; the rules use a pack with its two jokers.',
    default: 2,
    min: 0,
    max: 2,
  },
  {
    kind: 'int',
    name: 'disarmBlock',
    label: 'No votes that block a disarmament',
    help: 'A disarmament fails with this many votes against; the rules say two.',
    default: 2,
    min: 1,
    max: MAX_PLAYERS,
  },
  {
    kind: 'int',
    name: 'launchMargin',
    label: 'Launch margin',
    help: 'A launch needs this many more votes for than against; the rules say two.',
    default: 2,
    min: 1,
    max: MAX_PLAYERS,
  },
  {
    kind: 'int',
    name: 'discards',
    label: 'Discards per round',
    help: 'How many of the two cards dealt to them a player may throw away in a round (crossing off a state for each, and keeping the replacements); the rules say one or both.',
    default: 2,
    min: 0,
    max: 2,
  },
  {
    kind: 'int',
    name: 'nukeStates',
    label: 'States per player in a Nuke',
    help: 'A Nuke crosses off this many states for each player at the table; the rules say one.',
    default: 1,
    min: 1,
    max: 3,
  },
  {
    kind: 'int',
    name: 'roundLimit',
    label: 'Round limit',
    help: 'After this many rounds with no decision the game ends as if the last state fell (our ruling; the rules set no limit).',
    default: 30,
    min: 1,
    max: 100,
  },
] as const;

export type NhOptions = OptionValues<typeof NH_OPTIONS>;

/** Limits the specs cannot say: a vote that could never pass, or never fail. */
export function checkOptions(o: NhOptions): EngineError | null {
  if (o.launchMargin > o.players)
    return {
      code: 'bad-options',
      message: `A launch margin of ${o.launchMargin} can never be reached by ${o.players} players; use at most ${o.players}.`,
    };
  if (o.disarmBlock > o.players)
    return {
      code: 'bad-options',
      message: `With ${o.players} players there can never be ${o.disarmBlock} votes against, so every disarmament would pass; use at most ${o.players}.`,
    };
  return null;
}
