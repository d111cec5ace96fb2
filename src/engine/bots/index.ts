/**
 * The computer players of every game, by id and level, apart from the games: a game's rules never import a bot.
 * `random` is the one generic player (random.ts); each game brings its own `sensible` player (games/<id>/bots.ts)
 * and its `expert` (games/<id>/expert.ts: its sampler and exact decisions, which the one search, search/ismcts.ts,
 * plays with; a play page's worker builds its game's expert from that file alone), and its `skilled` player
 * (games/<id>/skilled.ts: its cheap own play and what the one look-ahead, bots/skilled.ts, compares). The mapped types make a game
 * without players a type error.
 */
import { byGame } from '../by-game.ts';
import type { GameId } from '../ids.ts';
import { type MoveOf, type StateOf, type ViewOf } from '../games/index.ts';
import { SENSIBLE as BLUFF_N_PEG } from '../games/bluff-n-peg/bots.ts';
import { SENSIBLE as NINAS_FIVE } from '../games/ninas-five/bots.ts';
import { SENSIBLE as NUCLEAR } from '../games/nuclear-holdem/bots.ts';
import { SENSIBLE as PEEKABOO } from '../games/peekaboo/bots.ts';
import { SENSIBLE as POKERS_WILD } from '../games/pokers-wild/bots.ts';
import { EXPERT as BP_EXPERT } from '../games/bluff-n-peg/expert.ts';
import { EXPERT as NF_EXPERT } from '../games/ninas-five/expert.ts';
import { EXPERT as NH_EXPERT } from '../games/nuclear-holdem/expert.ts';
import { EXPERT as PEEKABOO_EXPERT } from '../games/peekaboo/expert.ts';
import { EXPERT as PW_EXPERT } from '../games/pokers-wild/expert.ts';
import type { Rng } from '../play/random.ts';
import type { Bot } from '../play/types.ts';
import type { SearchBudget } from '../search/ismcts.ts';
import { SKILLED as BP_SKILLED } from '../games/bluff-n-peg/skilled.ts';
import { SKILLED as NF_SKILLED } from '../games/ninas-five/skilled.ts';
import { SKILLED as NH_SKILLED } from '../games/nuclear-holdem/skilled.ts';
import { SKILLED as PEEKABOO_SKILLED } from '../games/peekaboo/skilled.ts';
import { SKILLED as PW_SKILLED } from '../games/pokers-wild/skilled.ts';
import { expertPlayer, type GameExpert } from './expert.ts';
import { skilledPlayer, type GameSkilled } from './skilled.ts';
import { levels, type GameBots } from './levels.ts';

export { levels, type GameBots, type TableBots } from './levels.ts';

/** Each game's expert as its own files make it (games/<id>/expert.ts): its search's parts and its exact decisions. */
const EXPERTS: { readonly [G in GameId]: GameExpert<StateOf<G>, MoveOf<G>, ViewOf<G>> } = {
  'ninas-five': NF_EXPERT,
  peekaboo: PEEKABOO_EXPERT,
  'nuclear-holdem': NH_EXPERT,
  'pokers-wild': PW_EXPERT,
  'bluff-n-peg': BP_EXPERT,
};

/** Each game's skilled player as its own folder makes it (games/<id>/skilled.ts): its cheap play and its shortlist. */
const SKILLED: { readonly [G in GameId]: GameSkilled<MoveOf<G>, ViewOf<G>> } = {
  'ninas-five': NF_SKILLED,
  peekaboo: PEEKABOO_SKILLED,
  'nuclear-holdem': NH_SKILLED,
  'pokers-wild': PW_SKILLED,
  'bluff-n-peg': BP_SKILLED,
};

/** Each game's sampler: a whole state that fits a seat's view (sampler.test.ts holds them to it). */
export const SAMPLERS = byGame<{ readonly [G in GameId]: (view: ViewOf<G>, rng: Rng) => StateOf<G> }>((id) => EXPERTS[id].parts.sample);

/** Each game's own sensible player (also the expert's rollout policy). */
const SENSIBLE: { readonly [G in GameId]: Bot<ViewOf<G>, MoveOf<G>> } = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
};

/** Game `G`'s expert with `budget` (another budget than its own: the tests' smaller searches): its own decisions, the search elsewhere. */
export function expertFor<G extends GameId>(id: G, budget: SearchBudget = EXPERTS[id].budget): Bot<ViewOf<G>, MoveOf<G>> {
  return expertPlayer<StateOf<G>, MoveOf<G>, ViewOf<G>>(EXPERTS[id], budget);
}

const all = <G extends GameId>(id: G): GameBots<ViewOf<G>, MoveOf<G>> => ({
  ...levels(SENSIBLE[id]),
  skilled: skilledPlayer<StateOf<G>, MoveOf<G>, ViewOf<G>>(EXPERTS[id].parts, SKILLED[id]),
  expert: expertFor(id),
});

export const BOTS: { readonly [G in GameId]: GameBots<ViewOf<G>, MoveOf<G>> } = {
  'ninas-five': all('ninas-five'),
  peekaboo: all('peekaboo'),
  'nuclear-holdem': all('nuclear-holdem'),
  'pokers-wild': all('pokers-wild'),
  'bluff-n-peg': all('bluff-n-peg'),
};

/**
 * The level a game page's "typical game" figures are played at (play/typical.ts): skilled where its game says the
 * build can afford a thousand skilled games (GameSkilled `typical`), else sensible.
 */
export const typicalLevel = (id: GameId): 'skilled' | 'sensible' => (SKILLED[id].typical ? 'skilled' : 'sensible');

/** How hard game `G`'s expert thinks (games/<id>/expert.ts): the same in `simulate`, the bench and the table's worker. */
export const expertBudget = (id: GameId): SearchBudget => EXPERTS[id].budget;
