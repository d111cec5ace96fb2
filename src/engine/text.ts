/**
 * Text that came from outside, in one place: which characters are never
 * shown raw, how they are shown instead, and the one rule every value typed
 * on a command line or carried in a link must follow.
 *
 * The unsafe characters are Unicode's controls (Cc: newlines, tabs, carriage
 * returns, ANSI escapes, C1), format characters (Cf: bidi overrides and
 * isolates, zero-width spaces and joiners, soft hyphens, the byte-order mark)
 * and the line and paragraph separators (Zl, Zp: U+2028, U+2029). They are
 * invisible or move the text around them, so a message that echoed them
 * could read differently from what it says. The CLI escapes them
 * (`escapeControls`), the site's notes remove them (`removeControls`, read
 * by `plainText` in src/lib/url-state.ts), and a value that holds one is
 * refused (`textFault`).
 */

/** One unsafe character (see above). */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const UNSAFE_ALL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** One unsafe character written visibly: "\n", "\t", "\r", "\x1B", "\xAD", "\u202E". */
function escapeChar(ch: string): string {
  switch (ch) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
  }
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x100 ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Untrusted text made safe for one line of output: every unsafe character escaped. */
export function escapeControls(text: string): string {
  let out = '';
  for (const ch of text) out += UNSAFE.test(ch) ? escapeChar(ch) : ch;
  return out;
}

/** Untrusted text made safe to show as a note: every unsafe character removed. */
export function removeControls(text: string): string {
  return text.replace(UNSAFE_ALL, '');
}

/**
 * What is wrong with a value given as text, or null when nothing is. The one
 * rule (README, "Values are taken exactly as written"; DEVELOPERS.md, Style): a value is taken
 * exactly as written, so it holds no unsafe character (a line break inside a
 * hand included) and does not start or end with white space. Nothing is
 * trimmed or dropped silently: a value that breaks the rule is refused, with
 * a message naming its field.
 */
export type TextFault = { readonly kind: 'unsafe'; readonly char: string } | { readonly kind: 'padded' };

export function textFault(text: string): TextFault | null {
  for (const ch of text) if (UNSAFE.test(ch)) return { kind: 'unsafe', char: ch };
  if (/^\s|\s$/u.test(text)) return { kind: 'padded' };
  return null;
}

/** Characters that end a line or move to another: line feed, carriage return, NEL, vertical tab, form feed, U+2028, U+2029, tab. */
const breaksLine = (ch: string): boolean => /[\n\r\u0085\v\f\u2028\u2029\t]/u.test(ch);

/** What an unsafe character is, in words: "a line break", "a tab", "an invisible formatting character". */
function charWords(ch: string): string {
  if (ch === '\t') return 'a tab';
  if (breaksLine(ch)) return 'a line break';
  return /\p{Cc}/u.test(ch) ? 'a control character' : 'an invisible formatting character';
}

/** The fault as the end of a sentence about a field: "contains a line break (\n)", "starts or ends with white space". */
export function textFaultWords(fault: TextFault): string {
  switch (fault.kind) {
    case 'unsafe':
      return `contains ${charWords(fault.char)} (${escapeChar(fault.char)})`;
    case 'padded':
      return 'starts or ends with white space';
  }
}

/**
 * Why a hand or a roll is refused for holding an unsafe character (a line
 * break inside a hand, a zero-width space), or null: it is refused, not split
 * or read around. Only unsafe characters: white space around the cards is
 * the typed fields' business (the command line and links refuse it too).
 */
export function unsafeMessage(text: string, label: string, pieces: 'cards' | 'dice'): string | null {
  const fault = textFault(text);
  if (fault?.kind !== 'unsafe') return null;
  const fix = breaksLine(fault.char) ? `write the ${pieces} on one line` : `remove it and write only the ${pieces}`;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${textFaultWords(fault)}: ${fix}, separated by spaces.`;
}
