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
import { describeValue, isOneOf, isRecord, isWhole } from '../../input.ts';

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
  const given: readonly unknown[] = dice;
  const checked: Die[] = [];
  for (const d of given) {
    if (!isDie(d)) return fail('bad-die', `${label} has ${describeValue(d)}, which is not a die face: use 1 to 6.`);
    checked.push(d);
  }
  return { ok: true, value: checked };
}

/** The lookers, the dice held among them and the rolls left, as the checked view of a turn. */
function checkView(view: { readonly [key: string]: unknown }): Result<OpponentView, PeekabooError> {
  const lookers = checkDice(view.lookers, LOOKERS, 'The lookers');
  if (!lookers.ok) return lookers;
  const given: unknown = view.held;
  if (!Array.isArray(given) || given.length > LOOKERS) return fail('wrong-count', 'Hold at most the three lookers.');
  const listed: readonly unknown[] = given;
  const held: Die[] = [];
  for (const d of listed) {
    if (!isDie(d)) return fail('bad-die', `A held die shows ${describeValue(d)}: use 1 to 6.`);
    held.push(d);
  }
  if (!containsAll(lookers.value, held)) return fail('held-not-showing', 'Every held die must be one of the lookers showing.');
  const rollsLeft: unknown = view.rollsLeft;
  if (!isWhole(rollsLeft, 0, MAX_ROLLS_LEFT)) {
    return fail('bad-rolls-left', `Rolls left must be 0, 1 or 2: a turn has ${ROLLS_PER_TURN} rolls and the first is already made.`);
  }
  return { ok: true, value: { lookers: lookers.value, held, rollsLeft } };
}

function checkTurn(turn: unknown): Result<PeekabooTurn, PeekabooError> {
  if (!isRecord(turn)) return fail('bad-question', 'Describe the turn: the peekers, the lookers, the dice held and the rolls left.');
  const peekers = checkDice(turn.peekers, PEEKERS, 'The peekers');
  if (!peekers.ok) return peekers;
  const view = checkView(turn);
  if (!view.ok) return view;
  return { ok: true, value: { peekers: peekers.value, ...view.value } };
}

// ---------------------------------------------------------------------------
// Questions.

/**
 * The best hold now and every alternative, for a player who knows their
 * peekers. Each option reports its category odds and (with a target) win and
 * tie chances, under best play afterwards for the same goal. The question
 * (a PeekabooQuestion) may be any value: it is checked first.
 */
export function adviseTurn(question: unknown): Result<PeekabooAdvice, PeekabooError> {
  const checked = checkQuestion(question);
  if (!checked.ok) return checked;
  const { turn, goal, target, rule = 'kept-stay-kept' } = checked.value;
  const targetKey = target === undefined ? null : evaluateDice(target).key;
  const { peekers, rollsLeft: r } = turn;
  const lookers = idOf(turn.lookers);
  const held = rule === 'kept-stay-kept' ? idOf(turn.held) : 0;
  const solver = makeSolver(peekers, terminalFor(goal, targetKey), rule);
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

/** A question from outside, checked: the turn, the goal, the rule if given, and the target (required for `beat`). */
function checkQuestion(question: unknown): Result<PeekabooQuestion, PeekabooError> {
  if (!isRecord(question)) return fail('bad-question', 'Ask about a turn: give the turn and a goal.');
  const turn = checkTurn(question.turn);
  if (!turn.ok) return turn;
  const { goal, rule } = question;
  if (!isOneOf(PEEKABOO_GOALS, goal)) {
    return fail('bad-goal', `The goal ${describeValue(goal)} is not one of: ${PEEKABOO_GOALS.join(', ')}.`);
  }
  if (rule !== undefined && !isOneOf(REROLL_RULES, rule)) {
    return fail('bad-rule', `The reroll rule ${describeValue(rule)} is not one of: ${REROLL_RULES.join(', ')}.`);
  }
  const checked: PeekabooQuestion = { turn: turn.value, goal, ...(rule === undefined ? {} : { rule }) };
  if (question.target !== undefined) {
    const target = checkDice(question.target, 5, 'The hand to beat');
    if (!target.ok) return target;
    return { ok: true, value: { ...checked, target: target.value } };
  }
  if (goal === 'beat') return fail('missing-target', 'Say which five dice you want to beat.');
  return { ok: true, value: checked };
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
 * dice), `win` and `tie` are the chances they beat or tie you. The view
 * (an OpponentView) and `mine` may be any values: they are checked first.
 */
export function opponentOutlook(view: unknown, mine?: unknown): Result<Outlook, PeekabooError> {
  if (!isRecord(view)) return fail('bad-question', "Describe the opponent's turn: the lookers, the dice held and the rolls left.");
  const checked = checkView(view);
  if (!checked.ok) return checked;
  let target: Die[] | undefined;
  if (mine !== undefined) {
    const dice = checkDice(mine, 5, 'Your dice');
    if (!dice.ok) return dice;
    target = dice.value;
  }
  const parts: Outlook[] = [];
  const weights: number[] = [];
  for (const peekers of SETS.filter((set) => set.length === PEEKERS)) {
    const advice = adviseTurn({ turn: { ...checked.value, peekers }, goal: 'strength', ...(target === undefined ? {} : { target }) });
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
      win: target === undefined ? null : mix((o) => o.win ?? 0),
      tie: target === undefined ? null : mix((o) => o.tie ?? 0),
    },
  };
}
