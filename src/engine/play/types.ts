/**
 * The shape every playable game shares: a reducer over plain, JSON-safe data,
 * as chessops models a position. A game is `newGame(options, seed)`, then
 * `apply(state, { seat, move })` with one of `legalMoves(state, seat)` again
 * and again until `outcome(state)` is not null (a move from outside goes
 * through the framework's checked `play`, play.ts, first). Randomness (shuffles, rolls) comes from a PRNG whose state is stored
 * in the game state, so a game is fully reproduced by its options, its seed
 * and its list of moves: its *record* (record.ts).
 *
 * Decisions the rules make at the same moment (votes, both teams' peekaboo
 * swaps) are taken one seat at a time in a fixed order, and `view` hides a
 * choice already made until the rules reveal it. So exactly one seat is to
 * act at any time, which keeps bots, replays and the practice table simple.
 */
import type { GameId } from '../ids.ts';
import type { EngineError } from '../result.ts';
import type { OptionSpec, OptionValues } from './options.ts';
import type { Rng } from './random.ts';

/**
 * Computer-player levels, weakest first. `skilled` is the game's cheap own play with a one-turn look-ahead
 * (bots/skilled.ts), fast enough for a thousand games; `expert` searches (search/ismcts.ts).
 */
export const BOT_LEVELS = ['random', 'sensible', 'skilled', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * The levels played on the page's main thread: the Balance Lab's players (not `expert` yet, whose search takes about
 * a tenth of a second a move: a thousand games need a lighter search) and the practice table's quick players. The
 * practice table seats `expert` too: its search runs in the page's Web Worker (components/play/expert-protocol.ts).
 */
export const TABLE_LEVELS = ['random', 'sensible'] as const satisfies readonly BotLevel[];
export type TableLevel = (typeof TABLE_LEVELS)[number];

/** The Balance Lab's levels, played in its Web Workers: a thousand games of any of them take seconds (not the expert's search). */
export const LAB_LEVELS = ['random', 'sensible', 'skilled'] as const satisfies readonly BotLevel[];

/** The levels a practice table seats (the skilled player is the Lab's: the table has the expert). */
export const PLAY_LEVELS = ['random', 'sensible', 'expert'] as const satisfies readonly BotLevel[];
export type PlayLevel = (typeof PLAY_LEVELS)[number];

/** What a game's length is counted in (the `length.unit` of `simulate`). */
export const LENGTH_UNITS = ['tricks', 'turns', 'rounds', 'hands', 'moves'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** One move in a record: who made it, and the move (a game's own plain-data type). */
export interface SeatMove<M> {
  readonly seat: number;
  readonly move: M;
}

/** How a finished game ended. Seats are 0-based; teams list every seat of the winning team. */
export interface Outcome {
  /** The winning seats (more than one: a tie, or a team). Never empty, unless the model sets `everyoneCanLose`. */
  readonly winners: readonly number[];
  /** Whether the game ended level (several winners who are not one team). */
  readonly tie: boolean;
  /** Each seat's final score in the game's own terms (points, pegs, chips, tricks). */
  readonly scores: readonly number[];
  /** The game's length, in the model's `lengthUnit`. */
  readonly length: number;
  /** Game-specific counters summed over a simulation (see `GameStats.summarize`). */
  readonly stats: Readonly<Record<string, number>>;
  /** One sentence: what decided the game. */
  readonly summary: string;
}

/** A bot's move and its one-sentence reason (the practice table's hint). */
export interface BotChoice<M> {
  readonly move: M;
  readonly reason: string;
}

/**
 * A computer player. It sees only its seat's `view` and the legal moves, never
 * the full state, so a bot cannot cheat. `rng` is the bot's own stream, not
 * the game's, so a bot's choices never change the deal.
 */
export type Bot<V, M> = (view: V, legal: readonly M[], rng: Rng) => BotChoice<M>;

/**
 * A game's rules: a reducer over plain data, and nothing else (no words, no
 * figures, no bots; those are `GameWords`, `GameStats` and the bot registry,
 * which import the rules, never the other way). `S` is the full state (plain
 * JSON), `M` a move, `V` what one seat sees; `Specs` are the options a
 * designer may change, each with the printed rules' value as its default.
 *
 * `apply` is trusted: it is only ever handed a move taken from
 * `legalMoves(state, seat)` for the seat to act. Bots, simulation, search and
 * the practice table call it with such moves; a move from outside (a link, a
 * record, a person) goes through the framework's one checked `play`
 * (play.ts), which finds it among the legal moves first.
 */
export interface GameRules<Specs extends readonly OptionSpec[], S, M, V> {
  readonly id: GameId;
  readonly options: Specs;
  /** Cross-option checks the specs cannot express (e.g. "needs an even number of players"). */
  readonly checkOptions?: (options: OptionValues<Specs>) => EngineError | null;
  readonly lengthUnit: LengthUnit;
  /** Set by a game whose rules let every seat lose (Nuclear: the board falls with no Communist at the table); its outcomes may then list no winner. */
  readonly everyoneCanLose?: boolean;
  /** A bound no game exceeds, in moves: the property tests hold every game to it. */
  readonly maxMoves: (options: OptionValues<Specs>) => number;
  /** How many seats the options make. */
  readonly seats: (options: OptionValues<Specs>) => number;
  readonly newGame: (options: OptionValues<Specs>, seed: number) => S;
  /** The seat to act, or null when the game is over. */
  readonly toAct: (state: S) => number | null;
  /** Every legal move for `seat` (empty when it is not that seat's turn), in an order that depends only on `view(state, seat)`. */
  readonly legalMoves: (state: S, seat: number) => readonly M[];
  /** The state after `move`, which must be one of `legalMoves(state, move.seat)` (trusted: nothing is checked). */
  readonly apply: (state: S, move: SeatMove<M>) => S;
  /** What `seat` may see: no other seat's hidden cards, dice, roles or pending choices. */
  readonly view: (state: S, seat: number) => V;
  readonly outcome: (state: S) => Outcome | null;
  /**
   * Conservation check for the property tests: every card, die, chip and
   * point accounted for. Returns what is wrong, or null.
   */
  readonly audit: (state: S) => string | null;
}

/** A game in words: seat names, the log, and each legal move's label. */
export interface GameWords<Specs extends readonly OptionSpec[], S, M, V> {
  /** Seat names for logs and tables ("North", "Player 2"). */
  readonly seatNames: (options: OptionValues<Specs>) => readonly string[];
  /** The move in plain words, for the log ("North laid the 7♣: three sevens showing."). */
  readonly describe: (before: S, move: SeatMove<M>, after: S) => string;
  /**
   * A legal move as the player chooses it ("Lay the 7♣", "Call 1 chip, all in"), from the seat's view
   * only, so no label can tell what the move leads to. Labels of different moves differ.
   */
  readonly moveLabel: (view: V, move: M, seatNames: readonly string[]) => string;
}

/** How one of a game's summarized figures reads in tables: its words and its format. */
export interface StatLabel {
  readonly label: string;
  readonly format: StatFormat;
  /** A few words more for where there is room (the game page): "the trick would have gone worse without". */
  readonly detail?: string;
}

/** A game's figures: what a simulation sums, and how each figure is named, typed once. */
export interface GameStats {
  /**
   * Turns summed stats into the figures `simulate` prints (rates, shares).
   * `totals` sums each outcome's `stats` over `games` games.
   */
  readonly summarize: (totals: Readonly<Record<string, number>>, games: number) => Readonly<Record<string, number>>;
  /** Every key `summarize` gives, in words (a key the game makes per hand category, `potShare:flush`, is found by `labelOf`). */
  readonly labelOf: (key: string) => StatLabel | undefined;
  /** What a seat's score counts, as the Balance Lab's score chart names it ("tricks", "chips"). */
  readonly scoreUnit: string;
  /**
   * The key of the figure `summarize` gives that is the game's length, the outcome's `length` per game ("Hands per
   * game"), if it gives one. The Balance Lab shows that figure once, as the game length, with the interval from the
   * games themselves (they are independent, so their spread is the figure's); the batch-means interval the other
   * figures get rests on 20 batches and came out different for the same number.
   */
  readonly lengthKey?: string;
  /** What the game page prints under "A typical game, in numbers": the seats' win shares and the figures worth a line, each with what it rests on. */
  readonly headlines?: Headlines;
}

/** One game, by layer: its rules, its words and its figures (its computer players are in the bot registry, bots/index.ts). */
export interface GameParts<Specs extends readonly OptionSpec[], S, M, V> {
  readonly rules: GameRules<Specs, S, M, V>;
  readonly words: GameWords<Specs, S, M, V>;
  readonly stats: GameStats;
}

/** How a summarized figure reads: a share (0–1, shown as a percentage), a mean per game, or a plain number. */
export const STAT_FORMATS = ['share', 'mean', 'count'] as const;
export type StatFormat = (typeof STAT_FORMATS)[number];

/**
 * What a figure on a game page rests on. Every figure there comes from games
 * played by computer players, so a reader needs to know whether the players'
 * choices made it, or the rules would give it whoever played. The page says
 * it beside the figure, and shows the same figure with random players, who
 * pick any legal move: a figure the rules make barely moves when the players
 * change. The claim the page prints is worked out from its own figures
 * (play/typical.ts `heldBasis`): the 95% interval of the difference
 * (random − the page's players) must come within
 *
 * - `rules`: 2 percentage points of zero for a share, 5% of the figure for a mean;
 * - `mostly-rules`: a quarter of the figure, or 10 points for a share where that is more: the rules make most of it,
 *   the players' play the rest (random players' 86.5% of Nuclear games for the Communists against skilled players'
 *   99.7% is 13 points, an eighth of the figure);
 *
 * - `players`: the figure measures the computer players' choices (how often
 *   they swap, fold or double, which hands they stay in with), so people will
 *   differ. Nothing is checked: a choice made at random can land near a
 *   sensible one.
 *
 * A game's `headlines` name, per figure, the most it may claim: the page prints
 * the strongest claim up to that one which its figures hold, so a figure the
 * players' skill moves says so, and a figure of the players' choices is never
 * said to rest on the rules because random choices landed near theirs.
 * tests/engine/play/typical.test.ts holds every printed claim to the figures.
 */
export const STAT_BASES = ['rules', 'mostly-rules', 'players'] as const;
export type StatBasis = (typeof STAT_BASES)[number];

/** A headline figure from `summarize`, as the game page shows it ("Swaps that won the trick: 41%"); its label and format are the game's `labelOf(key)`. */
export interface StatSpec {
  /** A key of `summarize`'s result. */
  readonly key: string;
  /** The most the figure may claim: the page prints the strongest claim up to this one that its figures hold (`heldBasis`). */
  readonly basis: StatBasis;
  /** A few words more, shown with the basis, where the basis alone leaves the reader asking why ("a joker dealt to a player makes a Communist"). */
  readonly note?: string;
}

/** The typical-game figures of a game page: the most the seats' win shares may claim (one statement for them all), then the game's own figures in order. */
export interface Headlines {
  readonly seats: { readonly basis: StatBasis; readonly note?: string };
  readonly figures: readonly StatSpec[];
}
