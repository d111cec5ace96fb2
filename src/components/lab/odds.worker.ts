/**
 * The Variant Lab's counting worker: exact counts off the main thread, so
 * the page never freezes. The island terminates it to cancel (the count is
 * one synchronous loop) and starts a fresh one for the next count.
 *
 * Tables for the same rules are cached for the life of the worker, so
 * toggling an option back, or a variant equal to its starting ruleset, is
 * instant.
 */
import type { CardRules } from '../../engine/evaluate.ts';
import type { OddsTable } from '../../engine/odds.ts';
import { exactCardOdds } from '../../engine/odds.ts';
import type { CountRequest, Phase, WorkerReply } from './protocol.ts';

const results = new Map<string, OddsTable>();
const MAX_CACHED = 24;

const post = (reply: WorkerReply): void => postMessage(reply);

function run(id: number, phase: Phase, rules: CardRules, cards: number): void {
  const key = JSON.stringify([rules.categories, rules.aceLow, rules.wildCopy, rules.deck.jokers, rules.deck.wild, cards]);
  const started = performance.now();
  let table = results.get(key);
  if (table === undefined) {
    let last = 0;
    table = exactCardOdds(rules, cards, (done, total) => {
      const now = performance.now();
      if (now - last < 60) return;
      last = now;
      post({ type: 'progress', id, phase, done, total });
    });
    if (results.size >= MAX_CACHED) results.clear();
    results.set(key, table);
  }
  post({ type: 'table', id, phase, table, ms: performance.now() - started });
}

addEventListener('message', (event: MessageEvent<CountRequest | null>) => {
  const req = event.data;
  if (req?.type !== 'count') return;
  try {
    run(req.id, 'variant', req.variant.rules, req.variant.cards);
    if (req.base !== undefined) run(req.id, 'base', req.base.rules, req.base.cards);
  } catch (error) {
    post({ type: 'error', id: req.id, message: error instanceof Error ? error.message : String(error) });
  }
});
