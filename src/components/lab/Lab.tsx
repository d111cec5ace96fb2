/**
 * The Variant Lab island. A designer starts from a built-in card ruleset and
 * changes the deck, the ladder (checkboxes and move buttons), ace-low
 * straights, the hand size and when a wild may copy a card; "Count every hand" sends the
 * variant and its starting ruleset to a worker (odds.worker.ts, fetched on
 * the first count) that counts every hand exactly, with a <progress> bar and
 * a Cancel button that terminates it. The variant lives in the URL
 * (src/engine/variant.ts: variantToParams / variantFromParams).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CATEGORY_LABELS } from '../../engine/categories.ts';
import type { OddsTable } from '../../engine/odds.ts';
import { isWildCopyRule, RULESETS, WILD_COPY_RULES, WILD_GROUPS, type RulesetId, type WildCopyRule, type WildGroup } from '../../engine/rulesets.ts';
import {
  applyOrder,
  CATCH_ALL_CATEGORY,
  dealLabel,
  DEFAULT_VARIANT,
  findInversions,
  HAND_SIZES,
  inversionSentences,
  LAB_BASE_IDS,
  sameRules,
  suggestedOrder,
  unreachableNotes,
  validateVariant,
  variantCategories,
  variantContext,
  variantFromParams,
  variantFromRuleset,
  variantRules,
  variantToParams,
  type HandSize,
  type LadderItem,
  type Variant,
} from '../../engine/variant.ts';
import { plainText, urlWriter } from '../../lib/url-state.ts';
import { dataUrl, fmtCount, fmtOneIn, fmtPercent, toCsv, toMarkdown, type PlainTable } from '../compare/export.ts';
import { copyText } from '../compare/CopyButtons.tsx';
import { changeInPoints, fiveOfAKindWarning } from './checks.ts';
import type { CountRequest, WorkerReply } from './protocol.ts';

type Status = 'idle' | 'counting' | 'done' | 'cancelled' | 'error';

interface Result {
  readonly variant: Variant;
  readonly table?: OddsTable;
  readonly base?: OddsTable;
  readonly variantMs?: number;
  readonly totalMs?: number;
}

const WILD_LABELS: { readonly [G in WildGroup]: string } = {
  jokers: 'Jokers are wild',
  deuces: 'Deuces (2s) are wild',
  'one-eyed-jacks': 'One-eyed jacks (J♠ J♥) are wild',
};
const COPY_LABELS: { readonly [R in WildCopyRule]: string } = {
  'five-of-a-kind-only': 'Only to make five of a kind (usual)',
  any: 'Always (A-A-J-8-4 can be a flush)',
  never: 'Never (no five of a kind)',
};
const SIZE_LABELS: { readonly [S in HandSize]: string } = { 5: 'Five cards', 6: 'Best five of six', 7: 'Best five of seven' };
/** Share of the progress bar for the variant when the starting ruleset must be counted too. */
const VARIANT_SHARE = 0.6;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

function variantPlain(table: OddsTable, base: OddsTable | undefined): PlainTable {
  return {
    header: ['Place', 'Hand', 'Count', 'Probability', ...(base ? ['Starting ruleset count'] : [])],
    rows: table.counts.map((c, i) => {
      const b = base?.counts.find((x) => x.category === c.category);
      return [String(i + 1), CATEGORY_LABELS[c.category], String(c.count), fmtPercent(c.count, table.total), ...(base ? [b ? String(b.count) : ''] : [])];
    }),
  };
}


export interface LabProps {
  /** Each card ruleset's exact table at its real deal, counted at build time, so the Lab need not count it again. */
  readonly known: Readonly<Partial<Record<RulesetId, OddsTable>>>;
}

export default function Lab({ known }: LabProps) {
  const [variant, setVariant] = useState<Variant>(DEFAULT_VARIANT);
  const [urlNotes, setUrlNotes] = useState<readonly string[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('Press “Count every hand” to count this variant exactly.');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const job = useRef(0);
  const started = useRef(0);
  const [write] = useState(() => (typeof window === 'undefined' ? () => undefined : urlWriter()));

  useEffect(() => {
    const read = variantFromParams(new URLSearchParams(window.location.search));
    setVariant(read.variant);
    setUrlNotes(read.notes);
    setHydrated(true);
    return () => worker.current?.terminate();
  }, []);

  useEffect(() => {
    if (focusId === null) return;
    const el = document.getElementById(focusId);
    if (el instanceof HTMLButtonElement && el.disabled) {
      const other = focusId.replace(/-(up|down)-/u, (_, d: string) => (d === 'up' ? '-down-' : '-up-'));
      document.getElementById(other)?.focus();
    } else el?.focus();
    setFocusId(null);
  }, [focusId]);

  const update = (next: Variant): void => {
    const { variant: valid } = validateVariant(next);
    setVariant(valid);
    write(variantToParams(valid));
  };

  const issues = validateVariant(variant).issues.filter((i) => i.severity === 'note');
  const fiveWarning = fiveOfAKindWarning(variant);
  const counting = status === 'counting';
  const stale = result !== null && !sameRules(result.variant, variant);

  const count = (): void => {
    if (counting) return;
    const v = variant;
    const baseVariant = variantFromRuleset(v.base, v.cards);
    const knownBase = known[v.base];
    const baseTable = knownBase !== undefined && knownBase.cards === v.cards ? knownBase : undefined;
    const needsBase = baseTable === undefined && !sameRules(v, baseVariant);
    const finish = (ms: number): void => {
      setProgress(1);
      setStatus('done');
      setMessage(`Done: counted every hand of your variant in ${seconds(ms)}.`);
    };
    if (worker.current === null) worker.current = new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' });
    const id = ++job.current;
    started.current = performance.now();
    setStatus('counting');
    setProgress(0);
    setMessage(`Counting every hand of your variant (${dealLabel(v.cards)})…`);
    setResult({ variant: v });
    worker.current.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.id !== job.current) return;
      if (reply.type === 'progress') {
        const part = reply.total > 0 ? reply.done / reply.total : 0;
        const share = needsBase ? VARIANT_SHARE : 1;
        setProgress(reply.phase === 'variant' ? part * share : share + part * (1 - share));
      } else if (reply.type === 'table') {
        const ms = performance.now() - started.current;
        if (reply.phase === 'variant') {
          const base = needsBase ? undefined : (baseTable ?? reply.table);
          setResult((r) => ({ ...(r ?? { variant: v }), table: reply.table, variantMs: ms, ...(base ? { base, totalMs: ms } : {}) }));
          if (base) finish(ms);
          else {
            setProgress(VARIANT_SHARE);
            setMessage(`Counted ${fmtCount(reply.table.total)} hands of your variant in ${seconds(ms)}. Counting ${RULESETS[v.base].name} for comparison…`);
          }
        } else {
          setResult((r) => ({ ...(r ?? { variant: v }), base: reply.table, totalMs: ms }));
          setProgress(1);
          setStatus('done');
          setMessage(`Done: counted every hand of your variant and of ${RULESETS[v.base].name} in ${seconds(ms)}.`);
        }
      } else {
        setStatus('error');
        setMessage(`The count failed: ${reply.message}`);
      }
    };
    worker.current.onerror = () => {
      setStatus('error');
      setMessage('The counting worker failed to start or crashed. Reload the page and try again.');
      worker.current?.terminate();
      worker.current = null;
    };
    const request: CountRequest = {
      type: 'count',
      id,
      variant: { rules: variantRules(v), cards: v.cards },
      ...(needsBase ? { base: { rules: variantRules(baseVariant), cards: v.cards } } : {}),
    };
    worker.current.postMessage(request);
  };

  const cancel = (): void => {
    if (!counting) return;
    worker.current?.terminate();
    worker.current = null;
    job.current++;
    setStatus('cancelled');
    setMessage('Cancelled: the count was stopped. Change the rules or press “Count every hand” to start again.');
    // Count is never natively disabled (only aria-disabled while counting), so it can take focus at once.
    if (document.activeElement?.id === 'lab-cancel') document.getElementById('lab-count')?.focus();
  };

  const move = (index: number, dir: -1 | 1): void => {
    const ladder = variant.ladder.slice();
    const item = ladder[index];
    const other = ladder[index + dir];
    if (item === undefined || other === undefined || other.category === CATCH_ALL_CATEGORY) return;
    ladder[index] = other;
    ladder[index + dir] = item;
    update({ ...variant, ladder });
    const place = index + dir + 1;
    setAnnounce(`${CATEGORY_LABELS[item.category]} moved to place ${place} of ${ladder.length}.`);
    setFocusId(`lab-${dir < 0 ? 'up' : 'down'}-${item.category}`);
  };

  const toggle = (index: number, on: boolean): void => {
    const ladder = variant.ladder.map((it, i): LadderItem => (i === index ? { ...it, on } : it));
    update({ ...variant, ladder });
  };

  const toggleWild = (group: WildGroup, on: boolean): void => {
    const wild = WILD_GROUPS.filter((g) => (g === group ? on : variant.wild.includes(g)));
    update({ ...variant, wild });
  };

  const table = result?.table;
  const base = result?.base;
  const ctx = result ? variantContext(result.variant) : variantContext(variant);
  const inversions = table ? findInversions(table, ctx) : [];
  const sentences = inversionSentences(inversions, ctx);
  const unreachable = table ? unreachableNotes(table, ctx) : [];
  const suggestion = table ? suggestedOrder(table) : [];
  const currentOrder = variantCategories(variant);
  const suggestionDiffers = suggestion.length > 0 && suggestion.join() !== currentOrder.join() && !stale;
  const plain = table ? variantPlain(table, base) : null;
  const csv = plain ? toCsv(plain) : '';
  const markdown = plain ? toMarkdown(plain) : '';
  const inverted = new Set(inversions.map((i) => i.higher));
  const disabled = !hydrated;

  return (
    <div class="lab" data-status={status}>
      {urlNotes.length > 0 && (
        <div class="lab-notes" role="note" id="lab-url-notes">
          <p>Some settings in the link could not be used, so the Lab used its defaults for them:</p>
          <ul>{urlNotes.map((n, i) => <li key={i}>{plainText(n)}</li>)}</ul>
        </div>
      )}
      <form
        class="lab-form"
        onSubmit={(e) => {
          e.preventDefault();
          count();
        }}
      >
        <div class="lab-options">
          <fieldset>
            <legend>Start from</legend>
            <label for="lab-base">Built-in ruleset</label>
            <select
              id="lab-base"
              disabled={disabled}
              value={variant.base}
              onChange={(e) => update(variantFromRuleset(e.currentTarget.value as RulesetId))}
            >
              {LAB_BASE_IDS.map((id) => (
                <option key={id} value={id}>{RULESETS[id].name}</option>
              ))}
            </select>
            <p class="lab-help">Choosing one resets every option to its rules.</p>
          </fieldset>

          <fieldset>
            <legend>Deck</legend>
            <label for="lab-jokers">Jokers in the deck</label>
            <select
              id="lab-jokers"
              disabled={disabled}
              value={String(variant.jokers)}
              onChange={(e) => update({ ...variant, jokers: Number(e.currentTarget.value) })}
            >
              <option value="0">None (52 cards)</option>
              <option value="1">One (53 cards)</option>
              <option value="2">Two (54 cards)</option>
            </select>
            {WILD_GROUPS.map((g) => (
              <p class="lab-check" key={g}>
                <input type="checkbox" id={`lab-wild-${g}`} disabled={disabled} checked={variant.wild.includes(g)}
                  onChange={(e) => toggleWild(g, e.currentTarget.checked)} />
                <label for={`lab-wild-${g}`}>{WILD_LABELS[g]}</label>
              </p>
            ))}
            <p class="lab-help">Jokers that are not wild are dead cards: dealt, but never part of a hand.</p>
          </fieldset>

          <fieldset>
            <legend>Hand</legend>
            <fieldset class="lab-sizes">
              <legend>Hand size</legend>
              {HAND_SIZES.map((n) => (
                <p class="lab-check" key={n}>
                  <input type="radio" name="lab-cards" id={`lab-cards-${n}`} value={String(n)} disabled={disabled}
                    checked={variant.cards === n} onChange={() => update({ ...variant, cards: n })} />
                  <label for={`lab-cards-${n}`}>{SIZE_LABELS[n]}</label>
                </p>
              ))}
            </fieldset>
            <p class="lab-check">
              <input type="checkbox" id="lab-acelow" disabled={disabled} checked={variant.aceLow}
                onChange={(e) => update({ ...variant, aceLow: e.currentTarget.checked })} />
              <label for="lab-acelow">Ace plays low (A-2-3-4-5 is a straight)</label>
            </p>
            <p>
              <label for="lab-copy">A wild card may copy a card already in the hand</label>{' '}
              <select
                id="lab-copy"
                aria-describedby="lab-copy-help"
                disabled={disabled}
                value={variant.wildCopy}
                onChange={(e) => {
                  const rule = e.currentTarget.value;
                  if (isWildCopyRule(rule)) update({ ...variant, wildCopy: rule });
                }}
              >
                {WILD_COPY_RULES.map((r) => (
                  <option key={r} value={r}>{COPY_LABELS[r]}</option>
                ))}
              </select>
            </p>
            <p class="lab-help" id="lab-copy-help">
              This decides which flush beats which (is A♥ + wild + J♥ 8♥ 4♥ A-K-J-8-4 or A-A-J-8-4?), so the counts only
              change with "Never", which rules out five of a kind.
            </p>
          </fieldset>
        </div>

        <fieldset class="lab-ladder">
          <legend>Ladder, best hand first</legend>
          <p class="lab-help" id="lab-ladder-help">Tick the hands your game ranks; move them up or down. High card is the catch-all and always ranks last.</p>
          <ol>
            {variant.ladder.map((it, i) => {
              const catchAll = it.category === CATCH_ALL_CATEGORY;
              const label = CATEGORY_LABELS[it.category];
              const next = variant.ladder[i + 1];
              return (
                <li key={it.category} data-category={it.category} class={it.on ? undefined : 'off'}>
                  <input type="checkbox" id={`lab-on-${it.category}`} checked={it.on} disabled={disabled || catchAll}
                    onChange={(e) => toggle(i, e.currentTarget.checked)} />
                  <label for={`lab-on-${it.category}`}>
                    {label}
                    {catchAll && <span class="lab-help"> (always on, always last)</span>}
                    {!it.on && <span class="visually-hidden"> (off)</span>}
                  </label>
                  {!catchAll && (
                    <span class="lab-moves">
                      <button type="button" id={`lab-up-${it.category}`} disabled={disabled || i === 0}
                        aria-label={`Move ${label.toLowerCase()} up`} onClick={() => move(i, -1)}>
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button type="button" id={`lab-down-${it.category}`} disabled={disabled || next === undefined || next.category === CATCH_ALL_CATEGORY}
                        aria-label={`Move ${label.toLowerCase()} down`} onClick={() => move(i, 1)}>
                        <span aria-hidden="true">↓</span>
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <div class="visually-hidden" aria-live="polite">{announce}</div>
        </fieldset>

        {fiveWarning !== null && (
          <div class="lab-notes lab-warning" role="note" id="lab-five-warning">
            <p><span aria-hidden="true">⚠ </span>{fiveWarning}</p>
            <button type="button" id="lab-five-on" onClick={() => {
              const i = variant.ladder.findIndex((it) => it.category === 'five-of-a-kind');
              if (i >= 0) toggle(i, true);
              document.getElementById('lab-on-five-of-a-kind')?.focus();
            }}>Rank five of a kind</button>
          </div>
        )}

        {issues.length > 0 && (
          <ul class="lab-notes lab-issues" aria-label="Notes on these rules">
            {issues.map((i) => <li key={i.code} data-code={i.code}>{i.message}</li>)}
          </ul>
        )}

        <div class="lab-run">
          {/* aria-disabled, not disabled: a focused button that becomes disabled drops keyboard focus to the page. */}
          <button type="submit" id="lab-count" disabled={disabled} aria-disabled={counting ? 'true' : undefined}>Count every hand</button>
          <button type="button" id="lab-cancel" disabled={disabled} aria-disabled={counting ? undefined : 'true'} onClick={cancel}>Cancel</button>
          <label for="lab-progress">Progress</label>
          <progress id="lab-progress" max={100} value={Math.round(progress * 100)}>{Math.round(progress * 100)}%</progress>
          <button type="button" id="lab-share" disabled={disabled}
            onClick={() => void copyText(window.location.href).then((ok) => setMessage(ok ? 'Copied a link to this variant.' : 'Could not copy: the address bar holds the link to this variant.'))}>
            Copy link
          </button>
        </div>
        <p role="status" id="lab-status" data-status={status}>{message}</p>
      </form>

      {table && (
        <section class="lab-results" aria-labelledby="lab-results-title" data-stale={stale ? 'true' : 'false'}>
          <h2 id="lab-results-title">Results</h2>
          {stale && (
            <p class="lab-notes" role="note">
              <span aria-hidden="true">⚠ </span>These counts are for the rules as they were. Press “Count every hand” to count your changes.
            </p>
          )}
          <div class="lab-tables">
            <div class="lab-scroll" role="region" aria-labelledby="lab-variant-caption" tabIndex={0}>
              <table class="lab-table" id="lab-variant-table" data-total={table.total} data-cards={table.cards}
                data-variant-ms={result.variantMs?.toFixed(0)}>
                <caption id="lab-variant-caption">Your variant: {dealLabel(table.cards)}, {fmtCount(table.total)} hands</caption>
                <thead>
                  <tr>
                    <th scope="col"><span class="visually-hidden">Place</span><span aria-hidden="true">#</span></th>
                    <th scope="col">Hand</th>
                    <th scope="col">Count</th>
                    <th scope="col">Probability</th>
                    <th scope="col">Odds</th>
                    {base && <th scope="col">Change <span class="lab-unit">(percentage points)</span></th>}
                  </tr>
                </thead>
                <tbody>
                  {table.counts.map((c, i) => (
                    <tr key={c.category} data-category={c.category} data-count={c.count}>
                      <td class="num">{i + 1}</td>
                      <th scope="row">
                        {CATEGORY_LABELS[c.category]}
                        {inverted.has(c.category) && <span class="lab-flag"><span aria-hidden="true">⚠ </span>Inversion</span>}
                      </th>
                      <td class="num">{fmtCount(c.count)}</td>
                      <td class="num">{fmtPercent(c.count, table.total)}</td>
                      <td class="num">{fmtOneIn(c.count, table.total)}</td>
                      {base && <td class="num">{changeInPoints(c.count, table.total, base, c.category)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {base ? (
              <div class="lab-scroll" role="region" aria-labelledby="lab-base-caption" tabIndex={0}>
                <table class="lab-table" id="lab-base-table" data-total={base.total} data-total-ms={result.totalMs?.toFixed(0)}>
                  <caption id="lab-base-caption">Starting ruleset, {RULESETS[result.variant.base].name}: {dealLabel(base.cards)}</caption>
                  <thead>
                    <tr>
                      <th scope="col"><span class="visually-hidden">Place</span><span aria-hidden="true">#</span></th>
                      <th scope="col">Hand</th>
                      <th scope="col">Count</th>
                      <th scope="col">Probability</th>
                    </tr>
                  </thead>
                  <tbody>
                    {base.counts.map((c, i) => (
                      <tr key={c.category} data-category={c.category} data-count={c.count}>
                        <td class="num">{i + 1}</td>
                        <th scope="row">{CATEGORY_LABELS[c.category]}</th>
                        <td class="num">{fmtCount(c.count)}</td>
                        <td class="num">{fmtPercent(c.count, base.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p class="lab-help">The starting ruleset’s table appears here when it has been counted.</p>
            )}
          </div>

          <h3 id="lab-inversions">Inversions</h3>
          {sentences.length === 0 ? (
            <p>No inversions: every hand on this ladder is rarer than each hand below it.</p>
          ) : (
            <ul class="lab-inversions">{sentences.map((s, i) => <li key={i}>{s}</li>)}</ul>
          )}
          {unreachable.length > 0 && <ul class="lab-unreachable">{unreachable.map((s, i) => <li key={i}>{s}</li>)}</ul>}

          <h3 id="lab-suggested">Suggested order, by rarity</h3>
          <p>Rarest first, with high card last. A wild card plays as whatever ranks highest, so reordering can move hands between categories: count again after using it.</p>
          <ol class="lab-suggestion">{suggestion.map((c) => <li key={c} data-category={c}>{CATEGORY_LABELS[c]}</li>)}</ol>
          <p>
            <button type="button" id="lab-use-suggested" disabled={!suggestionDiffers}
              onClick={() => {
                update({ ...variant, ladder: applyOrder(variant.ladder, suggestion) });
                setMessage('The ladder now follows the suggested order. Press “Count every hand” to count it.');
              }}>
              Use this order
            </button>{' '}
            {!suggestionDiffers && !stale && <span class="lab-help">The ladder already follows it.</span>}
          </p>

          <h3 id="lab-export">Copy or download</h3>
          <p>
            <button type="button" onClick={() => void copyText(csv).then((ok) => setMessage(ok ? 'Copied the table as CSV.' : 'Could not copy the CSV.'))}>Copy CSV</button>{' '}
            <button type="button" onClick={() => void copyText(markdown).then((ok) => setMessage(ok ? 'Copied the table as Markdown.' : 'Could not copy the Markdown.'))}>Copy Markdown</button>{' '}
            <a href={dataUrl(csv, 'text/csv')} download="showdown-variant.csv">Download CSV</a> ·{' '}
            <a href={dataUrl(markdown, 'text/markdown')} download="showdown-variant.md">Download Markdown</a>
          </p>
        </section>
      )}
    </div>
  );
}
