/**
 * Whether a flagged difference holds with stronger players: after a run that flags a difference between the printed
 * rules and the designer's, the Lab runs both again with the skilled player (bots/skilled.ts) in every seat, at most
 * RERUN_GAMES games a side and the same seed, and reads each flagged figure again. Pure: the island and the tests read
 * this.
 *
 * The rule: a finding **holds with stronger players** when the skilled rerun's difference points the same way as the
 * first run's and its 95% interval excludes zero; otherwise it **depends on weak play** (the skilled players show no
 * clear difference, or one the other way).
 */
import { excludesZero, type Interval } from '../../../engine/play/stats.ts';
import type { Experiment } from '../../../engine/play/experiment.ts';
import type { StatFormat } from '../../../engine/play/types.ts';
import type { BalanceResults, FigureRow } from './results.ts';

/** Games a side in the skilled rerun: skilled games are slower, and the first run already measured the difference. */
export const RERUN_GAMES = 1000;

/** The rule in one sentence, as the page says it. */
export const SKILL_RULE =
  'A flagged difference holds with stronger players when, rerun with the skilled player in every seat, it points the same way and its 95% interval still leaves out zero; otherwise it depends on weak play.';

export type SkillVerdict = 'holds' | 'depends';

export const SKILL_VERDICT_WORDS: { readonly [V in SkillVerdict]: string } = {
  holds: 'Holds with stronger players',
  depends: 'Depends on weak play',
};

/** The verdict for a difference `first`, flagged in the first run, given the skilled rerun's difference (none: not measured). */
export function skillVerdict(first: Interval, rerun: Interval | undefined): SkillVerdict {
  if (rerun === undefined || !excludesZero(rerun)) return 'depends';
  return Math.sign(rerun.value) === Math.sign(first.value) && rerun.value !== 0 ? 'holds' : 'depends';
}

/** The rows the rerun reads: every flagged figure of the first run. */
const flaggedRows = (r: BalanceResults): FigureRow[] => [...r.seats, ...r.game, ...r.stats].filter((row) => row.flagged);

/** Whether a run asks for the skilled rerun: the designer's rules flagged a difference, and not every seat was already skilled. */
export function needsRerun(r: BalanceResults): boolean {
  return r.changed && flaggedRows(r).length > 0 && !r.experiment.bots.every((b) => b === 'skilled');
}

/** The rerun of an experiment: the skilled player in every seat, at most RERUN_GAMES games a side, the same seed. */
export function rerunOf(e: Experiment): Experiment {
  return { ...e, bots: ['skilled'], games: Math.min(e.games, RERUN_GAMES) };
}

export interface SkillRow {
  readonly key: string;
  readonly label: string;
  readonly format: StatFormat;
  /** The first run's difference (your rules − the printed rules). */
  readonly first: Interval;
  /** The skilled rerun's difference, or undefined when the rerun has no such figure. */
  readonly rerun: Interval | undefined;
  readonly verdict: SkillVerdict;
}

/** Each flagged figure of `first`, read again in `rerun`, with its verdict. */
export function skillCheck(first: BalanceResults, rerun: BalanceResults): SkillRow[] {
  const again = new Map([...rerun.seats, ...rerun.game, ...rerun.stats].map((row) => [row.key, row]));
  return flaggedRows(first).flatMap((row) => {
    if (row.diff === undefined) return [];
    const diff = again.get(row.key)?.diff;
    return [{ key: row.key, label: row.label, format: row.format, first: row.diff, rerun: diff, verdict: skillVerdict(row.diff, diff) }];
  });
}
