/**
 * The computer players of every game, by id and level, apart from the games: a game's rules never import a bot.
 * `random` is the one generic player (random.ts); each game brings its own `sensible` player (games/<id>/bots.ts)
 * and its sampler (games/<id>/sampler.ts), which the one search (search/ismcts.ts) makes into its `expert`
 * (expert.ts). The mapped types make a game without players a type error.
 */
import type { GameId } from '../ids.ts';
import { GAME_PARTS, type MoveOf, type StateOf, type ViewOf } from '../games/index.ts';
import { SENSIBLE as BLUFF_N_PEG } from '../games/bluff-n-peg/bots.ts';
import { layCandidates as nfCandidates, SENSIBLE as NINAS_FIVE } from '../games/ninas-five/bots.ts';
import { SENSIBLE as NUCLEAR } from '../games/nuclear-holdem/bots.ts';
import { SENSIBLE as PEEKABOO } from '../games/peekaboo/bots.ts';
import { SENSIBLE as POKERS_WILD } from '../games/pokers-wild/bots.ts';
import { SEARCH as BP_SEARCH } from '../games/bluff-n-peg/sampler.ts';
import { weighDeals } from '../games/bluff-n-peg/model.ts';
import { SEARCH as NF_SEARCH } from '../games/ninas-five/sampler.ts';
import { SEARCH as NH_SEARCH } from '../games/nuclear-holdem/sampler.ts';
import { candidates as nhCandidates, OWN_PLAY as NH_OWN_PLAY } from '../games/nuclear-holdem/own-play.ts';
import { SEARCH as PEEKABOO_SEARCH } from '../games/peekaboo/sampler.ts';
import { SEARCH as PW_SEARCH } from '../games/pokers-wild/sampler.ts';
import type { Rng } from '../play/random.ts';
import type { Bot } from '../play/types.ts';
import { bestRoll } from '../games/peekaboo/rolling.ts';
import { BET_DEALS, expertBet } from '../games/peekaboo/betting.ts';
import type { BotChoice } from '../play/types.ts';
import { DEFAULT_BUDGET, type SearchBudget } from '../search/ismcts.ts';
import { expertBot, type SearchParts } from './expert.ts';
import { levels, type GameBots } from './levels.ts';

export { levels, type GameBots, type TableBots } from './levels.ts';

/** Each game's sampler and seat facts for the search. */
const SEARCH_PARTS: { readonly [G in GameId]: SearchParts<StateOf<G>, MoveOf<G>, ViewOf<G>> } = {
  'ninas-five': { ...NF_SEARCH, candidates: nfCandidates },
  peekaboo: PEEKABOO_SEARCH,
  'nuclear-holdem': { ...NH_SEARCH, ownRollout: NH_OWN_PLAY, candidates: nhCandidates },
  'pokers-wild': PW_SEARCH,
  'bluff-n-peg': { ...BP_SEARCH, weigh: weighDeals },
};

/** Each game's sampler: a whole state that fits a seat's view (sampler.test.ts holds them to it). */
export const SAMPLERS: { readonly [G in GameId]: (view: ViewOf<G>, rng: Rng) => StateOf<G> } = {
  'ninas-five': SEARCH_PARTS['ninas-five'].sample,
  peekaboo: SEARCH_PARTS.peekaboo.sample,
  'nuclear-holdem': SEARCH_PARTS['nuclear-holdem'].sample,
  'pokers-wild': SEARCH_PARTS['pokers-wild'].sample,
  'bluff-n-peg': SEARCH_PARTS['bluff-n-peg'].sample,
};

/**
 * Deals searched per expert move, per game, and how far a rollout runs before `estimate` scores it: tuned so a move
 * takes under about 100 ms of CPU at the median in Node on the development machine (`npm run bench:bots` prints it;
 * the figures are in docs/decisions/2026-11-27-expert-search.md). Nuclear's rollouts run to the end: it has no
 * running score to guess from, and its moves are cheap. Nuclear leans harder on its own player's move (bias 4): a
 * result is mostly the luck of who draws the jokers, so 300 deals tell moves apart only when they differ a lot, and
 * its own player alone wins more often than the search with the usual bias (docs/decisions/2026-11-27-expert-strength.md).
 */
const EXPERT_BUDGETS: { readonly [G in GameId]: SearchBudget } = {
  'ninas-five': { ...DEFAULT_BUDGET, iterations: 900, rolloutDepth: 20 },
  peekaboo: { ...DEFAULT_BUDGET, iterations: 1000, rolloutDepth: 30 },
  'nuclear-holdem': { ...DEFAULT_BUDGET, iterations: 300, bias: 4 },
  'pokers-wild': { ...DEFAULT_BUDGET, iterations: 500, rolloutDepth: 16 },
  'bluff-n-peg': { ...DEFAULT_BUDGET, iterations: 1500, rolloutDepth: 40 },
};

/** Each game's own sensible player: the expert's rollout policy. */
const SENSIBLE: { readonly [G in GameId]: Bot<ViewOf<G>, MoveOf<G>> } = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
};

/**
 * Where a game has decisions of its own that it plays better than the search, the expert plays them there and
 * searches only the rest (null: "not such a decision"). Peekaboo's holds are exact (games/peekaboo/rolling.ts,
 * checked against an exhaustive oracle); its bets are a plan over deals that fit what the others' bets say
 * (games/peekaboo/betting.ts), with as many deals as the budget has iterations, up to its own count.
 */
const OWN: {
  readonly [G in GameId]:
    ((view: ViewOf<G>, legal: readonly MoveOf<G>[], rng: Rng, budget: SearchBudget) => BotChoice<MoveOf<G>> | null) | null;
} = {
  'ninas-five': null,
  peekaboo: (view, legal, rng, budget) => bestRoll(view, legal) ?? expertBet(view, legal, rng, Math.min(BET_DEALS, budget.iterations)),
  'nuclear-holdem': null,
  'pokers-wild': null,
  'bluff-n-peg': null,
};

/** Game `G`'s expert with `budget` (another budget than its own: the tests' smaller searches): its own decisions, the search elsewhere. */
export function expertFor<G extends GameId>(id: G, budget: SearchBudget = EXPERT_BUDGETS[id]): Bot<ViewOf<G>, MoveOf<G>> {
  const parts = GAME_PARTS[id];
  const search = expertBot<StateOf<G>, MoveOf<G>, ViewOf<G>>(
    {
      ...(SEARCH_PARTS[id] as SearchParts<StateOf<G>, MoveOf<G>, ViewOf<G>>),
      rules: parts.rules as never,
      words: parts.words as never,
      rollout: SENSIBLE[id],
    },
    budget,
  );
  const own = OWN[id];
  return own === null ? search : (view, legal, rng) => own(view, legal, rng, budget) ?? search(view, legal, rng);
}

const all = <G extends GameId>(id: G): GameBots<ViewOf<G>, MoveOf<G>> => ({ ...levels(SENSIBLE[id]), expert: expertFor(id) });

export const BOTS: { readonly [G in GameId]: GameBots<ViewOf<G>, MoveOf<G>> } = {
  'ninas-five': all('ninas-five'),
  peekaboo: all('peekaboo'),
  'nuclear-holdem': all('nuclear-holdem'),
  'pokers-wild': all('pokers-wild'),
  'bluff-n-peg': all('bluff-n-peg'),
};
