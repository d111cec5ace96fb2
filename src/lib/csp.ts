/*
 * Content-Security-Policy helpers shared by the layout and the tests.
 * Astro hashes the scripts and styles it bundles; code we inline ourselves
 * (the theme script, Compare's generated style) reports its own hash through
 * Astro.csp.insertScriptHash / insertStyleHash, computed here.
 */
import { createHash } from 'node:crypto';

/** A CSP source hash of exactly `text` (the bytes between the tags): "sha256-<base64>". */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
