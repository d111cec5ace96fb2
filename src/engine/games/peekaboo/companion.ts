/**
 * Peekaboo at a real table (issue 26): the companion keeps the chips, the ante and the pot, the bets, who rolls
 * first, who is out of chips and the end of the game, while the dice stay on the table. It plays the practice
 * table's own rules (rules.ts: `legalMoves` and `apply`), so the betting limits, side pots, odd chips, the first
 * player passing left and the game's end are never written twice.
 *
 * **The dice.** The engine rolls its own dice inside `apply`; the table rolls real ones. The companion lets the
 * engine's dice stand in, unseen, and skips its rolling (every looker kept: the turn ends). Only a showdown reads
 * dice, so when a move would end the betting with the cups up, the companion stops before it and asks the table
 * who won (`showdown`: the best hands, best first); then it plays the same move again with dice that rank the
 * players as reported (five of a kind, high to low), and the engine shares the pots by that ranking.
 *
 * **Who rolls first** in the first round is the table's roll-off (ruling pk-first-player): the action `first`.
 */
import { fail, ok, type Result } from '../../result.ts';
import { isRecord, isWhole } from '../../input.ts';
import { parseNames } from '../../companion/setup.ts';
import { listAnd } from '../../words.ts';
import { optionsFromJson } from '../../play/options.ts';
import type { CompanionError, CompanionErrorCode, CompanionRules } from '../../companion/types.ts';
import type { Die } from '../../hands/dice.ts';
import { apply as applyMove, legalMoves, newGame } from './rules.ts';
import { PEEKABOO_OPTIONS } from './options.ts';
import { betOf, callOf, isLive, potsNow, type PeekabooMove, type PeekabooState, type RoundResult } from './state.ts';

/** The names at the table, and the betting options the table agreed (each the game's default unless changed). */
export interface PeekabooSetup {
  readonly names: readonly string[];
  readonly chips: number;
  readonly maxAnte: number;
  readonly raise: number;
  readonly maxRaises: number;
  readonly rounds: number;
}

/** The betting options a table may set: the game's own options, with their bounds and defaults. */
const SETUP_OPTIONS = ['chips', 'maxAnte', 'raise', 'maxRaises', 'rounds'] as const;
export const MIN_PLAYERS = PEEKABOO_OPTIONS[0].min;
export const MAX_PLAYERS = PEEKABOO_OPTIONS[0].max;

/** A betting or ante move, for the player whose turn it is. */
type TableMove = PeekabooMove & { readonly kind: 'ante' | 'join' | 'sit-out' | 'check' | 'call' | 'raise' | 'fold' };

export type PeekabooAction =
  /** Who won the roll-off for the first round (ruling pk-first-player). */
  | { readonly kind: 'first'; readonly seat: number }
  /** A move by the player whose turn it is (`seat` says who, so a record reads plainly). */
  | (TableMove & { readonly seat: number })
  /** Who had the best hand at the showdown: groups of tied seats, best first, until every pot has its winner. */
  | { readonly kind: 'showdown'; readonly ranks: readonly (readonly number[])[] };

export interface PeekabooTable {
  readonly setup: PeekabooSetup;
  /** Whether the roll-off for the first round is in (the action `first`). */
  readonly started: boolean;
  /** The practice table's state; its dice are stand-ins, never shown. */
  readonly game: PeekabooState;
  /** A move that ends the betting with a showdown, waiting for the table to say who won. */
  readonly pending: (TableMove & { readonly seat: number }) | null;
}

const MOVE_KINDS = ['ante', 'join', 'sit-out', 'check', 'call', 'raise', 'fold'] as const;

/** The companion's errors carry only the shared codes (types.ts). */
const refuse = (code: CompanionErrorCode, message: string): { readonly ok: false; readonly error: CompanionError } => fail(code, message);
const bad = (message: string): { readonly ok: false; readonly error: CompanionError } => refuse('bad-action', message);
const notNow = (message: string): { readonly ok: false; readonly error: CompanionError } => refuse('not-now', message);

function optionsOf(setup: PeekabooSetup): PeekabooState['o'] {
  const parsed = optionsFromJson(PEEKABOO_OPTIONS, {
    players: setup.names.length,
    chips: setup.chips,
    maxAnte: setup.maxAnte,
    raise: setup.raise,
    maxRaises: setup.maxRaises,
    rounds: setup.rounds,
  });
  // parseSetup has checked every value against the same specs.
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A setup from outside: 2 to 6 names (as written: companion/setup.ts `parseNames`), the betting options. */
export function parseSetup(input: unknown): Result<PeekabooSetup> {
  if (!isRecord(input)) return refuse('bad-setup', 'A Peekaboo table needs its players and chips.');
  const names = input.names;
  if (!Array.isArray(names) || names.length < MIN_PLAYERS || names.length > MAX_PLAYERS)
    return refuse('bad-setup', `Peekaboo is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  const named = parseNames(names, MIN_PLAYERS, MAX_PLAYERS);
  if (!named.ok) return named;
  const list = named.value;
  const values: Record<string, unknown> = { players: list.length };
  for (const key of SETUP_OPTIONS) if (input[key] !== undefined) values[key] = input[key];
  for (const key of Object.keys(input))
    if (key !== 'names' && !(SETUP_OPTIONS as readonly string[]).includes(key))
      return refuse('bad-setup', `A Peekaboo table has no setting ${key}.`);
  const o = optionsFromJson(PEEKABOO_OPTIONS, values);
  if (!o.ok) return refuse('bad-setup', o.error.message);
  const { chips, maxAnte, raise, maxRaises, rounds } = o.value;
  return ok({ names: list, chips, maxAnte, raise, maxRaises, rounds });
}

export function start(setup: PeekabooSetup): PeekabooTable {
  // The seed only feeds the stand-in dice; the first player is set by the action `first`.
  return { setup, started: false, game: newGame(optionsOf(setup), 1), pending: null };
}

const nameOf = (t: PeekabooTable, seat: number): string => t.setup.names[seat] ?? `Player ${seat + 1}`;

/** Skips the engine's rolling: each roller keeps every looker, which ends their turn (rules.ts, `keep`). */
function passRolls(g: PeekabooState, ranks: readonly (readonly number[])[] | null): PeekabooState {
  let s = g;
  while (s.phase === 'roll') {
    if (ranks !== null && s.lookers.every((l, seat) => !(s.inRound[seat] ?? false) || l.length > 0)) s = ranked(s, ranks);
    s = applyMove(s, { seat: s.turn, move: { kind: 'keep', dice: s.lookers[s.turn] ?? [] } });
  }
  return s;
}

/** The state with every player's dice replaced by five of a kind, higher for a better reported hand. */
function ranked(g: PeekabooState, ranks: readonly (readonly number[])[]): PeekabooState {
  const faceOf = (seat: number): Die => {
    const i = ranks.findIndex((group) => group.includes(seat));
    return (i < 0 ? 6 - ranks.length : 6 - i) as Die;
  };
  const dice = (seat: number, n: number): readonly Die[] => Array<Die>(n).fill(faceOf(seat));
  return {
    ...g,
    peekers: g.peekers.map((p, seat) => (p.length === 0 ? p : dice(seat, g.o.peekers))),
    lookers: g.lookers.map((l, seat) => (l.length === 0 ? l : dice(seat, g.o.lookers))),
    held: g.held.map(() => []),
  };
}

/** A table move played through the engine, the rolling skipped; with `ranks`, the showdown goes by them. */
function play(
  g: PeekabooState,
  action: TableMove & { readonly seat: number },
  ranks: readonly (readonly number[])[] | null,
): PeekabooState {
  const { seat, ...move } = action;
  const before = ranks !== null && g.phase === 'bet' ? ranked(g, ranks) : g;
  return passRolls(applyMove(before, { seat, move }), ranks);
}

/** Whether this state ended a round at a showdown that `before` had not. */
const wentToShowdown = (before: PeekabooState, after: PeekabooState): boolean =>
  after.last !== before.last && after.last?.end === 'showdown';

export function parseAction(t: PeekabooTable, input: unknown): Result<PeekabooAction> {
  if (!isRecord(input) || typeof input.kind !== 'string') return bad('An action names its kind.');
  const g = t.game;
  const kind = input.kind;
  if (g.phase === 'over') return refuse('game-over', 'The game is over.');
  if (kind === 'first') {
    if (t.started) return notNow('The first player is already chosen.');
    if (!isWhole(input.seat, 0, t.setup.names.length - 1)) return bad('The first player must be one of the players.');
    return ok({ kind: 'first', seat: input.seat });
  }
  if (!t.started) return notNow('First say who won the roll-off: that player rolls first.');
  if (kind === 'showdown') {
    if (t.pending === null) return notNow('There is no showdown now.');
    return parseRanks(t, input.ranks);
  }
  if (!(MOVE_KINDS as readonly string[]).includes(kind)) return bad(`There is no action ${JSON.stringify(kind.slice(0, 24))}.`);
  if (t.pending !== null) return notNow('The cups are up: say who won first.');
  if (!isWhole(input.seat, 0, t.setup.names.length - 1)) return bad('The action must name one of the players.');
  if (input.seat !== g.turn) return notNow(`It is ${nameOf(t, g.turn)}'s turn, not ${nameOf(t, input.seat)}'s.`);
  const legal = legalMoves(g, g.turn);
  if (kind === 'ante') {
    const ante = legal.filter((m) => m.kind === 'ante');
    if (ante.length === 0) return notNow(`${nameOf(t, g.turn)} does not name the ante now.`);
    if (!isWhole(input.chips, 1, ante.length))
      return notNow(`The ante is 1 to ${ante.length} chip${ante.length === 1 ? '' : 's'} (ruling pk-ante-cap).`);
    return ok({ kind: 'ante', chips: input.chips, seat: input.seat });
  }
  const move = legal.find((m) => m.kind === kind);
  if (move === undefined) return notNow(`${nameOf(t, g.turn)} cannot ${kind === 'sit-out' ? 'sit out' : kind} now.`);
  return ok({ kind: move.kind as Exclude<TableMove['kind'], 'ante'>, seat: input.seat });
}

/**
 * The reported showdown: groups of seats still in, best first, each seat once, until every pot (the main pot and
 * each side pot, ruling pk-cover) has a winner among its players, and no group after that.
 */
function parseRanks(t: PeekabooTable, input: unknown): Result<PeekabooAction> {
  const cups = atTheCups(t);
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_PLAYERS) return bad('Say who had the best hand.');
  const seen = new Set<number>();
  const ranks: number[][] = [];
  for (const group of input as readonly unknown[]) {
    if (!Array.isArray(group) || group.length === 0 || group.length > MAX_PLAYERS) return bad('Each place names one or more players.');
    const seats: number[] = [];
    for (const seat of group as readonly unknown[]) {
      if (!isWhole(seat, 0, t.setup.names.length - 1)) return bad('A place names a seat that is not at the table.');
      if (!(cups?.live[seat] ?? false)) return notNow(`${nameOf(t, seat)} is not in the showdown.`);
      if (seen.has(seat)) return bad(`${nameOf(t, seat)} is named twice.`);
      seen.add(seat);
      seats.push(seat);
    }
    ranks.push(seats.sort((a, b) => a - b));
  }
  const decidedBy = (n: number): boolean => undecidedPots(t, ranks.slice(0, n)) === 0;
  if (!decidedBy(ranks.length)) return bad('Some chips have no winner yet: say who had the best hand among the players still in for them.');
  if (decidedBy(ranks.length - 1)) return bad('Every pot already has its winner: the last place named decides nothing.');
  return ok({ kind: 'showdown', ranks });
}

/**
 * The table as the cups come up (a showdown pending): the chips in front of each player and in the pot, and who is
 * still in, read back from the engine's own result of the round (its pots, shares, the chips given back and the
 * players who showed), so no rule is worked out here. Null with no showdown pending.
 */
function atTheCups(t: PeekabooTable): { chips: readonly number[]; put: readonly number[]; live: readonly boolean[] } | null {
  const p = t.pending;
  const g = t.game;
  if (p === null) return null;
  const everyone = [g.inRound.flatMap((_, seat) => (isLive(g, seat) ? [seat] : []))];
  const done = play(g, p, everyone);
  const last = done.last;
  if (last === null) return null;
  const after = done.chips;
  const won = g.chips.map(() => 0);
  for (const pot of last.pots) pot.winners.forEach((w, i) => (won[w] = (won[w] ?? 0) + (pot.shares[i] ?? 0)));
  if (last.returned !== null) won[last.returned.seat] = (won[last.returned.seat] ?? 0) + last.returned.chips;
  const chips = after.map((c, seat) => c - (won[seat] ?? 0));
  const put = g.put.map((x, seat) => x + (g.chips[seat] ?? 0) - (chips[seat] ?? 0));
  const live = g.chips.map((_, seat) => last.shown.some((s) => s.seat === seat));
  return { chips, put, live };
}

/** How many pots at the pending showdown have no winner yet among the places named (0: the showdown is decided). */
export function undecidedPots(t: PeekabooTable, ranks: readonly (readonly number[])[]): number {
  return potsAtShowdown(t).filter((seats) => !ranks.some((group) => group.some((s) => seats.includes(s)))).length;
}

/** The players who may win each pot at the pending showdown: the engine's pots once the move is made. */
function potsAtShowdown(t: PeekabooTable): (readonly number[])[] {
  const p = t.pending;
  if (p === null) return [];
  // Any ranking will do to find the pots: they depend on the chips, not on the dice.
  const everyone = [t.game.inRound.flatMap((_, seat) => (isLive(t.game, seat) ? [seat] : []))];
  const after = play(t.game, p, everyone);
  return (after.last?.pots ?? []).map((pot) => pot.seats);
}

export function apply(t: PeekabooTable, action: PeekabooAction): PeekabooTable {
  switch (action.kind) {
    case 'first':
      return { ...t, started: true, game: { ...t.game, first: action.seat, turn: action.seat, openingRolls: [] } };
    case 'showdown': {
      const p = t.pending;
      if (p === null) return t;
      return { ...t, game: play(t.game, p, action.ranks), pending: null };
    }
    case 'ante':
    case 'join':
    case 'sit-out':
    case 'check':
    case 'call':
    case 'raise':
    case 'fold': {
      const next = play(t.game, action, null);
      return wentToShowdown(t.game, next) ? { ...t, pending: action } : { ...t, game: next };
    }
  }
}

const chipsWord = (n: number): string => `${n} chip${n === 1 ? '' : 's'}`;

/** What a finished round paid, in a clause: "Ann won the pot (12 chips)". */
function roundWords(t: PeekabooTable, last: RoundResult): string {
  const names = (seats: readonly number[]): string => listAnd(seats.map((s) => nameOf(t, s)));
  if (last.end === 'alone') return `nobody joined, so ${nameOf(t, last.first)} took back the ante`;
  return last.pots
    .map((pot, i) => {
      const which = i === 0 ? (last.pots.length > 1 ? 'the main pot' : 'the pot') : `side pot ${i}`;
      return pot.winners.length > 1
        ? `${names(pot.winners)} split ${which} (${chipsWord(pot.chips)})`
        : `${names(pot.winners)} won ${which} (${chipsWord(pot.chips)})`;
    })
    .join('; ');
}

/** One sentence for the history and the undo button: what the action did, and the round's result if it ended one. */
export function describe(before: PeekabooTable, action: PeekabooAction): string {
  const after = apply(before, action);
  const who = (seat: number): string => nameOf(before, seat);
  let text: string;
  switch (action.kind) {
    case 'first':
      text = `${who(action.seat)} rolls first`;
      break;
    case 'showdown':
      text = '';
      break;
    case 'ante':
      text = `${who(action.seat)} named an ante of ${chipsWord(action.chips)}`;
      break;
    case 'join':
      text = `${who(action.seat)} paid the ante`;
      break;
    case 'sit-out':
      text = `${who(action.seat)} sat out the round`;
      break;
    case 'check':
      text = `${who(action.seat)} checked`;
      break;
    case 'call':
      text = `${who(action.seat)} called ${chipsWord(callOf(before.game, action.seat))}`;
      break;
    case 'raise':
      text = `${who(action.seat)} raised the bet to ${chipsWord(betOf(before.game) + before.game.o.raise)}`;
      break;
    case 'fold':
      text = `${who(action.seat)} folded`;
      break;
  }
  const clauses = text === '' ? [] : [text];
  if (after.game.last !== before.game.last && after.game.last !== null) clauses.push(roundWords(before, after.game.last));
  if (after.pending !== null && before.pending === null) clauses.push('the cups come up');
  const out = after.game.out.flatMap((o, seat) => (o && !(before.game.out[seat] ?? false) ? [who(seat)] : []));
  if (out.length > 0) clauses.push(`${listAnd(out)} ${out.length === 1 ? 'is' : 'are'} out of chips`);
  const sentence = clauses.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export function over(t: PeekabooTable): { readonly winners: readonly number[]; readonly reason: string } | null {
  const g = t.game;
  if (g.phase !== 'over') return null;
  const top = Math.max(...g.chips);
  const winners = g.chips.flatMap((c, seat) => (c === top ? [seat] : []));
  const names = listAnd(winners.map((s) => nameOf(t, s)));
  const standing = g.out.filter((o) => !o).length;
  const reason =
    standing === 1
      ? `${names} won every chip in round ${g.round}.`
      : winners.length === 1
        ? `${names} ended round ${g.round} with the most chips (${top}).`
        : `${names} ended round ${g.round} level on ${chipsWord(top)} each.`;
  return { winners, reason };
}

/** What the board shows, read from the table: the pot, the bet, what each player may do now. */
export function tableView(t: PeekabooTable): {
  readonly pot: number;
  readonly bet: number;
  /** The pots as they stand (the main pot, then side pots above a player who is all in). */
  readonly pots: readonly { readonly chips: number; readonly seats: readonly number[] }[];
  /** The moves open to the player whose turn it is (none before the roll-off, at a showdown or at the end). */
  readonly moves: readonly PeekabooAction[];
  /** What a call costs the player to act. */
  readonly toCall: number;
  /** Chips in front of each player, and put in this round; at a pending showdown, as the cups come up. */
  readonly chips: readonly number[];
  readonly put: readonly number[];
  /** Who is still in this round (joined, not folded). */
  readonly live: readonly boolean[];
} {
  const g = t.game;
  const cups = atTheCups(t);
  const put = cups?.put ?? g.put;
  const pot = put.reduce((a, b) => a + b, 0);
  const moves: PeekabooAction[] =
    !t.started || t.pending !== null || g.phase === 'over'
      ? []
      : legalMoves(g, g.turn).flatMap((m): PeekabooAction[] =>
          m.kind === 'keep' ? [] : [m.kind === 'ante' ? { kind: 'ante', chips: m.chips, seat: g.turn } : { kind: m.kind, seat: g.turn }],
        );
  const toCall = g.phase === 'bet' ? callOf(g, g.turn) : 0;
  const live = cups?.live ?? g.put.map((_, seat) => isLive(g, seat));
  const chips = cups?.chips ?? g.chips;
  const pots = pot === 0 ? [] : potsNow({ put, chips, inRound: live, folded: live.map(() => false) });
  return { pot, bet: betOf({ put }), pots, moves, toCall, chips, put, live };
}

export const PEEKABOO_COMPANION: CompanionRules<PeekabooSetup, PeekabooTable, PeekabooAction> = {
  id: 'peekaboo',
  defaultSetup: {
    names: ['Player 1', 'Player 2', 'Player 3', 'Player 4'],
    chips: PEEKABOO_OPTIONS[5].default,
    maxAnte: PEEKABOO_OPTIONS[6].default,
    raise: PEEKABOO_OPTIONS[7].default,
    maxRaises: PEEKABOO_OPTIONS[8].default,
    rounds: PEEKABOO_OPTIONS[9].default,
  },
  parseSetup,
  start,
  parseAction,
  apply,
  describe,
  over,
};
