/**
 * The `skilled` player of every game: stronger than `sensible`, and cheap enough for the Balance Lab's thousand
 * games (about a tenth of a millisecond to a few milliseconds a move, against the expert's 4 to 70 ms). It is the
 * game's own cheap play (games/<id>/skilled.ts: the expert's exact decisions where they are cheap, a better plan
 * than the sensible player's) and, where a game names a shortlist, a one-turn look-ahead:
 *
 * - the moves worth comparing are the game's shortlist plus the own play's move;
 * - `deals` states that fit the view are dealt (the game's sampler), the same deals for every move compared;
 * - in each, the move is played, then the other seats (a partner too) play as the sensible player would until this
 *   seat is to act again, the game ends, or `depth` moves have been played;
 * - the state reached is scored by the game's `estimate` (each side's chance of winning; the outcome at the end);
 * - the move with the best mean wins; the own play's move keeps any tie.
 *
 * It sees only its seat's view: the sampler deals the rest. No tree, no clock: its move depends on the view, the
 * legal moves and its rng alone.
 */
import { outcomeShares } from '../search/ismcts.ts';
import { rngAt, type Rng } from '../play/random.ts';
import type { Bot, BotChoice } from '../play/types.ts';
import type { ExpertParts } from './expert.ts';

/** A game's skilled player as its own folder makes it (games/<id>/skilled.ts). */
export interface GameSkilled<M, V> {
  /** The game's cheap own play, the player the look-ahead starts from and the one it is when there is no shortlist. */
  readonly play: Bot<V, M>;
  /** The moves worth comparing with the own play's by looking one turn ahead, or null: never look ahead. */
  readonly shortlist: ((view: V, legal: readonly M[], rng: Rng) => readonly M[]) | null;
  /** States dealt per look-ahead (the same for every move compared). */
  readonly deals: number;
  /** Most moves played after the move before the state is scored. */
  readonly depth: number;
  /**
   * Look on to the game's horizon (the end of the hand in play: ExpertParts `horizon`), every seat, this one too,
   * played by the sensible player, rather than to this seat's next turn: for a game whose scores move only when a
   * hand ends (Bluff 'N' Peg).
   */
  readonly toHorizon?: boolean;
  /**
   * Whether the game page's "typical game" figures are played at this level (play/typical.ts): true where the build
   * can afford it, 1,000 games with a skilled player in every seat adding at most about 20 s of CPU in Node to the build
   * (docs/decisions/2026-11-27-skilled-level.md, 2026-11-28); the others are played by sensible players, and the page
   * says which.
   */
  readonly typical: boolean;
}

const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** The skilled player of a game from its expert's parts (sampler, rules, sensible player, estimate) and its own play. */
export function skilledPlayer<S, M, V>(parts: ExpertParts<S, M, V>, skilled: GameSkilled<M, V>): Bot<V, M> {
  const { shortlist, play, deals, depth } = skilled;
  const horizon = skilled.toHorizon === true ? parts.horizon : undefined;
  if (shortlist === null || deals <= 0) return play;
  const { rules } = parts;
  const key = parts.moveKey ?? ((m: M): string => JSON.stringify(m));
  const teamOf = parts.teamOf ?? ((s: number): number => s);
  return (view, legal, rng): BotChoice<M> => {
    const own = play(view, legal, rng);
    if (legal.length < 2) return own;
    const seen = new Set([key(own.move)]);
    const moves: M[] = [own.move];
    for (const m of shortlist(view, legal, rng)) {
      const k = key(m);
      if (seen.has(k)) continue;
      seen.add(k);
      // Only a legal move may be returned: the shortlist's own copy is replaced by the one in `legal`.
      const found = legal.find((l) => key(l) === k);
      if (found !== undefined) moves.push(found);
    }
    if (moves.length < 2) return own;
    const seats = parts.seats(view);
    const seeds = Array.from({ length: deals }, () => Math.floor(rng.next() * 0x1_0000_0000));
    const starts = seeds.map((seed) => parts.sample(view, rngAt(seed)));
    const first = starts[0];
    if (first === undefined) return own;
    const me = rules.toAct(first);
    if (me === null) return own;
    const totals = moves.map((move) => {
      let sum = 0;
      starts.forEach((start, d) => {
        const r = rngAt(seeds[d] ?? 0);
        let state = rules.apply(start, { seat: me, move });
        for (let n = 0; n < depth; n++) {
          const seat = rules.toAct(state);
          if (seat === null || (horizon === undefined ? seat === me : horizon(start, state))) break;
          const choice = parts.rollout(rules.view(state, seat), rules.legalMoves(state, seat), r);
          state = rules.apply(state, { seat, move: choice.move });
        }
        const outcome = rules.outcome(state);
        const shares = outcome === null ? (parts.estimate?.(state) ?? []) : outcomeShares(outcome, seats, teamOf);
        sum += shares[me] ?? 0;
      });
      return sum / deals;
    });
    let best = 0;
    for (let i = 1; i < moves.length; i++) if ((totals[i] ?? 0) > (totals[best] ?? 0)) best = i;
    if (best === 0) return own;
    const chosen = moves[best] as M;
    const names = parts.names(view);
    const label = (m: M): string => parts.words.moveLabel(view, m, names);
    return {
      move: chosen,
      reason: `Looking ${horizon === undefined ? 'one turn' : 'to the end of the hand'} ahead in ${deals === 1 ? '1 deal that fits' : `${deals} deals that fit`} what I have seen, “${label(chosen)}” leaves me ${percent(
        totals[best] ?? 0,
      )} to win, against ${percent(totals[0] ?? 0)} for “${label(own.move)}”.`,
    };
  };
}
