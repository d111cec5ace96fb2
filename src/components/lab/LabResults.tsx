/**
 * The Variant Lab's results: the variant's table beside the starting
 * ruleset's, the inversions and unreachable categories in words, the ladder
 * sorted by rarity, and the table as CSV or Markdown.
 */
import { CATEGORY_LABELS, type Category } from '../../engine/hands/categories.ts';
import { RULESETS } from '../../engine/hands/rulesets.ts';
import type { OddsTable } from '../../engine/odds/odds.ts';
import { dealLabel, variantCategories, type Variant } from '../../engine/variant/variant.ts';
import { findInversions, suggestedOrder, variantContext } from '../../engine/variant/inversions.ts';
import { inversionSentences, unreachableNotes } from '../../engine/variant/prose.ts';
import { dataUrl, fmtCount, fmtOneIn, fmtPercent, toCsv, toMarkdown } from '../compare/export.ts';
import { copyText } from '../compare/CopyButtons.tsx';
import { changeInPoints } from './checks.ts';
import { variantPlain, type CountedResult } from './lab-model.ts';
import '../../styles/scroll-cue.css';
import { MoreColumns } from '../site/MoreColumns.tsx';

export interface LabResultsProps {
  readonly result: CountedResult;
  /** The variant as the form now has it (the counts may be for an earlier one). */
  readonly variant: Variant;
  readonly stale: boolean;
  /** Put the ladder's enabled categories in this order. */
  readonly useOrder: (order: readonly Category[]) => void;
  /** Say something in the Lab's status line. */
  readonly say: (message: string) => void;
}

interface CountTableProps {
  /** Which table: its element ids are `lab-<which>-table` and `lab-<which>-caption`. */
  readonly which: 'variant' | 'base';
  readonly table: OddsTable;
  readonly caption: string;
  /** The table element's data attributes besides its total. */
  readonly data: Readonly<Record<`data-${string}`, number | string | undefined>>;
  /** The variant's own columns: odds, a flag on each inverted hand and, once the base is counted, the change from it. */
  readonly variantColumns?: { readonly inverted: ReadonlySet<Category>; readonly base: OddsTable | undefined };
}

/** One ladder's counts, best hand first, in a scrolling region named by its caption. */
function CountTable({ which, table, caption, data, variantColumns }: CountTableProps) {
  const base = variantColumns?.base;
  // On a phone, with a change to show: place, hand, probability and the change; the count and the odds behind the box.
  const more = base ? 'col-more' : undefined;
  return (
    <div class="cols lab-cols">
      {base && <MoreColumns of={caption} />}
      <div class="lab-scroll" data-scroll-cue role="region" aria-labelledby={`lab-${which}-caption`} tabIndex={0}>
        <table class="lab-table" id={`lab-${which}-table`} data-total={table.total} {...data}>
          <caption id={`lab-${which}-caption`}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span class="visually-hidden">Place</span>
                <span aria-hidden="true">#</span>
              </th>
              <th scope="col">Hand</th>
              <th scope="col" class={more}>
                Count
              </th>
              <th scope="col">Probability</th>
              {variantColumns && (
                <th scope="col" class={more}>
                  Odds
                </th>
              )}
              {base && (
                <th scope="col">
                  Change <span class="lab-unit">(percentage points)</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {table.counts.map((c, i) => (
              <tr key={c.category} data-category={c.category} data-count={c.count}>
                <td class="num">{i + 1}</td>
                <th scope="row">
                  {CATEGORY_LABELS[c.category]}
                  {variantColumns?.inverted.has(c.category) && (
                    <span class="lab-flag">
                      <span aria-hidden="true">⚠ </span>Inversion
                    </span>
                  )}
                </th>
                <td class={base ? 'num col-more' : 'num'}>{fmtCount(c.count)}</td>
                <td class="num">{fmtPercent(c.count, table.total)}</td>
                {variantColumns && <td class={base ? 'num col-more' : 'num'}>{fmtOneIn(c.count, table.total)}</td>}
                {base && <td class="num">{changeInPoints(c.count, table.total, base, c.category)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function LabResults({ result, variant, stale, useOrder, say }: LabResultsProps) {
  const { table, base } = result;
  const ctx = variantContext(result.variant);
  const inversions = findInversions(table, ctx);
  const sentences = inversionSentences(inversions, ctx);
  const unreachable = unreachableNotes(table, ctx);
  const suggestion = suggestedOrder(table);
  const suggestionDiffers = suggestion.length > 0 && suggestion.join() !== variantCategories(variant).join() && !stale;
  const plain = variantPlain(table, base);
  const csv = toCsv(plain);
  const markdown = toMarkdown(plain);
  const inverted = new Set(inversions.map((i) => i.higher));

  return (
    <section class="lab-results" aria-labelledby="lab-results-title" data-stale={stale ? 'true' : 'false'}>
      <h2 id="lab-results-title">Results</h2>
      {stale && (
        <p class="lab-notes" role="note">
          <span aria-hidden="true">⚠ </span>These counts are for the rules as they were; your changes are being counted.
        </p>
      )}
      <div class="lab-tables">
        <CountTable
          which="variant"
          table={table}
          caption={`Your variant: ${dealLabel(table.cards)}, ${fmtCount(table.total)} hands`}
          data={{ 'data-cards': table.cards, 'data-variant-ms': result.variantMs?.toFixed(0) }}
          variantColumns={{ inverted, base }}
        />
        {base ? (
          <CountTable
            which="base"
            table={base}
            caption={`Starting ruleset, ${RULESETS[result.variant.base].name}: ${dealLabel(base.cards)}`}
            data={{ 'data-total-ms': result.totalMs?.toFixed(0) }}
          />
        ) : (
          <p class="lab-help">The starting ruleset’s table appears here when it has been counted.</p>
        )}
      </div>

      <h3 id="lab-inversions">Inversions</h3>
      {sentences.length === 0 ? (
        <p>No inversions: every hand on this ladder is rarer than each hand below it.</p>
      ) : (
        <ul class="lab-inversions">
          {sentences.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      )}
      {unreachable.length > 0 && (
        <ul class="lab-unreachable">
          {unreachable.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      )}

      <h3 id="lab-suggested">Suggested order, by rarity</h3>
      <p>
        Rarest first, with high card last. A wild card plays as whatever ranks highest, so reordering can move hands between categories: the
        Lab recounts after you use it.
      </p>
      <ol class="lab-suggestion">
        {suggestion.map((c) => (
          <li key={c} data-category={c}>
            {CATEGORY_LABELS[c]}
          </li>
        ))}
      </ol>
      <p>
        <button
          type="button"
          id="lab-use-suggested"
          disabled={!suggestionDiffers}
          onClick={() => {
            useOrder(suggestion);
            say('The ladder now follows the suggested order.');
          }}
        >
          Use this order
        </button>{' '}
        {!suggestionDiffers && !stale && <span class="lab-help">The ladder already follows it.</span>}
      </p>

      <h3 id="lab-export">Copy or download</h3>
      <p>
        <button
          type="button"
          onClick={() => void copyText(csv).then((ok) => say(ok ? 'Copied the table as CSV.' : 'Could not copy the CSV.'))}
        >
          Copy CSV
        </button>{' '}
        <button
          type="button"
          onClick={() => void copyText(markdown).then((ok) => say(ok ? 'Copied the table as Markdown.' : 'Could not copy the Markdown.'))}
        >
          Copy Markdown
        </button>{' '}
        <a href={dataUrl(csv, 'text/csv')} download="showdown-variant.csv">
          Download CSV
        </a>{' '}
        ·{' '}
        <a href={dataUrl(markdown, 'text/markdown')} download="showdown-variant.md">
          Download Markdown
        </a>
      </p>
    </section>
  );
}
