/**
 * The Variant Lab island. A designer starts from a built-in card ruleset and
 * changes the deck, the ladder (checkboxes and move buttons), ace-low
 * straights, the hand size and when a wild may copy a card. The Lab recounts
 * live: 100 ms after the last change it sends the variant (and its starting
 * ruleset, unless the page has that table) to a worker (odds.worker.ts,
 * fetched on the first count), which counts every hand exactly by rank
 * multiset in milliseconds. Answers to anything but the latest request are
 * dropped. The status line (role="status") says "Counting…" only when a
 * count takes longer than 400 ms, so a screen reader hears one message per
 * change. The variant lives in the URL (variant-url.ts, through useUrlState).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CATEGORY_LABELS } from '../../engine/hands/categories.ts';
import type { OddsTable } from '../../engine/odds/odds.ts';
import {
  isCardRulesetName,
  isWildCopyRule,
  RULESETS,
  WILD_COPY_RULES,
  WILD_GROUPS,
  type RulesetId,
  type WildGroup,
} from '../../engine/hands/rulesets.ts';
import {
  applyOrder,
  CATCH_ALL_CATEGORY,
  dealLabel,
  DEFAULT_VARIANT,
  HAND_SIZES,
  LAB_BASE_IDS,
  sameRules,
  validateVariant,
  variantFromRuleset,
  variantRules,
  type LadderItem,
  type Variant,
} from '../../engine/variant/variant.ts';
import { plainText } from '../../lib/url-state.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { VARIANT_CODEC } from './variant-url.ts';
import {
  COPY_LABELS,
  RECOUNT_DELAY_MS,
  SAY_COUNTING_AFTER_MS,
  SIZE_LABELS,
  WILD_LABELS,
  duration,
  type Result,
  type Status,
} from './lab-model.ts';
import { LabResults } from './LabResults.tsx';
import { fmtCount } from '../compare/export.ts';
import { copyText } from '../compare/CopyButtons.tsx';
import { fiveOfAKindWarning } from './checks.ts';
import type { CountRequest, WorkerReply } from './protocol.ts';

export interface LabProps {
  /** Each card ruleset's exact table at its real deal, counted at build time, so the Lab need not count it again. */
  readonly known: Readonly<Partial<Record<RulesetId, OddsTable>>>;
}

export default function Lab({ known }: LabProps) {
  const {
    state: variant,
    setState: setVariant,
    notes: urlNotes,
    loaded: hydrated,
  } = useUrlState<Variant>(VARIANT_CODEC, DEFAULT_VARIANT, {
    writeOnLoad: false,
  });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const job = useRef(0);
  const counted = useRef(false);

  useEffect(() => () => worker.current?.terminate(), []);

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
    setVariant(validateVariant(next).variant);
  };

  const issues = validateVariant(variant).issues.filter((i) => i.severity === 'note');
  const fiveWarning = fiveOfAKindWarning(variant);
  const stale = result !== null && !sameRules(result.variant, variant);
  // Everything a count depends on; the effect below recounts when it changes.
  const rulesKey = JSON.stringify([variantRules(variant), variant.cards, variant.base]);

  useEffect(() => {
    if (!hydrated) return;
    const v = variant;
    const id = ++job.current;
    const baseVariant = variantFromRuleset(v.base, v.cards);
    const knownBase = known[v.base];
    const baseTable = knownBase !== undefined && knownBase.cards === v.cards ? knownBase : undefined;
    const isBase = sameRules(v, baseVariant);
    const first = !counted.current;
    counted.current = true;
    if (isBase && baseTable !== undefined) {
      // The page already holds this table (counted at build time).
      setResult({ variant: v, table: baseTable, base: baseTable, variantMs: 0, totalMs: 0 });
      setStatus('done');
      setMessage(`Counted ${fmtCount(baseTable.total)} hands (${RULESETS[v.base].name}, ${dealLabel(v.cards)}).`);
      return;
    }
    setStatus('counting');
    let sent = 0;
    const say = window.setTimeout(() => {
      if (job.current === id) setMessage('Counting…');
    }, RECOUNT_DELAY_MS + SAY_COUNTING_AFTER_MS);
    const send = (): void => {
      if (worker.current === null) {
        worker.current = new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' });
        worker.current.onerror = () => {
          setStatus('error');
          setMessage('The counting worker failed to start or crashed. Reload the page and try again.');
          worker.current?.terminate();
          worker.current = null;
        };
      }
      worker.current.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        if (reply.id !== job.current) return; // an answer to an older request
        window.clearTimeout(say);
        if (reply.type === 'error') {
          setStatus('error');
          setMessage(`The count failed: ${reply.message}`);
          return;
        }
        const ms = performance.now() - sent;
        const base = reply.base ?? baseTable ?? (isBase ? reply.table : undefined);
        setResult({ variant: v, table: reply.table, variantMs: reply.ms, totalMs: ms, ...(base ? { base } : {}) });
        setStatus('done');
        setMessage(
          reply.base === undefined
            ? `Counted ${fmtCount(reply.table.total)} hands in ${duration(ms)}.`
            : `Counted ${fmtCount(reply.table.total)} hands of your variant and ${fmtCount(reply.base.total)} of ${RULESETS[v.base].name} in ${duration(ms)}.`,
        );
      };
      sent = performance.now();
      const request: CountRequest = {
        type: 'count',
        id,
        variant: { rules: variantRules(v), cards: v.cards },
        ...(baseTable === undefined && !isBase ? { base: { rules: variantRules(baseVariant), cards: v.cards } } : {}),
      };
      worker.current.postMessage(request);
    };
    // The first count (the page's own variant) starts at once; later ones wait for the changes to settle.
    const timer = window.setTimeout(send, first ? 0 : RECOUNT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(say);
    };
    // rulesKey stands for the variant's rules; `known` never changes.
  }, [hydrated, rulesKey]);

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

  const disabled = !hydrated;

  return (
    <div class="lab" data-status={status}>
      {urlNotes.length > 0 && (
        <div class="lab-notes" role="note" id="lab-url-notes">
          <p>Some settings in the link could not be used, so the Lab used its defaults for them:</p>
          <ul>
            {urlNotes.map((n, i) => (
              <li key={i}>{plainText(n)}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        class="lab-form"
        onSubmit={(e) => {
          e.preventDefault();
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
              onChange={(e) => {
                const id = e.currentTarget.value;
                if (isCardRulesetName(id)) update(variantFromRuleset(id));
              }}
            >
              {LAB_BASE_IDS.map((id) => (
                <option key={id} value={id}>
                  {RULESETS[id].name}
                </option>
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
                <input
                  type="checkbox"
                  id={`lab-wild-${g}`}
                  disabled={disabled}
                  checked={variant.wild.includes(g)}
                  onChange={(e) => toggleWild(g, e.currentTarget.checked)}
                />
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
                  <input
                    type="radio"
                    name="lab-cards"
                    id={`lab-cards-${n}`}
                    value={String(n)}
                    disabled={disabled}
                    checked={variant.cards === n}
                    onChange={() => update({ ...variant, cards: n })}
                  />
                  <label for={`lab-cards-${n}`}>{SIZE_LABELS[n]}</label>
                </p>
              ))}
            </fieldset>
            <p class="lab-check">
              <input
                type="checkbox"
                id="lab-acelow"
                disabled={disabled}
                checked={variant.aceLow}
                onChange={(e) => update({ ...variant, aceLow: e.currentTarget.checked })}
              />
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
                  <option key={r} value={r}>
                    {COPY_LABELS[r]}
                  </option>
                ))}
              </select>
            </p>
            <p class="lab-help" id="lab-copy-help">
              This decides which flush beats which (is A♥ + wild + J♥ 8♥ 4♥ A-K-J-8-4 or A-A-J-8-4?), so the counts only change with
              "Never", which rules out five of a kind.
            </p>
          </fieldset>
        </div>

        <fieldset class="lab-ladder">
          <legend>Ladder, best hand first</legend>
          <p class="lab-help" id="lab-ladder-help">
            Tick the hands your game ranks; move them up or down. High card is the catch-all and always ranks last.
          </p>
          <ol>
            {variant.ladder.map((it, i) => {
              const catchAll = it.category === CATCH_ALL_CATEGORY;
              const label = CATEGORY_LABELS[it.category];
              const next = variant.ladder[i + 1];
              return (
                <li key={it.category} data-category={it.category} class={it.on ? undefined : 'off'}>
                  <input
                    type="checkbox"
                    id={`lab-on-${it.category}`}
                    checked={it.on}
                    disabled={disabled || catchAll}
                    onChange={(e) => toggle(i, e.currentTarget.checked)}
                  />
                  <label for={`lab-on-${it.category}`}>
                    {label}
                    {catchAll && <span class="lab-help"> (always on, always last)</span>}
                    {!it.on && <span class="visually-hidden"> (off)</span>}
                  </label>
                  {!catchAll && (
                    <span class="lab-moves">
                      <button
                        type="button"
                        id={`lab-up-${it.category}`}
                        disabled={disabled || i === 0}
                        aria-label={`Move ${label.toLowerCase()} up`}
                        onClick={() => move(i, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        id={`lab-down-${it.category}`}
                        disabled={disabled || next === undefined || next.category === CATCH_ALL_CATEGORY}
                        aria-label={`Move ${label.toLowerCase()} down`}
                        onClick={() => move(i, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <div class="visually-hidden" aria-live="polite">
            {announce}
          </div>
        </fieldset>

        {fiveWarning !== null && (
          <div class="lab-notes lab-warning" role="note" id="lab-five-warning">
            <p>
              <span aria-hidden="true">⚠ </span>
              {fiveWarning}
            </p>
            <button
              type="button"
              id="lab-five-on"
              onClick={() => {
                const i = variant.ladder.findIndex((it) => it.category === 'five-of-a-kind');
                if (i >= 0) toggle(i, true);
                document.getElementById('lab-on-five-of-a-kind')?.focus();
              }}
            >
              Rank five of a kind
            </button>
          </div>
        )}

        {issues.length > 0 && (
          <ul class="lab-notes lab-issues" aria-label="Notes on these rules">
            {issues.map((i) => (
              <li key={i.code} data-code={i.code}>
                {i.message}
              </li>
            ))}
          </ul>
        )}

        <div class="lab-run">
          <button
            type="button"
            id="lab-share"
            disabled={disabled}
            onClick={() =>
              void copyText(window.location.href).then((ok) =>
                setMessage(ok ? 'Copied a link to this variant.' : 'Could not copy: the address bar holds the link to this variant.'),
              )
            }
          >
            Copy link
          </button>
        </div>
        <p role="status" id="lab-status" data-status={status}>
          {message}
        </p>
      </form>

      {result?.table !== undefined && (
        <LabResults
          result={{ ...result, table: result.table }}
          variant={variant}
          stale={stale}
          useOrder={(order) => update({ ...variant, ladder: applyOrder(variant.ladder, order) })}
          say={setMessage}
        />
      )}
    </div>
  );
}
