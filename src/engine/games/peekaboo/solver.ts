/**
 * Peekaboo turns, solved exactly by dynamic programming over every outcome.
 *
 * A turn is the state (peekers, lookers, held, rolls left):
 *   - `peekers`: the two hidden dice, never rerolled (ruling pk-peekers-fixed);
 *   - `lookers`: the three visible dice as they lie now;
 *   - `held`: the lookers already set aside, a sub-multiset of `lookers`;
 *     held dice stay held (ruling pk-kept-dice-stay);
 *   - `rollsLeft`: rolls still available after the current lie, 0..2
 *     (three rolls per turn, and the first roll is always all three lookers).
 * A hold is a sub-multiset of the lookers that contains `held`; rolling the
 * rest uses one roll. Holding all three ends the turn (ruling pk-stop-early).
 *
 * Values are exact integers: a hold that rerolls k dice sums its 6^k outcomes
 * and scales them by 6^(3-k), so every stage shares the denominator 216.
 */
import { fail, type EngineError, type Result } from '../../result.ts';
import type { Category } from '../../hands/categories.ts';
import { DICE_LADDER, evaluateDice, isDie, type Die } from '../../hands/dice.ts';
import { describeValue, isOneOf, isRecord } from '../../input.ts';
import type { Ruling } from '../../hands/ruling.ts';

export const PEEKERS = 2;
export const LOOKERS = 3;
export const ROLLS_PER_TURN = 3;
/** Rolls that can remain after the first roll of a turn. */
export const MAX_ROLLS_LEFT = ROLLS_PER_TURN - 1;

/**
 * What the player optimises:
 *   - `strength`: expected hand strength (see `diceStrength`);
 *   - `beat`: the chance of finishing strictly above `target`, then the chance of tying it.
 */
export const PEEKABOO_GOALS = ['strength', 'beat'] as const;
export type PeekabooGoal = (typeof PEEKABOO_GOALS)[number];

/** Whether a die set aside may be picked up again on a later roll. Showdown plays `kept-stay-kept`. */
export const REROLL_RULES = ['kept-stay-kept', 'kept-may-reroll'] as const;
export type RerollRule = (typeof REROLL_RULES)[number];

export const PEEKABOO_ERROR_CODES = [
  'bad-question',
  'bad-goal',
  'bad-rule',
  'bad-die',
  'wrong-count',
  'held-not-showing',
  'bad-rolls-left',
  'missing-target',
] as const;
export type PeekabooErrorCode = (typeof PEEKABOO_ERROR_CODES)[number];
export type PeekabooError = EngineError<PeekabooErrorCode>;

export interface PeekabooTurn {
  readonly peekers: readonly Die[];
  readonly lookers: readonly Die[];
  readonly held: readonly Die[];
  readonly rollsLeft: number;
}

export interface PeekabooQuestion {
  readonly turn: PeekabooTurn;
  readonly goal: PeekabooGoal;
  /** Five dice to compare against; required for `beat`, optional (for win/tie odds) with `strength`. */
  readonly target?: readonly Die[];
  readonly rule?: RerollRule;
}

export interface CategoryChance {
  readonly category: Category;
  readonly probability: number;
}

/** Where a turn ends up under a policy. Probabilities are exact up to float rounding. */
export interface Outlook {
  /** Every dice category, best first (DICE_LADDER order), including zeros. */
  readonly categories: readonly CategoryChance[];
  /** Expected `diceStrength` of the final five dice. */
  readonly expectedStrength: number;
  /** Against the target, when one was given: strictly higher, and equal. */
  readonly win: number | null;
  readonly tie: number | null;
}

export interface HoldOption extends Outlook {
  /** The lookers kept, high to low. */
  readonly keep: readonly Die[];
  /** Dice rolled again; 0 means the turn ends now. */
  readonly reroll: number;
}

export interface PeekabooAdvice extends Outlook {
  /**
   * Every legal hold, best first for the goal, each followed by best play
   * afterwards. Equal values prefer keeping more dice, then higher dice.
   */
  readonly holds: readonly HoldOption[];
}

// ---------------------------------------------------------------------------
// Strength: the mid-rank of a hand among the 7776 equally likely rolls of five dice.

const ALL_ROLLS = 6 ** 5;
/** Integer numerator of strength: 2 × (rolls below) + (rolls equal), over 2 × 7776. */
export const STRENGTH_SCALE = 2 * ALL_ROLLS;

let strengthTable: Map<number, number> | undefined;

/** Key → strength numerator, built once from every ordered roll. */
function strengthByKey(): Map<number, number> {
  if (strengthTable !== undefined) return strengthTable;
  const counts = new Map<number, number>();
  for (let code = 0; code < ALL_ROLLS; code++) {
    const dice: Die[] = [];
    for (let i = 0, c = code; i < 5; i++, c = Math.floor(c / 6)) dice.push(((c % 6) + 1) as Die);
    const { key } = evaluateDice(dice);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const table = new Map<number, number>();
  let below = 0;
  for (const key of [...counts.keys()].sort((a, b) => a - b)) {
    const equal = counts.get(key) ?? 0;
    table.set(key, 2 * below + equal);
    below += equal;
  }
  strengthTable = table;
  return table;
}

/**
 * Strength of five dice, 0..1: the share of a pot it expects against one
 * opponent rolling five dice once (wins count 1, ties 1/2). It is the
 * hand's mid-rank percentile, so it rises with the key, and it weights an
 * improvement by how many hands it passes rather than by category names.
 */
export function diceStrength(dice: readonly Die[]): number {
  return (strengthByKey().get(evaluateDice(dice).key) ?? 0) / STRENGTH_SCALE;
}

// ---------------------------------------------------------------------------
// Multisets of lookers, sorted ascending and numbered once: SETS holds every
// multiset of 0..3 faces; a set's id is its index. All tables below are by id.

const sortDice = (dice: readonly Die[]): Die[] => [...dice].sort((a, b) => a - b);
const codeOf = (dice: readonly Die[]): number => dice.reduce((code, d) => code * 7 + d, 0);

function multisets(size: number, from: number): Die[][] {
  if (size === 0) return [[]];
  const out: Die[][] = [];
  for (let d = from; d <= 6; d++) for (const rest of multisets(size - 1, d)) out.push([d as Die, ...rest]);
  return out;
}
const SETS: readonly (readonly Die[])[] = [0, 1, 2, 3].flatMap((size) => multisets(size, 1));
const ID_BY_CODE = new Map(SETS.map((set, id) => [codeOf(set), id]));
const idOf = (dice: readonly Die[]): number => ID_BY_CODE.get(codeOf(sortDice(dice))) ?? -1;
const FULL_IDS = SETS.flatMap((set, id) => (set.length === LOOKERS ? [id] : []));

/** Whether `dice` holds every die of `part` (as a multiset). */
export function containsAll(dice: readonly Die[], part: readonly Die[]): boolean {
  const left = [...dice];
  for (const d of part) {
    const i = left.indexOf(d);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** SUBS[id]: ids of the distinct sub-multisets of set id (the holds it allows). */
const SUBS: readonly (readonly number[])[] = SETS.map((set) => SETS.flatMap((sub, id) => (containsAll(set, sub) ? [id] : [])));
/** NEXT[keep]: after keeping `keep` and rolling the rest, each resulting lookers id with its weight; weights sum to 216. */
const NEXT: readonly (readonly { readonly to: number; readonly weight: number }[])[] = SETS.map((keep) => {
  const rolled = LOOKERS - keep.length;
  const weights = new Map<number, number>();
  for (let code = 0; code < 6 ** rolled; code++) {
    const faces: Die[] = [...keep];
    for (let i = 0, c = code; i < rolled; i++, c = Math.floor(c / 6)) faces.push(((c % 6) + 1) as Die);
    const to = idOf(faces);
    weights.set(to, (weights.get(to) ?? 0) + 6 ** keep.length);
  }
  return [...weights].map(([to, weight]) => ({ to, weight }));
});

// ---------------------------------------------------------------------------
// The solver: one per (peekers, goal, target, rule), cheap enough to build per question.

/** Lexicographic (win, tie) packs into one integer: a scaled tie count never exceeds 216² < 2^16. */
const WIN_WEIGHT = 1 << 16;

interface RankedHold {
  readonly keep: number;
  readonly value: number;
}

interface Solver {
  /** Every legal hold at (lookers, held) with r rolls left, best first; values scaled by 216^r. */
  rankHolds(lookers: number, held: number, r: number): RankedHold[];
  /** Final lookers id → weight (scaled by 216^r) when keeping `keep` at `lookers` with r rolls left, then playing on. */
  outcome(lookers: number, keep: number, r: number): Map<number, number>;
}

function makeSolver(peekers: readonly Die[], terminal: (finalKey: number) => number, rule: RerollRule): Solver {
  const term = new Map<number, number>(FULL_IDS.map((id) => [id, terminal(handOf(peekers, id).key)]));
  const heldAfter = (keep: number): number => (rule === 'kept-stay-kept' ? keep : 0);
  const choices = new Map<number, RankedHold>(); // (lookers, held, r) → best hold
  const afters = new Map<number, number>(); // (keep, r) → value of rolling the rest
  const memoKey = (a: number, b: number, r: number): number => (a * 100 + b) * 3 + r;

  const holdValue = (lookers: number, keep: number, r: number): number =>
    keep === lookers ? (term.get(lookers) ?? 0) * 216 ** r : afterHold(keep, r);
  function afterHold(keep: number, r: number): number {
    const k = memoKey(keep, 0, r);
    let v = afters.get(k);
    if (v === undefined) {
      v = 0;
      for (const { to, weight } of NEXT[keep] ?? []) v += weight * value(to, heldAfter(keep), r - 1);
      afters.set(k, v);
    }
    return v;
  }
  const bestHold = (lookers: number, held: number, r: number): RankedHold => {
    const k = memoKey(lookers, held, r);
    let best = choices.get(k);
    if (best === undefined) {
      best = rankHolds(lookers, held, r)[0] ?? { keep: lookers, value: 0 };
      choices.set(k, best);
    }
    return best;
  };
  const value = (lookers: number, held: number, r: number): number =>
    r === 0 ? (term.get(lookers) ?? 0) : bestHold(lookers, held, r).value;
  // Ties prefer keeping more dice (less to roll), then higher dice: deterministic and easy to explain.
  function rankHolds(lookers: number, held: number, r: number): RankedHold[] {
    return (SUBS[lookers] ?? [])
      .filter((keep) => (SUBS[keep] ?? []).includes(held))
      .map((keep) => ({ keep, value: holdValue(lookers, keep, r) }))
      .sort(
        (a, b) =>
          b.value - a.value ||
          (SETS[b.keep]?.length ?? 0) - (SETS[a.keep]?.length ?? 0) ||
          compareHigh(SETS[a.keep] ?? [], SETS[b.keep] ?? []),
      );
  }
  function outcome(lookers: number, keep: number, r: number): Map<number, number> {
    if (r === 0 || keep === lookers) return new Map([[lookers, 216 ** r]]);
    const dist = new Map<number, number>();
    for (const { to, weight } of NEXT[keep] ?? []) {
      const held = heldAfter(keep);
      const next = r === 1 ? to : bestHold(to, held, r - 1).keep;
      for (const [end, w] of outcome(to, next, r - 1)) dist.set(end, (dist.get(end) ?? 0) + w * weight);
    }
    return dist;
  }
  return { rankHolds, outcome };
}

/** Higher dice first: compares two sorted holds from their top die down. */
function compareHigh(a: readonly Die[], b: readonly Die[]): number {
  for (let i = 1; i <= Math.max(a.length, b.length); i++) {
    const diff = (b[b.length - i] ?? 0) - (a[a.length - i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const hands = new Map<number, ReturnType<typeof evaluateDice>>();
/** The five-dice hand of these peekers with lookers id, cached across questions. */
function handOf(peekers: readonly Die[], lookers: number): ReturnType<typeof evaluateDice> {
  const dice = sortDice([...peekers, ...(SETS[lookers] ?? [])]);
  const code = codeOf(dice);
  let hand = hands.get(code);
  if (hand === undefined) {
    hand = evaluateDice(dice);
    hands.set(code, hand);
  }
  return hand;
}

function terminalFor(goal: PeekabooGoal, targetKey: number | null): (key: number) => number {
  switch (goal) {
    case 'strength': {
      const table = strengthByKey();
      return (key) => table.get(key) ?? 0;
    }
    case 'beat': {
      const t = targetKey ?? 0;
      return (key) => (key > t ? WIN_WEIGHT : key === t ? 1 : 0);
    }
  }
}

/** Turn a distribution of final lookers (scaled weights) into an outlook. */
function outlookOf(peekers: readonly Die[], dist: ReadonlyMap<number, number>, targetKey: number | null): Outlook {
  const byCategory = new Map<Category, number>();
  const table = strengthByKey();
  let total = 0;
  let strength = 0;
  let win = 0;
  let tie = 0;
  for (const [lookers, w] of dist) {
    const hand = handOf(peekers, lookers);
    total += w;
    byCategory.set(hand.category, (byCategory.get(hand.category) ?? 0) + w);
    strength += w * (table.get(hand.key) ?? 0);
    if (targetKey !== null) {
      if (hand.key > targetKey) win += w;
      else if (hand.key === targetKey) tie += w;
    }
  }
  return {
    categories: DICE_LADDER.map((category) => ({ category, probability: (byCategory.get(category) ?? 0) / total })),
    expectedStrength: strength / (total * STRENGTH_SCALE),
    win: targetKey === null ? null : win / total,
    tie: targetKey === null ? null : tie / total,
  };
}
// ---------------------------------------------------------------------------
// Edges: validation.

function checkDice(dice: unknown, count: number, label: string): Result<Die[], PeekabooError> {
  if (!Array.isArray(dice) || dice.length !== count) {
    return fail('wrong-count', `${label} must be exactly ${count} ${count === 1 ? 'die' : 'dice'}.`);
  }
  for (const d of dice as unknown[])
    if (!isDie(d as number)) return fail('bad-die', `${label} has ${describeValue(d)}, which is not a die face: use 1 to 6.`);
  return { ok: true, value: dice as Die[] };
}

function checkTurn(turn: PeekabooTurn, needPeekers: boolean): Result<PeekabooTurn, PeekabooError> {
  if (!isRecord(turn)) return fail('bad-question', 'Describe the turn: the peekers, the lookers, the dice held and the rolls left.');
  if (needPeekers) {
    const peekers = checkDice(turn.peekers, PEEKERS, 'The peekers');
    if (!peekers.ok) return peekers;
  }
  const lookers = checkDice(turn.lookers, LOOKERS, 'The lookers');
  if (!lookers.ok) return lookers;
  if (!Array.isArray(turn.held) || turn.held.length > LOOKERS) return fail('wrong-count', 'Hold at most the three lookers.');
  for (const d of turn.held as unknown[])
    if (!isDie(d as number)) return fail('bad-die', `A held die shows ${describeValue(d)}: use 1 to 6.`);
  if (!containsAll(turn.lookers, turn.held)) return fail('held-not-showing', 'Every held die must be one of the lookers showing.');
  if (!Number.isInteger(turn.rollsLeft) || turn.rollsLeft < 0 || turn.rollsLeft > MAX_ROLLS_LEFT) {
    return fail('bad-rolls-left', `Rolls left must be 0, 1 or 2: a turn has ${ROLLS_PER_TURN} rolls and the first is already made.`);
  }
  return { ok: true, value: turn };
}

// ---------------------------------------------------------------------------
// Questions.

/**
 * The best hold now and every alternative, for a player who knows their
 * peekers. Each option reports its category odds and (with a target) win and
 * tie chances, under best play afterwards for the same goal.
 */
export function adviseTurn(question: PeekabooQuestion): Result<PeekabooAdvice, PeekabooError> {
  if (!isRecord(question)) return fail('bad-question', 'Ask about a turn: give the turn and a goal.');
  const checked = checkTurn(question.turn, true);
  if (!checked.ok) return checked;
  if (!isOneOf(PEEKABOO_GOALS, question.goal)) {
    return fail('bad-goal', `The goal ${describeValue(question.goal)} is not one of: ${PEEKABOO_GOALS.join(', ')}.`);
  }
  if (question.rule !== undefined && !isOneOf(REROLL_RULES, question.rule)) {
    return fail('bad-rule', `The reroll rule ${describeValue(question.rule)} is not one of: ${REROLL_RULES.join(', ')}.`);
  }
  let targetKey: number | null = null;
  if (question.target !== undefined) {
    const target = checkDice(question.target, 5, 'The hand to beat');
    if (!target.ok) return target;
    targetKey = evaluateDice(target.value).key;
  } else if (question.goal === 'beat') {
    return fail('missing-target', 'Say which five dice you want to beat.');
  }
  const { peekers, rollsLeft: r } = question.turn;
  const lookers = idOf(question.turn.lookers);
  const rule = question.rule ?? 'kept-stay-kept';
  const held = rule === 'kept-stay-kept' ? idOf(question.turn.held) : 0;
  const solver = makeSolver(peekers, terminalFor(question.goal, targetKey), rule);
  const ranked = r === 0 ? [{ keep: lookers, value: 0 }] : solver.rankHolds(lookers, held, r);
  const options = ranked.map(({ keep }): HoldOption => {
    const kept = SETS[keep] ?? [];
    return { keep: [...kept].reverse(), reroll: LOOKERS - kept.length, ...outlookOf(peekers, solver.outcome(lookers, keep, r), targetKey) };
  });
  const best = options[0];
  if (best === undefined) return fail('wrong-count', 'No hold is possible.');
  const { keep, reroll, ...outlook } = best;
  return { ok: true, value: { ...outlook, holds: options } };
}

/** The best hold by expected strength, and that expectation (0..1). */
export interface StrengthHold {
  /** The lookers kept, high to low. */
  readonly keep: readonly Die[];
  readonly expectedStrength: number;
}

/** Strength solvers by (peekers, rule): each memoises every (lookers, held, rolls left) it has met. */
const strengthSolvers = new Map<string, Solver>();

/**
 * The hold `adviseTurn` ranks first for the `strength` goal, without the
 * outlook of every alternative: what a bot needs, thousands of times a second.
 * One solver per pair of peekers and rule is kept, so after warming up a
 * question is a few map lookups. It trusts its input (the game model's own
 * dice: two peekers, three lookers, held among them, 0 to 2 rolls left);
 * outside input goes through `adviseTurn`.
 */
export function bestStrengthHold(turn: PeekabooTurn, rule: RerollRule = 'kept-stay-kept'): StrengthHold {
  const peekers = sortDice(turn.peekers);
  const id = `${codeOf(peekers)}:${rule}`;
  let solver = strengthSolvers.get(id);
  if (solver === undefined) {
    solver = makeSolver(peekers, terminalFor('strength', null), rule);
    strengthSolvers.set(id, solver);
  }
  const lookers = idOf(turn.lookers);
  const r = turn.rollsLeft;
  const best = r === 0 ? undefined : solver.rankHolds(lookers, rule === 'kept-stay-kept' ? idOf(turn.held) : 0, r)[0];
  if (best === undefined) return { keep: sortDice(turn.lookers).reverse(), expectedStrength: diceStrength([...peekers, ...turn.lookers]) };
  return { keep: [...(SETS[best.keep] ?? [])].reverse(), expectedStrength: best.value / (216 ** r * STRENGTH_SCALE) };
}

export interface OpponentView {
  readonly lookers: readonly Die[];
  readonly held: readonly Die[];
  readonly rollsLeft: number;
}

/**
 * What an opponent will finish with, seen from across the table: their
 * peekers are any of the 36 equally likely pairs, and with rolls left they
 * play for expected strength knowing their peekers. With `mine` (your five
 * dice), `win` and `tie` are the chances they beat or tie you.
 */
export function opponentOutlook(view: OpponentView, mine?: readonly Die[]): Result<Outlook, PeekabooError> {
  if (!isRecord(view)) return fail('bad-question', "Describe the opponent's turn: the lookers, the dice held and the rolls left.");
  const checked = checkTurn({ ...view, peekers: [] }, false);
  if (!checked.ok) return checked;
  let targetKey: number | null = null;
  if (mine !== undefined) {
    const dice = checkDice(mine, 5, 'Your dice');
    if (!dice.ok) return dice;
    targetKey = evaluateDice(dice.value).key;
  }
  const parts: Outlook[] = [];
  const weights: number[] = [];
  for (const peekers of SETS.filter((set) => set.length === PEEKERS)) {
    const advice = adviseTurn({ turn: { ...view, peekers }, goal: 'strength', ...(mine === undefined ? {} : { target: mine }) });
    if (!advice.ok) return advice;
    parts.push(advice.value);
    weights.push(peekers[0] === peekers[1] ? 1 / 36 : 2 / 36);
  }
  const mix = (pick: (o: Outlook) => number): number => parts.reduce((sum, o, i) => sum + pick(o) * (weights[i] ?? 0), 0);
  return {
    ok: true,
    value: {
      categories: DICE_LADDER.map((category) => ({
        category,
        probability: mix((o) => o.categories.find((c) => c.category === category)?.probability ?? 0),
      })),
      expectedStrength: mix((o) => o.expectedStrength),
      win: targetKey === null ? null : mix((o) => o.win ?? 0),
      tie: targetKey === null ? null : mix((o) => o.tie ?? 0),
    },
  };
}

// ---------------------------------------------------------------------------

export const RULINGS = [
  {
    id: 'pk-peekers-fixed',
    game: 'peekaboo',
    question: 'Can I roll my peekers again during my turn?',
    seedSays: '"Peekers cannot be rolled again until the next round."',
    answer: 'No. The two peekers are rolled once at the start of the round and stay as they are; only the three lookers are rerolled.',
    why: 'The rules say so directly, and the odds on this site assume it.',
  },
  {
    id: 'pk-kept-dice-stay',
    game: 'peekaboo',
    question: 'If I keep a looker after my first roll, may I pick it up and roll it on my third roll?',
    seedSays:
      '"He may keep as many as he wants before rolling the rest", "If he doesn\'t like any of them, he may roll them all again", and "Continue this ... until all of the dice have been kept."',
    answer:
      'No, by our ruling: a looker you set aside stays set aside for the rest of your turn, and each later roll can only add to what you keep. Agree on it before you start, because the rules can also be read the other way.',
    why: 'The words allow both readings, so this is a choice, not a proof. We choose it because it makes keeping mean something: the lookers are in the open so that the others can read your hand, and a die you have kept is then a promise they can bet on. Under the other reading a kept die counts only until your next roll.',
    otherReading:
      'Every roll is a fresh choice: "roll them all again" lets you pick up all three lookers, kept ones included, on any roll, as in Yahtzee. The dice explainer can count the odds either way.',
    brief: 'A looker you keep stays kept for the rest of your turn (our ruling; some tables let you pick kept dice up again).',
  },
  {
    id: 'pk-stop-early',
    game: 'peekaboo',
    question: 'May I stop before using all three rolls?',
    seedSays: '"If the player likes all three of the dice, he can keep them and end his turn."',
    answer: 'Yes. Keeping all three lookers ends your turn at once, after the first roll or the second.',
    why: 'The rules allow it in those words, and "no more than three times" sets a limit, not a requirement.',
  },
  {
    id: 'pk-first-roll-all',
    game: 'peekaboo',
    question: 'On the first roll, may I roll fewer than three lookers?',
    seedSays: '"The first player rolls all three of his lookers."',
    answer: 'No. The first roll is always all three lookers, so choices start after it, with two rolls left.',
    why: 'The rules say so; nothing has been kept before the first roll.',
  },
  {
    id: 'pk-odds-strength',
    game: 'peekaboo',
    question: 'The odds tool plays "the best way". Best by what measure?',
    seedSays: 'The rules are silent.',
    answer:
      'By expected strength: how much of a pot the final hand would take, on average, against one opponent rolling five dice once (a tie counts half). When you name a hand to beat, it instead plays for the best chance of beating it, then of tying it.',
    why: 'This measure rises with every better hand and rewards an improvement by how many hands it passes, so it never chases a rare category at a big cost. It can be computed exactly.',
  },
  {
    id: 'pk-opponent-peekers',
    game: 'peekaboo',
    question: "How does the tool guess an opponent's hidden dice?",
    seedSays: 'Peekers are rolled and "keep those two dice covered."',
    answer:
      'It treats them as any of the 36 equally likely pairs and assumes the opponent, who can see them, finishes the turn playing for expected strength.',
    why: 'You cannot see them, and every face is equally likely; reading bets or table talk is beyond what the tool knows.',
  },
  // Rulings for playing a whole game (the game model in src/engine/play/peekaboo*.ts does exactly these).
  {
    id: 'pk-raise-again',
    game: 'peekaboo',
    question: 'I checked, and then someone raised. May I call or fold now, or raise again?',
    seedSays:
      '"If he raises the bet, each player meets the bet, raises the bet, or folds in consecutive order. Each player gets one opportunity to check, raise, or fold before rolls are revealed."',
    answer:
      'You may call or fold, but not raise. Everyone gets one chance to check, raise or fold; after that, a player facing a later raise only chooses between matching it and folding. Betting ends when every player still in has put in the same amount, or every chip they had (a player who runs short goes all in).',
    why: 'Read as "one chance to act" the rules would leave a player who checked unable to answer a raise, and the pot uneven. Letting them call or fold keeps the pot level, and "one opportunity to raise" keeps the betting short, which is what the sentence is after.',
    otherReading:
      'Betting goes round until everyone has called the last raise, and anyone may raise again whenever it is their turn, as in casino poker (the raise cap below still ends it).',
    brief: 'A player who has acted may only call or fold when a later raise comes round; nobody raises twice in a round.',
  },
  {
    id: 'pk-ante-cap',
    game: 'peekaboo',
    question: 'How big may the ante be?',
    seedSays: '"The first player decides the ante for the round. The other players must match the ante if they wish to play."',
    answer:
      'From 1 chip up to a limit agreed before the game (we use 3), and never more than the smallest pile of chips among the players still in the game, so that everyone can afford to play.',
    why: 'The rules put no limit on the ante, so the first player could price everyone else out of a round with a huge one. A small cap keeps the ante a stake, not a weapon, and tying it to the smallest pile means nobody sits out only because they are short.',
    otherReading: 'Any ante the first player can pay; players who cannot match it sit the round out.',
    brief: 'The ante is 1 chip up to the agreed cap (3), and never more than the smallest pile still in the game.',
  },
  {
    id: 'pk-raise-cap',
    game: 'peekaboo',
    question: 'How much is a raise, and how many raises are allowed?',
    seedSays: 'The rules are silent.',
    answer:
      'A raise adds a fixed amount agreed before the game (we use 2 chips) to the bet, and a round allows at most a fixed number of raises (we use 3). After that, players may only check, call or fold.',
    why: 'Fixed raises, as in limit poker, keep a round quick to play and easy to count, and with a cap the betting always ends.',
    otherReading: 'Raises of any size a player chooses (no-limit), or no cap on the round beyond one raise per player.',
    brief: 'Each raise is 2 chips, and a round allows at most 3 raises.',
  },
  {
    id: 'pk-cover',
    game: 'peekaboo',
    question: 'What if a player cannot match a bet, or has no chips left once the ante is paid?',
    seedSays:
      '"The first player begins the showdown with a check, raise, or fold." and "each player meets the bet, raises the bet, or folds in consecutive order." The rules never say what a player who runs short does.',
    answer:
      'They go all in: they put in every chip they have left, bet no more, and keep their dice to the showdown, but from each other player they can win only as much as they put in themselves. The others go on betting among themselves, raises included, into a side pot that only they can win. The best hand of all takes the main pot, and each side pot goes to the best hand among the players in it. Once at most one player still in has chips left, there is nobody to bet against, and the cups come up.',
    why: 'The rules offer every player, the first one included, a check, a raise or a fold, and nothing in them lets one short pile take the raise away from everybody else. They also expect players to run out of chips, so betting down to nothing is part of the game. A side pot is the usual poker answer: the short player is neither made to fold a hand they paid into nor able to win chips they could not have lost. A raise stays the agreed size (the raise cap), so a player with too few chips for a whole raise may still call with what they have, and any part of a bet that nobody else could match goes back to whoever made it.',
    otherReading:
      'Our earlier ruling: nobody may raise more than every player still in could match. Then one player left on 0 chips by the ante stops everyone raising for the whole round, and with the ante tied to the smallest pile that can come back round after round, so the first player\'s printed "check, raise, or fold" shrinks to check or fold. Read "meets the bet ... or folds" strictly instead and a player who cannot meet a raise must fold, which hands the pot to whoever has the bigger pile.',
    brief: 'Short of a call? You go all in and can win only what you matched; the others bet on into a side pot.',
  },
  {
    id: 'pk-last-player',
    game: 'peekaboo',
    question: 'Everyone else folded. Do I have to show my peekers to take the pot?',
    seedSays: '"Once betting is complete, the players that have not folded reveal their peekers and compare their five dice combinations."',
    answer: 'No. The last player left takes the pot at once, and their peekers stay hidden.',
    why: 'There is nothing left to compare, and the rules only ask players to reveal in order to compare. Keeping the peekers covered is what lets a bluff pay off, which is the point of the game.',
    otherReading: 'Every player still in at the end reveals, even alone, so the table learns whether it was a bluff.',
    brief: 'The last player left takes the pot without showing.',
  },
  {
    id: 'pk-first-player',
    game: 'peekaboo',
    question: 'Who is first in each round, and what if two players tie for the highest opening roll?',
    seedSays:
      '"Everyone rolls one die to determine who begins the round. Highest number rolled goes first." and "The first roll passes left from the previous player."',
    answer:
      'Before the first round everyone rolls one die, and players tied for the highest roll again until one is highest. After each round the first player is the next player to the left who still has chips.',
    why: 'Rolling again among the tied is the usual fix and gives each of them the same chance. Skipping players who are out keeps the role with someone who can name an ante.',
    otherReading: 'Everyone rolls again on a tie, not only the tied players; or the roll is made again before every round.',
    brief: 'A tie for the highest opening roll rolls again; afterwards the first player passes left, skipping anyone out.',
  },
  {
    id: 'pk-odd-chips',
    game: 'peekaboo',
    question: 'A split pot does not divide evenly. Who gets the odd chip?',
    seedSays: '"If there is a perfect tie, the pot is split."',
    answer:
      'The tied players share the pot equally; the chips left over go one each to the tied players in turn order, starting from the first player of the round and going left. When there are side pots, each pot is shared this way on its own.',
    why: "Chips cannot be cut, and turn order is already the table's way of deciding who goes first, so it needs no new rule.",
    otherReading: 'The odd chips stay in the middle and go to the winner of the next round.',
    brief: 'Odd chips of a split pot go one each to the tied players, from the first player leftwards.',
  },
  {
    id: 'pk-nobody-joins',
    game: 'peekaboo',
    question: "Nobody matches the first player's ante. What happens?",
    seedSays: '"The other players must match the ante if they wish to play."',
    answer: 'The first player takes the ante back, nobody rolls, and the round still counts towards the agreed number of rounds.',
    why: 'A pot needs two players to contest it. Counting the round keeps the game to the number of rounds agreed, and a first player who names an ante nobody will match gains nothing.',
    otherReading: 'The first player wins the round unopposed (which changes nothing, as the pot is their own ante), or names a new ante.',
    brief: 'If nobody matches the ante, the first player takes it back and the round counts.',
  },
  {
    id: 'pk-out-of-chips',
    game: 'peekaboo',
    question: 'What happens to a player who runs out of chips?',
    seedSays: '"Players who run out of chips are out of the game unless they buy back in."',
    answer:
      'A player with no chips at the end of a round is out: they name no ante, roll no dice and are skipped in turn order. Our simulations and practice tables play without buying back in.',
    why: 'The rules allow a buy-back but say nothing about its price or limits, so a table that wants one has to agree on it; leaving it out keeps every game to the chips it started with.',
    otherReading: 'A player who is out may buy back in for the starting number of chips, once or as often as the table allows.',
    brief: 'A player with no chips after a round is out (we play without buy-backs).',
  },
  {
    id: 'pk-game-end',
    game: 'peekaboo',
    question: 'When does the game end, and who wins?',
    seedSays:
      '"Continue playing until the agreed upon number of rounds is completed." and "Be the player with the most chips at the end of the game."',
    answer:
      'After the agreed number of rounds (we use 10), or sooner when one player holds every chip. The player with the most chips wins; players level on the most chips share the win.',
    why: 'This is what the rules say, with the one case they leave out: once a single player holds every chip, no more rounds can be played.',
    otherReading: 'Play on until one player holds every chip, with no fixed number of rounds.',
    brief: 'The game ends after the agreed rounds (10) or when one player has every chip; most chips wins.',
  },
] as const satisfies readonly Ruling[];
