/**
 * What Nuclear's table companion (Companion.tsx) shows, worked out from the companion's state without the DOM: the
 * big board in alphabetical groups (each state standing, crossed off, or off the board for the scenario year), what
 * a vote needs under the table's thresholds and what a count means, and the pass-the-phone ballot's steps. The rules
 * are the engine's (`statesOnBoard` through the state's board, `passesWith`); nothing here decides a vote.
 */
import {
  LATE_STATES_YEAR,
  passesWith,
  type Ballot,
  type VoteKind,
  type VoteThresholds,
} from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { US_STATES, admittedYear } from '../../../engine/games/nuclear-holdem/us-states.ts';

export type TileStatus = 'standing' | 'crossed' | 'off-board';

export interface Tile {
  readonly postal: string;
  readonly name: string;
  readonly status: TileStatus;
  /** Why a state is not on the board this year; '' for one that is. */
  readonly why: string;
}

export interface TileGroup {
  /** The first and last initial in the group: "A–C", or "N" alone. */
  readonly label: string;
  readonly tiles: readonly Tile[];
}

/** The fewest states in a group before it closes: six groups of 7 to 11 for the fifty states. */
const GROUP_AT_LEAST = 7;

/**
 * The fifty states, alphabetical, in groups of whole initials (so every state is found under its first letter),
 * each group closed once it holds at least seven. A state missing from `board` is off the board this year: not yet
 * admitted, or Hawaii crossed off at the start in 1959 (ruling nh-hawaii-1959).
 */
export function tileGroups(year: number, board: readonly string[], crossed: readonly string[]): readonly TileGroup[] {
  const groups: TileGroup[] = [];
  let tiles: Tile[] = [];
  let first = '';
  const close = (last: string): void => {
    groups.push({ label: first === last ? first : `${first}–${last}`, tiles });
    tiles = [];
  };
  US_STATES.forEach((s, i) => {
    const initial = s.name.charAt(0);
    if (tiles.length === 0) first = initial;
    const onBoard = board.includes(s.postal);
    const why = onBoard
      ? ''
      : admittedYear(s) > year
        ? `not yet a state in ${year}`
        : year === LATE_STATES_YEAR
          ? `crossed off at the start (in ${LATE_STATES_YEAR} the player who named the year chose)`
          : `not on the board in ${year}`;
    tiles.push({
      postal: s.postal,
      name: s.name,
      status: !onBoard ? 'off-board' : crossed.includes(s.postal) ? 'crossed' : 'standing',
      why,
    });
    const next = US_STATES[i + 1];
    if (next === undefined || (tiles.length >= GROUP_AT_LEAST && next.name.charAt(0) !== initial)) close(initial);
  });
  return groups;
}

const voteNoun = (kind: VoteKind): string => (kind === 'launch' ? 'launch' : 'disarmament');

/** The fewest votes for that pass a vote of this kind with every one of `players` voting (null: none can). */
export function forNeeded(kind: VoteKind, players: number, t: VoteThresholds): number | null {
  for (let votesFor = 0; votesFor <= players; votesFor++) if (passesWith(kind, votesFor, players - votesFor, t)) return votesFor;
  return null;
}

/** What a vote needs at this table, in a sentence ("A launch needs 2 more votes for than against: 4 of 5 for."). */
export function thresholdText(kind: VoteKind, players: number, t: VoteThresholds): string {
  const rule =
    kind === 'launch'
      ? `A launch needs ${t.launchMargin} more vote${t.launchMargin === 1 ? '' : 's'} for than against`
      : `A disarmament is blocked by ${t.disarmBlock} vote${t.disarmBlock === 1 ? '' : 's'} against`;
  const need = forNeeded(kind, players, t);
  return need === null ? `${rule}: at ${players} players no count passes it.` : `${rule}: it passes with ${need} of ${players} for.`;
}

/** A count's verdict in a sentence, saying how far a failed vote fell short. */
export function countText(kind: VoteKind, votesFor: number, against: number, t: VoteThresholds): string {
  const totals = `${votesFor} for, ${against} against`;
  if (passesWith(kind, votesFor, against, t)) return `${totals}: the ${voteNoun(kind)} passes.`;
  const need = forNeeded(kind, votesFor + against, t);
  const short = need === null ? 0 : need - votesFor;
  return short > 0
    ? `${totals}: the ${voteNoun(kind)} fails, ${short} vote${short === 1 ? '' : 's'} short.`
    : `${totals}: the ${voteNoun(kind)} fails.`;
}

/**
 * The pass-the-phone ballot, one screen at a time. `ballots` are the ballots cast so far, in memory only: the next
 * voter is seat `ballots.length`. `hand-over` asks for the phone to go to that voter (after a ballot, it says
 * nothing of it); `voting` is that voter's own screen; `counted` keeps the totals alone, once stored.
 */
export type BallotFlow =
  | { readonly step: 'idle' }
  | { readonly step: 'hand-over'; readonly kind: VoteKind; readonly ballots: readonly Ballot[] }
  | { readonly step: 'voting'; readonly kind: VoteKind; readonly ballots: readonly Ballot[] }
  | { readonly step: 'all-in'; readonly kind: VoteKind; readonly ballots: readonly Ballot[] }
  | { readonly step: 'counted'; readonly kind: VoteKind; readonly for: number; readonly against: number };

export type BallotEvent =
  | { readonly type: 'call'; readonly kind: VoteKind }
  | { readonly type: 'show' }
  | { readonly type: 'cast'; readonly ballot: Ballot }
  | { readonly type: 'counted'; readonly for: number; readonly against: number }
  | { readonly type: 'close' };

/** The next screen of the ballot; an event that does not fit the screen leaves it as it is. */
export function ballotStep(flow: BallotFlow, event: BallotEvent, players: number): BallotFlow {
  switch (event.type) {
    case 'call':
      return flow.step === 'idle' || flow.step === 'counted' ? { step: 'hand-over', kind: event.kind, ballots: [] } : flow;
    case 'show':
      return flow.step === 'hand-over' ? { ...flow, step: 'voting' } : flow;
    case 'cast': {
      if (flow.step !== 'voting') return flow;
      const ballots = [...flow.ballots, event.ballot];
      return { step: ballots.length >= players ? 'all-in' : 'hand-over', kind: flow.kind, ballots };
    }
    case 'counted':
      return flow.step === 'all-in' ? { step: 'counted', kind: flow.kind, for: event.for, against: event.against } : flow;
    case 'close':
      return { step: 'idle' };
  }
}
