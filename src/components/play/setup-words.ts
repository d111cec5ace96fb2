/**
 * The practice table's setup form in words (SetupForm.tsx draws them; no
 * DOM, so tests/unit/game-words.test.ts scans them in Node). The seed is
 * named for what the game's pieces do with it: cards are dealt, dice rolled.
 */
import type { HandKind } from '../../engine/hands/describe.ts';
import type { GameId } from '../../engine/ids.ts';
import type { PlayLevel } from '../../engine/play/types.ts';
import { RULESETS, rulesetIdsOf } from '../../engine/hands/rulesets.ts';

export interface SetupWords {
  readonly title: string;
  /** The group of the computer seats' levels, and what it says under its title. */
  readonly level: string;
  readonly levelHelp: string;
  readonly levels: { readonly [L in PlayLevel]: string };
  readonly seat: string;
  /** The seed field's label, hint and the message for a seed out of range. */
  readonly seed: string;
  readonly seedHelp: string;
  readonly seedError: (max: number) => string;
  readonly moreRules: string;
  readonly start: string;
}

/** What a game is played with: the pieces of its rulesets (every ruleset of one game uses the same). */
function piecesOf(game: GameId): HandKind {
  return rulesetIdsOf(game).every((id) => RULESETS[id].kind === 'dice') ? 'dice' : 'cards';
}

/** The seed's words: a deal number where cards are dealt, a game number where dice are rolled (nothing is dealt). */
function seedWords(pieces: HandKind): Pick<SetupWords, 'seed' | 'seedHelp' | 'seedError'> {
  switch (pieces) {
    case 'cards':
      return {
        seed: 'Deal number',
        seedHelp: 'The same number deals the same game; picked at random, change it to replay a deal.',
        seedError: (max) => `The deal number must be a whole number from 0 to ${max}.`,
      };
    case 'dice':
      return {
        seed: 'Game number',
        seedHelp: 'The same number rolls the same dice for the same moves; picked at random, change it to replay a game.',
        seedError: (max) => `The game number must be a whole number from 0 to ${max}.`,
      };
  }
}

/** Each level as the setup form names it. */
const LEVEL_NAMES: { readonly [L in PlayLevel]: string } = { random: 'Random (any legal move)', sensible: 'Easy', expert: 'Expert' };

/** Each level in the table's status line ("computer players: easy"). */
const LEVEL_WORDS: { readonly [L in PlayLevel]: string } = { random: 'random', sensible: 'easy', expert: 'expert' };

/**
 * The computer players' levels in the status line: one word when every computer seat plays at one level, else each
 * level with its seats ("expert (North, South), easy (East)"), levels in the order the seats first show them.
 */
export function levelsLine(levels: readonly PlayLevel[], seat: number, names: readonly string[]): string {
  const groups = new Map<PlayLevel, string[]>();
  levels.forEach((level, s) => {
    if (s !== seat) groups.set(level, [...(groups.get(level) ?? []), names[s] ?? `Seat ${s + 1}`]);
  });
  if (groups.size <= 1) return LEVEL_WORDS[[...groups.keys()][0] ?? 'sensible'];
  return [...groups].map(([level, seats]) => `${LEVEL_WORDS[level]} (${seats.join(', ')})`).join(', ');
}

export function setupWords(game: GameId): SetupWords {
  return {
    title: 'Set up a game',
    level: 'Computer players',
    levelHelp:
      'Easy players follow a few rules of thumb. Expert players try each move over many deals that fit what they have seen, which takes a moment; how strong that makes them is measured below.',
    levels: LEVEL_NAMES,
    seat: 'Your seat',
    ...seedWords(piecesOf(game)),
    moreRules: 'More rules (the printed rules by default)',
    start: 'Start the game',
  };
}

/** The practice table's own words for a game's start, as the pieces make it: cards are dealt, dice are not. */
export interface TableWords {
  /** The seed's name in the status line and the record file: "Deal 42", "Game 42". */
  readonly seedName: string;
  /** Move 0 in a review: "The deal", "The start". */
  readonly start: string;
  /** Move 0 in words. */
  readonly startLine: string;
  /** Starts the same seed again. */
  readonly again: string;
}

export function tableWords(game: GameId): TableWords {
  switch (piecesOf(game)) {
    case 'cards':
      return { seedName: 'Deal', start: 'The deal', startLine: 'The deal, before any move.', again: 'Play this deal again' };
    case 'dice':
      return { seedName: 'Game', start: 'The start', startLine: 'The start, before any move.', again: 'Play this game again' };
  }
}
