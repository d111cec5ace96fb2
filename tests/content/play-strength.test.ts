/*
 * Each built play page says how strong its computer players are, in the words strength.ts makes from the
 * measurement file (src/data/bot-strength.json) and with the command that measured it: the page's figures are the
 * file's, never typed by hand.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { strengthRow, strengthText } from '../../src/components/play/strength.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { readPage, textOf } from './dist.ts';

const FILE: unknown = JSON.parse(readFileSync(new URL('../../src/data/bot-strength.json', import.meta.url), 'utf8'));

for (const id of GAME_IDS)
  test(`${id}: the play page's strength paragraph is the measurement's`, () => {
    const row = strengthRow(FILE, id);
    assert.ok(row !== null, 'the file has a row for the game');
    const text = textOf(readPage(`games/${id}/play/`));
    assert.ok(text.includes('How strong the computer players are'), 'the heading');
    assert.ok(text.includes(textOf(strengthText(row))), 'the paragraph, figure for figure (quotes as textOf writes them)');
    assert.ok(text.includes(row.command), 'the command that measures it again');
  });
