/* "/" and Ctrl+K (or Cmd+K) open search, never while the reader is typing: one row per key press. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTyping, KEY_SHORTCUTS, opensSearch, type FocusTarget, type KeyPress } from '../../src/components/site/search-keys.ts';

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

const ROWS: readonly (readonly [name: string, press: KeyPress, target: FocusTarget | null, expected: boolean])[] = [
  ['"/" with nothing focused', key('/'), null, true],
  ['"/" on the page body', key('/'), el('BODY'), true],
  ['"/" on a link', key('/'), el('A'), true],
  ['"/" on a button', key('/'), el('BUTTON'), true],
  ['"/" on a checkbox', key('/'), el('INPUT', 'checkbox'), true],
  ['"/" on a radio button', key('/'), el('INPUT', 'radio'), true],
  ['"/" in a text input is typed', key('/'), el('INPUT', 'text'), false],
  ['"/" in an input with no type is typed', key('/'), el('INPUT'), false],
  ['"/" in a search input is typed', key('/'), el('INPUT', 'search'), false],
  ['"/" in a number input is typed', key('/'), el('INPUT', 'number'), false],
  ['"/" in a textarea is typed', key('/'), el('TEXTAREA'), false],
  ['"/" in a select chooses', key('/'), el('SELECT'), false],
  ['"/" in a contenteditable is typed', key('/'), el('DIV', undefined, true), false],
  ['Ctrl+"/" is another shortcut', key('/', { ctrlKey: true }), null, false],
  ['Alt+"/" is another shortcut', key('/', { altKey: true }), null, false],
  ['Ctrl+K', key('k', { ctrlKey: true }), null, true],
  ['Ctrl+Shift+K (capital K)', key('K', { ctrlKey: true }), null, true],
  ['Cmd+K', key('k', { metaKey: true }), null, true],
  ['Ctrl+Cmd+K is another shortcut', key('k', { ctrlKey: true, metaKey: true }), null, false],
  ['Ctrl+Alt+K is another shortcut', key('k', { ctrlKey: true, altKey: true }), null, false],
  ['K alone', key('k'), null, false],
  ['Ctrl+K in a text input is left to the input', key('k', { ctrlKey: true }), el('INPUT', 'text'), false],
  ['another key', key('a'), null, false],
];

for (const [name, press, target, expected] of ROWS) {
  test(`opensSearch: ${name}`, () => {
    assert.equal(opensSearch(press, target), expected);
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

test('KEY_SHORTCUTS names both Ctrl+K and Cmd+K for aria-keyshortcuts', () => {
  assert.equal(KEY_SHORTCUTS, '/ Control+K Meta+K');
});
