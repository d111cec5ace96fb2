/** The results of a run: what was run, every figure's table, the charts (loaded on first use) and the exports. */
import type { Ref } from 'preact';
import { Charts } from './Charts.tsx';
import { ExportBlock } from './ExportBlock.tsx';
import { cliCommand, describeRun } from './format.ts';
import { FigureTables } from './ResultTables.tsx';
import type { BalanceResults } from './results.ts';

export interface ResultsSectionProps {
  readonly results: BalanceResults;
  readonly link: string;
  /** The game's name as the page shows it ("Poker's Wild!"), not its id. */
  readonly gameName: string;
  readonly headingRef: Ref<HTMLHeadingElement>;
}

/** @lazy BalanceLab renders it from the module object of lazy.ts, loaded on the first Run. */
export function ResultsSection({ results, link, gameName, headingRef }: ResultsSectionProps) {
  return (
    <section class="bl-results" aria-labelledby="bl-results-heading">
      <h2 id="bl-results-heading" tabIndex={-1} ref={headingRef}>
        Results
      </h2>
      <p class="bl-run-line">
        {describeRun(results, gameName)}.{' '}
        {results.changed
          ? 'Your rules against the printed rules, with the same players, bots and seed.'
          : 'Change a rule to set yours beside them.'}{' '}
        Same figures from the command line: <code>{cliCommand(results)}</code>
      </p>
      <FigureTables r={results} />
      <Charts r={results} />
      <ExportBlock r={results} link={link} gameName={gameName} />
    </section>
  );
}
