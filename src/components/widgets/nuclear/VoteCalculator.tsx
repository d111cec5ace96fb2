/**
 * Nuclear Annihilation Hold'em vote-threshold calculator (Preact island).
 * Native selects and radios; the verdict is announced politely. State in
 * the URL (votes-state.ts).
 */
import type { JSX } from 'preact';
import { capitalize as cap } from '../../../engine/words.ts';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  ROLES,
  ROLE_INFO,
  VOTE_KINDS,
  countVote,
  decideWinners,
  forNeeded,
  type Ballot,
  type Role,
  type VoteKind,
} from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { VOTES_CODEC, readVotes } from './votes-state.ts';
import '../../../styles/scroll-cue.css';

interface Props {
  readonly id: string;
}

const RULE: { readonly [K in VoteKind]: string } = {
  disarm: 'Rule: a disarmament passes unless two or more players vote against it.',
  launch: 'Rule: a launch passes only with at least two more votes for it than against it.',
};
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export default function VoteCalculator({ id }: Props): JSX.Element {
  const { state, setState, notes } = useUrlState(VOTES_CODEC, () => readVotes(new URLSearchParams()).state);

  const n = state.players;
  const ballots = state.votes.slice(0, n);
  const roles = state.roles.slice(0, n);
  const counted = countVote(state.kind, ballots);
  const seats = Array.from({ length: n }, (_, i) => i);
  const needed = (kind: VoteKind): string => {
    const need = forNeeded(kind, n);
    return need.ok ? String(need.value) : '?';
  };
  const setSeat = (i: number, patch: { vote?: Ballot; role?: Role | null }): void =>
    setState((s) => ({
      ...s,
      votes: patch.vote === undefined ? s.votes : s.votes.map((v, j) => (j === i ? (patch.vote ?? v) : v)),
      roles: patch.role === undefined ? s.roles : s.roles.map((r, j) => (j === i ? (patch.role ?? null) : r)),
    }));

  let verdict: string;
  let short = '';
  let winners = '';
  if (counted.ok) {
    const c = counted.value;
    verdict = `The ${state.kind} vote ${c.passes ? 'passes' : 'fails'}: ${c.for} for, ${c.against} against.`;
    short = c.passes
      ? `The "against" side is ${plural(c.switchesToFail, 'vote', 'votes')} short of stopping it.`
      : `The "for" side is ${plural(c.switchesToPass, 'vote', 'votes')} short of passing it.`;
    if (!c.passes) winners = 'Nobody wins: the vote failed, so the game goes on.';
    else if (roles.some((r) => r === null)) winners = "Choose every player's role to see who wins.";
    else {
      const decided = decideWinners(
        roles.filter((r): r is Role => r !== null),
        { kind: state.kind, ballots },
      );
      if (!decided.ok) winners = decided.error.message;
      else {
        const who = decided.value.winners.map((s) => `player ${s + 1} (${roles[s] ?? ''})`);
        winners = `${decided.value.summary} ${who.length === 0 ? 'Nobody wins.' : `Winners: ${who.join(', ')}.`}`;
      }
    }
  } else verdict = counted.error.message;

  return (
    <div class="nv-calc" id={id}>
      {notes.length > 0 && (
        <div class="wb-notes" role="note">
          <p>
            <strong>Some settings in the address were not used:</strong>
          </p>
          <ul>
            {notes.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="nv-top">
        <div>
          <label for={`${id}-players`}>Number of players</label>{' '}
          <select
            id={`${id}-players`}
            value={String(n)}
            onChange={(e) => setState((s) => ({ ...s, players: Number(e.currentTarget.value) }))}
          >
            {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, k) => MIN_PLAYERS + k).map((k) => (
              <option key={k} value={String(k)}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>The vote</legend>
          {VOTE_KINDS.map((k) => (
            <label key={k} class="nv-radio">
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={state.kind === k}
                onChange={() => setState((s) => ({ ...s, kind: k }))}
              />{' '}
              {cap(k)}
            </label>
          ))}
        </fieldset>
      </div>
      <table class="nv-table" data-scroll-cue>
        <caption>Each player's ballot, and (optional) their role</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Vote</th>
            <th scope="col">Role (optional)</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((i) => (
            <tr key={i}>
              <th scope="row">Player {i + 1}</th>
              <td>
                <select
                  aria-label={`Player ${i + 1} vote`}
                  value={ballots[i]}
                  onChange={(e) => setSeat(i, { vote: e.currentTarget.value === 'for' ? 'for' : 'against' })}
                >
                  <option value="for">For</option>
                  <option value="against">Against</option>
                </select>
              </td>
              <td>
                <select
                  aria-label={`Player ${i + 1} role`}
                  value={roles[i] ?? ''}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setSeat(i, { role: (ROLES as readonly string[]).includes(v) ? (v as Role) : null });
                  }}
                >
                  <option value="">Not set</option>
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {cap(r)} ({ROLE_INFO[r].nickname})
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="nv-result">
        <p class="nv-rule">{RULE[state.kind]}</p>
        <div aria-live="polite" class="nv-live">
          <p class={`nv-verdict ${counted.ok && counted.value.passes ? 'pass' : 'fail'}`}>
            <strong>{counted.ok ? (counted.value.passes ? 'Passes. ' : 'Fails. ') : ''}</strong>
            {verdict}
          </p>
          <p>{short}</p>
          <p>{winners}</p>
        </div>
        <p class="nv-help">
          At a table of {n}: a disarmament needs {needed('disarm')} for; a launch needs {needed('launch')} for.
        </p>
      </div>
    </div>
  );
}
