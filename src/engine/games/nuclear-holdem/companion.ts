/**
 * Nuclear Annihilation Hold'em's table companion (issue 26): the big board of states, the dealer button, the round,
 * and the secret ballot.
 *
 * The board is the scenario year's (`statesOnBoard`, mechanics.ts: Alaska and Hawaii only from 1959, and Hawaii in
 * 1959 as the year's namer chose, ruling nh-hawaii-1959). A state is crossed off one action each and comes back only
 * by undo; the last one ends the game at once (ruling nh-last-state). The button passes left each round. A vote is
 * stored as its totals only, never who voted how (ruling nh-secret-ballots): the page gathers the ballots in memory
 * and `ballotAction` turns them into totals, checked by the engine's `countVote`; the verdict is `passesWith`
 * under the table's thresholds. Who wins at the end depends on the secret roles, so the companion says how the game
 * ended and whom that favours, and the players reveal the rest.
 */
import { fail, ok, type Result } from '../../result.ts';
import { isOneOf, isRecord, isWhole } from '../../input.ts';
import { defaultOptions } from '../../play/options.ts';
import { quote } from '../../hands/cards.ts';
import { isSeat, parseNames, parseTableOptions } from '../../companion/setup.ts';
import type { CompanionRules } from '../../companion/types.ts';
import { ACTIONS, MAX_PLAYERS, MIN_PLAYERS, VOTE_KINDS, countVote, passesWith, statesOnBoard, type VoteKind } from './mechanics.ts';
import { NH_OPTIONS, checkOptions } from './options.ts';
import { RULINGS } from './rulings.ts';
import { ACTION_WORDS, stateName } from './words.ts';

const TABLE_OPTION_NAMES = ['year', 'hawaii', 'disarmBlock', 'launchMargin', 'nukeStates'] as const;

/**
 * A table's setup in the shape parseSetup reads, options under `options`, so that a saved setup reads back as it
 * was (a record stores parseSetup's output and every reload parses it again).
 */
export interface NhTableSetup {
  readonly players: readonly string[];
  readonly options: {
    readonly year: number;
    /** Only in 1959: whether Hawaii stays on the board. */
    readonly hawaii: boolean;
    readonly disarmBlock: number;
    readonly launchMargin: number;
    readonly nukeStates: number;
  };
}

export interface NhVoteRecord {
  readonly round: number;
  readonly kind: VoteKind;
  readonly for: number;
  readonly against: number;
  readonly passed: boolean;
}

export interface NhTableState {
  readonly players: readonly string[];
  readonly year: number;
  readonly thresholds: { readonly disarmBlock: number; readonly launchMargin: number };
  /** States a Nuke crosses off: this many for each player. */
  readonly nukeStates: number;
  /** The states on the board at the start (postal codes, alphabetical by name), and those crossed off, in order. */
  readonly board: readonly string[];
  readonly crossed: readonly string[];
  readonly round: number;
  readonly dealer: number;
  readonly votes: readonly NhVoteRecord[];
  readonly ending: 'disarm' | 'launch' | 'board-empty' | null;
}

export type NhTableAction =
  | { readonly type: 'cross'; readonly state: string }
  | { readonly type: 'next-round' }
  | { readonly type: 'dealer'; readonly player: number }
  | { readonly type: 'vote'; readonly kind: VoteKind; readonly for: number; readonly against: number };

function parseSetup(input: unknown): Result<NhTableSetup> {
  if (!isRecord(input)) return fail('bad-setup', "A Nuclear table needs its players' names.");
  const players = parseNames(input.players, MIN_PLAYERS, MAX_PLAYERS);
  if (!players.ok) return players;
  const o = parseTableOptions(NH_OPTIONS, input.options, TABLE_OPTION_NAMES, { players: players.value.length });
  if (!o.ok) return o;
  const wrong = checkOptions(o.value);
  if (wrong !== null) return fail('bad-setup', wrong.message);
  const { year, hawaii, disarmBlock, launchMargin, nukeStates } = o.value;
  return ok({ players: players.value, options: { year, hawaii, disarmBlock, launchMargin, nukeStates } });
}

function start(setup: NhTableSetup): NhTableState {
  const { year, hawaii, disarmBlock, launchMargin, nukeStates } = setup.options;
  const board = statesOnBoard(year, { hawaii: hawaii ? 'kept' : 'crossed-off' });
  return {
    players: setup.players,
    year,
    thresholds: { disarmBlock, launchMargin },
    nukeStates,
    board: board.ok ? board.value.map((s) => s.postal) : [],
    crossed: [],
    round: 1,
    dealer: 0,
    votes: [],
    ending: null,
  };
}

const ACTION_TYPES = ['cross', 'next-round', 'dealer', 'vote'] as const;

function parseAction(s: NhTableState, input: unknown): Result<NhTableAction> {
  if (s.ending !== null) return fail('game-over', 'The game is over.');
  if (!isRecord(input) || !isOneOf(ACTION_TYPES, input.type)) return fail('bad-action', `An action is one of ${ACTION_TYPES.join(', ')}.`);
  const n = s.players.length;
  switch (input.type) {
    case 'cross': {
      const postal = input.state;
      if (typeof postal !== 'string' || !s.board.includes(postal))
        return fail(
          'not-on-board',
          typeof postal === 'string' && postal.length <= 2 && /^[A-Z]{2}$/u.test(postal)
            ? `${stateName(postal)} is not on the board in ${s.year}.`
            : `${typeof postal === 'string' ? quote(postal) : 'That'} is not a state on the board.`,
        );
      if (s.crossed.includes(postal)) return fail('already-crossed', `${stateName(postal)} is already crossed off.`);
      return ok({ type: 'cross', state: postal });
    }
    case 'next-round':
      return ok({ type: 'next-round' });
    case 'dealer':
      if (s.round > 1 || s.crossed.length > 0 || s.votes.length > 0)
        return fail('not-now', 'The first dealer is chosen before play starts; after that the button passes left each round.');
      if (!isSeat(input.player, n)) return fail('bad-action', `The dealer is one of the ${n} players.`);
      return ok({ type: 'dealer', player: input.player });
    case 'vote': {
      const { kind } = input;
      if (!isOneOf(VOTE_KINDS, kind)) return fail('bad-action', 'A vote is to disarm or to launch.');
      const votesFor = input.for;
      const against = input.against;
      if (!isWhole(votesFor, 0, n) || !isWhole(against, 0, n) || votesFor + against !== n)
        return fail('bad-ballots', `Every player votes: the ballots for and against must come to ${n}.`);
      return ok({ type: 'vote', kind, for: votesFor, against });
    }
  }
}

function apply(s: NhTableState, a: NhTableAction): NhTableState {
  switch (a.type) {
    case 'cross': {
      const crossed = [...s.crossed, a.state];
      return { ...s, crossed, ending: crossed.length === s.board.length ? 'board-empty' : null };
    }
    case 'next-round':
      return { ...s, round: s.round + 1, dealer: (s.dealer + 1) % s.players.length };
    case 'dealer':
      return { ...s, dealer: a.player };
    case 'vote': {
      const passed = passesWith(a.kind, a.for, a.against, s.thresholds);
      const vote: NhVoteRecord = { round: s.round, kind: a.kind, for: a.for, against: a.against, passed };
      return { ...s, votes: [...s.votes, vote], ending: passed ? a.kind : null };
    }
  }
}

const voteName = (kind: VoteKind): string => (kind === 'launch' ? 'launch' : 'disarmament');

function describe(before: NhTableState, a: NhTableAction): string {
  switch (a.type) {
    case 'cross': {
      const left = before.board.length - before.crossed.length - 1;
      return `${stateName(a.state)} is crossed off: ${left} state${left === 1 ? '' : 's'} left.`;
    }
    case 'next-round':
      return `Round ${before.round + 1}: ${before.players[(before.dealer + 1) % before.players.length] ?? ''} has the button.`;
    case 'dealer':
      return `${before.players[a.player] ?? ''} deals first.`;
    case 'vote': {
      const passed = passesWith(a.kind, a.for, a.against, before.thresholds);
      return `The vote to ${a.kind}: ${a.for} for, ${a.against} against, so the ${voteName(a.kind)} ${passed ? 'passes' : 'fails'}.`;
    }
  }
}

function over(s: NhTableState): { readonly winners: readonly number[]; readonly reason: string } | null {
  switch (s.ending) {
    case null:
      return null;
    case 'board-empty':
      return {
        winners: [],
        reason: 'The last state has fallen with no decision: any Communists (jokers) win; with none at the table, everyone loses.',
      };
    case 'disarm':
      return {
        winners: [],
        reason:
          'The disarmament passed: if anyone holds a joker, the Communists win; otherwise the queens and jacks who voted for it win. Show your cards.',
      };
    case 'launch':
      return { winners: [], reason: 'The launch passed: the kings and jacks who voted for it win. Show your cards.' };
  }
}

/**
 * A secret ballot turned into the vote action the table stores: every player's ballot ("for", "against", or ""
 * for a blank, which counts against: ruling nh-every-player-votes), in any order, counted by the engine's
 * `countVote`. Only the totals leave this function.
 */
export function ballotAction(s: NhTableState, kind: unknown, ballots: unknown): Result<NhTableAction> {
  if (Array.isArray(ballots) && ballots.length !== s.players.length)
    return fail('bad-ballots', `Every player votes: ${s.players.length} ballots, not ${ballots.length}.`);
  const counted = countVote(kind, ballots);
  if (!counted.ok) return fail('bad-ballots', counted.error.message);
  return parseAction(s, { type: 'vote', kind: counted.value.kind, for: counted.value.for, against: counted.value.against });
}

export const COMPANION: CompanionRules<NhTableSetup, NhTableState, NhTableAction> = {
  id: 'nuclear-holdem',
  defaultSetup: (() => {
    const o = defaultOptions(NH_OPTIONS);
    return {
      players: Array.from({ length: o.players }, (_, i) => `Player ${i + 1}`),
      options: { year: o.year, hawaii: o.hawaii, disarmBlock: o.disarmBlock, launchMargin: o.launchMargin, nukeStates: o.nukeStates },
    };
  })(),
  parseSetup,
  start,
  parseAction,
  apply,
  describe,
  over,
};

// ---------------------------------------------------------------------------
// The action reference for a round's winners

type RulingId = (typeof RULINGS)[number]['id'];
/** The rulings that bear on each action (every tied winner acts, clockwise from the dealer: nh-tied-winners-act). */
const ACTION_RULINGS: { readonly [A in (typeof ACTIONS)[number]]: readonly RulingId[] } = {
  nuke: ['nh-nuke-count', 'nh-last-state'],
  intel: ['nh-joker-swap-card'],
  'background-check': [],
  persuade: ['nh-persuade-board', 'nh-joker-swap-card'],
  'propose-vote': ['nh-vote-thresholds', 'nh-every-player-votes', 'nh-secret-ballots'],
};

export interface ActionReference {
  readonly id: (typeof ACTIONS)[number];
  readonly name: string;
  readonly does: string;
  /** Each ruling's id (the game page's anchor) and its answer. */
  readonly rulings: readonly { readonly id: RulingId; readonly answer: string }[];
}

/** What a round's winner may do, in the order the rules list the actions, from words.ts and rulings.ts. */
export const ACTION_REFERENCE: readonly ActionReference[] = ACTIONS.map((id) => ({
  id,
  ...ACTION_WORDS[id],
  rulings: ACTION_RULINGS[id].map((ruling) => ({ id: ruling, answer: RULINGS.find((r) => r.id === ruling)?.answer ?? '' })),
}));
