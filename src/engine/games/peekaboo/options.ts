/**
 * Peekaboo's options: the rules a designer might change, each defaulting to
 * the printed rules or, where they are silent, to our ruling (named in the
 * help). Rulings: src/engine/games/peekaboo/rulings.ts.
 */
import type { OptionValues } from '../../play/options.ts';
import type { EngineError } from '../../result.ts';

export const PEEKABOO_OPTIONS = [
  {
    kind: 'int',
    name: 'players',
    label: 'Players',
    help: 'How many players sit down; the rules allow 2 to 6.',
    default: 4,
    min: 2,
    max: 6,
  },
  {
    kind: 'int',
    name: 'peekers',
    label: 'Peekers',
    help: 'Hidden dice per player (the rules: 2); peekers and lookers make five dice.',
    default: 2,
    min: 0,
    max: 4,
  },
  {
    kind: 'int',
    name: 'lookers',
    label: 'Lookers',
    help: 'Dice rolled in the open per player (the rules: 3).',
    default: 3,
    min: 1,
    max: 5,
  },
  {
    kind: 'int',
    name: 'rolls',
    label: 'Rolls',
    help: 'Rolls of the lookers per turn, the first included (the rules: 3).',
    default: 3,
    min: 1,
    max: 5,
  },
  {
    kind: 'choice',
    name: 'keptDice',
    label: 'Kept dice',
    help: 'Whether a kept looker stays kept for the turn (our ruling pk-kept-dice-stay) or may be rolled again.',
    default: 'stay-kept',
    choices: ['stay-kept', 'may-reroll'],
  },
  {
    kind: 'int',
    name: 'chips',
    label: 'Starting chips',
    help: 'Chips each player starts with (the rules: the same for everyone; our default 20).',
    default: 20,
    min: 1,
    max: 1000,
  },
  {
    kind: 'int',
    name: 'maxAnte',
    label: 'Highest ante',
    help: 'The most the first player may name as the ante (our ruling pk-ante-cap: 3).',
    default: 3,
    min: 1,
    max: 100,
  },
  {
    kind: 'int',
    name: 'raise',
    label: 'Raise size',
    help: 'Chips each raise adds to the bet (our ruling pk-raise-cap: 2).',
    default: 2,
    min: 1,
    max: 100,
  },
  {
    kind: 'int',
    name: 'maxRaises',
    label: 'Raises per round',
    help: 'The most raises in one round of betting (our ruling pk-raise-cap: 3).',
    default: 3,
    min: 0,
    max: 6,
  },
  {
    kind: 'int',
    name: 'rounds',
    label: 'Rounds',
    help: 'Rounds in a game (the rules: an agreed number; our ruling pk-game-end: 10, or sooner when one player holds every chip).',
    default: 10,
    min: 1,
    max: 100,
  },
] as const;

export type PeekabooOptions = OptionValues<typeof PEEKABOO_OPTIONS>;

/** Every player rolls five dice, the ladder's hand size. */
export function checkOptions(o: PeekabooOptions): EngineError | null {
  return o.peekers + o.lookers === 5
    ? null
    : {
        code: 'bad-options',
        message: `Peekers and lookers must make five dice, but ${o.peekers} + ${o.lookers} = ${o.peekers + o.lookers}.`,
      };
}
