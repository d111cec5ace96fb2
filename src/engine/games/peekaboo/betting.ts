/**
 * The expert's bets in Peekaboo: a plan over deals that fit what the bets so far say.
 *
 * **The deals.** Each deal gives every other player in the round a set of peekers drawn from what their bets say
 * (model.ts: the sensible player's bets, replayed for each set they might hold); everything else is the view.
 *
 * **The plan.** For each of its legal bets the expert plays every deal on: the others bet as the sensible player
 * does with the peekers the deal gave them, and where the betting comes back to the expert, it picks again, one
 * choice for all the deals that reach the same public betting (it cannot tell them apart), the one worth most
 * over them. A deal is worth, at the end of the round, the expert's share of the table's chips, or, when the
 * round ends the game, its share of the win (ties split): chips while the game goes on, the win when it ends.
 *
 * **Bluffs and mixing.** Nothing is added for bluffing: where enough of the deals' players fold to a raise, the
 * raise is worth more than a check whatever the expert's dice, and it raises with a weak hand as with a strong
 * one. Between bets worth nearly the same (within `CLOSE` chips) it picks at random, weighted toward the better,
 * so its bets do not spell out its dice. It never picks a fold by chance: a fold is played only when it is worth
 * the most.
 */
import type { Die } from '../../hands/dice.ts';
import type { Rng } from '../../play/random.ts';
import type { BotChoice } from '../../play/types.ts';
import { SENSIBLE } from './bots.ts';
import { diceKey } from './keys.ts';
import { peekerOdds, peekerSets } from './model.ts';
import { apply, legalMoves, outcome } from './rules.ts';
import { stateFrom } from './sampler.ts';
import { isLive, type PeekabooMove, type PeekabooState } from './state.ts';
import { viewOf, type PeekabooView } from './view.ts';
import { WORDS } from './words.ts';

/** Deals played per bet at the printed budget. */
export const BET_DEALS = 300;
/** Bets worth within this many chips of the best are mixed. */
const CLOSE = 0.5;
/** How sharply the mix favours the better of two close bets: a chip of difference is e^(1 / TEMPER) times as likely. */
const TEMPER = 0.25;

/** One deal's worth to `me` once its round is over: a share of the chips, or of the win when the game is over. */
function worth(s: PeekabooState, me: number): number {
  const end = outcome(s);
  if (end !== null) return end.winners.includes(me) ? 1 / end.winners.length : 0;
  return (s.chips[me] ?? 0) / (s.o.players * s.o.chips);
}

/** The others bet as the sensible player until it is `me`'s turn again in this round's betting, or the round is over. */
function playOthers(s: PeekabooState, me: number, round: number, rng: Rng): PeekabooState {
  let state = s;
  while (state.phase === 'bet' && state.round === round && state.turn !== me) {
    const seat = state.turn;
    const move = SENSIBLE(viewOf(state, seat), legalMoves(state, seat), rng).move;
    state = apply(state, { seat, move });
  }
  return state;
}

/** Each legal move's total worth over `deals` (all at `me`'s turn, with the same public betting), best play after. */
function plan(deals: readonly PeekabooState[], me: number, round: number, rng: Rng): { move: PeekabooMove; total: number }[] {
  const first = deals[0];
  if (first === undefined) return [];
  return legalMoves(first, me).map((move) => {
    let total = 0;
    const later = new Map<string, PeekabooState[]>();
    for (const deal of deals) {
      const next = playOthers(apply(deal, { seat: me, move }), me, round, rng);
      if (next.phase === 'bet' && next.round === round) {
        const key = JSON.stringify(next.bets);
        const group = later.get(key);
        if (group === undefined) later.set(key, [next]);
        else group.push(next);
      } else total += worth(next, me);
    }
    for (const group of later.values()) total += Math.max(...plan(group, me, round, rng).map((m) => m.total));
    return { move, total };
  });
}

/** A weighted pick: index i with chance weights[i] / sum. */
function pickWeighted(weights: readonly number[], rng: Rng): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  let x = rng.next() * sum;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i] ?? 0;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

const chipsText = (x: number): string => x.toFixed(1);

/**
 * The expert's bet: the plan over `deals` deals (see the module); null outside its betting turn, or where the bets
 * cannot be read (more than three peekers), so that the caller searches instead.
 */
export function expertBet(view: PeekabooView, legal: readonly PeekabooMove[], rng: Rng, deals = BET_DEALS): BotChoice<PeekabooMove> | null {
  if (view.phase !== 'bet' || view.toAct !== view.seat || legal.length < 2) return null;
  const odds = peekerOdds(view);
  if (odds === null) return null;
  const sets = peekerSets(view.peekerCount);
  const me = view.seat;
  const states: PeekabooState[] = [];
  for (let i = 0; i < deals; i++) {
    const peekers = odds.map((row): readonly Die[] => (row.length === 0 ? [] : (sets[pickWeighted(row, rng)]?.dice ?? [])));
    states.push(stateFrom(view, peekers, Math.floor(rng.next() * 4294967296) >>> 0));
  }
  const values = plan(states, me, view.round, rng);
  const total = (states[0]?.o.chips ?? 0) * view.players;
  // Worth is a share of the chips while the game goes on: as chips, for the mix and the reason.
  const chips = (x: number): number => (x / states.length) * total;
  const best = values.reduce((a, b) => (b.total > a.total ? b : a));
  let chosen = best;
  if (best.move.kind !== 'fold') {
    const close = values.filter((v) => v.move.kind !== 'fold' && chips(best.total) - chips(v.total) <= CLOSE);
    chosen =
      close[
        pickWeighted(
          close.map((v) => Math.exp((chips(v.total) - chips(best.total)) / TEMPER)),
          rng,
        )
      ] ?? best;
  }
  const move = legal.find((m) => m.kind === chosen.move.kind) ?? chosen.move;
  // The showdown share against the deals' peekers: how strong my dice are against what the bets say.
  const mine = diceKey([...view.myPeekers, ...(view.lookers[me] ?? [])]);
  let wins = 0;
  for (const s of states) {
    let top = true;
    let ties = 1;
    for (let seat = 0; seat < view.players && top; seat++) {
      if (seat === me || !isLive(s, seat)) continue;
      const theirs = diceKey([...(s.peekers[seat] ?? []), ...(s.lookers[seat] ?? [])]);
      if (theirs > mine) top = false;
      else if (theirs === mine) ties++;
    }
    if (top) wins += 1 / ties;
  }
  const label = (m: PeekabooMove): string => `“${WORDS.moveLabel(view, m, [])}”`;
  // In the last round a deal is worth a share of the win: say so in percent, not in chips.
  const last = view.round >= view.rounds;
  const amount = (x: number): string => (last ? `${Math.round((x / states.length) * 100)}%` : `${chipsText(chips(x))} chips`);
  const others = values
    .filter((v) => v !== chosen)
    .sort((a, b) => b.total - a.total)
    .map((v) => `${label(v.move)} ${amount(v.total)}`);
  return {
    move,
    reason:
      `Against the dice the bets so far point to, mine win ${Math.round((wins / states.length) * 100)}% of ${states.length} deals at a showdown, ` +
      (last
        ? `and with ${label(move)} I win the game in ${amount(chosen.total)} of them (${others.join(', ')}).`
        : `and ${label(move)} leaves me ${amount(chosen.total)} on average (${others.join(', ')}).`),
  };
}
