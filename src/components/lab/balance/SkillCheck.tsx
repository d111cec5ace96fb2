/**
 * The skilled rerun of a run's flagged differences (skill-check.ts), shown as it arrives: a live line that says when
 * the check starts and ends (polite, so it never interrupts), a progress bar while the skilled games run, a Stop
 * button, then a table with each flagged figure's verdict.
 */
import { MoreColumns } from '../../site/MoreColumns.tsx';
import { formatCount } from '../../../engine/words.ts';
import { fmtDiff, fmtDiffInterval } from './format.ts';
import { SKILL_RULE, SKILL_VERDICT_WORDS, type SkillRow } from './skill-check.ts';

export interface SkillCheckState {
  readonly status: 'running' | 'done' | 'failed' | 'cancelled';
  /** Flagged figures being checked, and the skilled games a side. */
  readonly flagged: number;
  readonly games: number;
  /** Skilled games played so far over both sides, of 2 × games. */
  readonly done: number;
  readonly rows: readonly SkillRow[] | null;
  readonly message: string;
}

const plural = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What the live line says: once as the check starts, once as it ends. */
function skillLiveText(c: SkillCheckState): string {
  const what = `${plural(c.flagged, 'flagged figure', 'flagged figures')} with skilled players in every seat, ${formatCount(c.games)} games a side`;
  switch (c.status) {
    case 'running':
      return `Checking ${what}.`;
    case 'done': {
      const holds = (c.rows ?? []).filter((r) => r.verdict === 'holds').length;
      const depends = (c.rows ?? []).length - holds;
      return `Checked ${what}: ${formatCount(holds)} ${holds === 1 ? 'holds' : 'hold'} with stronger players, ${formatCount(depends)} ${depends === 1 ? 'depends' : 'depend'} on weak play.`;
    }
    case 'failed':
    case 'cancelled':
      return c.message;
  }
}

export interface SkillCheckProps {
  readonly check: SkillCheckState;
  readonly onStop: () => void;
}

/** The rerun table's caption, which the phone's "Show every column" box names too. */
const SKILL_CAPTION = 'Flagged differences, your rules against the printed rules, rerun with skilled players';

/** @lazy BalanceLab renders it from the module object of lazy.ts. */
export function SkillCheck({ check, onStop }: SkillCheckProps) {
  const running = check.status === 'running';
  return (
    <section class="bl-skill" aria-labelledby="bl-skill-heading">
      <h2 id="bl-skill-heading">With skilled players</h2>
      <p>{SKILL_RULE}</p>
      <p class="bl-skill-live" aria-live="polite">
        {skillLiveText(check)}
      </p>
      {running ? (
        <div class="bl-run">
          <progress id="bl-skill-progress" max={1} value={check.done / (2 * check.games)} aria-labelledby="bl-skill-progress-label" />
          <span id="bl-skill-progress-label">
            Skilled games: {formatCount(check.done)} of {formatCount(2 * check.games)}
          </span>
          <button type="button" onClick={onStop}>
            Stop the check
          </button>
        </div>
      ) : null}
      {check.rows === null ? null : (
        // On a phone: the figure, the skilled rerun's difference and the verdict; the first run's difference and the
        // intervals behind the box (issue 24's priority columns), so the verdict is never off to the side.
        <div class="cols">
          <MoreColumns of={SKILL_CAPTION} />
          <div class="bl-scroll" data-scroll-cue tabIndex={0} role="region" aria-labelledby="bl-skill-caption">
            <table class="bl-table" id="bl-skill-table">
              <caption id="bl-skill-caption">{SKILL_CAPTION}</caption>
              <thead>
                <tr>
                  <th scope="col">Figure</th>
                  <th scope="col" class="col-more">
                    Difference with your players
                  </th>
                  <th scope="col">With skilled players</th>
                  <th scope="col">Verdict</th>
                </tr>
              </thead>
              <tbody>
                {check.rows.map((row) => (
                  <tr key={row.key} data-key={row.key} data-verdict={row.verdict}>
                    <th scope="row">{row.label}</th>
                    <td class="num col-more">
                      {fmtDiff(row.first.value, row.format)} ({fmtDiffInterval(row.first, row.format)})
                    </td>
                    <td class="num">
                      {row.rerun === undefined ? (
                        '—'
                      ) : (
                        <>
                          {fmtDiff(row.rerun.value, row.format)} <span class="col-more">({fmtDiffInterval(row.rerun, row.format)})</span>
                        </>
                      )}
                    </td>
                    <td>{SKILL_VERDICT_WORDS[row.verdict]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
