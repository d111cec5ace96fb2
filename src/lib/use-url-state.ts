/**
 * The one URL-state hook every island uses (after nuqs; the parsers and key
 * names are in url-state.ts). After hydration it reads the widget's state
 * from the address (old key names too, see UrlCodec.renamed) and shows the
 * notes for values that fell back; from then on every change is written
 * back with history.replaceState, throttled, defaults left out, and merged
 * with the keys of any other widget on the page. A link with old key names
 * is rewritten to the new ones at once.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { effectiveQuery, hasRenamedKeys, readUrl, renameKeys, urlWriter, type UrlCodec } from './url-state.ts';

export interface UrlStateOptions<T> {
  /** False: neither read nor write the address (a widget shown as an example only). Default true. */
  readonly sync?: boolean;
  /**
   * Write the state read from the address straight back (normalized: defaults
   * dropped, fixed values corrected). Default true; false writes only after
   * the reader changes something, so a page that merely shows a widget keeps
   * a clean address.
   */
  readonly writeOnLoad?: boolean;
  /** The throttle, in ms. */
  readonly wait?: number;
  /** Called once with the state read from the address (to seed fields derived from it). */
  readonly onRead?: (state: T) => void;
}

export interface UrlState<T> {
  readonly state: T;
  /** Change the state (written to the address after the wait). */
  readonly setState: (next: T | ((previous: T) => T)) => void;
  /** Plain-text notes, one per value in the address that could not be used. */
  readonly notes: readonly string[];
  /** True once the address has been read (after hydration). */
  readonly loaded: boolean;
}

const query = (): URLSearchParams => new URLSearchParams(window.location.search);

export function useUrlState<T>(codec: UrlCodec<T>, initial: T | (() => T), options: UrlStateOptions<T> = {}): UrlState<T> {
  const { sync = true, writeOnLoad = true, wait, onRead } = options;
  const [state, setRaw] = useState<T>(initial);
  const [notes, setNotes] = useState<readonly string[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [write] = useState(() => urlWriter(wait));
  // Whether the state now on screen should be in the address.
  const dirty = useRef(false);

  useEffect(() => {
    if (sync) {
      const params = query();
      const read = readUrl(codec, params);
      setRaw(read.state);
      setNotes(read.notes);
      onRead?.(read.state);
      // Rename from the query as other widgets are about to leave it, so their own renames stand.
      if (hasRenamedKeys(params, codec.renamed)) write(renameKeys(effectiveQuery(), codec.renamed));
      dirty.current = writeOnLoad;
    }
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded || !sync || !dirty.current) return;
    write(codec.write(state, renameKeys(effectiveQuery(), codec.renamed)));
  }, [state, loaded]);

  const setState = (next: T | ((previous: T) => T)): void => {
    dirty.current = true;
    setRaw(next);
  };
  return { state, setState, notes, loaded };
}
