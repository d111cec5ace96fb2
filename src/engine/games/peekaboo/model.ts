/**
 * Peekaboo, playable: the game model the registry, the simulator and the
 * practice table use. The rules themselves are in peekaboo-rules.ts, the
 * options in peekaboo-options.ts and the computer players in
 * peekaboo-bots.ts; this file checks moves, shows each seat its view, and
 * tells the game in words.
 */
import { CATEGORY_PHRASES } from '../../hands/categories.ts';
import { DICE_LADDER, evaluateDice, type Die } from '../../hands/dice.ts';
import { fail, ok } from '../../result.ts';
import { listAnd } from '../../words.ts';
import { PEEKABOO_BOTS, type PeekabooView } from './bots.ts';
import { PEEKABOO_OPTIONS, checkPeekabooOptions, type PeekabooOptions } from './options.ts';
import {
  apply,
  betOf,
  callOf,
  legalMoves,
  maxAnte,
  newGame,
  potOf,
  potsNow,
  STAT_NAMES,
  type PeekabooMove,
  type PeekabooState,
  type PotResult,
} from './rules.ts';
import { STATS } from './stats.ts';
import type { GameModel, Outcome, SeatMove } from '../../play/types.ts';

export type { PeekabooView } from './bots.ts';
export type { PeekabooMove, PeekabooState, PotResult, RoundResult } from './rules.ts';
export type { Pot } from './pots.ts';

const name = (seat: number): string => `Player ${seat + 1}`;
const chipsWord = (n: number): string => `${n} chip${n === 1 ? '' : 's'}`;
/** "a 12-chip pot". */
const chipsAdj = (n: number): string => `${n}-chip`;
const diceText = (dice: readonly Die[]): string => dice.join(' ');

/** What `seat` may see: everything on the table, and its own peekers only. The rng and others' peekers stay hidden. */
export function viewOf(s: PeekabooState, seat: number): PeekabooView {
  return {
    seat,
    players: s.o.players,
    round: s.round,
    rounds: s.o.rounds,
    first: s.first,
    phase: s.phase,
    toAct: s.turn < 0 ? null : s.turn,
    ante: s.ante,
    maxAnte: maxAnte(s),
    raise: s.o.raise,
    maxRaises: s.o.maxRaises,
    raises: s.raises,
    peekerCount: s.o.peekers,
    lookerCount: s.o.lookers,
    rolls: s.o.rolls,
    keptDice: s.o.keptDice,
    chips: s.chips,
    out: s.out,
    inRound: s.inRound,
    answered: s.answered,
    put: s.put,
    acted: s.acted,
    folded: s.folded,
    pot: potOf(s),
    pots: s.phase === 'roll' || s.phase === 'bet' ? potsNow(s) : [],
    bet: betOf(s),
    myPeekers: s.peekers[seat] ?? [],
    lookers: s.lookers,
    held: s.held,
    rollsLeft: s.rollsLeft,
    last: s.last,
    openingRolls: s.openingRolls,
  };
}

function outcomeOf(s: PeekabooState): Outcome | null {
  if (s.phase !== 'over') return null;
  const top = Math.max(...s.chips);
  const winners = s.chips.flatMap((c, seat) => (c === top ? [seat] : []));
  const stats = Object.fromEntries(STAT_NAMES.map((k) => [k, s.stats[k] ?? 0]));
  const standing = s.out.filter((o) => !o).length;
  const summary =
    standing === 1
      ? `${name(winners[0] ?? 0)} won every chip in round ${s.round}.`
      : winners.length === 1
        ? `${name(winners[0] ?? 0)} finished round ${s.round} with the most chips (${top}).`
        : `${listAnd(winners.map(name))} finished round ${s.round} level on ${chipsWord(top)} each.`;
  return { winners, tie: winners.length > 1, scores: s.chips, length: s.round, stats, summary };
}

/** Every chip and die accounted for, and the counters consistent with each other. */
function audit(s: PeekabooState): string | null {
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

/** The name of pot `i` of `n`: "pot" when there is one, else "main pot", "side pot", or "side pot 1", "side pot 2"… */
export function potName(i: number, n: number): string {
  return n === 1 ? 'pot' : i === 0 ? 'main pot' : n === 2 ? 'side pot' : `side pot ${i}`;
}

/**
 * Who took which pot, pots in a row with the same winners said together:
 * "Player 1 takes the 8-chip main pot and the 4-chip side pot", or "Player 2
 * takes the 4-chip main pot, and Player 1 and Player 4 split the 15-chip side
 * pot". `past` says "took"; `hands` adds the winning hand ("with a full house").
 */
export function whoTookThePots(pots: readonly PotResult[], who: (seat: number) => string, past: boolean, hands: boolean): string {
  const groups: { pot: PotResult; names: string[] }[] = [];
  pots.forEach((p, i) => {
    const what = `the ${chipsAdj(p.chips)} ${potName(i, pots.length)}`;
    const last = groups[groups.length - 1];
    if (last !== undefined && last.pot.winners.join() === p.winners.join()) last.names.push(what);
    else groups.push({ pot: p, names: [what] });
  });
  const clauses = groups.map(({ pot, names }) => {
    const verb = pot.winners.length > 1 ? 'split' : past ? 'took' : 'takes';
    const hand = hands && pot.category !== null ? ` with ${CATEGORY_PHRASES[pot.category]}` : '';
    return `${listAnd(pot.winners.map(who))} ${verb} ${listAnd(names)}${hand}`;
  });
  const end = clauses.pop() ?? '';
  return clauses.length === 0 ? end : `${clauses.join(', ')}, and ${end}`;
}

/** Sentences for what happened by itself after a move: first rolls, the end of a round, the next round or the end. */
function events(before: PeekabooState, after: PeekabooState, mover: number): string[] {
  const out: string[] = [];
  const sameRound = after.last === before.last;
  if (sameRound) {
    if (after.phase === 'roll' && before.phase === 'join') out.push('Everyone in rolls their peekers under their cups.');
    for (let k = 0; k < after.o.players; k++) {
      const seat = (after.first + k) % after.o.players;
      if (seat !== mover && (before.lookers[seat] ?? []).length === 0 && (after.lookers[seat] ?? []).length > 0)
        out.push(`${name(seat)} rolled ${diceText(after.lookers[seat] ?? [])}.`);
    }
    if (after.phase === 'bet' && before.phase !== 'bet')
      out.push(
        after.turn === after.first
          ? `${name(after.first)} opens the betting.`
          : `${name(after.first)} is all in, so ${name(after.turn)} opens the betting.`,
      );
    return out;
  }
  const r = after.last;
  if (r === null) return out;
  switch (r.end) {
    case 'alone':
      out.push(`Nobody matched the ante, so ${name(r.first)} takes it back.`);
      break;
    case 'uncontested':
      out.push(`${name(r.pots[0]?.winners[0] ?? 0)} takes the ${chipsAdj(r.pot)} pot without showing.`);
      break;
    case 'showdown': {
      // Betting skipped: everyone still in but at most one was all in when the rolling ended (ruling pk-cover).
      if (before.phase === 'roll') out.push('Nobody still in has chips left to bet against another, so the cups come up.');
      const shown = r.shown.map((h) => {
        const hand = evaluateDice([...h.peekers, ...h.lookers]);
        return `${name(h.seat)} shows ${diceText(hand.ordered)} (${CATEGORY_PHRASES[hand.category]})`;
      });
      out.push(`Showdown: ${shown.join(', ')}; ${whoTookThePots(r.pots, name, false, false)}.`);
      if (r.returned !== null) out.push(`${name(r.returned.seat)} takes back ${chipsWord(r.returned.chips)} that nobody else could match.`);
      break;
    }
  }
  const result = outcomeOf(after);
  out.push(result === null ? `Round ${after.round}: ${name(after.first)} is first.` : result.summary);
  return out;
}

/**
 * The legal move equal to `move` (untrusted JSON), or undefined: `findLegal`'s
 * check (equal to one of the legal moves, key order aside) written out for
 * these few shapes, because `play` runs millions of times in a simulation.
 * The tests hold it to `findLegal` on every legal move and on junk.
 */
export function findMove(legal: readonly PeekabooMove[], move: unknown): PeekabooMove | undefined {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return undefined;
  const m = move as Record<string, unknown>;
  const keys = Object.keys(m).length;
  return legal.find((l) => {
    if (m.kind !== l.kind) return false;
    switch (l.kind) {
      case 'ante':
        return keys === 2 && m.chips === l.chips;
      case 'keep': {
        const dice = m.dice;
        return keys === 2 && Array.isArray(dice) && dice.length === l.dice.length && l.dice.every((d, i) => dice[i] === d);
      }
      case 'join':
      case 'sit-out':
      case 'check':
      case 'call':
      case 'raise':
      case 'fold':
        return keys === 1;
    }
  });
}

function describe(before: PeekabooState, { seat, move }: SeatMove<PeekabooMove>, after: PeekabooState): string {
  const who = name(seat);
  let text: string;
  switch (move.kind) {
    case 'ante':
      text = `${who} set the ante at ${chipsWord(move.chips)}.`;
      break;
    case 'join':
      text = `${who} paid the ${chipsAdj(before.ante)} ante.`;
      break;
    case 'sit-out':
      text = `${who} sat this round out.`;
      break;
    case 'keep': {
      const lookers = before.lookers[seat] ?? [];
      if (move.dice.length === lookers.length) text = `${who} kept ${diceText(move.dice)} and stopped.`;
      else {
        const showing = after.lookers[seat] ?? [];
        const kept = move.dice.length === 0 ? 'rolled every looker again' : `kept ${diceText(move.dice)} and rolled again`;
        text = `${who} ${kept}: ${diceText(showing)} showing.`;
      }
      break;
    }
    case 'check':
      text = `${who} checked.`;
      break;
    case 'call':
      // All in is read from before the move: the after state may hold a showdown's payout, which the move's label must not tell.
      text = `${who} called ${chipsWord(callOf(before, seat))}${callOf(before, seat) === (before.chips[seat] ?? 0) ? ' and is all in' : ''}.`;
      break;
    case 'raise':
      text = `${who} raised by ${chipsWord(before.o.raise)}, to ${chipsWord(betOf(before) + before.o.raise)} in${betOf(before) + before.o.raise - (before.put[seat] ?? 0) >= (before.chips[seat] ?? 0) ? ', and is all in' : ''}.`;
      break;
    case 'fold':
      text = `${who} folded.`;
      break;
  }
  return [text, ...events(before, after, seat)].join(' ');
}

export const MODEL: GameModel<typeof PEEKABOO_OPTIONS, PeekabooState, PeekabooMove, PeekabooView> = {
  id: 'peekaboo',
  options: PEEKABOO_OPTIONS,
  checkOptions: checkPeekabooOptions,
  lengthUnit: 'rounds',
  // A round: the ante, an answer from each other player, each player's rerolls, and in the betting each
  // player's one chance plus one call for every raise after it.
  maxMoves: (o: PeekabooOptions) => o.rounds * (1 + (o.players - 1) + o.players * (o.rolls - 1) + o.players * (1 + o.maxRaises)),
  seatNames: (o) => Array.from({ length: o.players }, (_, i) => name(i)),
  newGame,
  toAct: (s) => (s.phase === 'over' ? null : s.turn),
  legalMoves,
  play(s, { seat, move }) {
    if (s.phase === 'over') return fail('game-over', 'The game is over.');
    if (seat !== s.turn) return fail('not-your-turn', `It is ${name(s.turn)}'s turn.`);
    const legal = findMove(legalMoves(s, seat), move);
    if (legal === undefined) return fail('illegal-move', `That is not a move ${name(seat)} can make now.`);
    return ok(apply(s, seat, legal));
  },
  view: viewOf,
  outcome: outcomeOf,
  audit,
  describe,
  bots: PEEKABOO_BOTS,
  stats: STATS,
};
