/**
 * Nina's Five's table companion (issue 26): tricks per team, the hands left in the shuffle, the dealer, and a trick
 * judge for disputes.
 *
 * Four players sit in a square, partners across (tricks.ts: seats 0 and 2 are one team, 1 and 3 the other). A
 * trick goes to a team, or to nobody on equal hands, and is counted by `addTrick`, the race the practice table
 * keeps; the deal passes left after every trick and the deck is reshuffled after each `handsPerShuffle` tricks
 * (3 by the rules). The trick judge hands both teams' cards and the community cards to the site's judge
 * (`judgeCardRequest`, as /judge does), so its verdict and reasons are the judge's own.
 */
import { fail, ok, type Result } from '../../result.ts';
import { isOneOf, isRecord } from '../../input.ts';
import { defaultOptions } from '../../play/options.ts';
import { listAnd } from '../../words.ts';
import { judgeCardRequest, type Judgement } from '../../hands/judge-cards.ts';
import { isSeat, parseNames, parseTableOptions } from '../../companion/setup.ts';
import type { CompanionRules } from '../../companion/types.ts';
import { NF_OPTIONS } from './options.ts';
import { SEATS, TEAMS, addTrick, seatsOf, type TeamIndex } from './tricks.ts';

const TABLE_OPTION_NAMES = ['tricksToWin', 'handsPerShuffle'] as const;

/**
 * A table's setup in the shape parseSetup reads, options under `options`, so that a saved setup reads back as it
 * was (a record stores parseSetup's output and every reload parses it again).
 */
export interface NfTableSetup {
  /** Four names in seat order round the table: the first and third are partners, as are the second and fourth. */
  readonly players: readonly string[];
  readonly options: { readonly tricksToWin: number; readonly handsPerShuffle: number };
}

export interface NfTableState {
  readonly players: readonly string[];
  readonly tricksToWin: number;
  readonly handsPerShuffle: number;
  /** Tricks taken, team 0 (the first and third players) first. */
  readonly score: readonly [number, number];
  /** Tricks played in all, taken or not. */
  readonly tricks: number;
  /** Tricks played since the last shuffle (0 to handsPerShuffle - 1). */
  readonly sinceShuffle: number;
  /** Who deals the coming trick. */
  readonly dealer: number;
  readonly winner: TeamIndex | null;
}

export type NfTableAction =
  { readonly type: 'trick'; readonly team: TeamIndex | null } | { readonly type: 'dealer'; readonly player: number };

function parseSetup(input: unknown): Result<NfTableSetup> {
  if (!isRecord(input)) return fail('bad-setup', "A Nina's Five table needs its four players' names.");
  const players = parseNames(input.players, SEATS, SEATS);
  if (!players.ok) return players;
  const o = parseTableOptions(NF_OPTIONS, input.options, TABLE_OPTION_NAMES);
  if (!o.ok) return o;
  return ok({ players: players.value, options: { tricksToWin: o.value.tricksToWin, handsPerShuffle: o.value.handsPerShuffle } });
}

function start(setup: NfTableSetup): NfTableState {
  const { tricksToWin, handsPerShuffle } = setup.options;
  return { players: setup.players, tricksToWin, handsPerShuffle, score: [0, 0], tricks: 0, sinceShuffle: 0, dealer: 0, winner: null };
}

function parseAction(s: NfTableState, input: unknown): Result<NfTableAction> {
  if (s.winner !== null) return fail('game-over', 'The game is over: a team has its tricks.');
  if (!isRecord(input) || !isOneOf(['trick', 'dealer'], input.type)) return fail('bad-action', 'An action is "trick" or "dealer".');
  if (input.type === 'dealer') {
    if (s.tricks > 0) return fail('not-now', 'The first dealer is chosen before the first trick; after that the deal passes left.');
    if (!isSeat(input.player, SEATS)) return fail('bad-action', 'The dealer is one of the four players.');
    return ok({ type: 'dealer', player: input.player });
  }
  const { team } = input;
  if (team !== null && !TEAMS.some((t) => t === team))
    return fail('bad-action', 'A trick goes to team 0, team 1, or nobody (null) when the hands are equal.');
  return ok({ type: 'trick', team: team === 0 || team === 1 ? team : null });
}

function apply(s: NfTableState, a: NfTableAction): NfTableState {
  if (a.type === 'dealer') return { ...s, dealer: a.player };
  const after = addTrick(s.score, a.team, s.tricksToWin);
  return {
    ...s,
    score: [after.score[0], after.score[1]],
    tricks: s.tricks + 1,
    sinceShuffle: (s.sinceShuffle + 1) % s.handsPerShuffle,
    dealer: (s.dealer + 1) % SEATS,
    winner: after.winner,
  };
}

/** "Ann and Cy": a team by its players' names. */
export const teamName = (s: Pick<NfTableState, 'players'>, team: TeamIndex): string =>
  listAnd(seatsOf(team).map((seat) => s.players[seat] ?? ''));

function describe(before: NfTableState, a: NfTableAction): string {
  if (a.type === 'dealer') return `${before.players[a.player] ?? ''} deals first.`;
  const after = apply(before, a);
  const took = a.team === null ? 'Nobody took the trick: the hands were equal.' : `${teamName(before, a.team)} took the trick.`;
  const shuffle = after.winner === null && after.sinceShuffle === 0 ? ' Shuffle the whole deck before the next deal.' : '';
  return `${took} ${after.score[0]}–${after.score[1]}.${shuffle}`;
}

function over(s: NfTableState): { readonly winners: readonly number[]; readonly reason: string } | null {
  if (s.winner === null) return null;
  return {
    winners: [...seatsOf(s.winner)],
    reason: `${teamName(s, s.winner)} took ${s.tricksToWin} tricks and won, ${s.score[0]}–${s.score[1]}.`,
  };
}

export const COMPANION: CompanionRules<NfTableSetup, NfTableState, NfTableAction> = {
  id: 'ninas-five',
  defaultSetup: {
    players: ['Player 1', 'Player 2', 'Player 3', 'Player 4'],
    options: { tricksToWin: defaultOptions(NF_OPTIONS).tricksToWin, handsPerShuffle: defaultOptions(NF_OPTIONS).handsPerShuffle },
  },
  parseSetup,
  start,
  parseAction,
  apply,
  describe,
  over,
};

/** The trick judge's answer: which team takes the trick (null: nobody, on equal hands), and the judge's reasons. */
export interface TrickVerdict {
  readonly team: TeamIndex | null;
  readonly judgement: Judgement;
}

/**
 * Judges a disputed trick from text: each team's face-up cards (a joker a player laid written as named, X=Qh) and
 * the community cards (a joker there left free, X), in the site's notation. The judge's errors come back placed on
 * the field they belong to (hand 0 or 1, or the board).
 */
export function judgeTrickText(input: unknown): Result<TrickVerdict> {
  if (!isRecord(input) || !Array.isArray(input.teams))
    return fail('bad-trick', "Give both teams' cards and the community cards.", { field: 'request' });
  const teams: readonly unknown[] = input.teams;
  if (teams.length !== 2) return fail('bad-trick', 'A trick is between two teams.', { field: 'hands' });
  const labels = isRecord(input) && Array.isArray(input.labels) ? (input.labels as unknown[]) : undefined;
  const judged = judgeCardRequest({
    game: 'ninas-five',
    hands: teams,
    board: input.community,
    labels: labels ?? ['Team 1', 'Team 2'],
  });
  if (!judged.ok) return judged;
  const { outcome, winners } = judged.value;
  const team = outcome === 'win' && (winners[0] === 0 || winners[0] === 1) ? winners[0] : null;
  return ok({ team, judgement: judged.value });
}
