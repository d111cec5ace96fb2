/**
 * Verdicts: compare any number of hands under one ladder and say why, in
 * sentences a player can read aloud. Ties are ties; suits never break them.
 */
import type { Rank } from './cards.ts';
import { CATEGORY_PHRASES, type Category } from './categories.ts';
import { describeHand, describeShared, pieceName, positionIsGroup, positionNames, positionValue, type HandKind } from './describe.ts';
import { keyCategory, keyRanks, keyStrength } from './key.ts';
import type { TieRule } from './rulesets.ts';
import { capitalize, listAnd } from './words.ts';

export interface Contender {
  readonly label: string;
  readonly key: number;
}

/**
 * How a judgement ends:
 * - `win`: one hand is best and wins;
 * - `tie-split`: several hands tie for best and share the pot;
 * - `tie-all-win`: several hands tie for best and every one of them wins;
 * - `tie-nobody`: several hands tie for best and nobody wins (`winners` is empty).
 */
export const OUTCOMES = ['win', 'tie-split', 'tie-all-win', 'tie-nobody'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Verdict {
  /** Indexes of the hands that win: one, every tied hand, or none when a tie means nobody wins. */
  readonly winners: readonly number[];
  /** Indexes of every hand with the best key, whether or not that wins anything. */
  readonly leaders: readonly number[];
  readonly outcome: Outcome;
  readonly reasons: readonly string[];
}

export interface TieWording {
  readonly outcome: Exclude<Outcome, 'win'>;
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

/** Decide and explain. `ladder` is the ruleset's categories, best first. */
export function judge(hands: readonly Contender[], ladder: readonly Category[], kind: HandKind, ties: TieRule): Verdict {
  const reasons: string[] = [];
  // No hands: nobody wins, which the outcome records as a tie of nobody.
  if (hands.length === 0) return { winners: [], leaders: [], outcome: 'tie-nobody', reasons: ['There are no hands to compare.'] };
  const info = hands.map((h, i) => {
    const category = keyCategory(h.key, ladder);
    const tie = keyRanks(h.key);
    return { i, label: h.label, key: h.key, category, tie, strength: keyStrength(h.key) };
  });
  for (const h of info) reasons.push(`${h.label}: ${describeHand(h.category, h.tie, kind)}.`);
  if (hands.length === 1) return { winners: [0], leaders: [0], outcome: 'win', reasons };

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
    return { winners: tie.outcome === 'tie-nobody' ? [] : leaders, leaders, outcome: tie.outcome, reasons };
  }
  const w = alive[0];
  if (w !== undefined) reasons.push(`${w.label} wins.`);
  return { winners: leaders, leaders, outcome: 'win', reasons };
}

export type { Rank };
