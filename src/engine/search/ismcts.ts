/**
 * One search for every game: single-observer Information Set Monte Carlo Tree
 * Search (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 2012; OpenSpiel's `ismcts.py` is the same algorithm).
 *
 * The searching seat sees only its view. Each iteration deals one full state
 * that fits the view (the game's sampler: a *determinization*), walks the one
 * shared tree down the moves legal in that deal, adds one node, plays the
 * game on with a rollout policy and scores the end. A node's children are
 * keyed by move, not by deal, so a node stands for every deal where its
 * moves were legal: the tree is over what the searcher can tell apart.
 *
 * - Selection is UCB1 with *availability counts*: a move legal in only some
 *   deals is judged against the number of times it could have been chosen,
 *   not the parent's visits (the paper's "subset-armed bandit").
 * - Each node's value is the mean result for the seat that made its move
 *   (max^n for several players): every seat plays for itself in the tree.
 *   With `teamOf`, partners share one result.
 * - The budget is a number of iterations, never a time, so the same view and
 *   the same rng give the same move on any machine.
 * - With `weigh`, deals are drawn from a pool of `iterations` deals in
 *   proportion to how likely each makes the others' moves so far under the
 *   rollout policy (their model): deals that fit their bets come up more.
 * - Rollouts are played by a policy that sees only the view of the seat it
 *   moves for (by default the game's sensible player), for at most
 *   `rolloutDepth` moves or to the game's `horizon`; a game cut short is
 *   scored by `estimate`.
 * - A game may give the searching seat its own rollout policy (`ownRollout`):
 *   the others are modelled as the players they are, while the searcher's
 *   later moves are played the way it would play them.
 * - The policy's own choice at a node is tried first and gets a *progressive
 *   bias* (Chaslot et al., 2008), `bias / (visits + 1)`, which fades as the
 *   move is tried: the search starts from the sensible move and leaves it
 *   only for one that does better in the deals.
 * - With `flat`, there is no tree: each root move is played in the same
 *   deals, with the same rollout rng per deal, and the best mean wins (flat
 *   Monte Carlo with common random numbers); with `margin`, a move other
 *   than the policy's must lead it by that many standard errors of the
 *   deal-by-deal differences. Where the rollout policy is an
 *   exact model of the other players and the stakes are settled within the
 *   horizon, paired deals tell two close moves apart with far fewer deals
 *   than a tree, which spends them on the others' replies.
 *
 * Pure: no DOM, no clock; all chance comes from the rng it is given.
 */
import { rngAt, type Rng } from '../play/random.ts';
import type { Bot, GameRules, Outcome } from '../play/types.ts';

/** The parts of a game's rules the search plays with. */
type SearchRules<S, M, V> = Pick<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options do not matter to the search, only the reducer
  GameRules<any, S, M, V>,
  'toAct' | 'legalMoves' | 'apply' | 'view' | 'outcome'
>;

/** What the search needs from a game: its rules, a sampler of hidden states, and how to play and score the rest. */
export interface SearchGame<S, M, V> {
  readonly rules: SearchRules<S, M, V>;
  /** A full state that fits `view` (what that seat sees), every hidden part dealt at random from `rng`. */
  readonly sample: (view: V, rng: Rng) => S;
  /** The rollout policy: any player of the game, seeing only the view of the seat it moves for. */
  readonly rollout: Bot<V, M>;
  /** The searching seat's own later moves in rollouts and its policy at its nodes (defaults to `rollout`). */
  readonly ownRollout?: Bot<V, M>;
  /**
   * The searcher's moves worth telling apart, from its legal ones (defaults to all of them): a game whose legal
   * moves are many and mostly alike (50 states to cross off) names one of each kind, so the deals are not spread
   * thin over moves that are the same to it. The policy's own move is always searched too.
   */
  readonly candidates?: (view: V, legal: readonly M[], rng: Rng) => readonly M[];
  /** The number of seats. */
  readonly seats: (view: V) => number;
  /** A move's identity across deals: equal keys are the same choice. Defaults to its JSON. */
  readonly moveKey?: (move: M) => string;
  /** Seats on one side share a result (Nina's Five's partners). Defaults to every seat for itself. */
  readonly teamOf?: (seat: number) => number;
  /**
   * What the other seats' moves so far say about the hidden part: given the view, a weight for a dealt state, the
   * chance (up to a constant) that the rollout policy, in the others' seats with that state's hidden cards, made
   * the moves the view shows; null when the view shows no such moves. With it the search deals a pool of states
   * and draws each iteration's deal from the pool in proportion to its weight (sampling importance resampling).
   */
  readonly weigh?: (view: V) => ((state: S) => number) | null;
  /**
   * Where a rollout stops before the depth cap, given the deal it started from: a game whose chance comes in hands
   * stops at the end of the hand in play, so its next deal adds no noise to the moves' values. Then `estimate`
   * scores the state.
   */
  readonly horizon?: (start: S, state: S) => boolean;
  /**
   * Each seat's chance of winning from a state the rollout stopped in before the end (the depth cap).
   * Defaults to an even share for every seat.
   */
  readonly estimate?: (state: S) => readonly number[];
}

export interface SearchBudget {
  /** Deals searched: each one iteration of the tree. */
  readonly iterations: number;
  /** At most this many rollout moves after the tree; then `estimate` scores the state. */
  readonly rolloutDepth: number;
  /** UCB's exploration constant (0.7 in the paper, for results from 0 to 1). */
  readonly exploration: number;
  /** The progressive bias toward the rollout policy's own move at a node (0: none). */
  readonly bias: number;
  /**
   * Flat Monte Carlo: every root move played in each of the `iterations` deals (common deals), no tree below the
   * root; `exploration` and `bias` unused. With `weigh`, the deals are drawn from a pool of `pool` (default
   * `iterations`) weighted deals.
   */
  readonly flat?: boolean;
  readonly pool?: number;
  /**
   * Flat only: how many standard errors of the paired differences (deal by deal, against the policy's move) a move
   * must be ahead by to be chosen over the policy's move (default 0: any lead). For a game whose results are mostly
   * luck, so that a small lead in the deals is mostly noise.
   */
  readonly margin?: number;
}

export const DEFAULT_BUDGET: SearchBudget = { iterations: 300, rolloutDepth: 10_000, exploration: 0.7, bias: 1 };

/** How one of the searcher's moves fared: how often it was tried and its mean result for the searcher. */
export interface MoveStat<M> {
  readonly move: M;
  readonly visits: number;
  /** The searcher's mean result (its win share, ties split) over its visits; 0 when never tried. */
  readonly value: number;
}

export interface SearchResult<M> {
  /** The chosen move: the most tried (ties: the better value, then the earlier in the legal list). */
  readonly move: M;
  /** The figures of every move searched (every legal move unless the game names candidates), in the legal list's order. */
  readonly stats: readonly MoveStat<M>[];
  readonly iterations: number;
}

class SearchNode<M> {
  visits = 0;
  /** Times this node's move was legal when its parent was walked through. */
  available = 0;
  /** The sum of results for `seat`, the seat that made the move into this node. */
  total = 0;
  readonly children = new Map<string, SearchNode<M>>();
  /** The key of the move the rollout policy makes here, from the first deal that reached the node (undefined until then). */
  policy: string | undefined;
  readonly move: M | null;
  readonly seat: number;
  constructor(move: M | null, seat: number) {
    this.move = move;
    this.seat = seat;
  }
}

const jsonKey = (move: unknown): string => JSON.stringify(move);
const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/**
 * Each seat's result of a finished game: 1 to each winning side, split evenly
 * when several sides share the win (a tie); 0 to the rest. With no winner (a
 * game everyone can lose) every seat gets 0.
 */
export function outcomeShares(outcome: Outcome, seats: number, teamOf: (seat: number) => number = (s) => s): number[] {
  const sides = new Set(outcome.winners.map(teamOf));
  const share = sides.size === 0 ? 0 : 1 / sides.size;
  return Array.from({ length: seats }, (_, seat) => (sides.has(teamOf(seat)) ? share : 0));
}

/**
 * Each iteration's deal: the sampler's, or with `weigh`, a draw from a pool of `size` sampled deals in proportion
 * to their weights (every deal alike when no weight is above zero).
 */
function dealer<S, M, V>(game: SearchGame<S, M, V>, view: V, rng: Rng, size: number): () => S {
  const weight = game.weigh?.(view) ?? null;
  if (weight === null) return () => game.sample(view, rng);
  const pool: S[] = [];
  const upTo: number[] = [];
  let sum = 0;
  for (let i = 0; i < size; i++) {
    const state = game.sample(view, rng);
    sum += Math.max(0, weight(state));
    pool.push(state);
    upTo.push(sum);
  }
  if (!(sum > 0)) return () => game.sample(view, rng);
  return () => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = upTo.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((upTo[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return pool[lo] as S;
  };
}

/** Each seat's result from a state a rollout stopped in: the outcome at the end, else the game's estimate. */
function scorer<S, M, V>(game: SearchGame<S, M, V>, view: V): (state: S) => readonly number[] {
  const seats = game.seats(view);
  const teamOf = game.teamOf ?? ((s: number) => s);
  const even = Array.from({ length: seats }, () => 1 / seats);
  const estimate = game.estimate ?? (() => even);
  return (state) => {
    const outcome = game.rules.outcome(state);
    return outcome === null ? estimate(state) : outcomeShares(outcome, seats, teamOf);
  };
}

/**
 * A rollout: from `from` (reached from the deal `start`), each seat plays its policy from its own view until the
 * game ends, `depth` moves are played or the game's horizon is reached; the state it stops in.
 */
function playOut<S, M, V>(game: SearchGame<S, M, V>, start: S, from: S, policyOf: (seat: number) => Bot<V, M>, rng: Rng, depth: number): S {
  const { rules } = game;
  let state = from;
  for (
    let seat = rules.toAct(state), n = 0;
    seat !== null && n < depth && !(game.horizon?.(start, state) ?? false);
    seat = rules.toAct(state), n++
  ) {
    const move = policyOf(seat)(rules.view(state, seat), rules.legalMoves(state, seat), rng).move;
    state = rules.apply(state, { seat, move });
  }
  return state;
}

/**
 * Search from `view` (the searcher's, who is to act), among `legal` (its
 * legal moves, the same in every deal that fits the view). Deterministic
 * given `rng`'s state.
 */
export function ismcts<S, M, V>(
  game: SearchGame<S, M, V>,
  view: V,
  legal: readonly M[],
  rng: Rng,
  budget: SearchBudget = DEFAULT_BUDGET,
): SearchResult<M> {
  const { rules } = game;
  const keyOf = game.moveKey ?? jsonKey;
  const root = new SearchNode<M>(null, -1);
  const path: SearchNode<M>[] = [];
  const deal = dealer(game, view, rng, budget.pool ?? budget.iterations);
  // The searcher is the seat to act in every deal that fits its view.
  let me: number | null = null;
  let arms = game.candidates?.(view, legal, rng) ?? legal;
  const policyOf = (seat: number): Bot<V, M> => (seat === me && game.ownRollout !== undefined ? game.ownRollout : game.rollout);
  if (budget.flat === true) return flatSearch(game, view, legal, arms, rng, budget, deal);
  const score = scorer(game, view);

  for (let it = 0; it < budget.iterations; it++) {
    let state = deal();
    const start = state;
    me ??= rules.toAct(state);
    let node = root;
    path.length = 0;
    path.push(root);
    // Selection and expansion: down the tree while every move here has been tried in some deal.
    for (;;) {
      const seat = rules.toAct(state);
      if (seat === null) break;
      let moves = node === root ? arms : rules.legalMoves(state, seat);
      if (node.policy === undefined && budget.bias > 0) {
        // At the root the policy chooses among all the legal moves, and its choice is searched even if not a candidate.
        const own = policyOf(seat)(rules.view(state, seat), node === root ? legal : moves, rng).move;
        node.policy = keyOf(own);
        if (node === root && !arms.some((m) => keyOf(m) === node.policy)) moves = arms = [...arms, own];
      }
      const untried: { move: M; key: string }[] = [];
      let policyUntried = -1;
      let best: SearchNode<M> | null = null;
      let bestScore = -Infinity;
      for (const move of moves) {
        const key = keyOf(move);
        const child = node.children.get(key);
        if (child === undefined) {
          if (key === node.policy) policyUntried = untried.length;
          untried.push({ move, key });
          continue;
        }
        child.available++;
        const score =
          child.total / child.visits +
          budget.exploration * Math.sqrt(Math.log(child.available) / child.visits) +
          (key === node.policy ? budget.bias / (child.visits + 1) : 0);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const pick = untried[policyUntried >= 0 ? policyUntried : rng.int(untried.length)] as { move: M; key: string };
        const child = new SearchNode<M>(pick.move, seat);
        child.available = 1;
        node.children.set(pick.key, child);
        state = rules.apply(state, { seat, move: pick.move });
        path.push(child);
        break;
      }
      if (best === null || best.move === null) break;
      state = rules.apply(state, { seat, move: best.move });
      node = best;
      path.push(best);
    }
    // Rollout: the policy plays on, each seat from its own view.
    const shares = score(playOut(game, start, state, policyOf, rng, budget.rolloutDepth));
    // Backpropagation: each node scores the result of the seat that moved into it.
    for (const n of path) {
      n.visits++;
      if (n.seat >= 0) n.total += shares[n.seat] ?? 0;
    }
  }

  const stats = arms.map((move): MoveStat<M> => {
    const child = root.children.get(keyOf(move));
    return child === undefined ? { move, visits: 0, value: 0 } : { move, visits: child.visits, value: child.total / child.visits };
  });
  let chosen = stats[0];
  for (const s of stats)
    if (chosen === undefined || s.visits > chosen.visits || (s.visits === chosen.visits && s.value > chosen.value)) chosen = s;
  if (chosen === undefined) throw new Error('ismcts: no legal move to search');
  return { move: chosen.move, stats, iterations: budget.iterations };
}

/**
 * Flat Monte Carlo with common random numbers (`SearchBudget.flat`): the policy's own move and the arms, each
 * played in the same `budget.iterations` deals, each deal's rollout drawing from its own rng, so two moves differ
 * only by what they change. The best mean wins, where a move other than the policy's leads it by `budget.margin`
 * standard errors of the deal-by-deal differences (any lead by default); the policy's move keeps a tie.
 */
function flatSearch<S, M, V>(
  game: SearchGame<S, M, V>,
  view: V,
  legal: readonly M[],
  candidates: readonly M[],
  rng: Rng,
  budget: SearchBudget,
  deal: () => S,
): SearchResult<M> {
  const { rules } = game;
  const keyOf = game.moveKey ?? jsonKey;
  const score = scorer(game, view);
  const deals = Array.from({ length: budget.iterations }, () => ({ state: deal(), seed: Math.floor(rng.next() * 0x1_0000_0000) }));
  const first = deals[0]?.state;
  const me = first === undefined ? null : rules.toAct(first);
  if (me === null || first === undefined) throw new Error('ismcts: no seat to act in the deal');
  const own = game.ownRollout ?? game.rollout;
  const policy = own(rules.view(first, me), legal, rng).move;
  const policyKey = keyOf(policy);
  const arms = candidates.some((m) => keyOf(m) === policyKey) ? [...candidates] : [...candidates, policy];
  const policyOf = (seat: number): Bot<V, M> => (seat === me ? own : game.rollout);
  const results = arms.map((move) =>
    deals.map(({ state: start, seed }) => {
      const end = playOut(game, start, rules.apply(start, { seat: me, move }), policyOf, rngAt(seed), budget.rolloutDepth);
      return score(end)[me] ?? 0;
    }),
  );
  const stats = arms.map((move, i): MoveStat<M> => ({ move, visits: deals.length, value: mean(results[i] ?? []) }));
  const policyAt = arms.findIndex((m) => keyOf(m) === policyKey);
  const base = results[policyAt] ?? [];
  let chosen = policyAt;
  stats.forEach((s, i) => {
    if (s.value <= (stats[chosen]?.value ?? 0)) return;
    // The lead over the policy's move, deal by deal, must stand `margin` standard errors clear of nothing.
    const diffs = (results[i] ?? []).map((x, d) => x - (base[d] ?? 0));
    const m = mean(diffs);
    const se = Math.sqrt(diffs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, diffs.length - 1) / diffs.length);
    if (m > (budget.margin ?? 0) * se) chosen = i;
  });
  return { move: (stats[chosen] as MoveStat<M>).move, stats, iterations: budget.iterations };
}
