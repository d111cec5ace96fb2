/**
 * Nuclear Annihilation Hold'em board helpers with no DOM: phase names, the
 * words on the board's buttons and the tiles of the big board (moves are
 * matched with the engine's one `sameMove`, state names come from the game's
 * words).
 * Kept apart from Board.tsx so the unit tests can check them under plain Node.
 */
import { faceText, isJoker, type Card } from '../../../engine/hands/cards.ts';
import type { NhPhase } from '../../../engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../engine/games/nuclear-holdem/view.ts';
import { US_STATES } from '../../../engine/games/nuclear-holdem/us-states.ts';

/** Each phase as the board heads it. */
export const PHASE_WORDS: { readonly [P in NhPhase | 'cross']: string } = {
  homes: 'Home states',
  discard: 'Discards',
  cross: 'Crossing off states',
  showdown: 'Showdown',
  action: 'Winners’ actions',
  intel: 'Intel',
  give: 'Persuade',
  replace: 'Persuade',
  vote: 'Vote',
  over: 'Game over',
};

/** "7♣", or "joker". */
export const cardShort = (c: Card): string => (isJoker(c) ? 'joker' : faceText(c).short);

export type TileStatus = 'standing' | 'lost';
export interface Tile {
  readonly postal: string;
  readonly name: string;
  readonly status: TileStatus;
  /** Who lost it and when, for a lost state. */
  readonly lost?: { readonly seat: number; readonly round: number };
}

/** The big board's tiles: every state of this game (standing or lost), in alphabetical order by name. */
export function tilesOf(v: Pick<NhView, 'statesLeft' | 'lost'>): Tile[] {
  const standing = new Set(v.statesLeft);
  const lost = new Map(v.lost.map((l) => [l.postal, l]));
  return US_STATES.flatMap((s): Tile[] => {
    if (standing.has(s.postal)) return [{ postal: s.postal, name: s.name, status: 'standing' }];
    const l = lost.get(s.postal);
    return l === undefined ? [] : [{ postal: s.postal, name: s.name, status: 'lost', lost: { seat: l.seat, round: l.round } }];
  });
}

/** The seat the player is persuading now (the target of their latest Persuade), or null. */
export function persuading(v: NhView): number | null {
  const a = v.actions.findLast((x) => x.seat === v.seat && x.action === 'persuade');
  return a === undefined ? null : a.target;
}
