/**
 * Messages between the Variant Lab island and its counting worker.
 * The island sends plain CardRules (structured-clone safe) and hand sizes;
 * the worker answers with progress and the engine's exact tables.
 */
import type { CardRules } from '../../engine/evaluate.ts';
import type { OddsTable } from '../../engine/odds.ts';

export type Phase = 'variant' | 'base';

export interface CountRequest {
  readonly type: 'count';
  readonly id: number;
  readonly variant: { readonly rules: CardRules; readonly cards: number };
  /** The starting ruleset at the same hand size; absent when the page already has its table. */
  readonly base?: { readonly rules: CardRules; readonly cards: number };
}

export type WorkerReply =
  | { readonly type: 'progress'; readonly id: number; readonly phase: Phase; readonly done: number; readonly total: number }
  | { readonly type: 'table'; readonly id: number; readonly phase: Phase; readonly table: OddsTable; readonly ms: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
