/* "/" and Ctrl+K (Cmd+K on macOS) open search, never while the reader is typing: one row per key press. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTyping, keyShortcuts, opensSearch, type FocusTarget, type KeyPress } from '../../src/components/site/search-keys.ts';

const key = (k: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const el = (tagName: string, type?: string, isContentEditable = false): FocusTarget => ({
  tagName,
  ...(type === undefined ? {} : { type }),
  isContentEditable,
});

const ROWS: readonly (readonly [name: string, press: KeyPress, mac: boolean, target: FocusTarget | null, expected: boolean])[] = [
  ['"/" with nothing focused', key('/'), false, null, true],
  ['"/" on the page body', key('/'), false, el('BODY'), true],
  ['"/" on a link', key('/'), false, el('A'), true],
  ['"/" on a button', key('/'), false, el('BUTTON'), true],
  ['"/" on a checkbox', key('/'), false, el('INPUT', 'checkbox'), true],
  ['"/" on a radio button', key('/'), false, el('INPUT', 'radio'), true],
  ['"/" in a text input is typed', key('/'), false, el('INPUT', 'text'), false],
  ['"/" in an input with no type is typed', key('/'), false, el('INPUT'), false],
  ['"/" in a search input is typed', key('/'), false, el('INPUT', 'search'), false],
  ['"/" in a number input is typed', key('/'), false, el('INPUT', 'number'), false],
  ['"/" in a textarea is typed', key('/'), false, el('TEXTAREA'), false],
  ['"/" in a select chooses', key('/'), false, el('SELECT'), false],
  ['"/" in a contenteditable is typed', key('/'), false, el('DIV', undefined, true), false],
  ['Ctrl+"/" is another shortcut', key('/', { ctrlKey: true }), false, null, false],
  ['Alt+"/" is another shortcut', key('/', { altKey: true }), false, null, false],
  ['Ctrl+K off macOS', key('k', { ctrlKey: true }), false, null, true],
  ['Ctrl+Shift+K (capital K) off macOS', key('K', { ctrlKey: true }), false, null, true],
  ['Cmd+K off macOS is not it', key('k', { metaKey: true }), false, null, false],
  ['Cmd+K on macOS', key('k', { metaKey: true }), true, null, true],
  ['Ctrl+K on macOS is not it', key('k', { ctrlKey: true }), true, null, false],
  ['Ctrl+Alt+K is another shortcut', key('k', { ctrlKey: true, altKey: true }), false, null, false],
  ['K alone', key('k'), false, null, false],
  ['Ctrl+K in a text input is left to the input', key('k', { ctrlKey: true }), false, el('INPUT', 'text'), false],
  ['another key', key('a'), false, null, false],
];

for (const [name, press, mac, target, expected] of ROWS) {
  test(`opensSearch: ${name}`, () => {
    assert.equal(opensSearch(press, mac, target), expected);
  });
}

const TYPING: readonly (readonly [name: string, target: FocusTarget | null, expected: boolean])[] = [
  ['nothing focused', null, false],
  ['an email input', el('input', 'EMAIL'), true],
  ['a range slider', el('INPUT', 'range'), false],
  ['a submit button', el('INPUT', 'submit'), false],
];
for (const [name, target, expected] of TYPING) {
  test(`isTyping: ${name}`, () => {
    assert.equal(isTyping(target), expected);
  });
}

for (const [mac, expected] of [
  [true, '/ Meta+K'],
  [false, '/ Control+K'],
] as const) {
  test(`keyShortcuts: ${mac ? 'macOS' : 'elsewhere'}`, () => {
    assert.equal(keyShortcuts(mac), expected);
  });
}
