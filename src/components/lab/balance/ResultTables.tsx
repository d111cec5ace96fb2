/**
 * The results as tables: wins by seat, the game as a whole, the game's own
 * figures (each with its 95% interval, the printed rules beside the
 * designer's rules, and differences flagged in words), then game length and
 * final scores. The charts, once loaded, draw the same data (Charts.tsx);
 * these tables are what a screen reader or a copy-paste reads.
 */
import { formatCount } from '../../../engine/words.ts';
import { SIDE_LABELS } from './chart-data.ts';
import { comparisonsText, differenceText, figureTable, fmtInterval, fmtValue, verdictText } from './format.ts';
import type { BalanceResults, FigureRow } from './results.ts';
import '../../../styles/scroll-cue.css';
import { MoreColumns } from '../../site/MoreColumns.tsx';

function gamesLine(r: BalanceResults): string {
  return r.changed
    ? `Each figure rests on ${formatCount(r.games.base)} games of the printed rules and ${formatCount(r.games.variant ?? 0)} of yours.`
    : `Each figure rests on ${formatCount(r.games.base)} games.`;
}

function FigureTable({ id, caption, r, rows }: { id: string; caption: string; r: BalanceResults; rows: readonly FigureRow[] }) {
  const table = figureTable(r, rows);
  // On a phone, with a verdict to show: the figure, your rules' value and the verdict; the printed rules' value and the
  // intervals behind the box. The printed rules alone (three columns) fit as they are.
  const more = (i: number): string | undefined => (r.changed && (i === 1 || i === 2 || i === 4) ? 'col-more' : undefined);
  return (
    <div class="cols">
      {r.changed ? <MoreColumns of={caption} /> : null}
      <div class="bl-scroll" data-scroll-cue tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table class="bl-table" id={id}>
          <caption id={`${id}-caption`}>
            {caption}
            <span class="bl-caption-note">{gamesLine(r)}</span>
          </caption>
          <thead>
            <tr>
              {table.header.map((h, i) => (
                <th key={i} scope="col" class={more(i)}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-key={row.key} class={row.flagged ? 'bl-flagged' : undefined}>
                <th scope="row">{row.label}</th>
                <td class={`num ${more(1) ?? ''}`} data-value={row.base.value}>
                  {fmtValue(row.base.value, row.format)}
                </td>
                <td class={`num ${more(2) ?? ''}`}>{fmtInterval(row.base, row.format)}</td>
                {r.changed ? (
                  <>
                    <td class="num" data-value={row.variant?.value}>
                      {row.variant ? fmtValue(row.variant.value, row.format) : '—'}
                    </td>
                    <td class={`num ${more(4) ?? ''}`}>{row.variant ? fmtInterval(row.variant, row.format) : '—'}</td>
                    <td>
                      {row.flagged ? (
                        <strong class={row.holds === false ? 'bl-flag bl-flag-chance' : 'bl-flag'}>
                          {differenceText(row)} <span class="bl-verdict">{verdictText(row, r.comparisons?.compared ?? 0)}</span>
                        </strong>
                      ) : (
                        differenceText(row)
                      )}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export interface TablesProps {
  readonly r: BalanceResults;
  /** Prepended to every id, so the page's static tables and the island's never share one. */
  readonly idPrefix?: string;
  /** The headings' level (3 in the island, 4 under a game's heading). */
  readonly level?: 3 | 4;
}

export function FigureTables({ r, idPrefix = 'bl-', level = 3 }: TablesProps) {
  const H = level === 3 ? 'h3' : 'h4';
  const fair = `${(r.shareChart.fair * 100).toFixed(1)}%`;
  return (
    <>
      {r.comparisons ? (
        <p class="bl-comparisons" id={`${idPrefix}comparisons`}>
          {comparisonsText(r.comparisons)}
        </p>
      ) : null}
      <H id={`${idPrefix}wins`}>Wins by seat</H>
      <p>
        A fair game gives each seat {fair} of the wins (the average share
        {r.experiment.game === 'ninas-five' ? '; a team’s two seats win together' : ''}
        ). Wins: {r.wins.base.map((w) => formatCount(w)).join(', ')} ({SIDE_LABELS.base.toLowerCase()})
        {r.wins.variant ? `; ${r.wins.variant.map((w) => formatCount(w)).join(', ')} (${SIDE_LABELS.variant.toLowerCase()})` : ''}.
      </p>
      <FigureTable id={`${idPrefix}seat-table`} caption="Share of games won, by seat" r={r} rows={r.seats} />
      <H id={`${idPrefix}game-figures`}>The game as a whole</H>
      <FigureTable id={`${idPrefix}game-table`} caption="Length and level games" r={r} rows={r.game} />
      <H id={`${idPrefix}own`}>This game’s own figures</H>
      <p class="bl-help">
        Intervals by batch means: the games are split into 20 batches in order, and the figure’s spread over the batches gives its
        uncertainty.
      </p>
      <FigureTable id={`${idPrefix}stats-table`} caption="Figures of this game" r={r} rows={r.stats} />
    </>
  );
}

/** Game length and scores as plain tables (shown when the charts, which carry their own tables, are not available). */
export function DistributionTables({ r, idPrefix = 'bl-' }: Omit<TablesProps, 'level'>) {
  const h = r.histogram;
  const s = r.scoreChart;
  const range = (from: number, to: number): string => (from === to ? String(from) : `${from}–${to}`);
  return (
    <>
      <div class="bl-scroll" data-scroll-cue tabIndex={0} role="region" aria-labelledby={`${idPrefix}length-caption`}>
        <table class="bl-table">
          <caption id={`${idPrefix}length-caption`}>Game length, in {h.unit}: games per length</caption>
          <thead>
            <tr>
              <th scope="col">Length</th>
              <th scope="col">{SIDE_LABELS.base}</th>
              {r.changed ? <th scope="col">{SIDE_LABELS.variant}</th> : null}
            </tr>
          </thead>
          <tbody>
            {h.bins.map((b) => (
              <tr key={b.from}>
                <th scope="row">{range(b.from, b.to)}</th>
                <td class="num">{formatCount(b.base)}</td>
                {r.changed ? <td class="num">{formatCount(b.variant ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div class="bl-scroll" data-scroll-cue tabIndex={0} role="region" aria-labelledby={`${idPrefix}score-caption`}>
        <table class="bl-table">
          <caption id={`${idPrefix}score-caption`}>Final scores, in {s.unit}: 10th, 50th and 90th percentiles and mean</caption>
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">{SIDE_LABELS.base}</th>
              {r.changed ? <th scope="col">{SIDE_LABELS.variant}</th> : null}
            </tr>
          </thead>
          <tbody>
            {s.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td class="num">
                  {row.base.p10} / {row.base.p50} / {row.base.p90}; mean {row.base.mean.toFixed(2)}
                </td>
                {r.changed && row.variant ? (
                  <td class="num">
                    {row.variant.p10} / {row.variant.p50} / {row.variant.p90}; mean {row.variant.mean.toFixed(2)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
