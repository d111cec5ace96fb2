/**
 * The table companion's page (issue 26), the same for every game: the saved tables (pick, new, rename, delete),
 * the game's Board, the history with undo and redo, export and import as a file or a link, and the status of the
 * save and of the screen. Each game's island passes its CompanionUi (types.ts), so a page bundles only its own
 * game. State flows one way: an action goes through the companion's parseAction, then the record (record.ts,
 * withAction), then the store (companion-store.ts), whose transaction is awaited before the page says "Saved".
 * Text from users (names) is rendered as text by Preact, never as HTML.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { newRecord, redo, rename, undo, withAction, type Replayed, type TableRecord } from '../../engine/companion/record.ts';
import type { AnyCompanion } from '../../engine/companion/types.ts';
import { openStore, readFor, type CompanionStore, type DamagedEntry } from '../../lib/companion-store.ts';
import { decodeLink, encodeLink, fileName, LINK_KEY, MAX_IMPORT, parseTableText, tooBig } from './codec.ts';
import type { CompanionIslandProps, CompanionUi } from './types.ts';
import { useWakeLock, wakeWords } from './wake-lock.ts';
import './companion.css';

const OTHER_TAB = 'This table was changed in another tab; showing that version.';

/** Each step's sentence, from the state before it, every action replayed (the undone ones too, for redo). */
function timeline(companion: AnyCompanion, r: Replayed<unknown>): readonly string[] {
  let state: unknown = companion.start(r.record.setup);
  const texts: string[] = [];
  for (const raw of r.record.actions) {
    const a = companion.parseAction(state, raw);
    if (!a.ok) break;
    texts.push(companion.describe(state, a.value));
    state = companion.apply(state, a.value);
  }
  return texts;
}

const dateText = (ms: number): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** The text without its closing full stop, for a button label ("Undo: Ann won the pot (6 chips)"). */
const clause = (text: string): string => text.replace(/\.$/u, '');

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A printable copy of any stored value, for the damaged data's file. */
function damagedText(d: DamagedEntry): string {
  try {
    return JSON.stringify({ reason: d.reason, moved: new Date(d.moved).toISOString(), data: d.raw }, null, 2);
  } catch {
    return JSON.stringify({ reason: d.reason, data: String(d.raw) });
  }
}

const newId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `t${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export function CompanionShell<Setup, State, Action>({
  ui,
  game,
  title,
  rulesPath,
}: CompanionIslandProps & { readonly ui: CompanionUi<Setup, State, Action> }) {
  const { companion, Board, Actions, SetupForm } = ui;
  const any = companion as unknown as AnyCompanion;
  const idPrefix = 'cmp';
  const [store, setStore] = useState<CompanionStore | null>(null);
  const [tables, setTables] = useState<readonly Replayed<unknown>[]>([]);
  const [current, setCurrent] = useState<Replayed<unknown> | null>(null);
  const [damaged, setDamaged] = useState<readonly DamagedEntry[]>([]);
  const [status, setStatus] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [offer, setOffer] = useState<Replayed<unknown> | null>(null);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [nameDraft, setNameDraft] = useState('');
  const currentRef = useRef<Replayed<unknown> | null>(null);
  currentRef.current = current;
  const wake = useWakeLock(current !== null && !creating);

  // useMemo(() => fn), not useCallback(fn): the same, and useCallback would join the Preact chunk every page loads.
  const read = useMemo(() => (raw: unknown) => readFor(raw, game, any), [game, any]);

  const refresh = useMemo(
    () =>
      async (s: CompanionStore, openId: string | null): Promise<void> => {
        const list = await s.list(game, any);
        setTables(list);
        setDamaged(await s.damaged(game));
        const open = list.find((t) => t.record.id === openId) ?? list[0] ?? null;
        setCurrent(open);
        setCreating(open === null);
      },
    [game, any],
  );

  // Open the store, read the game's tables, and look for a table in the link.
  useEffect(() => {
    let live = true;
    void openStore().then(async (s) => {
      if (!live) return;
      // The list first, then the store: the page shows its controls only once it knows the tables.
      await refresh(s, null);
      setStore(s);
      checkLink();
    });
    /** A table in the address (`#table=`): offered for import, or refused with a note. */
    const checkLink = (): void => {
      const fromLink = decodeLink(location.hash);
      if (fromLink === null) return;
      const checked = fromLink.ok ? read(fromLink.value) : fromLink;
      if (checked.ok) {
        setOffer(checked.value);
        setNote(null);
      } else {
        setOffer(null);
        setNote(`The table in this link was not imported: ${checked.error.message} Nothing you saved has changed.`);
      }
    };
    addEventListener('hashchange', checkLink);
    return () => {
      live = false;
      removeEventListener('hashchange', checkLink);
    };
  }, [refresh, read]);

  // Another tab saved or removed a table: show its version of the open one, and refresh the list.
  useEffect(() => {
    if (store === null) return;
    return store.onOtherTab((id) => {
      void (async () => {
        const open = currentRef.current;
        const list = await store.list(game, any);
        setTables(list);
        if (open?.record.id !== id) return;
        const theirs = list.find((t) => t.record.id === id);
        if (theirs === undefined) {
          setCurrent(list[0] ?? null);
          setCreating(list.length === 0);
          setStatus('This table was deleted in another tab.');
          return;
        }
        if (theirs.record.rev !== open.record.rev || theirs.record.updated !== open.record.updated) {
          setCurrent(theirs);
          setStatus(OTHER_TAB);
        }
      })();
    });
  }, [store, game, any]);

  /** Shows `next` at once, then saves it; "Saved" only once the transaction is done. */
  const commit = useMemo(
    () =>
      async (next: Replayed<unknown>, done: string): Promise<void> => {
        if (store === null) return;
        setCurrent(next);
        setNote(null);
        setLink(null);
        setStatus(`${done} Saving…`);
        try {
          const result = await store.save(next.record);
          if (result.kind === 'later') {
            const theirs = read(result.stored);
            if (theirs.ok) setCurrent(theirs.value);
            setStatus(OTHER_TAB);
          } else setStatus(store.persistent ? `${done} Saved on this device.` : `${done} Kept in this page only (not saved).`);
          setTables(await store.list(game, any));
        } catch (e) {
          setNote(
            `Not saved: ${e instanceof Error ? e.message : 'the browser refused'}. The table is still on the screen; keep this page open.`,
          );
          setStatus('');
        }
      },
    [store, read, game, any],
  );

  const texts = useMemo(() => (current === null ? [] : timeline(any, current)), [any, current]);

  // A move's button goes once it is pressed (the next player's take its place): keep the keyboard in the bar.
  const barRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    const bar = barRef.current;
    const active = document.activeElement;
    if (!moved.current || bar === null) return;
    moved.current = false;
    if (active !== null && active !== document.body && active.isConnected) return;
    bar.querySelector<HTMLElement>('button:not([disabled]), input')?.focus();
  }, [current]);

  const replay = (record: TableRecord): Replayed<unknown> | null => {
    const r = read(record);
    return r.ok ? r.value : null;
  };

  const dispatch = useMemo(
    () =>
      (input: unknown): void => {
        const open = currentRef.current;
        if (open === null) return;
        const action = any.parseAction(open.state, input);
        if (!action.ok) {
          setNote(action.error.message);
          return;
        }
        const text = any.describe(open.state, action.value);
        moved.current = true;
        const record = withAction(open.record, input, Date.now());
        if (!record.ok) {
          setNote(record.error.message);
          return;
        }
        void commit({ record: record.value, state: any.apply(open.state, action.value) }, text);
      },
    [any, commit],
  );

  const onUndo = (): void => {
    if (current === null) return;
    const r = undo(current.record, Date.now());
    const next = r === null ? null : replay(r);
    if (next !== null) void commit(next, `Undone: ${clause(texts[current.record.cursor - 1] ?? 'the last step')}.`);
  };
  const onRedo = (): void => {
    if (current === null) return;
    const r = redo(current.record, Date.now());
    const next = r === null ? null : replay(r);
    if (next !== null) void commit(next, `Redone: ${clause(texts[current.record.cursor] ?? 'the next step')}.`);
  };

  const onCreate = async (name: string, setupInput: unknown): Promise<string | null> => {
    const setup = any.parseSetup(setupInput);
    if (!setup.ok) return setup.error.message;
    const r = newRecord(game, name, setup.value, Date.now(), newId());
    if (!r.ok) return r.error.message;
    setCreating(false);
    await commit({ record: r.value, state: any.start(setup.value) }, `Started ${r.value.name}.`);
    return null;
  };

  const importTable = async (from: Replayed<unknown>, where: string): Promise<void> => {
    const now = Date.now();
    const record: TableRecord = { ...from.record, id: newId(), created: now, updated: now, rev: 0 };
    setOffer(null);
    setCreating(false);
    await commit({ record, state: from.state }, `Imported ${record.name} from ${where}.`);
  };

  const dropLink = (): void => {
    setOffer(null);
    history.replaceState(history.state, '', location.pathname + location.search);
  };

  const onFile = async (e: Event): Promise<void> => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    if (file.size > MAX_IMPORT) {
      setNote(`${file.name} was not imported: ${tooBig(file.size)} Nothing you saved has changed.`);
      return;
    }
    const parsed = parseTableText(await file.text());
    const checked = parsed.ok ? read(parsed.value) : parsed;
    if (!checked.ok) {
      setNote(`${file.name} was not imported: ${checked.error.message} Nothing you saved has changed.`);
      return;
    }
    await importTable(checked.value, 'a file');
  };

  const onRename = (e: Event): void => {
    e.preventDefault();
    if (current === null) return;
    const r = rename(current.record, nameDraft, Date.now());
    if (!r.ok) {
      setNote(r.error.message);
      return;
    }
    setRenaming(false);
    void commit({ record: r.value, state: current.state }, `Renamed to ${r.value.name}.`);
  };

  const onDelete = async (): Promise<void> => {
    if (store === null || current === null) return;
    const name = current.record.name;
    setConfirmDelete(false);
    await store.remove(current.record.id);
    await refresh(store, null);
    setStatus(`Deleted ${name}.`);
  };

  const onPick = (e: Event): void => {
    const id = (e.currentTarget as HTMLSelectElement).value;
    const t = tables.find((x) => x.record.id === id);
    if (t === undefined) return;
    setCurrent(t);
    setRenaming(false);
    setConfirmDelete(false);
    setLink(null);
    setStatus(`Showing ${t.record.name}.`);
  };

  const onRemoveDamaged = async (d: DamagedEntry): Promise<void> => {
    if (store === null) return;
    await store.removeDamaged(d.key);
    setDamaged(await store.damaged(game));
    setStatus('The damaged data was removed.');
  };

  if (store === null)
    return (
      <div class="cmp" data-pagefind-ignore>
        <p role="status">Opening your saved tables…</p>
      </div>
    );

  const record = current?.record ?? null;
  const over = current === null ? null : any.over(current.state);
  const cursor = record?.cursor ?? 0;
  const canUndo = record !== null && cursor > 0;
  const canRedo = record !== null && cursor < record.actions.length;

  return (
    <div class="cmp" data-pagefind-ignore data-companion={game} data-ready="true">
      {!store.persistent && (
        <p class="cmp-warn" role="alert">
          {store.problem} Tables are kept in this page only: they are lost when it closes. Export a table as a file to keep it.
        </p>
      )}
      {damaged.length > 0 && (
        <section class="cmp-warn" aria-labelledby={`${idPrefix}-damaged`} data-damaged>
          <h2 id={`${idPrefix}-damaged`}>A saved table could not be read</h2>
          <p>
            Something stored on this device is not a table this page can replay, so it was set aside, not deleted. Download it to keep it or
            to show someone, remove it, or start a new table.
          </p>
          <ul>
            {damaged.map((d) => (
              <li key={d.key}>
                <p>{d.reason}</p>
                <div class="cmp-row">
                  <button type="button" onClick={() => download(`showdown-${game}-damaged-${d.key}.json`, damagedText(d))}>
                    Download the damaged data
                  </button>
                  <button type="button" onClick={() => void onRemoveDamaged(d)}>
                    Remove it
                  </button>
                  {!creating && (
                    <button type="button" onClick={() => setCreating(true)}>
                      Start a new table
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {offer !== null && (
        <section class="cmp-offer" aria-labelledby={`${idPrefix}-offer`}>
          <h2 id={`${idPrefix}-offer`}>A table from a link</h2>
          <p>
            This link holds the table <strong>{offer.record.name}</strong>, {offer.record.cursor} step{offer.record.cursor === 1 ? '' : 's'}
            , last changed {dateText(offer.record.updated)}. Import it as a new table? Your own tables stay as they are.
          </p>
          <div class="cmp-row">
            <button type="button" onClick={() => void importTable(offer, 'a link').then(dropLink)}>
              Import it as a new table
            </button>
            <button type="button" onClick={dropLink}>
              Do not import
            </button>
          </div>
        </section>
      )}
      {note !== null && (
        <p class="cmp-note" role="alert" data-note>
          {note}
        </p>
      )}
      {(tables.length > 0 || !creating) && (
        <section class="cmp-picker" aria-labelledby={`${idPrefix}-tables`}>
          <h2 id={`${idPrefix}-tables`}>Your tables</h2>
          {tables.length > 0 && (
            <div class="cmp-field">
              <label for={`${idPrefix}-pick`}>Table</label>
              <select id={`${idPrefix}-pick`} value={creating ? '' : (record?.id ?? '')} onChange={onPick}>
                {creating && <option value="">(a new table)</option>}
                {tables.map((t) => (
                  <option key={t.record.id} value={t.record.id}>
                    {t.record.name}: {dateText(t.record.updated)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!creating && (
            <div class="cmp-row">
              <button type="button" onClick={() => setCreating(true)}>
                New table
              </button>
              {record !== null && (
                <button
                  type="button"
                  aria-expanded={renaming}
                  onClick={() => {
                    setNameDraft(record.name);
                    setRenaming(!renaming);
                  }}
                >
                  Rename
                </button>
              )}
              {record !== null && (
                <button type="button" aria-expanded={confirmDelete} onClick={() => setConfirmDelete(!confirmDelete)}>
                  Delete
                </button>
              )}
            </div>
          )}
          {renaming && record !== null && (
            <form class="cmp-row" onSubmit={onRename}>
              <label for={`${idPrefix}-rename`}>New name</label>
              <input
                id={`${idPrefix}-rename`}
                type="text"
                maxLength={60}
                value={nameDraft}
                onInput={(e) => setNameDraft(e.currentTarget.value)}
              />
              <button type="submit">Save the name</button>
            </form>
          )}
          {confirmDelete && record !== null && (
            <div class="cmp-confirm" role="group" aria-label="Delete this table?">
              <p>
                Delete <strong>{record.name}</strong> from this device for good? Export it first to keep a copy.
              </p>
              <div class="cmp-row">
                <button type="button" class="cmp-danger" onClick={() => void onDelete()}>
                  Delete it
                </button>
                <button type="button" onClick={() => setConfirmDelete(false)}>
                  Keep it
                </button>
              </div>
            </div>
          )}
        </section>
      )}
      {creating && (
        <section aria-labelledby={`${idPrefix}-new`}>
          <h2 id={`${idPrefix}-new`}>A new table of {title}</h2>
          <SetupForm
            defaultSetup={companion.defaultSetup}
            idPrefix={`${idPrefix}-new`}
            onCreate={onCreate}
            onCancel={current === null ? null : () => setCreating(false)}
          />
        </section>
      )}
      {!creating && current !== null && record !== null && (
        <>
          <section class="cmp-board" aria-labelledby={`${idPrefix}-board`}>
            <h2 id={`${idPrefix}-board`}>{record.name}</h2>
            {over !== null && (
              <p class="cmp-over" data-over>
                <strong>The game is over.</strong> {over.reason}
              </p>
            )}
            <Board
              state={current.state as State}
              setup={record.setup as Setup}
              dispatch={dispatch}
              rulesPath={rulesPath}
              idPrefix={idPrefix}
            />
            <p class="cmp-wake" data-wake={wake}>
              {wakeWords(wake)}
            </p>
          </section>
          <section class="cmp-history" aria-labelledby={`${idPrefix}-history`}>
            <h2 id={`${idPrefix}-history`}>What happened</h2>
            {cursor === 0 ? (
              <p>Nothing yet.</p>
            ) : (
              <ol data-history>
                {texts.slice(0, cursor).map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ol>
            )}
          </section>
          <div class="cmp-bar" data-bar ref={barRef}>
            <Actions
              state={current.state as State}
              setup={record.setup as Setup}
              dispatch={dispatch}
              rulesPath={rulesPath}
              idPrefix={idPrefix}
            />
            <div class="cmp-row cmp-undo">
              <button type="button" disabled={!canUndo} onClick={onUndo} data-undo>
                {canUndo ? `Undo: ${clause(texts[cursor - 1] ?? '')}` : 'Nothing to undo'}
              </button>
              <button type="button" disabled={!canRedo} onClick={onRedo} data-redo>
                {canRedo ? `Redo: ${clause(texts[cursor] ?? '')}` : 'Nothing to redo'}
              </button>
            </div>
            <p class="cmp-status" role="status" data-status>
              {status}
            </p>
          </div>
          <section class="cmp-share" aria-labelledby={`${idPrefix}-share`}>
            <h2 id={`${idPrefix}-share`}>Keep or share this table</h2>
            <div class="cmp-row">
              <button type="button" onClick={() => download(fileName(record), JSON.stringify(record, null, 2))}>
                Download as a file
              </button>
              <button type="button" onClick={() => setLink(`${location.origin}${location.pathname}#${LINK_KEY}${encodeLink(record)}`)}>
                Make a link
              </button>
            </div>
            {link !== null && (
              <div class="cmp-field">
                <label for={`${idPrefix}-link`}>Link to this table (opening it offers to import the table)</label>
                <input id={`${idPrefix}-link`} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              </div>
            )}
          </section>
        </>
      )}
      <section class="cmp-import" aria-labelledby={`${idPrefix}-import`}>
        <h2 id={`${idPrefix}-import`}>Import a table</h2>
        <div class="cmp-field">
          <label for={`${idPrefix}-file`}>A table file (.json, at most {MAX_IMPORT / 1024} KB)</label>
          <input id={`${idPrefix}-file`} type="file" accept="application/json,.json" onChange={(e) => void onFile(e)} />
        </div>
      </section>
      {(creating || current === null) && (
        <p class="cmp-status" role="status" data-status>
          {status}
        </p>
      )}
    </div>
  );
}
