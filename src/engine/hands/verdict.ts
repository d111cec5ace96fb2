/**
 * Verdicts: compare any number of hands under one ladder and say why, in
 * sentences a player can read aloud. Ties are ties; suits never break them.
 * A game whose hands only score (contest `points`, Poker's Wild!) is judged
 * by the points each line scores instead: nothing beats anything there.
 */
import type { Rank } from './cards.ts';
import { CATEGORY_PHRASES, type Category } from './categories.ts';
import {
  describeHand,
  describeShared,
  describeWithoutKickers,
  pieceName,
  positionIsGroup,
  positionNames,
  positionValue,
  type HandKind,
} from './describe.ts';
import { keyCategory, keyRanks, keyStrength } from './key.ts';
import type { Ruleset, TieRule } from './rulesets.ts';
import { capitalize, countOf, listAnd } from '../words.ts';

export interface Contender {
  readonly label: string;
  readonly key: number;
}

/** What the judge reads from a ruleset: its ladder, its pieces, how hands meet, and any points. */
export type VerdictRules = Pick<Ruleset, 'categories' | 'kind' | 'contest' | 'points'>;

/**
 * How a judgement ends. In a showdown:
 * - `win`: one hand is best and wins;
 * - `tie-split`: several hands tie for best and share the pot;
 * - `tie-all-win`: several hands tie for best and every one of them wins;
 * - `tie-nobody`: several hands tie for best and nobody wins (`winners` is empty).
 * Where hands only score (contest `points`):
 * - `most-points`: one hand scores more than every other (`winners` is that hand);
 * - `same-points`: several hands score the same top points, above 0 (`winners` is each of them);
 * - `no-points`: no hand scores (`winners` is empty).
 */
export const OUTCOMES = ['win', 'tie-split', 'tie-all-win', 'tie-nobody', 'most-points', 'same-points', 'no-points'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Verdict {
  /**
   * Indexes of the hands that win: one, every tied hand, or none when a tie
   * means nobody wins. Where hands only score: the hands with the most
   * points, none when no hand scores.
   */
  readonly winners: readonly number[];
  /** Indexes of every hand with the best key (the most points, where hands only score), whether or not that wins anything. */
  readonly leaders: readonly number[];
  readonly outcome: Outcome;
  readonly reasons: readonly string[];
  /** Each hand's points where hands only score (contest `points`), in the order given; null in a showdown. */
  readonly points: readonly number[] | null;
}

export interface TieWording {
  readonly outcome: Extract<Outcome, 'tie-split' | 'tie-all-win' | 'tie-nobody'>;
  /** Ends a reason: "…, so <clause>." */
  readonly clause: string;
  /** A short label for tables, e.g. "Tie: split the pot". */
  readonly label: string;
}

/** The one source of what a tie means and how it is said, per tie rule. */
export function tieWording(rule: TieRule): TieWording {
  switch (rule) {
    case 'split-pot':
      return { outcome: 'tie-split', clause: 'they split the pot', label: 'Tie: split the pot' };
    case 'no-winner':
      return { outcome: 'tie-nobody', clause: 'nobody wins', label: 'Tie: nobody wins' };
    case 'each-wins-in-full':
      return { outcome: 'tie-all-win', clause: 'each of them wins in full', label: 'Tie: each wins in full' };
    case 'all-winners-safe':
      return {
        outcome: 'tie-all-win',
        clause: 'each of them is a winner, and no winner may act against another',
        label: 'Tie: all are winners',
      };
  }
}

/** "3 points", "1 point", "0 points": what a hand scores. */
export const pointsText = (points: number): string => countOf(points, 'point');

/** The points a category scores under a ruleset (0 for a rung its points leave out). */
export function pointsOf(rules: Pick<Ruleset, 'points'>, category: Category): number {
  return rules.points?.[category] ?? 0;
}

/** Why equal hands stay equal: cards differ only in suit, dice match face for face. */
function nothingBreaksTie(kind: HandKind): string {
  switch (kind) {
    case 'cards':
      return 'suits never break a tie';
    case 'dice':
      return 'the dice match face for face and no die is left to break the tie';
  }
}

/** Largest of the numbers, or `empty` for none; a loop, not a spread, so any count is safe. */
function maxOf(values: readonly number[], empty: number): number {
  let best = empty;
  for (const v of values) if (v > best) best = v;
  return best;
}

/** Decide and explain: by the contest the ruleset names (a showdown, or points). */
export function judge(hands: readonly Contender[], rules: VerdictRules): Verdict {
  switch (rules.contest.kind) {
    case 'showdown':
      return showdown(hands, rules.categories, rules.kind, rules.contest.ties);
    case 'points':
      return byPoints(hands, rules);
  }
}

/** Hands against each other: the category, then the tie-break positions in order; an exact tie as the tie rule says. */
function showdown(hands: readonly Contender[], ladder: readonly Category[], kind: HandKind, ties: TieRule): Verdict {
  const reasons: string[] = [];
  // No hands: nobody wins, which the outcome records as a tie of nobody.
  if (hands.length === 0)
    return { winners: [], leaders: [], outcome: 'tie-nobody', reasons: ['There are no hands to compare.'], points: null };
  const info = hands.map((h, i) => {
    const category = keyCategory(h.key, ladder);
    const tie = keyRanks(h.key);
    return { i, label: h.label, key: h.key, category, tie, strength: keyStrength(h.key) };
  });
  for (const h of info) reasons.push(`${h.label}: ${describeHand(h.category, h.tie, kind)}.`);
  if (hands.length === 1) return { winners: [0], leaders: [0], outcome: 'win', reasons, points: null };

  // Step 1: the category.
  const top = maxOf(
    info.map((h) => h.strength),
    -Infinity,
  );
  let alive = info.filter((h) => h.strength === top);
  const beaten = info.filter((h) => h.strength !== top);
  const topCategory = alive[0]?.category ?? 'high-card';
  if (beaten.length > 0) {
    const others = listAnd(
      [...new Set(beaten.map((h) => h.category))].sort((a, b) => ladder.indexOf(a) - ladder.indexOf(b)).map((c) => CATEGORY_PHRASES[c]),
    );
    const who = alive.length === 1 ? `${alive[0]?.label ?? ''} has` : `${listAnd(alive.map((h) => h.label))} have`;
    reasons.push(`${who} ${CATEGORY_PHRASES[topCategory]}, which ranks above ${others} in this game.`);
  }

  // Step 2: tie-break positions, most significant first.
  const names = positionNames(topCategory, kind);
  const piece = pieceName(kind);
  let shared = 0;
  for (let p = 0; p < 5 && alive.length > 1; p++) {
    const values = alive.map((h) => h.tie[p]);
    if (values.every((v) => v === values[0])) {
      if (values[0] !== undefined) shared = p + 1;
      continue;
    }
    const best = maxOf(
      values.map((v) => (v === undefined ? -1 : v)),
      -1,
    );
    const winners = alive.filter((h) => (h.tie[p] ?? -1) === best);
    const losers = alive.filter((h) => (h.tie[p] ?? -1) !== best);
    const opening = alive.length === 2 ? 'Both have' : `${listAnd(alive.map((h) => h.label))} all have`;
    const position = names[p] ?? `the next ${piece}`;
    const winValue = positionValue(topCategory, p, best < 0 ? undefined : best, kind);
    const loseValues = listAnd([...new Set(losers.map((h) => positionValue(topCategory, p, h.tie[p], kind)))]);
    const lead = `${opening} ${describeShared(topCategory, alive[0]?.tie ?? [], shared, kind)}; ${position} decides`;
    if (losers.some((h) => h.tie[p] === undefined)) {
      const without = listAnd(losers.filter((h) => h.tie[p] === undefined).map((h) => h.label));
      reasons.push(
        `${lead}: ${listAnd(winners.map((h) => h.label))} ${winners.length === 1 ? 'has' : 'have'} ${winValue} and ${without} ${losers.length === 1 ? 'has' : 'have'} none, and any ${piece} beats no ${piece}.`,
      );
    } else {
      reasons.push(
        `${lead}: ${winValue} ${positionIsGroup(topCategory, p) ? 'beat' : 'beats'} ${loseValues} (${listAnd(winners.map((h) => h.label))} over ${listAnd(losers.map((h) => h.label))}).`,
      );
    }
    alive = winners;
    shared = p + 1;
  }

  const leaders = alive.map((h) => h.i);
  if (alive.length > 1) {
    const first = alive[0];
    const hand = first === undefined ? '' : describeHand(first.category, first.tie, kind);
    const tie = tieWording(ties);
    reasons.push(`${capitalize(listAnd(alive.map((h) => h.label)))} tie with ${hand}: ${nothingBreaksTie(kind)}, so ${tie.clause}.`);
    return { winners: tie.outcome === 'tie-nobody' ? [] : leaders, leaders, outcome: tie.outcome, reasons, points: null };
  }
  const w = alive[0];
  if (w !== undefined) reasons.push(`${w.label} wins.`);
  return { winners: leaders, leaders, outcome: 'win', reasons, points: null };
}

/**
 * Hands that never meet (a Poker's Wild! line each): every line scores the
 * points of its category, and the judge says which scores more. That line is
 * the one a card would score if it made them all, since a card scores one
 * line only, its best (rulings pw-one-direction and pw-best-hand). Lines on
 * equal points score the same: ranks and kickers count for nothing.
 */
function byPoints(hands: readonly Contender[], rules: VerdictRules): Verdict {
  const ladder = rules.categories;
  if (hands.length === 0) return { winners: [], leaders: [], outcome: 'no-points', reasons: ['There are no lines to score.'], points: [] };
  const info = hands.map((h, i) => {
    const category = keyCategory(h.key, ladder);
    return { i, label: h.label, category, tie: keyRanks(h.key), points: pointsOf(rules, category) };
  });
  const points = info.map((h) => h.points);
  const reasons = info.map((h) => `${h.label}: ${describeWithoutKickers(h.category, h.tie, rules.kind)} (${pointsText(h.points)}).`);
  const top = maxOf(points, 0);
  const alive = info.filter((h) => h.points === top);
  const rest = info.filter((h) => h.points !== top);
  const leaders = alive.map((h) => h.i);
  if (top === 0) {
    // The lowest rung that scores: "one pair" on Poker's Wild!'s scorecard.
    const lowest = [...ladder].reverse().find((c) => pointsOf(rules, c) > 0);
    const needs = lowest === undefined ? 'no line can score in this game' : `a line needs ${CATEGORY_PHRASES[lowest]} or better to score`;
    if (hands.length > 1) reasons.push(`${capitalize(listAnd(info.map((h) => h.label)))} score nothing: ${needs}.`);
    return { winners: [], leaders, outcome: 'no-points', reasons, points };
  }
  if (hands.length === 1) return { winners: [0], leaders: [0], outcome: 'most-points', reasons, points };

  /** "2 for two pair and 0 for high card": the other lines' points, most first, each category once. */
  const against = (lines: readonly (typeof info)[number][]): string =>
    listAnd([
      ...new Map(
        [...lines].sort((a, b) => b.points - a.points).map((h) => [h.category, `${h.points} for ${CATEGORY_PHRASES[h.category]}`]),
      ).values(),
    ]);
  const others = rest.length === 0 ? '' : `, against ${against(rest)}`;
  // The ruling that makes "scores more" matter: one card, several lines, one score.
  const oneLine = 'a card scores one line, its best';
  const several = `If one card made several of these lines, only the best of them would count: ${oneLine}.`;
  const first = alive[0];
  if (alive.length === 1 && first !== undefined) {
    reasons.push(
      `${first.label} scores ${hands.length === 2 ? 'more' : 'the most'}: ${pointsText(top)} for ${CATEGORY_PHRASES[first.category]}${others}.`,
    );
    // Said only when another line scores too: beside lines that score nothing, one score is all there is anyway.
    if (rest.some((h) => h.points > 0))
      reasons.push(
        hands.length === 2 ? `If one card made both lines, only ${first.label}'s ${pointsText(top)} would count: ${oneLine}.` : several,
      );
    return { winners: leaders, leaders, outcome: 'most-points', reasons, points };
  }
  const kinds = listAnd([...new Set(alive.map((h) => CATEGORY_PHRASES[h.category]))]);
  reasons.push(
    `${capitalize(listAnd(alive.map((h) => h.label)))} score the same: ${pointsText(top)} each for ${kinds}${others}.`,
    'Only the kind of hand counts in this game: higher ranks and kickers add nothing.',
    hands.length === 2 ? `If one card made both lines, it would still score ${pointsText(top)}, not ${2 * top}: ${oneLine}.` : several,
  );
  return { winners: leaders, leaders, outcome: 'same-points', reasons, points };
}

export type { Rank };
