/**
 * A saved table: what the store keeps (IndexedDB on the device, an exported file, a link), and the one way to read
 * one back. The record holds the setup and every action, with `cursor` the number of actions in effect: undo moves
 * the cursor back, redo forward, and a new action drops the undone ones after the cursor. The state is always the
 * replay of the first `cursor` actions, so a record from outside (a file, a link, a damaged database) is checked by
 * replaying it: every action must parse against the state before it. Errors are values.
 */
import { fail, ok, type Result } from '../result.ts';
import { isGameId, type GameId } from '../ids.ts';
import { isRecord, isWhole } from '../input.ts';
import type { AnyCompanion, CompanionError } from './types.ts';
import { textFault, textFaultWords } from '../text.ts';

/** The record's format number: a later format reads this one, never the other way round. */
export const RECORD_FORMAT = 1;
/** At most this many actions a table (a long game of Bluff 'N' Peg is a few hundred): a hostile file stays small. */
export const MAX_ACTIONS = 5000;
export const MAX_NAME = 60;

export interface TableRecord {
  readonly format: typeof RECORD_FORMAT;
  /** A random id, unique on the device. */
  readonly id: string;
  readonly game: GameId;
  /** The table's name, as its people call it ("Friday at Sam's"). */
  readonly name: string;
  /** Milliseconds since 1970, when made and when last changed. */
  readonly created: number;
  readonly updated: number;
  /** Counts every change, so two tabs can tell which edit is later. */
  readonly rev: number;
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  /** How many of `actions` are in effect (the rest were undone and can be redone). */
  readonly cursor: number;
}

/** A record read back, with the state its actions make. */
export interface Replayed<State> {
  readonly record: TableRecord;
  readonly state: State;
}

const bad = (message: string): { readonly ok: false; readonly error: CompanionError } => fail('bad-record', message);

/** Checks a record from outside (any value) and replays it with its game's companion, found by `companionOf`. */
export function readRecord(input: unknown, companionOf: (id: GameId) => AnyCompanion): Result<Replayed<unknown>> {
  if (!isRecord(input)) return bad('This is not a saved table.');
  if (input.format !== RECORD_FORMAT)
    return bad(`This table was saved in a format this version does not read (format ${String(input.format)}).`);
  if (!isGameId(input.game)) return fail('unknown-game', 'This table is for a game Showdown does not know.');
  const { id, name, created, updated, rev, actions, cursor } = input;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return bad('The table has no proper id.');
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > MAX_NAME)
    return bad(`A table's name is 1 to ${MAX_NAME} characters.`);
  const when = (t: unknown): t is number => isWhole(t, 0, 8.64e15);
  if (!when(created) || !when(updated)) return bad('The table has no proper dates.');
  if (!isWhole(rev, 0, Number.MAX_SAFE_INTEGER)) return bad('The table has no proper change count.');
  if (!Array.isArray(actions) || actions.length > MAX_ACTIONS) return bad(`A table holds a list of at most ${MAX_ACTIONS} actions.`);
  const list: readonly unknown[] = actions;
  if (!isWhole(cursor, 0, list.length)) return bad('The table does not say how many of its actions are in effect.');
  const companion = companionOf(input.game);
  const setup = companion.parseSetup(input.setup);
  if (!setup.ok) return setup;
  // Every action is replayed, the undone ones too, so that redo never meets an action that does not apply.
  let state: unknown = companion.start(setup.value);
  let inEffect: unknown = state;
  for (const [i, raw] of list.entries()) {
    if (i === cursor) inEffect = state;
    const action = companion.parseAction(state, raw);
    if (!action.ok) return bad(`Step ${i + 1} of the table cannot be replayed: ${action.error.message}`);
    state = companion.apply(state, action.value);
  }
  if (cursor === list.length) inEffect = state;
  const record: TableRecord = {
    format: RECORD_FORMAT,
    id,
    game: input.game,
    name: name.trim(),
    created,
    updated,
    rev,
    setup: setup.value,
    actions: list,
    cursor,
  };
  return ok({ record, state: inEffect });
}

// ---------------------------------------------------------------------------
// Editing a record. Each edit returns a new record with `rev` one higher and `updated` at `now`, so that of two tabs
// the later edit wins (the store compares rev, then updated). Nothing here replays: the caller passes only actions
// its companion's parseAction accepted for the state at the cursor.

/** A table's name from a form: trimmed, 1 to MAX_NAME characters, no control or invisible characters. */
export function checkTableName(input: unknown): Result<string> {
  if (typeof input !== 'string') return bad('A table needs a name.');
  const name = input.trim();
  if (name.length === 0 || name.length > MAX_NAME) return bad(`A table's name is 1 to ${MAX_NAME} characters.`);
  const fault = textFault(name);
  if (fault !== null) return bad(`The table's name ${textFaultWords(fault)}.`);
  return ok(name);
}

/** A new table, nothing done yet. `setup` is one its companion's parseSetup accepted. */
export function newRecord(game: GameId, name: unknown, setup: unknown, now: number, id: string): Result<TableRecord> {
  const checked = checkTableName(name);
  if (!checked.ok) return checked;
  return ok({ format: RECORD_FORMAT, id, game, name: checked.value, created: now, updated: now, rev: 0, setup, actions: [], cursor: 0 });
}

const edited = (r: TableRecord, now: number, change: Partial<TableRecord>): TableRecord => ({
  ...r,
  ...change,
  rev: r.rev + 1,
  updated: Math.max(now, r.updated),
});

/** The record with `action` done at the cursor: the undone actions after the cursor are dropped (no redo past a new step). */
export function withAction(r: TableRecord, action: unknown, now: number): Result<TableRecord> {
  if (r.cursor >= MAX_ACTIONS) return fail('not-now', `A table holds at most ${MAX_ACTIONS} actions: start a new table to go on.`);
  return ok(edited(r, now, { actions: [...r.actions.slice(0, r.cursor), action], cursor: r.cursor + 1 }));
}

/** The record with its last action in effect undone, or null when there is nothing to undo. */
export function undo(r: TableRecord, now: number): TableRecord | null {
  return r.cursor === 0 ? null : edited(r, now, { cursor: r.cursor - 1 });
}

/** The record with the next undone action done again, or null when there is nothing to redo. */
export function redo(r: TableRecord, now: number): TableRecord | null {
  return r.cursor >= r.actions.length ? null : edited(r, now, { cursor: r.cursor + 1 });
}

/** The record under a new name (a name from a form, checked). */
export function rename(r: TableRecord, name: unknown, now: number): Result<TableRecord> {
  const checked = checkTableName(name);
  if (!checked.ok) return checked;
  return ok(edited(r, now, { name: checked.value }));
}

/** Of two versions of one table, the later edit: the higher rev, then the later `updated`; on a tie, `a`. */
export function laterOf(a: TableRecord, b: TableRecord): TableRecord {
  if (a.rev !== b.rev) return a.rev > b.rev ? a : b;
  return b.updated > a.updated ? b : a;
}
