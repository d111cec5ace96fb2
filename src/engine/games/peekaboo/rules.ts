/**
 * Peekaboo as a reducer: which moves are legal, what a move does, and how a
 * game ends. A game is rounds of ante, peekers, lookers, betting and
 * showdown, played with chips until the agreed number of rounds is over or
 * one player holds every chip. Each ruled point names its ruling
 * (src/engine/games/peekaboo/rulings.ts `RULINGS`); the rules do exactly what they say.
 * The state and move types are in state.ts, what a seat sees in view.ts.
 *
 * Dice that need no decision are rolled inside `apply`: the peekers when the
 * antes are in, and each player's first roll of all lookers when their turn
 * starts (ruling pk-first-roll-all). A turn that has no choice left (every
 * looker kept, or no rolls left) ends by itself, and so does the betting of a
 * player who is all in (ruling pk-cover: side pots, in pots.ts).
 */
import { DICE_LADDER, type Die } from '../../hands/dice.ts';
import { listAnd } from '../../words.ts';
import { containsAll } from './solver.ts';
import { diceCategory, diceKey } from './keys.ts';
import { awardPots, uncalled } from './pots.ts';
import { rngAt, type Rng } from '../../play/random.ts';
import type { GameRules, Outcome, SeatMove } from '../../play/types.ts';
import { checkOptions, PEEKABOO_OPTIONS, type PeekabooOptions } from './options.ts';
import {
  betOf,
  callOf,
  isLive,
  maxAnte,
  potOf,
  potsNow,
  STAT_NAMES,
  type Phase,
  type PeekabooMove,
  type BetRecord,
  type PeekabooState,
  type PeekabooStats,
  type PotResult,
  type RoundEnd,
  type RoundResult,
} from './state.ts';
import { viewOf, type PeekabooView } from './view.ts';

/** A state under construction inside `apply`: the same shape, writable. */
interface Draft {
  o: PeekabooOptions;
  chips: number[];
  out: boolean[];
  round: number;
  first: number;
  phase: Phase;
  turn: number;
  ante: number;
  inRound: boolean[];
  answered: boolean[];
  peekers: (readonly Die[])[];
  lookers: (readonly Die[])[];
  held: (readonly Die[])[];
  rollsLeft: number[];
  put: number[];
  acted: boolean[];
  folded: boolean[];
  raises: number;
  bets: readonly BetRecord[];
  last: RoundResult | null;
  openingRolls: readonly (readonly number[])[];
  stats: Readonly<PeekabooStats>;
  rng: number;
}

const SEATS: readonly (readonly number[])[] = Array.from({ length: 7 }, (_, n) => Array.from({ length: n }, (_, i) => i));
const seatsOf = (n: number): readonly number[] => SEATS[n] ?? [];
const NO_DICE: readonly Die[] = [];
/** A sorted copy, high to low: an insertion sort, since lists hold at most a few dice (the same order as sort). */
function high(dice: readonly Die[]): Die[] {
  const out = dice.slice();
  for (let i = 1; i < out.length; i++) {
    const d: Die = out[i] ?? 1;
    let j = i - 1;
    for (let above: Die = out[j] ?? 1; j >= 0 && above < d; above = out[--j] ?? 1) out[j + 1] = above;
    out[j + 1] = d;
  }
  return out;
}
function roll(rng: Rng, count: number): Die[] {
  const dice: Die[] = [];
  for (let i = 0; i < count; i++) dice.push((1 + rng.int(6)) as Die);
  return dice;
}

/** Whether a player other than `seat` is still in with chips left, so that a bet has someone to answer it. */
function anotherCanBet(s: Pick<PeekabooState, 'inRound' | 'folded' | 'chips'>, seat: number): boolean {
  for (let p = 0; p < s.chips.length; p++) if (p !== seat && isLive(s, p) && (s.chips[p] ?? 0) > 0) return true;
  return false;
}

/**
 * Whether `seat` has a betting decision to make: still in, with chips left,
 * and either behind the bet or yet to use their one chance (ruling
 * pk-raise-again) while someone else could still bet against them. A player
 * who is all in has nothing to decide (ruling pk-cover).
 */
function owesAction(s: Pick<PeekabooState, 'inRound' | 'folded' | 'chips' | 'put' | 'acted'>, seat: number, bet: number): boolean {
  if (!isLive(s, seat) || (s.chips[seat] ?? 0) === 0) return false;
  if ((s.put[seat] ?? 0) < bet) return true;
  return !(s.acted[seat] ?? false) && anotherCanBet(s, seat);
}

const holdCache = new Map<number, readonly PeekabooMove[]>();
/** Dice (at most five) as one number, base 7, so an empty list differs from any other. */
const codeOf = (dice: readonly Die[]): number => dice.reduce((code, d) => code * 7 + d, 0);

/** The keep moves for these lookers and held dice, built once per pair (moves are never mutated). */
function keepMoves(lookers: readonly Die[], held: readonly Die[]): readonly PeekabooMove[] {
  const id = codeOf(lookers) * 16807 + codeOf(held);
  let moves = holdCache.get(id);
  if (moves === undefined) {
    moves = holds(lookers, held).map((dice): PeekabooMove => ({ kind: 'keep', dice }));
    holdCache.set(id, moves);
  }
  return moves;
}

/** Every distinct set of lookers a player may keep now, high to low, the forced ones (held) included. */
function holds(lookers: readonly Die[], held: readonly Die[]): Die[][] {
  const sorted = high(lookers);
  const seen = new Set<string>();
  const out: Die[][] = [];
  for (let mask = 0; mask < 1 << sorted.length; mask++) {
    const keep = sorted.filter((_, i) => (mask & (1 << i)) !== 0);
    const key = keep.join('');
    if (seen.has(key) || !containsAll(keep, held)) continue;
    seen.add(key);
    out.push(keep);
  }
  return out.sort((a, b) => b.length - a.length || b.join('').localeCompare(a.join('')));
}

/** Move lists that repeat on every turn, built once (moves are never mutated, as with keepMoves). */
const ANTES: (readonly PeekabooMove[])[] = [];
const anteMoves = (max: number): readonly PeekabooMove[] =>
  (ANTES[max] ??= Array.from({ length: max }, (_, i): PeekabooMove => ({ kind: 'ante', chips: i + 1 })));
const JOIN_OR_SIT: readonly PeekabooMove[] = [{ kind: 'join' }, { kind: 'sit-out' }];
const SIT_OUT: readonly PeekabooMove[] = [{ kind: 'sit-out' }];
const CALL_FOLD: readonly PeekabooMove[] = [{ kind: 'call' }, { kind: 'fold' }];
const CHECK_FOLD: readonly PeekabooMove[] = [{ kind: 'check' }, { kind: 'fold' }];
const CHECK_RAISE_FOLD: readonly PeekabooMove[] = [{ kind: 'check' }, { kind: 'raise' }, { kind: 'fold' }];
const CALL_RAISE_FOLD: readonly PeekabooMove[] = [{ kind: 'call' }, { kind: 'raise' }, { kind: 'fold' }];

export function legalMoves(s: PeekabooState, seat: number): readonly PeekabooMove[] {
  if (seat !== s.turn) return [];
  switch (s.phase) {
    case 'ante':
      return anteMoves(maxAnte(s));
    case 'join':
      return (s.chips[seat] ?? 0) >= s.ante ? JOIN_OR_SIT : SIT_OUT;
    case 'roll': {
      const held = s.o.keptDice === 'stay-kept' ? (s.held[seat] ?? []) : [];
      return keepMoves(s.lookers[seat] ?? [], held);
    }
    case 'bet': {
      const toCall = betOf(s) - (s.put[seat] ?? 0);
      if (s.acted[seat] ?? false) return CALL_FOLD;
      // A raise is the full agreed size, and needs another player with chips to answer it (ruling pk-cover);
      // a player short of the call may still call with all they have.
      const canRaise = s.raises < s.o.maxRaises && (s.chips[seat] ?? 0) >= toCall + s.o.raise && anotherCanBet(s, seat);
      return toCall === 0 ? (canRaise ? CHECK_RAISE_FOLD : CHECK_FOLD) : canRaise ? CALL_RAISE_FOLD : CALL_FOLD;
    }
    case 'over':
      return [];
  }
}

// ---------------------------------------------------------------------------
// A new game.

/** Everyone rolls one die; the highest starts, and a tie for highest rolls again among the tied (ruling pk-first-player). */
function rollOff(rng: Rng, players: number): { first: number; rolls: number[][] } {
  let contenders = seatsOf(players);
  const rolls: number[][] = [];
  for (;;) {
    const row = seatsOf(players).map((seat) => (contenders.includes(seat) ? 1 + rng.int(6) : 0));
    rolls.push(row);
    const top = Math.max(...row);
    contenders = contenders.filter((seat) => row[seat] === top);
    const only = contenders[0];
    if (contenders.length === 1 && only !== undefined) return { first: only, rolls };
  }
}

export function newGame(o: PeekabooOptions, seed: number): PeekabooState {
  const rng = rngAt(seed);
  const { first, rolls } = rollOff(rng, o.players);
  const none = <T>(v: T): T[] => seatsOf(o.players).map(() => v);
  const d: Draft = {
    o,
    chips: none(o.chips),
    out: none(false),
    round: 1,
    first,
    phase: 'ante',
    turn: first,
    ante: 0,
    inRound: none(false),
    answered: none(false),
    peekers: seatsOf(o.players).map(() => []),
    lookers: seatsOf(o.players).map(() => []),
    held: seatsOf(o.players).map(() => []),
    rollsLeft: none(0),
    put: none(0),
    acted: none(false),
    folded: none(false),
    raises: 0,
    bets: [],
    last: null,
    openingRolls: rolls,
    // Every counter from the start: one object shape, cheap to copy.
    stats: { ...Object.fromEntries(STAT_NAMES.map((k) => [k, 0])), rounds: 1 },
    rng: rng.state,
  };
  return d;
}

// ---------------------------------------------------------------------------
// Applying a legal move (trusted: the framework's play, play/play.ts, finds an outside move among the legal ones first).

/**
 * The next state starts as a shallow copy sharing every list with the old
 * one; a list is copied the first time this move writes to it (`own`), so a
 * bet copies two lists, not eleven. Stats likewise (bump).
 */
function draft(s: PeekabooState): Draft {
  return { ...s } as Draft;
}

const LIST_BIT = {
  chips: 1,
  out: 2,
  inRound: 4,
  answered: 8,
  peekers: 16,
  lookers: 32,
  held: 64,
  rollsLeft: 128,
  put: 256,
  acted: 512,
  folded: 1024,
} as const;
type ListField = keyof typeof LIST_BIT;
/** The draft whose lists in `owned` (a bit per list) are already its own copies. */
let listOwner: Draft | null = null;
let owned = 0;
/** The draft's own copy of a list, to write to. */
function own<K extends ListField>(d: Draft, field: K): Draft[K] {
  if (listOwner !== d) {
    listOwner = d;
    owned = 0;
  }
  const bit = LIST_BIT[field];
  if ((owned & bit) === 0) {
    d[field] = d[field].slice() as Draft[K];
    owned |= bit;
  }
  return d[field];
}

/** The draft whose stats are already its own copy: the first bump in a move copies them, later ones write in place. */
let statsOwner: Draft | null = null;
const bump = (d: Draft, name: string, by = 1): void => {
  if (statsOwner !== d) {
    d.stats = { ...d.stats };
    statsOwner = d;
  }
  (d.stats as PeekabooStats)[name] = (d.stats[name] ?? 0) + by;
};

/** The next seat after `from` (going left) that passes `test`, or null when none does before coming back round. */
function nextSeat(d: Draft, from: number, test: (seat: number) => boolean): number | null {
  const n = d.o.players;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (test(seat)) return seat;
  }
  return null;
}

/** The game's dice, started only when a move makes a roll (most moves roll nothing). */
type Roller = () => Rng;

/** The state after `move`, one of `legalMoves(s, seat)`: nothing is checked. */
export function apply(s: PeekabooState, { seat, move }: SeatMove<PeekabooMove>): PeekabooState {
  const d = draft(s);
  let started: Rng | undefined;
  const rng: Roller = () => (started ??= rngAt(d.rng));
  switch (move.kind) {
    case 'ante':
      d.ante = move.chips;
      pay(d, seat, move.chips);
      own(d, 'inRound')[seat] = true;
      own(d, 'answered')[seat] = true;
      nextToAnswer(d, rng);
      break;
    case 'join':
      pay(d, seat, d.ante);
      own(d, 'inRound')[seat] = true;
      own(d, 'answered')[seat] = true;
      nextToAnswer(d, rng);
      break;
    case 'sit-out':
      own(d, 'answered')[seat] = true;
      bump(d, 'sitOuts');
      nextToAnswer(d, rng);
      break;
    case 'keep': {
      const lookers = d.lookers[seat] ?? [];
      if (move.dice.length === lookers.length) {
        own(d, 'held')[seat] = high(move.dice);
        nextRoller(d, seat, rng);
        break;
      }
      own(d, 'held')[seat] = high(move.dice);
      own(d, 'lookers')[seat] = high([...move.dice, ...roll(rng(), lookers.length - move.dice.length)]);
      own(d, 'rollsLeft')[seat] = (d.rollsLeft[seat] ?? 1) - 1;
      if (d.rollsLeft[seat] === 0) nextRoller(d, seat, rng);
      break;
    }
    case 'check':
      d.bets = [...d.bets, { seat, kind: 'check' }];
      own(d, 'acted')[seat] = true;
      nextBettor(d, seat);
      break;
    case 'call':
      d.bets = [...d.bets, { seat, kind: 'call' }];
      pay(d, seat, callOf(d, seat));
      own(d, 'acted')[seat] = true;
      nextBettor(d, seat);
      break;
    case 'raise':
      d.bets = [...d.bets, { seat, kind: 'raise' }];
      pay(d, seat, betOf(d) + d.o.raise - (d.put[seat] ?? 0));
      own(d, 'acted')[seat] = true;
      d.raises++;
      bump(d, 'raises');
      nextBettor(d, seat);
      break;
    case 'fold':
      d.bets = [...d.bets, { seat, kind: 'fold' }];
      own(d, 'acted')[seat] = true;
      own(d, 'folded')[seat] = true;
      bump(d, 'folds');
      nextBettor(d, seat);
      break;
  }
  if (started !== undefined) d.rng = started.state;
  return d;
}

function pay(d: Draft, seat: number, chips: number): void {
  own(d, 'chips')[seat] = (d.chips[seat] ?? 0) - chips;
  own(d, 'put')[seat] = (d.put[seat] ?? 0) + chips;
}

/** After an ante answer: the next player still in the game to answer, else roll the peekers and start the lookers. */
function nextToAnswer(d: Draft, rng: Roller): void {
  const next = nextSeat(d, d.first, (seat) => !(d.out[seat] ?? false) && !(d.answered[seat] ?? false));
  if (next !== null) {
    d.phase = 'join';
    d.turn = next;
    return;
  }
  const playing = seatsOf(d.o.players).filter((seat) => d.inRound[seat] ?? false);
  if (playing.length < 2) {
    // Nobody matched the ante: the first player takes it back and the round is over (ruling pk-nobody-joins).
    bump(d, 'loneRounds');
    endRound(d, 'alone', soleWinner(d, d.first), [], null);
    return;
  }
  bump(d, 'pots');
  for (let k = 0; k < d.o.players; k++) {
    const seat = (d.first + k) % d.o.players;
    if (d.inRound[seat] ?? false) own(d, 'peekers')[seat] = high(roll(rng(), d.o.peekers));
  }
  d.phase = 'roll';
  startLookers(d, d.first, rng);
}

/** A player's first roll: all the lookers (ruling pk-first-roll-all). With no rolls left after it, the turn is over. */
function startLookers(d: Draft, seat: number, rng: Roller): void {
  d.turn = seat;
  own(d, 'lookers')[seat] = high(roll(rng(), d.o.lookers));
  own(d, 'held')[seat] = [];
  own(d, 'rollsLeft')[seat] = d.o.rolls - 1;
  if (d.o.rolls === 1) nextRoller(d, seat, rng);
}

function nextRoller(d: Draft, seat: number, rng: Roller): void {
  const next = nextSeat(d, seat, (p) => (d.inRound[p] ?? false) && (d.lookers[p] ?? []).length === 0);
  if (next !== null) {
    startLookers(d, next, rng);
    return;
  }
  d.phase = 'bet';
  // The first player opens, or the next one who has a decision to make: anyone all in is passed over (ruling pk-cover).
  const bet = betOf(d);
  const opener = nextSeat(d, (d.first + d.o.players - 1) % d.o.players, (p) => owesAction(d, p, bet));
  if (opener === null) showdown(d);
  else d.turn = opener;
}

/**
 * After a betting move: the next player with a decision to make (owesAction),
 * who has not yet had their one chance or is behind the bet after a later
 * raise (ruling pk-raise-again). Nobody left: the last player takes the pot
 * unseen (ruling pk-last-player), or the live players show down.
 */
function nextBettor(d: Draft, seat: number): void {
  let live = 0;
  let only = -1;
  for (let p = 0; p < d.o.players; p++)
    if (isLive(d, p)) {
      live++;
      only = p;
    }
  if (live === 1) {
    endRound(d, 'uncontested', soleWinner(d, only), [], null);
    return;
  }
  const bet = betOf(d);
  const next = nextSeat(d, seat, (p) => owesAction(d, p, bet));
  if (next === null) showdown(d);
  else d.turn = next;
}

/** The whole pot as one pot, to one player: the last one in, or the first player taking back an ante nobody matched. */
function soleWinner(d: Draft, seat: number): PotResult[] {
  const pot = potOf(d);
  return [{ chips: pot, seats: [seat], winners: [seat], shares: [pot], category: null }];
}

/**
 * The cups come up. A bet nobody else matched goes back first; then the main
 * pot and each side pot go to the best hand among the players in it (ruling
 * pk-cover), ties shared with the odd chips from the first player leftwards
 * (ruling pk-odd-chips).
 */
function showdown(d: Draft): void {
  const back = uncalled(d.put);
  if (back !== null) {
    own(d, 'chips')[back.seat] = (d.chips[back.seat] ?? 0) + back.chips;
    own(d, 'put')[back.seat] = (d.put[back.seat] ?? 0) - back.chips;
  }
  const keys: number[] = [];
  const shown: RoundResult['shown'][number][] = [];
  for (let p = 0; p < d.o.players; p++) {
    if (!isLive(d, p)) {
      keys.push(-1);
      continue;
    }
    keys.push(diceKey([...(d.peekers[p] ?? []), ...(d.lookers[p] ?? [])]));
    shown.push({ seat: p, peekers: d.peekers[p] ?? [], lookers: d.lookers[p] ?? [] });
  }
  const pots = awardPots(potsNow(d), keys, d.first).map((pot): PotResult => {
    const w = pot.winners[0];
    return { ...pot, category: w === undefined ? null : diceCategory([...(d.peekers[w] ?? []), ...(d.lookers[w] ?? [])]) };
  });
  endRound(d, 'showdown', pots, shown, back);
}

/** Pay the pots, count the round, and start the next one, or end the game (ruling pk-game-end). */
function endRound(
  d: Draft,
  end: RoundEnd,
  pots: readonly PotResult[],
  shown: RoundResult['shown'],
  returned: RoundResult['returned'],
): void {
  let pot = 0;
  for (const p of pots) {
    pot += p.chips;
    p.winners.forEach((w, i) => {
      own(d, 'chips')[w] = (d.chips[w] ?? 0) + (p.shares[i] ?? 0);
    });
  }
  d.last = { round: d.round, first: d.first, pot, end, shown, pots, returned };
  const main = pots[0];
  if (end !== 'alone' && main !== undefined) {
    bump(d, 'potChips', pot);
    if (end === 'uncontested') bump(d, 'noShowdown');
    else bump(d, 'showdowns');
    if (main.category !== null) bump(d, `won:${main.category}`);
    if (main.winners.length > 1) bump(d, 'splits');
    if (main.winners.includes(d.first)) bump(d, 'firstPlayerWins');
    if (pots.length > 1) bump(d, 'sidePotRounds');
  }
  for (const seat of seatsOf(d.o.players)) {
    if (!(d.out[seat] ?? false) && (d.chips[seat] ?? 0) === 0) {
      own(d, 'out')[seat] = true;
      bump(d, 'knockedOut');
    }
  }
  const none = <T>(v: T): T[] => Array<T>(d.o.players).fill(v);
  d.put = none(0);
  d.inRound = none(false);
  d.answered = none(false);
  d.acted = none(false);
  d.folded = none(false);
  d.peekers = none(NO_DICE);
  d.lookers = none(NO_DICE);
  d.held = none(NO_DICE);
  d.rollsLeft = none(0);
  d.raises = 0;
  d.bets = [];
  d.ante = 0;
  const standing = d.out.filter((o) => !o).length;
  if (d.round >= d.o.rounds || standing < 2) {
    d.phase = 'over';
    d.turn = -1;
    return;
  }
  d.round++;
  bump(d, 'rounds');
  // The first player's role passes left, skipping anyone out of the game (ruling pk-first-player).
  d.first = nextSeat(d, d.first, (seat) => !(d.out[seat] ?? false)) ?? d.first;
  d.phase = 'ante';
  d.turn = d.first;
}

// ---------------------------------------------------------------------------
// The end of a game, and the conservation check.

/** A seat's name at the table, in the outcome's summary and the log: "Player 1". */
export const playerName = (seat: number): string => `Player ${seat + 1}`;
/** "1 chip", "12 chips". */
export const chipsWord = (n: number): string => `${n} chip${n === 1 ? '' : 's'}`;

export function outcome(s: PeekabooState): Outcome | null {
  if (s.phase !== 'over') return null;
  const top = Math.max(...s.chips);
  const winners = s.chips.flatMap((c, seat) => (c === top ? [seat] : []));
  const stats = Object.fromEntries(STAT_NAMES.map((k) => [k, s.stats[k] ?? 0]));
  const standing = s.out.filter((o) => !o).length;
  const summary =
    standing === 1
      ? `${playerName(winners[0] ?? 0)} won every chip in round ${s.round}.`
      : winners.length === 1
        ? `${playerName(winners[0] ?? 0)} finished round ${s.round} with the most chips (${top}).`
        : `${listAnd(winners.map(playerName))} finished round ${s.round} level on ${chipsWord(top)} each.`;
  return { winners, tie: winners.length > 1, scores: s.chips, length: s.round, stats, summary };
}

/** Every chip and die accounted for, and the counters consistent with each other. */
export function audit(s: PeekabooState): string | null {
  const o = s.o;
  const total = s.chips.reduce((a, b) => a + b, 0) + potOf(s);
  if (total !== o.players * o.chips) return `chips: ${total} on the table, ${o.players * o.chips} dealt`;
  for (let seat = 0; seat < o.players; seat++) {
    const chips = s.chips[seat] ?? 0;
    if (!Number.isInteger(chips) || chips < 0) return `seat ${seat} has ${chips} chips`;
    if ((s.out[seat] ?? false) && (chips > 0 || (s.inRound[seat] ?? false))) return `seat ${seat} is out but still playing`;
    if (!(s.inRound[seat] ?? false)) {
      if ((s.put[seat] ?? 0) > 0 || (s.peekers[seat] ?? []).length > 0 || (s.lookers[seat] ?? []).length > 0)
        return `seat ${seat} is not in the round but has chips in or dice`;
      continue;
    }
    const peekers = s.peekers[seat] ?? [];
    const lookers = s.lookers[seat] ?? [];
    const held = s.held[seat] ?? [];
    const rolling = s.phase === 'roll' || s.phase === 'bet';
    if (rolling && peekers.length !== o.peekers) return `seat ${seat} has ${peekers.length} peekers`;
    if (lookers.length !== 0 && lookers.length !== o.lookers) return `seat ${seat} has ${lookers.length} lookers`;
    if (s.phase === 'bet' && lookers.length === 0) return `seat ${seat} bets without lookers`;
    if (![...peekers, ...lookers].every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) return `seat ${seat} has a die that is not 1 to 6`;
    const left = [...lookers];
    for (const d of held) {
      const i = left.indexOf(d);
      if (i < 0) return `seat ${seat} holds a ${d} that is not showing`;
      left.splice(i, 1);
    }
  }
  if (s.phase === 'bet' && (!(s.inRound[s.turn] ?? false) || (s.folded[s.turn] ?? false) || (s.chips[s.turn] ?? 0) === 0))
    return `seat ${s.turn} is to bet but is not in the hand with chips left`;
  const last = s.last;
  if (last !== null) {
    let won = 0;
    for (const pot of last.pots) {
      won += pot.chips;
      if (pot.shares.reduce((a, b) => a + b, 0) !== pot.chips)
        return `round ${last.round}: a ${pot.chips}-chip pot paid out other than in full`;
      if (pot.winners.length === 0 || !pot.winners.every((w) => pot.seats.includes(w)))
        return `round ${last.round}: a pot went to a player not in it`;
    }
    if (won !== last.pot) return `round ${last.round}: the pots hold ${won} chips, not ${last.pot}`;
  }
  const st = (k: string): number => s.stats[k] ?? 0;
  const playing = s.phase === 'roll' || s.phase === 'bet' ? 1 : 0;
  if (st('showdowns') + st('noShowdown') + playing !== st('pots')) return 'pots are not showdowns plus pots won unseen';
  const won = DICE_LADDER.reduce((sum, c) => sum + st(`won:${c}`), 0);
  if (won !== st('showdowns')) return 'showdowns are not counted by their winning category';
  if (s.phase === 'over' ? s.turn !== -1 : s.turn < 0 || s.turn >= o.players) return `the turn is ${s.turn} in phase ${s.phase}`;
  return null;
}

export const RULES: GameRules<typeof PEEKABOO_OPTIONS, PeekabooState, PeekabooMove, PeekabooView> = {
  id: 'peekaboo',
  options: PEEKABOO_OPTIONS,
  checkOptions,
  lengthUnit: 'rounds',
  // A round: the ante, an answer from each other player, each player's rerolls, and in the betting each
  // player's one chance plus one call for every raise after it.
  maxMoves: (o: PeekabooOptions) => o.rounds * (1 + (o.players - 1) + o.players * (o.rolls - 1) + o.players * (1 + o.maxRaises)),
  seats: (o) => o.players,
  newGame,
  toAct: (s) => (s.phase === 'over' ? null : s.turn),
  legalMoves,
  apply,
  view: viewOf,
  outcome,
  audit,
};
