/**
 * Where the table companion keeps its tables (issue 26): IndexedDB on the device, through `idb`. One database, two
 * object stores: `tables`, the saved tables (record.ts `TableRecord`) keyed by id, and `damaged`, anything found in
 * `tables` that `readRecord` refuses, moved there with the reason (kept, never dropped), so the page can offer it as
 * a file and a fresh start. Every save awaits its transaction before it resolves, so the page says "Saved" only
 * once the table is on the device; a later edit is never overwritten by an earlier one (the higher rev, then the
 * later `updated`, record.ts `laterOf`), and each save is announced on a BroadcastChannel so another tab showing
 * the same table reloads it. Where the database cannot open (private browsing, no space), a store in memory does
 * the same for as long as the page is open, and says it is not persistent.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { laterOf, readRecord, RECORD_FORMAT, type Replayed, type TableRecord } from '../engine/companion/record.ts';
import { fail, type Result } from '../engine/result.ts';
import { isGameId } from '../engine/ids.ts';
import type { AnyCompanion, GameId } from '../engine/companion/types.ts';
import { isRecord } from '../engine/input.ts';

const DB_NAME = 'showdown-companion';
const DB_VERSION = 1;
const CHANNEL = 'showdown-companion';

/** A stored value `readRecord` refused, kept aside with why. */
export interface DamagedEntry {
  readonly key: number;
  /** The page's game that found it. */
  readonly game: GameId;
  readonly reason: string;
  /** When it was moved aside (ms since 1970). */
  readonly moved: number;
  /** The value as it was stored. */
  readonly raw: unknown;
}

interface Schema extends DBSchema {
  tables: { key: string; value: unknown };
  damaged: { key: number; value: Omit<DamagedEntry, 'key'> };
}

/** What a save did: stored, or refused because the stored table is a later edit (from another tab), which it gives. */
export type SaveResult = { readonly kind: 'saved' } | { readonly kind: 'later'; readonly stored: unknown };

export interface CompanionStore {
  /** False when tables live only in this page's memory (the database would not open). */
  readonly persistent: boolean;
  /** Why the database would not open, when it would not. */
  readonly problem: string | null;
  /** The game's tables that read back, newest first; any that do not are moved to `damaged` first. */
  list(game: GameId, companion: AnyCompanion): Promise<readonly Replayed<unknown>[]>;
  /** One stored table as stored (unchecked), or undefined. */
  get(id: string): Promise<unknown>;
  /** Saves a table unless the stored one is a later edit; resolves once the transaction is done. */
  save(record: TableRecord): Promise<SaveResult>;
  remove(id: string): Promise<void>;
  damaged(game: GameId): Promise<readonly DamagedEntry[]>;
  removeDamaged(key: number): Promise<void>;
  /** Calls `listener` with a table's id when another tab saved or removed it; returns the unsubscribe. */
  onOtherTab(listener: (id: string) => void): () => void;
}

/** A stored value's game, when it names one that is not `game` (it belongs to another game's page). */
const otherGame = (raw: unknown, game: GameId, companion: AnyCompanion): boolean =>
  isRecord(raw) && typeof raw.game === 'string' && raw.game !== game && raw.game !== companion.id && raw.game.length < 40;

const newest = (a: Replayed<unknown>, b: Replayed<unknown>): number => b.record.updated - a.record.updated;

/** Rev and date of a stored value, for the later-edit check; null when it has none (then it is damaged). */
function stamp(raw: unknown): { rev: number; updated: number } | null {
  if (!isRecord(raw) || typeof raw.rev !== 'number' || typeof raw.updated !== 'number') return null;
  return { rev: raw.rev, updated: raw.updated };
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
}

function listen(bc: BroadcastChannel | null, listener: (id: string) => void): () => void {
  if (bc === null) return () => undefined;
  const on = (e: MessageEvent): void => {
    const data: unknown = e.data;
    if (isRecord(data) && typeof data.id === 'string') listener(data.id);
  };
  bc.addEventListener('message', on);
  return () => bc.removeEventListener('message', on);
}

class DbStore implements CompanionStore {
  readonly persistent = true;
  readonly problem = null;
  private readonly bc = channel();
  private readonly db: IDBPDatabase<Schema>;
  constructor(db: IDBPDatabase<Schema>) {
    this.db = db;
  }

  async list(game: GameId, companion: AnyCompanion): Promise<readonly Replayed<unknown>[]> {
    const tx = this.db.transaction(['tables', 'damaged'], 'readwrite');
    const tables = tx.objectStore('tables');
    const out: Replayed<unknown>[] = [];
    let cursor = await tables.openCursor();
    while (cursor !== null) {
      const raw = cursor.value;
      if (!otherGame(raw, game, companion)) {
        const read = readRecord(raw, () => companion);
        if (read.ok) out.push(read.value);
        else {
          await tx.objectStore('damaged').add({ game, reason: read.error.message, moved: Date.now(), raw });
          await cursor.delete();
        }
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    return out.sort(newest);
  }

  get(id: string): Promise<unknown> {
    return this.db.get('tables', id);
  }

  async save(record: TableRecord): Promise<SaveResult> {
    const tx = this.db.transaction(['tables', 'damaged'], 'readwrite');
    const stored = await tx.objectStore('tables').get(record.id);
    const s = stamp(stored);
    if (stored !== undefined && s === null)
      await tx
        .objectStore('damaged')
        .add({ game: record.game, reason: 'It was saved over by a new version.', moved: Date.now(), raw: stored });
    if (s !== null && laterOf(record, { ...record, rev: s.rev, updated: s.updated }) !== record) {
      await tx.done;
      return { kind: 'later', stored };
    }
    await tx.objectStore('tables').put(record, record.id);
    await tx.done;
    this.bc?.postMessage({ id: record.id });
    return { kind: 'saved' };
  }

  async remove(id: string): Promise<void> {
    await this.db.delete('tables', id);
    this.bc?.postMessage({ id });
  }

  async damaged(game: GameId): Promise<readonly DamagedEntry[]> {
    const tx = this.db.transaction('damaged', 'readonly');
    const out: DamagedEntry[] = [];
    let cursor = await tx.store.openCursor();
    while (cursor !== null) {
      if (cursor.value.game === game) out.push({ ...cursor.value, key: cursor.key });
      cursor = await cursor.continue();
    }
    await tx.done;
    return out;
  }

  async removeDamaged(key: number): Promise<void> {
    await this.db.delete('damaged', key);
  }

  onOtherTab(listener: (id: string) => void): () => void {
    return listen(this.bc, listener);
  }
}

/** The same store in this page's memory: nothing survives a reload. */
class MemoryStore implements CompanionStore {
  readonly persistent = false;
  private readonly tables = new Map<string, unknown>();
  private readonly aside: DamagedEntry[] = [];
  private next = 1;
  readonly problem: string;
  constructor(problem: string) {
    this.problem = problem;
  }

  list(game: GameId, companion: AnyCompanion): Promise<readonly Replayed<unknown>[]> {
    const out: Replayed<unknown>[] = [];
    for (const [id, raw] of this.tables) {
      if (otherGame(raw, game, companion)) continue;
      const read = readRecord(raw, () => companion);
      if (read.ok) out.push(read.value);
      else {
        this.aside.push({ key: this.next++, game, reason: read.error.message, moved: Date.now(), raw });
        this.tables.delete(id);
      }
    }
    return Promise.resolve(out.sort(newest));
  }
  get(id: string): Promise<unknown> {
    return Promise.resolve(this.tables.get(id));
  }
  save(record: TableRecord): Promise<SaveResult> {
    this.tables.set(record.id, structuredClone(record));
    return Promise.resolve({ kind: 'saved' });
  }
  remove(id: string): Promise<void> {
    this.tables.delete(id);
    return Promise.resolve();
  }
  damaged(game: GameId): Promise<readonly DamagedEntry[]> {
    return Promise.resolve(this.aside.filter((d) => d.game === game));
  }
  removeDamaged(key: number): Promise<void> {
    const i = this.aside.findIndex((d) => d.key === key);
    if (i >= 0) this.aside.splice(i, 1);
    return Promise.resolve();
  }
  onOtherTab(): () => void {
    return () => undefined;
  }
}

/** Opens the device's store, or, when the database will not open, one in memory that says why. Never rejects. */
export async function openStore(): Promise<CompanionStore> {
  try {
    if (typeof indexedDB === 'undefined') return new MemoryStore('This browser has no storage for web pages.');
    const db = await openDB<Schema>(DB_NAME, DB_VERSION, {
      upgrade(d) {
        if (!d.objectStoreNames.contains('tables')) d.createObjectStore('tables');
        if (!d.objectStoreNames.contains('damaged')) d.createObjectStore('damaged', { autoIncrement: true });
      },
    });
    return new DbStore(db);
  } catch (e) {
    const why = e instanceof Error && e.name === 'QuotaExceededError' ? 'the device has no space left' : 'it may be in private browsing';
    return new MemoryStore(`This browser would not open its storage (${why}).`);
  }
}

/** A saved table from elsewhere (a file, a link) read for this page's game: a table of another game is refused. */
export function readFor(raw: unknown, game: GameId, companion: AnyCompanion): Result<Replayed<unknown>> {
  if (isRecord(raw) && raw.format === RECORD_FORMAT && raw.game !== game)
    return isGameId(raw.game)
      ? fail('unknown-game', `This table is for another game (${raw.game}): open it on that game's table page.`)
      : fail('unknown-game', 'This table is for a game Showdown does not know.');
  return readRecord(raw, () => companion);
}
