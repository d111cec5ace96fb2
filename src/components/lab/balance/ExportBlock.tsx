/** CSV and Markdown of every figure: copy buttons and download links, and the link that reproduces these results. */
import { useState } from 'preact/hooks';
import { formatCount } from '../../../engine/words.ts';
import { copyText } from '../../compare/CopyButtons.tsx';
import { dataUrl, resultsCsv, resultsMarkdown } from './export.ts';
import { MAX_GAMES_ON_LOAD } from './balance-url.ts';
import type { BalanceResults } from './results.ts';

export function ExportBlock({ r, link, gameName }: { r: BalanceResults; link: string; gameName: string }) {
  const [status, setStatus] = useState('');
  const csv = resultsCsv(r);
  const md = resultsMarkdown(r, link, gameName);
  const copy = async (text: string, what: string): Promise<void> => {
    setStatus((await copyText(text)) ? `Copied ${what}.` : `Could not copy ${what}: your browser refused; use the download link.`);
  };
  return (
    <div class="bl-export">
      <h3 id="bl-export">Share and export</h3>
      <p class="bl-buttons">
        <button type="button" onClick={() => void copy(link, 'the link to these results')}>
          Copy link to these results
        </button>
        <button type="button" onClick={() => void copy(csv, 'the figures as CSV')}>
          Copy CSV
        </button>
        <button type="button" onClick={() => void copy(md, 'the figures as Markdown')}>
          Copy Markdown
        </button>
      </p>
      <p>
        <a href={dataUrl(csv, 'text/csv')} download={`balance-${r.experiment.game}.csv`}>
          Download CSV
        </a>{' '}
        ·{' '}
        <a href={dataUrl(md, 'text/markdown')} download={`balance-${r.experiment.game}.md`}>
          Download Markdown
        </a>
      </p>
      <p role="status" class="bl-status">
        {status}
      </p>
      <p class="bl-help">
        {r.experiment.games <= MAX_GAMES_ON_LOAD
          ? 'The link runs the same experiment when opened: '
          : `The link fills in the same experiment when opened, and runs it when Run is pressed (a run of more than ${formatCount(MAX_GAMES_ON_LOAD)} games a side never starts on its own): `}
        <a href={link}>these results</a>.
      </p>
    </div>
  );
}
