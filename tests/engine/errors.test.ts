/**
 * One error type across the engine: every area's refusal is an
 * `EngineError` (code, message, and at most a field and an index), with a
 * code from that area's const tuple. One refusal per area, each written out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bluffNPeg,
  choose,
  judgeRequest,
  ninasFive,
  nuclear,
  ODDS_ERROR_CODES,
  PARSE_ERROR_CODES,
  peekaboo,
  pokersWildBoard,
} from '../../src/engine/index.ts';
import { parseRecord, RECORD_ERROR_CODES } from '../../src/engine/play/record.ts';
import { startTutorial, TUTORIAL_ERROR_CODES } from '../../src/engine/tutorial/runner.ts';

const KEYS = new Set(['code', 'message', 'field', 'index']);

describe("engine errors: one shape, codes from each area's list", () => {
  const rows: ReadonlyArray<{
    area: string;
    result: { ok: boolean; error?: unknown };
    codes: readonly string[];
    code: string;
    field?: string;
    index?: number;
  }> = [
    {
      area: 'judge',
      result: judgeRequest({ game: 'standard', hands: ['As', 'As'] }),
      codes: PARSE_ERROR_CODES,
      code: 'duplicate-card',
      field: 'hand',
      index: 1,
    },
    { area: 'odds', result: choose(-1, 2), codes: ODDS_ERROR_CODES, code: 'bad-count' },
    { area: "Nina's Five", result: ninasFive.gameScore(['c']), codes: ninasFive.NF_ERROR_CODES, code: 'bad-result' },
    { area: 'Nuclear', result: nuclear.countVote('launch', ['for', 'for']), codes: nuclear.NUCLEAR_ERROR_CODES, code: 'bad-table-size' },
    { area: 'Peekaboo', result: peekaboo.adviseTurn(null), codes: peekaboo.PEEKABOO_ERROR_CODES, code: 'bad-question' },
    {
      area: "Poker's Wild! board",
      result: pokersWildBoard.makeBoard(null, []),
      codes: pokersWildBoard.BOARD_ERROR_CODES,
      code: 'bad-layout',
    },
    {
      area: "Bluff 'N' Peg (placed on the event)",
      result: bluffNPeg.scoreHand(
        [10, 10],
        [
          { type: 'win', players: [0] },
          { type: 'fold', player: 1 },
        ],
      ),
      codes: bluffNPeg.BLUFF_ERROR_CODES,
      code: 'after-win',
      field: 'event',
      index: 1,
    },
    { area: 'game record', result: parseRecord(null), codes: RECORD_ERROR_CODES, code: 'bad-record' },
    { area: 'guided round', result: startTutorial('no-such-game'), codes: TUTORIAL_ERROR_CODES, code: 'bad-tutorial' },
  ];
  for (const row of rows) {
    it(row.area, () => {
      assert.equal(row.result.ok, false);
      const error = row.result.error as Record<string, unknown>;
      assert.deepEqual(
        Object.keys(error).filter((k) => !KEYS.has(k)),
        [],
      );
      assert.equal(typeof error.message, 'string');
      assert.equal(error.code, row.code);
      assert.ok(row.codes.includes(row.code), `${row.code} is in the area's list`);
      assert.equal(error.field, row.field);
      assert.equal(error.index, row.index);
    });
  }
});
