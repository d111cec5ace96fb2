/**
 * The vote-threshold calculator's state and its URL form (pure; unit tested).
 *
 *   nv-players  4 to 6 (default 5)
 *   nv-kind     disarm | launch (default disarm)
 *   nv-votes    one letter per seat, f (for) or a (against), e.g. ffffa
 *   nv-roles    one letter per seat: k king, q queen, j jack, x joker, - not set
 *
 * A ballot list shorter than the table is padded with "against" (a blank
 * ballot counts as against, ruling nh-every-player-votes), with a note.
 */
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  VOTE_KINDS,
  type Ballot,
  type Role,
  type VoteKind,
} from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { enumParam, intParam, readState, textParam, writeState, type UrlCodec } from '../../../lib/url-state.ts';

export const ROLE_LETTERS: { readonly [R in Role]: string } = { king: 'k', queen: 'q', jack: 'j', joker: 'x' };
const LETTER_ROLES: Readonly<Record<string, Role>> = { k: 'king', q: 'queen', j: 'jack', x: 'joker' };

export const VOTES_SPEC = {
  'nv-players': intParam(5, MIN_PLAYERS, MAX_PLAYERS),
  'nv-kind': enumParam(VOTE_KINDS, 'disarm'),
  'nv-votes': textParam('ffffa', MAX_PLAYERS, (t) => (/^[fa]*$/u.test(t) ? null : 'use f (for) or a (against), one letter per player.')),
  'nv-roles': textParam('', MAX_PLAYERS, (t) =>
    /^[kqjx-]*$/u.test(t) ? null : 'use k, q, j, x (joker) or - (not set), one letter per player.',
  ),
};

export interface VotesState {
  readonly players: number;
  readonly kind: VoteKind;
  /** Always MAX_PLAYERS long; seats past `players` are kept for when the table grows. */
  readonly votes: readonly Ballot[];
  readonly roles: readonly (Role | null)[];
}

export function readVotes(params: URLSearchParams): { state: VotesState; notes: string[] } {
  const { state, notes } = readState(VOTES_SPEC, params);
  const out = [...notes];
  const n = state['nv-players'];
  const letters = state['nv-votes'];
  if (params.has('nv-votes') && letters.length !== n && out.every((x) => !x.startsWith('Ignored nv-votes'))) {
    out.push(
      `nv-votes has ${letters.length} ballots for ${n} players: ${letters.length < n ? 'the missing ones count as against' : 'the extra ones are left out'}.`,
    );
  }
  const votes = Array.from({ length: MAX_PLAYERS }, (_, i): Ballot => (letters[i] === 'f' ? 'for' : 'against'));
  const roles = Array.from({ length: MAX_PLAYERS }, (_, i): Role | null => LETTER_ROLES[state['nv-roles'][i] ?? '-'] ?? null);
  return { state: { players: n, kind: state['nv-kind'], votes, roles }, notes: out };
}

export function votesParams(state: VotesState, base = new URLSearchParams()): URLSearchParams {
  const n = state.players;
  let roles = state.roles
    .slice(0, n)
    .map((r) => (r === null ? '-' : ROLE_LETTERS[r]))
    .join('');
  if (/^-*$/u.test(roles)) roles = '';
  return writeState(
    VOTES_SPEC,
    {
      'nv-players': n,
      'nv-kind': state.kind,
      'nv-votes': state.votes
        .slice(0, n)
        .map((v) => (v === 'for' ? 'f' : 'a'))
        .join(''),
      'nv-roles': roles,
    },
    base,
  );
}

/** The calculator's URL form (its keys always had the nv- prefix, so none was renamed). */
export const VOTES_CODEC: UrlCodec<VotesState> = { renamed: {}, read: readVotes, write: votesParams };
