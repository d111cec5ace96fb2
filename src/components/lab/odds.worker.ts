/**
 * The Variant Lab's counting worker: exact counts off the main thread, so
 * the page never stutters while a count runs. A count by rank multiset takes
 * milliseconds (engine/odds/odds.ts), so the worker is not there to be cancelled:
 * it keeps only the newest request that arrived while it was busy and skips
 * the rest, and the island ignores answers to anything but its latest.
 *
 * Tables for the same rules are cached for the life of the worker, so
 * toggling an option back is instant. The engine keeps the hand classes,
 * which depend on no ruleset, for the life of the worker too (the first
 * count builds them), and each ranking's small strength tables, so a deck
 * change or a new ranking costs one pass of counting.
 */
import type { CardRules } from '../../engine/hands/evaluate.ts';
import type { OddsTable } from '../../engine/odds/odds.ts';
import { exactCardOdds } from '../../engine/odds/odds.ts';
import type { CountRequest, WorkerReply } from './protocol.ts';

const results = new Map<string, OddsTable>();
const MAX_CACHED = 24;

const post = (reply: WorkerReply): void => postMessage(reply);

function count(rules: CardRules, cards: number): OddsTable {
  const key = JSON.stringify([rules.categories, rules.aceLow, rules.wildCopy, rules.deck.jokers, rules.deck.wild, cards]);
  let table = results.get(key);
  if (table === undefined) {
    table = exactCardOdds(rules, cards);
    if (results.size >= MAX_CACHED) results.clear();
    results.set(key, table);
  }
  return table;
}

let latest: CountRequest | null = null;
let scheduled = false;

function runLatest(): void {
  scheduled = false;
  const req = latest;
  latest = null;
  if (req === null) return;
  const started = performance.now();
  try {
    const table = count(req.variant.rules, req.variant.cards);
    const base = req.base === undefined ? undefined : count(req.base.rules, req.base.cards);
    post({ type: 'table', id: req.id, table, ...(base ? { base } : {}), ms: performance.now() - started });
  } catch (error) {
    post({ type: 'error', id: req.id, message: error instanceof Error ? error.message : String(error) });
  }
}

addEventListener('message', (event: MessageEvent<CountRequest | null>) => {
  const req = event.data;
  if (req?.type !== 'count') return;
  latest = req;
  if (!scheduled) {
    scheduled = true;
    setTimeout(runLatest, 0);
  }
});
