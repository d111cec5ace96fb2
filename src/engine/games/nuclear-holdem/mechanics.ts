/**
 * Nuclear Annihilation Hold'em mechanics: votes, who wins, the big board of
 * states, how fast it empties, and the winners' actions.
 *
 * Seats are numbered 0..n-1 clockwise around the table (4 ≤ n ≤ 6).
 */
import { fail, type EngineError, type Result } from '../../result.ts';
import { describeValue, isOneOf, isRecord, isWhole } from '../../input.ts';
import { US_STATES, admittedYear, type UsState } from './us-states.ts';

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 6;

/** Roles come from face cards; a joker makes its holder a secret Communist. */
export const ROLES = ['king', 'queen', 'jack', 'joker'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_INFO: { readonly [R in Role]: { readonly nickname: string; readonly aim: string } } = {
  king: { nickname: 'Hawk', aim: 'wants to launch' },
  queen: { nickname: 'Dove', aim: 'wants to disarm' },
  jack: { nickname: 'Moderate', aim: 'wants to disarm while their home state stands, and to launch once it is gone' },
  joker: { nickname: 'Communist', aim: 'wants a disarmament, or every state lost with no launch' },
};

export const VOTE_KINDS = ['disarm', 'launch'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];
/**
 * What a ballot card can say: for, against, or nothing at all. A blank card
 * ('') counts as against (ruling nh-every-player-votes).
 */
export const BALLOTS = ['for', 'against', ''] as const;
export type Ballot = (typeof BALLOTS)[number];

export const NUCLEAR_ERROR_CODES = [
  'bad-table-size',
  'bad-vote-kind',
  'bad-ending',
  'bad-options',
  'bad-ballot',
  'bad-role',
  'vote-failed',
  'bad-year',
  'bad-seat',
  'bad-model',
  'bad-count',
] as const;
export type NuclearError = EngineError<(typeof NUCLEAR_ERROR_CODES)[number]>;
type NuclearResult<T> = Result<T, NuclearError>;

function checkTableSize(n: unknown): NuclearResult<number> {
  if (!isWhole(n, MIN_PLAYERS, MAX_PLAYERS)) {
    return fail('bad-table-size', `The game is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players; this table has ${describeValue(n)}.`);
  }
  return { ok: true, value: n };
}

function checkKind(kind: unknown): NuclearResult<VoteKind> {
  if (!isOneOf(VOTE_KINDS, kind)) return fail('bad-vote-kind', `A vote is to ${VOTE_KINDS.join(' or to ')}, not ${describeValue(kind)}.`);
  return { ok: true, value: kind };
}

// ---------------------------------------------------------------------------
// Votes

/**
 * The two numbers a designer might change: how many "no" votes block a
 * disarmament, and by how many the "for" votes must beat the "against" votes
 * for a launch. The printed rules say two and two.
 */
export interface VoteThresholds {
  readonly disarmBlock: number;
  readonly launchMargin: number;
}
export const PRINTED_THRESHOLDS: VoteThresholds = { disarmBlock: 2, launchMargin: 2 };

/** The rule itself, for validated input: whether a vote passes with these counts. */
export function passesWith(kind: VoteKind, votesFor: number, against: number, t: VoteThresholds): boolean {
  switch (kind) {
    case 'disarm':
      return against < t.disarmBlock; // two "no" votes block a disarmament
    case 'launch':
      return votesFor - against >= t.launchMargin; // a launch needs two more for than against
  }
}

function passes(kind: VoteKind, votesFor: number, against: number): boolean {
  return passesWith(kind, votesFor, against, PRINTED_THRESHOLDS);
}

/** Whether a vote passes, from the count of ballots for and against (blank ones counted as against). */
export function votePasses(kind: unknown, votesFor: unknown, against: unknown): NuclearResult<boolean> {
  const checked = checkKind(kind);
  if (!checked.ok) return checked;
  if (!isWhole(votesFor, 0, MAX_PLAYERS) || !isWhole(against, 0, MAX_PLAYERS))
    return fail('bad-ballot', 'Count the ballots for and against as whole numbers.');
  const size = checkTableSize(votesFor + against);
  if (!size.ok) return fail('bad-table-size', `Every player votes, so there must be ${MIN_PLAYERS} to ${MAX_PLAYERS} ballots in all.`);
  return { ok: true, value: passes(checked.value, votesFor, against) };
}

/** The fewest "for" ballots that pass a vote at a table of n (everyone votes). */
export function forNeeded(kind: unknown, n: unknown): NuclearResult<number> {
  const checked = checkKind(kind);
  if (!checked.ok) return checked;
  const size = checkTableSize(n);
  if (!size.ok) return size;
  return { ok: true, value: needed(checked.value, size.value) };
}

/** forNeeded for a validated kind and table size: n is at most MAX_PLAYERS, so the loop is short. */
function needed(kind: VoteKind, n: number): number {
  for (let votesFor = 0; votesFor <= n; votesFor++) if (passes(kind, votesFor, n - votesFor)) return votesFor;
  return n + 1;
}

export interface VoteCount {
  readonly kind: VoteKind;
  readonly for: number;
  readonly against: number;
  readonly passes: boolean;
  /** The fewest voters who would have to switch from against to for to pass it (0 if it passes). */
  readonly switchesToPass: number;
  /** The fewest voters who would have to switch from for to against to sink it (0 if it fails). */
  readonly switchesToFail: number;
}

/** One ballot per seat, each "for", "against" or blank, from 4 to 6 of them. */
function checkBallots(ballots: unknown): NuclearResult<readonly Ballot[]> {
  const list: readonly unknown[] = Array.isArray(ballots) ? ballots : [];
  const size = checkTableSize(list.length);
  if (!size.ok) return fail('bad-table-size', `Every player votes, so there must be ${MIN_PLAYERS} to ${MAX_PLAYERS} ballots.`);
  const checked: Ballot[] = [];
  for (const [seat, b] of list.entries()) {
    if (!isOneOf(BALLOTS, b))
      return fail(
        'bad-ballot',
        `Seat ${seat + 1}'s ballot is ${describeValue(b)}; a ballot is "for", "against" or left blank ("", which counts as against).`,
      );
    checked.push(b);
  }
  return { ok: true, value: checked };
}

/** Count a vote: one ballot per seat, in seat order. */
export function countVote(kind: unknown, ballots: unknown): NuclearResult<VoteCount> {
  const checkedKind = checkKind(kind);
  if (!checkedKind.ok) return checkedKind;
  const checked = checkBallots(ballots);
  if (!checked.ok) return checked;
  return { ok: true, value: tally(checkedKind.value, checked.value) };
}

/** countVote for a checked kind and ballots. */
function tally(kind: VoteKind, ballots: readonly Ballot[]): VoteCount {
  const votesFor = ballots.filter((b) => b === 'for').length;
  const against = ballots.length - votesFor; // blank ballots count as against
  const need = needed(kind, ballots.length);
  return {
    kind,
    for: votesFor,
    against,
    passes: passes(kind, votesFor, against),
    switchesToPass: Math.max(0, need - votesFor),
    switchesToFail: Math.max(0, votesFor - need + 1),
  };
}

// ---------------------------------------------------------------------------
// Who wins

export const ENDINGS = ['disarm', 'launch', 'board-empty'] as const;
export type Ending = { readonly kind: 'disarm' | 'launch'; readonly ballots: readonly Ballot[] } | { readonly kind: 'board-empty' };

export interface Verdict {
  /** Winning seats, ascending; empty when everyone loses. */
  readonly winners: readonly number[];
  readonly summary: string;
}

/** The winners when the game ends. `roles` is one role per seat; a disarm or launch must have passed. */
export function decideWinners(roles: unknown, ending: unknown): NuclearResult<Verdict> {
  const seats: readonly unknown[] = Array.isArray(roles) ? roles : [];
  const size = checkTableSize(seats.length);
  if (!size.ok) return size;
  const checkedRoles: Role[] = [];
  for (const [seat, r] of seats.entries()) {
    if (!isOneOf(ROLES, r)) return fail('bad-role', `Seat ${seat + 1} has role ${describeValue(r)}; a role is king, queen, jack or joker.`);
    checkedRoles.push(r);
  }
  const kind = isRecord(ending) ? ending.kind : undefined;
  if (!isRecord(ending) || !isOneOf(ENDINGS, kind)) {
    return fail(
      'bad-ending',
      `The game ends by ${ENDINGS.join(', ')}; ${describeValue(isRecord(ending) ? kind : ending)} is not one of them.`,
    );
  }
  switch (kind) {
    case 'board-empty':
      return { ok: true, value: winnersOf(checkedRoles, { kind }) };
    case 'disarm':
    case 'launch': {
      const ballots = checkBallots(ending.ballots);
      if (!ballots.ok) return ballots;
      if (ballots.value.length !== checkedRoles.length) return fail('bad-table-size', 'There must be one ballot per player.');
      if (!tally(kind, ballots.value).passes) return fail('vote-failed', `The ${kind} vote failed, so the game goes on.`);
      return { ok: true, value: winnersOf(checkedRoles, { kind, ballots: ballots.value }) };
    }
  }
}

/**
 * decideWinners for validated input: one known role per seat, and for a vote
 * one ballot per seat of a vote that passed (under whatever thresholds the
 * table plays with).
 */
export function winnersOf(roles: readonly Role[], ending: Ending): Verdict {
  const seats = (keep: (role: Role, seat: number) => boolean): number[] => roles.flatMap((r, s) => (keep(r, s) ? [s] : []));
  const jokers = seats((r) => r === 'joker');
  switch (ending.kind) {
    case 'board-empty':
      return jokers.length > 0
        ? { winners: jokers, summary: 'Every state is lost with no decision: the Communists win.' }
        : { winners: [], summary: 'Every state is lost with no decision and no Communist at the table: everyone loses.' };
    case 'launch':
    case 'disarm': {
      const votedFor = (s: number): boolean => ending.ballots[s] === 'for';
      if (ending.kind === 'launch')
        return {
          winners: seats((r, s) => (r === 'king' || r === 'jack') && votedFor(s)),
          summary:
            "The launch passed: the kings and jacks who voted for it win (Showdown's ruling; the rules only say they narrate the attack).",
        };
      if (jokers.length > 0) return { winners: jokers, summary: 'The disarmament passed with a Communist at the table: the jokers win.' };
      return {
        winners: seats((r, s) => (r === 'queen' || r === 'jack') && votedFor(s)),
        summary: 'The disarmament passed: the queens and jacks who voted for it win.',
      };
    }
  }
}

// ---------------------------------------------------------------------------
// The big board

export const FIRST_YEAR = 1947;
export const LAST_YEAR = 1991;
/** The year Alaska (January) and Hawaii (August) joined. */
export const LATE_STATES_YEAR = 1959;

/**
 * The states on the board at the start of a game set in `year`, alphabetical. `options` is
 * `{ hawaii?: 'kept' | 'crossed-off' }`: only in 1959, whether the player who named the year keeps Hawaii on the
 * board (default: kept).
 */
export function statesOnBoard(year: unknown, options: unknown = {}): NuclearResult<readonly UsState[]> {
  if (!isRecord(options) || (options.hawaii !== undefined && !isOneOf(['kept', 'crossed-off'], options.hawaii))) {
    return fail('bad-options', 'The scenario options are { hawaii: "kept" } or { hawaii: "crossed-off" }.');
  }
  if (!isWhole(year, FIRST_YEAR, LAST_YEAR)) {
    return fail('bad-year', `The scenario year must be a whole year from ${FIRST_YEAR} to ${LAST_YEAR}.`);
  }
  const dropHawaii = year === LATE_STATES_YEAR && options.hawaii === 'crossed-off';
  return { ok: true, value: US_STATES.filter((s) => admittedYear(s) <= year && !(dropHawaii && s.postal === 'HI')) };
}

// ---------------------------------------------------------------------------
// How fast the board empties

/**
 * A simple model of one round: each player discards each of their two
 * cards independently with chance `discardChance`; exactly one player wins
 * the hand, and picks Nuke with chance `nukeChance`. Defaults: a coin flip
 * per card, and Nuke as one of five actions picked evenly.
 */
export interface DiscardModel {
  readonly discardChance: number;
  readonly nukeChance: number;
}
export const DEFAULT_DISCARD_MODEL: DiscardModel = { discardChance: 0.5, nukeChance: 0.2 };
export const CARDS_PER_HAND = 2;

export interface RoundLosses {
  /** Nobody discards and nobody nukes. */
  readonly min: number;
  /** Every card discarded, and every player ties for the win and nukes. */
  readonly max: number;
  readonly expected: number;
  /** distribution[k] = chance exactly k states are crossed off in a round, under the model. */
  readonly distribution: readonly number[];
}

function checkModel(model: unknown): NuclearResult<DiscardModel> {
  const isChance = (p: unknown): p is number => typeof p === 'number' && p >= 0 && p <= 1;
  if (!isRecord(model)) return fail('bad-model', 'Chances in the discard model must be between 0 and 1.');
  const { discardChance, nukeChance } = model;
  if (!isChance(discardChance) || !isChance(nukeChance)) return fail('bad-model', 'Chances in the discard model must be between 0 and 1.');
  return { ok: true, value: { discardChance, nukeChance } };
}

/** States crossed off in one round at a table of n. */
export function statesLostPerRound(table: unknown, discardModel: unknown = DEFAULT_DISCARD_MODEL): NuclearResult<RoundLosses> {
  const size = checkTableSize(table);
  if (!size.ok) return size;
  const checked = checkModel(discardModel);
  if (!checked.ok) return checked;
  const n = size.value;
  const model = checked.value;
  const cards = CARDS_PER_HAND * n;
  const q = model.discardChance;
  const distribution = Array<number>(cards + n * n + 1).fill(0);
  for (let k = 0; k <= cards; k++) {
    const pk = binomial(cards, k) * q ** k * (1 - q) ** (cards - k);
    distribution[k] = (distribution[k] ?? 0) + pk * (1 - model.nukeChance);
    distribution[k + n] = (distribution[k + n] ?? 0) + pk * model.nukeChance;
  }
  return { ok: true, value: { min: 0, max: cards + n * n, expected: cards * q + model.nukeChance * n, distribution } };
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - i + 1)) / i;
  return c;
}

export interface RoundsToEmpty {
  /** Every round at its maximum. */
  readonly fewest: number;
  /** Exact expected rounds under the model, or null when the model never crosses a state off. */
  readonly expected: number | null;
}

/** Rounds until `states` are all crossed off at a table of n. */
export function roundsToEmpty(states: unknown, n: unknown, model: unknown = DEFAULT_DISCARD_MODEL): NuclearResult<RoundsToEmpty> {
  if (!isWhole(states, 0, US_STATES.length)) return fail('bad-count', `The board holds 0 to ${US_STATES.length} states.`);
  const losses = statesLostPerRound(n, model);
  if (!losses.ok) return losses;
  const { max, distribution } = losses.value;
  const stay = distribution[0] ?? 0;
  // E[s] = (1 + Σ_{k≥1} P(k) E[s-k]) / (1 - P(0)), with E[s ≤ 0] = 0.
  const expected: number[] = [0];
  for (let s = 1; s <= states; s++) {
    let sum = 1;
    for (let k = 1; k < distribution.length; k++) sum += (distribution[k] ?? 0) * (expected[Math.max(0, s - k)] ?? 0);
    expected.push(sum / (1 - stay));
  }
  return { ok: true, value: { fewest: Math.ceil(states / max), expected: stay >= 1 && states > 0 ? null : (expected[states] ?? 0) } };
}

// ---------------------------------------------------------------------------
// Winners' actions

export const ACTIONS = ['nuke', 'intel', 'background-check', 'persuade', 'propose-vote'] as const;

/** The order winners act in: clockwise, starting with the dealer. */
export function actionOrder(table: unknown, dealer: unknown, winners: unknown): NuclearResult<readonly number[]> {
  const size = checkTableSize(table);
  if (!size.ok) return size;
  const n = size.value;
  const isSeat = (s: unknown): s is number => isWhole(s, 0, n - 1);
  if (!isSeat(dealer)) return fail('bad-seat', `The dealer must sit in seat 0 to ${n - 1}.`);
  const listed: readonly unknown[] = Array.isArray(winners) ? winners : [];
  if (listed.length === 0) return fail('bad-seat', 'Name at least one winner.');
  const seats = listed.filter(isSeat);
  if (seats.length !== listed.length) return fail('bad-seat', `Winners must sit in seats 0 to ${n - 1}.`);
  if (new Set(seats).size !== seats.length) return fail('bad-seat', 'A winner is listed twice.');
  const fromDealer = (s: number): number => (s - dealer + n) % n;
  return { ok: true, value: [...seats].sort((a, b) => fromDealer(a) - fromDealer(b)) };
}
