/**
 * Poker's Wild!'s table companion, apart from its drawing (Companion.tsx) so it runs and is tested in Node: each
 * player's scorecard as rows of circles, and the line scorer's verdict in words. The rules are the companion's
 * (src/engine/games/pokers-wild/companion.ts); nothing here scores.
 */
import { CATEGORY_LABELS } from '../../../engine/hands/categories.ts';
import { SCORING } from '../../../engine/games/pokers-wild/options.ts';
import { circlesLeft, type LineScore, type PwTableState, type ScoringHand } from '../../../engine/games/pokers-wild/companion.ts';

export interface ScorecardRow {
  readonly hand: ScoringHand;
  readonly label: string;
  /** What one circle of this hand is worth. */
  readonly points: number;
  readonly marked: number;
  /** Circles still open, or null where a row never fills (ruling pw-scorecard). */
  readonly left: number | null;
  /** The points this row has scored. */
  readonly scored: number;
}

export interface Scorecard {
  readonly seat: number;
  readonly name: string;
  readonly rows: readonly ScorecardRow[];
  readonly total: number;
  /** On the highest total (every player is, before anyone scores). */
  readonly leading: boolean;
}

const pointsWord = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;

/** Each player's scorecard: a row per scoring hand, weakest first, as the printed card lists them. */
export function scorecards(s: PwTableState): readonly Scorecard[] {
  const left = circlesLeft(s);
  const top = Math.max(...s.scores);
  return s.players.map((name, seat) => ({
    seat,
    name,
    rows: SCORING.map((hand, c) => {
      const marked = s.marks[seat]?.[c] ?? 0;
      const points = s.points[c] ?? 0;
      return { hand, label: CATEGORY_LABELS[hand], points, marked, left: left[seat]?.[c] ?? null, scored: marked * points };
    }),
    total: s.scores[seat] ?? 0,
    leading: (s.scores[seat] ?? 0) === top,
  }));
}

/** A hand's button in the bar: its name and worth, or that its row is full. */
export function handButtonLabel(row: ScorecardRow): string {
  return row.left === 0 ? `${row.label} (row full)` : `${row.label} (${pointsWord(row.points)})`;
}

/** The line scorer's verdict in a sentence: the hand, its points, the squares of the run, what each wild stood for. */
export function lineVerdict(score: LineScore): string {
  if (score.label === null || score.run === null) return 'That card makes no hand in this line: it scores nothing here.';
  const squares = `squares ${score.run.from + 1} to ${score.run.to + 1}`;
  const wilds = score.wilds.map((w) => `the wild at square ${w.at + 1} stands for ${w.as}`);
  const tail = wilds.length === 0 ? '' : `; ${wilds.join(', ')}`;
  return `${score.label}, ${pointsWord(score.points)} (${squares}${tail}).`;
}
