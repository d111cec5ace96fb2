/**
 * The play pages' "how strong the computer players are" paragraph (src/components/play/strength.ts): its figures
 * come only from the measurement file bench:bots writes (src/data/bot-strength.json), a row that is missing or
 * malformed gives no paragraph, and the file's rows describe the expert the table seats (its budget).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { strengthRow, strengthText, type StrengthRow } from '../../src/components/play/strength.ts';
import { expertBudget } from '../../src/engine/bots/index.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';

const ROW: StrengthRow = {
  command: 'npm run bench:bots -- --games 40 --seed 2026 --game peekaboo --write',
  measured: '2026-11-27',
  games: 40,
  seed: 2026,
  seats: 4,
  sides: 4,
  expertShare: 0.438,
  low: 0.296,
  high: 0.59,
  fair: 0.25,
  sensibleThere: 0.3,
  deals: 500,
  medianMs: 82,
  moves: 600,
};
const file = (row: unknown, id = 'peekaboo'): unknown => ({ games: { [id]: row } });

describe('a row is read only when every figure is well formed', () => {
  const rows: [string, unknown, StrengthRow | null][] = [
    ['a good row', file(ROW), ROW],
    ['no file', null, null],
    ['no games', {}, null],
    ['another game only', file(ROW, 'pokers-wild'), null],
    ['a share above 1 (a percentage)', file({ ...ROW, expertShare: 43.8 }), null],
    ['a share outside its interval', file({ ...ROW, expertShare: 0.2 }), null],
    ['a share as text', file({ ...ROW, sensibleThere: '0.3' }), null],
    ['no games counted', file({ ...ROW, games: 0 }), null],
    ['a command that is not the bench', file({ ...ROW, command: 'rm -rf /' }), null],
    ['a date in words', file({ ...ROW, measured: 'today' }), null],
    ['a fractional count of deals', file({ ...ROW, deals: 2.5 }), null],
    ['no fair share (Nuclear)', file({ ...ROW, fair: null }), { ...ROW, fair: null }],
  ];
  for (const [name, data, want] of rows) it(name, () => assert.deepEqual(strengthRow(data, 'peekaboo'), want));
});

describe('the paragraph says the figures it was given, with the sample', () => {
  const rows: [string, StrengthRow, readonly (string | RegExp)[]][] = [
    [
      'one expert among three',
      ROW,
      [
        'In 40 games at the printed rules',
        'one Expert player among three Easy ones won 43.8% of them (95% interval 29.6% to 59.0%; a fair share is 25.0%)',
        'an Easy player in the same seat of the same deals won 30.0%.',
        '40 games is a quick sample',
        'over 500 deals',
        '82 ms of computing a move at the median (measured 2026-11-27).',
      ],
    ],
    [
      'Nuclear: five seats, no fair share',
      { ...ROW, seats: 5, sides: 5, fair: null },
      ['among four Easy ones', /\(95% interval 29\.6% to 59\.0%\); /u],
    ],
    [
      "Nina's Five: teams",
      { ...ROW, sides: 2, fair: 0.5 },
      ['a team of two Expert partners against two Easy ones', 'a fair share is 50.0%'],
    ],
    ['an interval above the Easy share: stronger', { ...ROW, low: 0.31 }, ['The Expert is the stronger player here']],
    [
      'an interval below the Easy share: not yet stronger',
      { ...ROW, expertShare: 0.075, low: 0.026, high: 0.199, sensibleThere: 0.2 },
      ['In this game the Expert is not yet the stronger player'],
    ],
    ['the Easy share inside the interval: not shown', ROW, ['these games do not show which of the two is stronger']],
    ['1,000 games: no word about a quick sample', { ...ROW, games: 1000 }, ['In 1,000 games', /^(?!.*quick sample)/su]],
  ];
  for (const [name, row, parts] of rows)
    it(name, () => {
      const text = strengthText(row);
      for (const part of parts) {
        if (typeof part === 'string') assert.ok(text.includes(part), `${text}\nlacks: ${part}`);
        else assert.match(text, part);
      }
    });
});

describe('the committed measurement', () => {
  const data: unknown = JSON.parse(readFileSync(new URL('../../src/data/bot-strength.json', import.meta.url), 'utf8'));
  for (const id of GAME_IDS)
    it(`${id}: has a well-formed row, measured with the table's budget`, () => {
      const row = strengthRow(data, id);
      assert.ok(row !== null, 'a row the page can read');
      assert.equal(row.deals, expertBudget(id).iterations, 'the page describes the expert the practice table seats');
      assert.match(row.command, new RegExp(`--game ${id} --write$`, 'u'));
    });
});
