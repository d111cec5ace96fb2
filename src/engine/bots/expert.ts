/**
 * The `expert` player of every game: the one search (search/ismcts.ts) with the game's sampler and a rollout
 * policy, explaining its move with the search's figures. It sees only its view: the sampler deals everything else.
 */
import type { Rng } from '../play/random.ts';
import type { Bot, BotChoice, GameRules, GameWords } from '../play/types.ts';
import { ismcts, type SearchBudget, type SearchGame } from '../search/ismcts.ts';

/** What a game adds to the search: its sampler and how its seats are named and grouped (games/<id>/sampler.ts). */
export interface SamplerParts<S, V> {
  /** A whole state that fits the view, everything the seat cannot see dealt at random. */
  readonly sample: (view: V, rng: Rng) => S;
  /** How many seats, from a view. */
  readonly seats: (view: V) => number;
  /** The seats' names, from a view, for the move labels in the reason. */
  readonly names: (view: V) => readonly string[];
  /** Partners share a result (Nina's Five). */
  readonly teamOf?: (seat: number) => number;
  /** Each seat's chance of winning from a state a rollout stopped in before the end. */
  readonly estimate?: (state: S) => readonly number[];
  /** Where a rollout stops, given the deal it started from (search/ismcts.ts `horizon`). */
  readonly horizon?: (start: S, state: S) => boolean;
  /** What the others' moves so far say about a dealt state (search/ismcts.ts `weigh`). */
  readonly weigh?: (view: V) => ((state: S) => number) | null;
}

/** What a game adds to the search, with its move type: a cheaper move identity than JSON, where moves are many. */
export interface SearchParts<S, M, V> extends SamplerParts<S, V> {
  readonly moveKey?: (move: M) => string;
  /** The searcher's own later moves in rollouts, where they differ from the rollout player's (search/ismcts.ts). */
  readonly ownRollout?: Bot<V, M>;
  /** The moves worth searching among many alike ones (search/ismcts.ts). */
  readonly candidates?: (view: V, legal: readonly M[], rng: Rng) => readonly M[];
}

export interface ExpertParts<S, M, V> extends SearchParts<S, M, V> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options do not matter to the search
  readonly rules: GameRules<any, S, M, V>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only moveLabel is read
  readonly words: Pick<GameWords<any, S, M, V>, 'moveLabel'>;
  /** The policy that plays the rollouts (the game's sensible player). */
  readonly rollout: Bot<V, M>;
}

const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** The expert for a game: `budget.iterations` deals searched per move (fixed, so a move is reproducible from the rng). */
export function expertBot<S, M, V>(parts: ExpertParts<S, M, V>, budget: SearchBudget): Bot<V, M> {
  const game: SearchGame<S, M, V> = {
    rules: parts.rules,
    sample: parts.sample,
    rollout: parts.rollout,
    seats: parts.seats,
    ...(parts.teamOf === undefined ? {} : { teamOf: parts.teamOf }),
    ...(parts.estimate === undefined ? {} : { estimate: parts.estimate }),
    ...(parts.moveKey === undefined ? {} : { moveKey: parts.moveKey }),
    ...(parts.weigh === undefined ? {} : { weigh: parts.weigh }),
    ...(parts.horizon === undefined ? {} : { horizon: parts.horizon }),
    ...(parts.ownRollout === undefined ? {} : { ownRollout: parts.ownRollout }),
    ...(parts.candidates === undefined ? {} : { candidates: parts.candidates }),
  };
  return (view, legal, rng) => {
    const names = parts.names(view);
    const label = (move: M): string => parts.words.moveLabel(view, move, names);
    const only = legal[0];
    if (legal.length === 1 && only !== undefined) return { move: only, reason: `“${label(only)}” is the only legal move.` };
    const result = ismcts(game, view, legal, rng, budget);
    const chosen = result.stats.find((s) => s.move === result.move);
    const next = result.stats
      .filter((s) => s.move !== result.move && s.visits > 0)
      .sort((a, b) => b.visits - a.visits || b.value - a.value)[0];
    const mine =
      chosen === undefined
        ? ''
        : `“${label(chosen.move)}” left me a ${percent(chosen.value)} chance of winning the game in the ${chosen.visits} where I tried it`;
    // With a margin (a flat search), a move can score a little more in the deals and still not be taken: say so.
    const other =
      next === undefined
        ? ''
        : chosen !== undefined && next.value > chosen.value
          ? `; “${label(next.move)}” scored ${percent(next.value)} in ${next.visits}, a lead too small to be sure of in so few deals`
          : `; the next best, “${label(next.move)}”, ${percent(next.value)} in ${next.visits}`;
    return { move: result.move, reason: `Over ${result.iterations} deals that fit what I have seen, ${mine}${other}.` };
  };
}

/**
 * One game's expert as its own files make it (games/<id>/expert.ts): the search's parts, and the decisions the game
 * plays better than the search (null: "not such a decision"): Peekaboo's holds are exact (games/peekaboo/rolling.ts,
 * checked against an exhaustive oracle), and its bets a plan over deals that fit what the others' bets say
 * (games/peekaboo/betting.ts), given the budget so a smaller search plans over fewer deals. Each game's module imports
 * only its own game, so a play page's worker bundles one game; the registry (bots/index.ts) gathers them.
 */
export interface GameExpert<S, M, V> {
  readonly parts: ExpertParts<S, M, V>;
  /**
   * How hard it thinks, in `simulate`, `npm run bench:bots` and at the practice table alike: deals searched per
   * move, and how far a rollout runs before `estimate` scores it. Tuned so a move takes under about 100 ms of CPU at
   * the median in Node and meets the table's goal in Chromium (a median of at most 200 ms, a 95th percentile of at
   * most 1 s: `npm run bench:browser`). The figures are in docs/decisions/2026-11-27-expert-search.md and
   * 2026-11-27-expert-at-the-table.md.
   */
  readonly budget: SearchBudget;
  readonly own: ((view: V, legal: readonly M[], rng: Rng, budget: SearchBudget) => BotChoice<M> | null) | null;
}

/** The expert player of `expert` with `budget`: its own decisions where it has them, the search elsewhere. */
export function expertPlayer<S, M, V>(expert: GameExpert<S, M, V>, budget: SearchBudget): Bot<V, M> {
  const search = expertBot(expert.parts, budget);
  const { own } = expert;
  return own === null ? search : (view, legal, rng) => own(view, legal, rng, budget) ?? search(view, legal, rng);
}
