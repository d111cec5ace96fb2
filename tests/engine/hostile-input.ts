/**
 * The table behind hostile-input.test.ts: every function exported from
 * src/engine/index.ts is either a row of OUTSIDE_INPUT (it takes values from
 * a URL, a form, JSON or another program, so it must turn any value into an
 * error value), a PREDICATE (it answers true or false for any value), or
 * listed in INTERNAL with the reason it may trust its arguments.
 *
 * Each OUTSIDE_INPUT row names its arguments with the JS type each should
 * have and an arbitrary of "valid-typed junk": values of the right type,
 * mostly wrong (cards off the deck, -1 players, goals that are not goals,
 * NaN and Infinity). The worker (hostile-worker.ts) also feeds each argument
 * values of the wrong JS type (WRONG_TYPE), and corrupts one field deep
 * inside an argument.
 */
import fc from 'fast-check';
import * as engine from '../../src/engine/index.ts';
import { validateVariant } from '../../src/engine/variant/variant.ts';
import { judgeCardRequest, readCardFields } from '../../src/engine/hands/judge-cards.ts';

const { nuclear, ninasFive, peekaboo, pokersWildBoard, bluffNPeg } = engine;

export const ARG_TYPES = ['string', 'number', 'object', 'array'] as const;
export type ArgType = (typeof ARG_TYPES)[number];

export interface ArgSpec {
  readonly type: ArgType;
  readonly junk: fc.Arbitrary<unknown>;
  /** `undefined` is a valid value (a default applies). */
  readonly optional?: boolean;
}

export interface Row {
  /** As exported from index.ts: "judgeRequest", "nuclear.countVote". */
  readonly name: string;
  /** The function itself: it takes unknown arguments (it is an edge), so the compiler accepts it here with no cast. */
  readonly call: (...args: unknown[]) => unknown;
  readonly args: readonly ArgSpec[];
  /** The error codes it may return. */
  readonly codes: readonly string[];
  /** 'result': returns {ok, value} or {ok: false, error: {code, message}}. 'issues': validateVariant's {variant, issues}. */
  readonly kind?: 'result' | 'issues';
  /** fast-check runs per arbitrary (fewer for slow functions). */
  readonly runs?: number;
}

/** Values of every JS type, and numbers that break naive loops and checks. */
export const WRONG_TYPE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    NaN,
    Infinity,
    -Infinity,
    -1,
    0.5,
    1e12,
    -0,
    2 ** 53,
    true,
    false,
    10n,
    Symbol('hostile'),
    () => 1,
  ),
  fc.constantFrom<unknown>({}, [], Object.create(null), { length: 1e12 }, { toString: 5, valueOf: 5 }, [undefined], [null], [NaN]),
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.anything({ maxDepth: 2, maxKeys: 4, withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
);

/** The JS type of a value, as ArgSpec names it (null is not an object, arrays are arrays). */
export function argType(value: unknown): ArgType | 'other' {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && value !== null) return 'object';
  return 'other';
}

// ---------------------------------------------------------------------------
// Valid-typed junk

const smallInt = fc.integer({ min: -3, max: 60 });
const badNumber = fc.constantFrom(NaN, Infinity, -Infinity, -1, 0.5, 1e12, 2 ** 53, -0);
const num = fc.oneof({ weight: 4, arbitrary: smallInt }, { weight: 1, arbitrary: badNumber });
const cardNumber = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 53 }) },
  { weight: 1, arbitrary: fc.oneof(badNumber, fc.constantFrom(54, 999)) },
);
const held = fc.oneof(
  { weight: 4, arbitrary: fc.record({ card: cardNumber }) },
  { weight: 1, arbitrary: fc.record({ card: cardNumber, declared: cardNumber }) },
);
const cardToken = fc.oneof(
  fc.constantFrom('As', 'Kh', 'Qd', 'Jc', 'Ts', '10h', '9d', '2c', 'X', 'x=Qh', 'X=Zz', '♠A', 'A♠', '1s', 'Zz', '🃏'),
  fc.string({ maxLength: 4 }),
);
const cardText = fc.array(cardToken, { maxLength: 8 }).map((t) => t.join(' '));
const dieNumber = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 7 }) }, { weight: 1, arbitrary: badNumber });
const dice = (max: number): fc.Arbitrary<number[]> => fc.array(dieNumber, { maxLength: max });
const square = fc.record({
  row: fc.oneof(fc.integer({ min: -1, max: 8 }), badNumber),
  col: fc.oneof(fc.integer({ min: -1, max: 9 }), badNumber),
});
const validSquare = (rows: number, cols: number): fc.Arbitrary<{ row: number; col: number }> =>
  fc.record({ row: fc.integer({ min: 0, max: rows - 1 }), col: fc.integer({ min: 0, max: cols - 1 }) });

const layout = fc.oneof(
  { weight: 3, arbitrary: fc.constant(pokersWildBoard.DEFAULT_LAYOUT) },
  {
    weight: 2,
    arbitrary: fc.record({
      rows: fc.oneof(fc.integer({ min: 0, max: 8 }), badNumber),
      cols: fc.oneof(fc.integer({ min: 0, max: 8 }), badNumber),
      starters: fc.array(square, { maxLength: 3 }),
      wildSpaces: fc.array(square, { maxLength: 3 }),
    }),
  },
);
const placements = fc.array(fc.record({ square, card: cardNumber }), { maxLength: 8 });
/** A real board (from makeBoard on the default layout) with a few cards on it. */
const realBoard = fc
  .record({
    cards: fc.uniqueArray(fc.integer({ min: 0, max: 53 }), { minLength: 2, maxLength: 10 }),
    squares: fc.array(validSquare(7, 8), { maxLength: 8 }),
  })
  .map(({ cards, squares }) => {
    const starters = pokersWildBoard.DEFAULT_LAYOUT.starters;
    const placed = [...starters, ...squares].map((s, i) => ({ square: s, card: cards[i] ?? -1 })).filter((p) => p.card >= 0);
    const made = pokersWildBoard.makeBoard(pokersWildBoard.DEFAULT_LAYOUT, placed);
    if (made.ok) return made.value;
    const plain = pokersWildBoard.makeBoard(pokersWildBoard.DEFAULT_LAYOUT, placed.slice(0, 2));
    return plain.ok ? plain.value : null;
  });
const junkBoard = fc.record({ layout, cells: fc.array(fc.oneof(fc.constant(null), cardNumber), { maxLength: 60 }) });
const board = fc.oneof({ weight: 3, arbitrary: realBoard }, { weight: 1, arbitrary: junkBoard });

const nfTrick = fc.record({
  community: fc.array(held, { maxLength: 4 }),
  teams: fc.tuple(fc.array(held, { maxLength: 5 }), fc.array(held, { maxLength: 5 })),
});
/** A Nina's Five team (0 or 1), or something that is not one. */
const nfTeam = fc.oneof(fc.constantFrom<unknown>(...ninasFive.TEAMS, 2, -1, 'a', '0'), num);
const ids = (list: readonly string[], ...extra: string[]): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom<string>(...list, ...extra), fc.string({ maxLength: 6 }));
const peekTurn = fc.record({
  peekers: dice(3),
  lookers: dice(4),
  held: dice(3),
  rollsLeft: fc.oneof(fc.integer({ min: -1, max: 3 }), badNumber),
});
const ballots = fc.array(ids(nuclear.BALLOTS, 'abstain', 'yes'), { maxLength: 7 });
const model = fc.record({
  discardChance: fc.oneof(fc.double({ min: -0.5, max: 1.5 }), badNumber),
  nukeChance: fc.oneof(fc.double({ min: -0.5, max: 1.5 }), badNumber),
});

// ---------------------------------------------------------------------------

/** A judge request of the right shape with junk inside (judgeRequest and readFields, and their card-only twins). */
const judgeRequestJunk = fc.record(
  {
    game: ids(engine.RULESET_IDS),
    hands: fc.array(fc.oneof(cardText, fc.stringMatching(/^[1-7 ]{0,10}$/u)), { maxLength: 4 }),
    board: cardText,
    labels: fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }),
  },
  { requiredKeys: ['game', 'hands'] },
);

export const OUTSIDE_INPUT: readonly Row[] = [
  { name: 'parseNatural', call: engine.parseNatural, args: [{ type: 'string', junk: cardToken }], codes: engine.PARSE_ERROR_CODES },
  { name: 'parseToken', call: engine.parseToken, args: [{ type: 'string', junk: cardToken }], codes: engine.PARSE_ERROR_CODES },
  {
    name: 'parseCards',
    call: engine.parseCards,
    args: [
      { type: 'string', junk: cardText },
      {
        type: 'object',
        junk: fc.record(
          {
            jokers: fc.oneof(fc.integer({ min: -1, max: 3 }), badNumber),
            min: num,
            max: num,
            used: fc.array(held, { maxLength: 4 }),
            label: fc.string({ maxLength: 8 }),
          },
          { requiredKeys: ['jokers', 'min', 'max'] },
        ),
      },
    ],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'parseDice',
    call: engine.parseDice,
    args: [
      { type: 'string', junk: fc.oneof(fc.stringMatching(/^[0-9 ⚀-⚅]{0,8}$/u), fc.string({ maxLength: 6 })) },
      { type: 'number', junk: num, optional: true },
      { type: 'string', junk: fc.string({ maxLength: 8 }), optional: true },
    ],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'parseRulesetId',
    call: engine.parseRulesetId,
    args: [{ type: 'string', junk: ids(engine.RULESET_IDS) }],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'judgeRequest',
    call: engine.judgeRequest,
    args: [
      {
        type: 'object',
        junk: judgeRequestJunk,
      },
    ],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'readFields',
    call: engine.readFields,
    args: [
      { type: 'object', junk: judgeRequestJunk },
      { type: 'object', junk: fc.record({ handLimit: fc.boolean() }), optional: true },
    ],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'choose',
    call: engine.choose,
    args: [
      { type: 'number', junk: num },
      { type: 'number', junk: num },
    ],
    codes: ['bad-count'],
  },
  {
    name: 'peekaboo.adviseTurn',
    call: peekaboo.adviseTurn,
    args: [
      {
        type: 'object',
        junk: fc.record(
          { turn: peekTurn, goal: ids(peekaboo.PEEKABOO_GOALS, 'win'), target: dice(6), rule: ids(peekaboo.REROLL_RULES) },
          { requiredKeys: ['turn', 'goal'] },
        ),
      },
    ],
    codes: peekaboo.PEEKABOO_ERROR_CODES,
    runs: 60,
  },
  {
    name: 'peekaboo.opponentOutlook',
    call: peekaboo.opponentOutlook,
    args: [
      {
        type: 'object',
        junk: fc.record({ lookers: dice(4), held: dice(3), rollsLeft: fc.oneof(fc.integer({ min: -1, max: 3 }), badNumber) }),
      },
      { type: 'array', junk: dice(6), optional: true },
    ],
    codes: peekaboo.PEEKABOO_ERROR_CODES,
    runs: 15,
  },
  {
    name: 'pokersWildBoard.makeBoard',
    call: pokersWildBoard.makeBoard,
    args: [
      { type: 'object', junk: layout },
      { type: 'array', junk: placements },
    ],
    codes: pokersWildBoard.BOARD_ERROR_CODES,
  },
  {
    name: 'pokersWildBoard.checkPlay',
    call: pokersWildBoard.checkPlay,
    args: [
      { type: 'object', junk: board },
      { type: 'object', junk: square },
    ],
    codes: pokersWildBoard.BOARD_ERROR_CODES,
  },
  {
    name: 'pokersWildBoard.legalSquares',
    call: pokersWildBoard.legalSquares,
    args: [{ type: 'object', junk: board }],
    codes: pokersWildBoard.BOARD_ERROR_CODES,
  },
  {
    name: 'pokersWildBoard.scorePlay',
    call: pokersWildBoard.scorePlay,
    args: [
      { type: 'object', junk: board },
      { type: 'number', junk: cardNumber },
      { type: 'object', junk: square },
    ],
    codes: pokersWildBoard.BOARD_ERROR_CODES,
  },
  {
    name: 'pokersWildBoard.bestMove',
    call: pokersWildBoard.bestMove,
    args: [
      { type: 'object', junk: board },
      { type: 'array', junk: fc.array(cardNumber, { maxLength: 6 }) },
    ],
    codes: pokersWildBoard.BOARD_ERROR_CODES,
    runs: 30,
  },
  {
    name: 'pokersWildBoard.play',
    call: pokersWildBoard.play,
    args: [
      { type: 'object', junk: board },
      { type: 'number', junk: cardNumber },
      { type: 'object', junk: square },
    ],
    codes: pokersWildBoard.BOARD_ERROR_CODES,
  },
  {
    name: 'nuclear.votePasses',
    call: nuclear.votePasses,
    args: [
      { type: 'string', junk: ids(nuclear.VOTE_KINDS, 'surrender') },
      { type: 'number', junk: num },
      { type: 'number', junk: num },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.forNeeded',
    call: nuclear.forNeeded,
    args: [
      { type: 'string', junk: ids(nuclear.VOTE_KINDS, 'surrender') },
      { type: 'number', junk: num },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.countVote',
    call: nuclear.countVote,
    args: [
      { type: 'string', junk: ids(nuclear.VOTE_KINDS, 'surrender') },
      { type: 'array', junk: ballots },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.decideWinners',
    call: nuclear.decideWinners,
    args: [
      { type: 'array', junk: fc.array(ids(nuclear.ROLES, 'ace'), { maxLength: 7 }) },
      { type: 'object', junk: fc.record({ kind: ids(nuclear.ENDINGS, 'surrender'), ballots }, { requiredKeys: ['kind'] }) },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.statesOnBoard',
    call: nuclear.statesOnBoard,
    args: [
      { type: 'number', junk: fc.oneof(fc.integer({ min: 1940, max: 1995 }), badNumber) },
      { type: 'object', junk: fc.record({ hawaii: ids(['kept', 'crossed-off']) }, { requiredKeys: [] }), optional: true },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.statesLostPerRound',
    call: nuclear.statesLostPerRound,
    args: [
      { type: 'number', junk: num },
      { type: 'object', junk: model, optional: true },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.roundsToEmpty',
    call: nuclear.roundsToEmpty,
    args: [
      { type: 'number', junk: num },
      { type: 'number', junk: num },
      { type: 'object', junk: model, optional: true },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'nuclear.actionOrder',
    call: nuclear.actionOrder,
    args: [
      { type: 'number', junk: num },
      { type: 'number', junk: num },
      { type: 'array', junk: fc.array(num, { maxLength: 7 }) },
    ],
    codes: nuclear.NUCLEAR_ERROR_CODES,
  },
  {
    name: 'ninasFive.trickWinner',
    call: ninasFive.trickWinner,
    args: [{ type: 'object', junk: nfTrick }],
    codes: ninasFive.NF_ERROR_CODES,
  },
  {
    name: 'ninasFive.peekabooSwapOdds',
    call: ninasFive.peekabooSwapOdds,
    args: [
      {
        type: 'object',
        junk: fc
          .tuple(
            nfTrick,
            fc.record(
              {
                swapper: nfTeam,
                replace: fc.oneof(fc.integer({ min: -1, max: 5 }), badNumber),
                known: fc.array(held, { maxLength: 3 }),
                dealRiver: fc.boolean(),
              },
              { requiredKeys: ['swapper', 'replace'] },
            ),
          )
          .map(([trick, rest]) => ({ ...trick, ...rest })),
      },
    ],
    codes: ninasFive.NF_ERROR_CODES,
    runs: 40,
  },
  {
    name: 'ninasFive.gameScore',
    call: ninasFive.gameScore,
    args: [{ type: 'array', junk: fc.array(fc.oneof(nfTeam, fc.constant(null)), { maxLength: 14 }) }],
    codes: ninasFive.NF_ERROR_CODES,
  },
  {
    name: 'ninasFive.deckUse',
    call: ninasFive.deckUse,
    args: [
      {
        type: 'object',
        junk: fc.record({
          cardsEach: num,
          peekabooPerTrick: num,
          communityPerTrick: num,
          tricksPerShuffle: num,
          dealEachTrick: fc.boolean(),
        }),
      },
    ],
    codes: ninasFive.NF_ERROR_CODES,
  },
  {
    name: 'bluffNPeg.scoreHand',
    call: bluffNPeg.scoreHand,
    args: [
      { type: 'array', junk: fc.array(fc.oneof(fc.integer({ min: -5, max: 122 }), badNumber), { maxLength: 7 }) },
      {
        type: 'array',
        junk: fc.array(
          fc.oneof(
            fc.record({ type: ids(bluffNPeg.EVENT_TYPES), player: num, cards: num }),
            fc.record({ type: fc.constant('win'), players: fc.array(num, { maxLength: 3 }) }),
          ),
          { maxLength: 12 },
        ),
      },
    ],
    codes: bluffNPeg.BLUFF_ERROR_CODES,
  },
];

/** Takes outside input but is not exported from index.ts (the Variant Lab's own module). */
export const OUTSIDE_INPUT_ELSEWHERE: readonly Row[] = [
  // The card games' pages judge a link's or a form's hands with these (judge-cards.ts), not with judgeRequest and readFields.
  {
    name: 'judge-cards.judgeCardRequest',
    call: judgeCardRequest,
    args: [{ type: 'object', junk: judgeRequestJunk }],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'judge-cards.readCardFields',
    call: readCardFields,
    args: [
      { type: 'object', junk: judgeRequestJunk },
      { type: 'object', junk: fc.record({ handLimit: fc.boolean() }), optional: true },
    ],
    codes: engine.PARSE_ERROR_CODES,
  },
  {
    name: 'variant.validateVariant',
    call: validateVariant,
    kind: 'issues',
    args: [
      {
        type: 'object',
        junk: fc.record(
          {
            base: ids(engine.RULESET_IDS),
            jokers: num,
            wild: fc.array(ids(engine.WILD_GROUPS), { maxLength: 4 }),
            ladder: fc.array(fc.record({ category: ids(engine.CATEGORIES), on: fc.boolean() }), { maxLength: 14 }),
            aceLow: fc.boolean(),
            cards: num,
            wildCopy: fc.oneof(ids(engine.WILD_COPY_RULES), fc.string({ maxLength: 6 })),
          },
          { requiredKeys: [] },
        ),
      },
    ],
    codes: [
      'unknown-base',
      'bad-jokers',
      'bad-hand-size',
      'unknown-wild',
      'unknown-category',
      'duplicate-category',
      'catch-all-off',
      'catch-all-moved',
      'five-without-wilds',
      'five-without-copying',
      'wild-jokers-absent',
      'only-catch-all',
      'unknown-copy-rule',
    ],
  },
];

/** Answer true or false for any value at all. */
export const PREDICATES: readonly { readonly name: string; readonly call: (value: unknown) => unknown }[] = [
  { name: 'isCategory', call: engine.isCategory },
  { name: 'isDie', call: engine.isDie },
  { name: 'isRulesetId', call: engine.isRulesetId },
  { name: 'isCardRulesetName', call: engine.isCardRulesetName },
  { name: 'isGameId', call: engine.isGameId },
  { name: 'isWildCopyRule', call: engine.isWildCopyRule },
];

/**
 * Exports that take no outside input: they work on values the engine has
 * already validated (cards from parseCards, rulesets from RULESETS, keys
 * from the evaluator), so, as DEVELOPERS.md says, they trust their types.
 */
export const INTERNAL: { readonly [name: string]: string } = {
  ok: 'builds a Result',
  'nuclear.passesWith': 'the vote rule on counts and thresholds the play model has already validated',
  'nuclear.winnersOf': 'the winners for roles and ballots the play model holds, after it has counted a passed vote',
  err: 'builds a Result',
  rankOf: 'card arithmetic on a validated card',
  suitOf: 'card arithmetic on a validated card',
  isJoker: 'card arithmetic on a validated card',
  makeCard: 'card arithmetic on a validated rank and suit',
  formatCard: 'formats a validated card',
  formatHeld: 'formats a validated card',
  formatHand: 'formats validated cards',
  cardName: 'formats a validated card',
  faceText: 'formats a validated card',
  quote: 'quotes text the engine already holds as a string',
  capitalize: 'edits text the engine already holds as a string',
  listAnd: 'joins text the engine already holds as strings',
  roughPercent: 'words a chance the engine computed itself (bot reasons)',
  dealLabel: 'words for a card count from a ruleset or the Lab form',
  handLabel: 'names a hand by a place the caller counted',
  formatCount: 'formats a count the engine computed',
  countOf: 'words a count the engine computed',
  tokenize: 'a step of parseCards, which checks that its text is a string first',
  evaluateDice: 'evaluates dice from parseDice',
  evaluateHand: 'evaluates cards from parseCards under a ruleset from RULESETS',
  handKey: 'evaluates cards from parseCards under a ruleset from RULESETS',
  madeCount: 'reads a category of a ruleset from RULESETS',
  patternRanks: 'reads a category of a ruleset from RULESETS',
  judge: 'compares keys made by the evaluator',
  tieWording: 'words for a tie rule from RULESETS',
  pointsOf: 'reads the points of a validated category from a ruleset from RULESETS',
  pointsText: 'words a count of points the engine computed',
  bestDeclarations: 'declares jokers among cards from parseCards under a ruleset from RULESETS',
  bestDeclarationByTrial: 'declares jokers among cards from parseCards under a ruleset from RULESETS',
  copiesAllowed: 'checks cards from parseCards under a ruleset from RULESETS',
  judgeFields: 'judges fields read by readFields',
  fieldErrors: 'lists the errors of fields read by readFields',
  handText: 'formats a hand judged by judgeRequest',
  cardValue: 'formats a validated card',
  wildText: 'formats a wild use judged by judgeRequest',
  readSeat: 'reads text with parseCards (which checks it) under a card ruleset from RULESETS',
  judgeSeats: 'judges cards from readSeat under a card ruleset from RULESETS',
  oneDeck: 'checks cards from parseCards as one deal',
  escapeControls: 'escapes text the engine already holds as a string',
  stripVariationSelectors: 'a step of parseNatural and parseToken, which check that their text is a string first',
  makeKey: 'packs key parts made by the evaluator',
  keyCategory: 'reads a key made by the evaluator',
  keyRanks: 'reads a key made by the evaluator',
  keyStrength: 'reads a key made by the evaluator',
  describeHand: 'words for an evaluated hand',
  describeShared: 'words for evaluated hands',
  describeWithoutKickers: 'words for an evaluated hand',
  positionNames: 'words for a validated category',
  pieceName: 'words for a hand kind from HAND_KINDS',
  positionIsGroup: 'words for a validated category',
  positionValue: 'words for a validated category',
  rankName: 'words for a validated rank',
  rankPlural: 'words for a validated rank',
  withArticle: 'edits text the engine already holds as a string',
  deckModel: 'reads the deck of a ruleset from RULESETS or a validated variant',
  wildGroupCards: 'reads a wild group from WILD_GROUPS',
  exactCardOdds: 'counts a ruleset from RULESETS or a validated variant (callers check the card count, 1 to 7)',
  exactDiceOdds: 'counts the ladder of a ruleset from RULESETS',
  exampleHand: 'picks from built-in examples by ruleset and category id',
  rulingsForGame: 'reads built-in rulings by game id',
  rulesetsForGame: 'reads built-in rulesets by game id',
  rulesetIdsOf: 'reads built-in rulesets by game id',
  isCardRulesetId: 'reads a built-in ruleset by ruleset id',
  'peekaboo.diceStrength': 'scores validated dice (adviseTurn checks them)',
  'peekaboo.containsAll': 'compares dice the caller already validated (the game model and adviseTurn)',
  'peekaboo.bestStrengthHold': "the game model's fast path over its own dice (adviseTurn checks outside input)",
  'pokersWildBoard.squareName': 'names a square already checked against the board',
  'ninasFive.teamOf': 'arithmetic on a seat index the caller owns',
  'ninasFive.seatsOf': 'reads the two seats of a team the game model already holds',
  'ninasFive.judgeTrick': "the game model's judging of the cards it dealt (trickWinner checks outside input, then judges with it)",
  'ninasFive.addTrick': "the game model's score count on its own score (gameScore checks outside input, then counts with it)",
  'bluffNPeg.movePeg': 'a step of scoreHand, which checks every peg position first',
  'bluffNPeg.scoreHandOn':
    'scoreHand (a row above) on a board the game model builds from validated options; the same checks of start and events',
  'bluffNPeg.gameOverAfter': 'a step of scoreHand and the game model, on pegs they have already checked',
  'bluffNPeg.outTheBack': 'arithmetic on a board the game model builds from validated options',
};
