/**
 * Messages between the Variant Lab island and its counting worker.
 * The island sends plain CardRules (structured-clone safe) and hand sizes;
 * the worker answers with the engine's exact tables. Each request has an id;
 * the island ignores any answer that is not for its latest request, and the
 * worker skips requests overtaken by a newer one before it reached them.
 */
import type { CardRules } from '../../engine/hands/evaluate.ts';
import type { OddsTable } from '../../engine/odds/odds.ts';

export interface CountRequest {
  readonly type: 'count';
  readonly id: number;
  readonly variant: { readonly rules: CardRules; readonly cards: number };
  /** The starting ruleset at the same hand size; absent when the page already has its table. */
  readonly base?: { readonly rules: CardRules; readonly cards: number };
}

export type WorkerReply =
  | {
      readonly type: 'table';
      readonly id: number;
      readonly table: OddsTable;
      readonly base?: OddsTable;
      /** Time spent counting in the worker. */
      readonly ms: number;
    }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
