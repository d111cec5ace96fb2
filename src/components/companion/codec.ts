/**
 * A saved table as a file or a link (issue 26): JSON, and in a link `#table=<base64url of the JSON's UTF-8>`.
 * Outside text is checked before anything reads it: at most MAX_IMPORT bytes, then JSON, then the record's own
 * check (record.ts, by replay). Errors are values with codes; nothing here touches the store.
 */
import { fail, ok, type Result } from '../../engine/result.ts';
import type { TableRecord } from '../../engine/companion/record.ts';

/** The most a table file or link may hold: 256 KB (a long game is a few tens of KB). */
export const MAX_IMPORT = 256 * 1024;
export const LINK_KEY = 'table=';

export const tooBig = (bytes: number): string =>
  `This is ${Math.ceil(bytes / 1024)} KB; a saved table is at most ${MAX_IMPORT / 1024} KB, so it is not read.`;

/** A table's JSON text from a file or a link, parsed; the record itself is checked afterwards (readRecord). */
export function parseTableText(text: string): Result<unknown> {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_IMPORT) return fail('too-big', tooBig(bytes));
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail('not-json', 'This is not a saved table: it is not JSON.');
  }
}

/** The base64url text of a record, for a link's `#table=`. */
export function encodeLink(record: TableRecord): string {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** The table in a link's hash (`#table=...`), or null when the hash holds none. */
export function decodeLink(hash: string): Result<unknown> | null {
  const at = hash.indexOf(LINK_KEY);
  if (!hash.startsWith('#') || at !== 1) return null;
  const code = hash.slice(1 + LINK_KEY.length);
  if (code.length > Math.ceil((MAX_IMPORT * 4) / 3) + 4) return fail('too-big', tooBig(Math.floor((code.length * 3) / 4)));
  if (!/^[A-Za-z0-9_-]*$/u.test(code))
    return fail('not-json', 'The table in this link is damaged: it has characters a table link never has.');
  let bin: string;
  try {
    bin = atob(code.replace(/-/gu, '+').replace(/_/gu, '/'));
  } catch {
    return fail('not-json', 'The table in this link is damaged: it is cut short.');
  }
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('not-json', 'The table in this link is damaged: it is not text.');
  }
  return parseTableText(text);
}

/** A file name for a table: its game and name, letters and digits only. */
export function fileName(record: TableRecord): string {
  const slug = record.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '')
    .slice(0, 40);
  return `showdown-${record.game}-${slug === '' ? 'table' : slug}.json`;
}
