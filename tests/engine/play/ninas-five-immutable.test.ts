/**
 * Nina's Five states, views and moves are immutable values: the reducer and
 * the bots share structure between states instead of copying, so a stray
 * write would change an earlier state behind the caller's back. Every state,
 * view and legal-move list is deep-frozen before it is handed to `play`,
 * `view`, `legalMoves`, `describe`, `outcome` or a bot, so any write throws.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import type { BotLevel } from '../../../src/engine/play/types.ts';
import type { NfOptions } from '../../../src/engine/games/ninas-five/options.ts';
import { playFrozen } from './frozen.ts';
import { RULES } from '../../../src/engine/games/ninas-five/rules.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('ninas-five');

const DEFAULTS: NfOptions = defaultOptions(RULES.options);
const ROWS: readonly { readonly name: string; readonly options: NfOptions; readonly levels: readonly BotLevel[] }[] = [
  { name: 'printed rules, sensible bots', options: DEFAULTS, levels: ['sensible'] },
  { name: 'printed rules, random against sensible', options: DEFAULTS, levels: ['random', 'sensible'] },
  {
    name: 'peekaboo in turn, any joker copies',
    options: { ...DEFAULTS, peekabooReveal: 'in-turn', wildCopy: 'any' },
    levels: ['sensible'],
  },
  { name: 'no peekaboo cards, eight dealt', options: { ...DEFAULTS, peekaboo: false, cardsDealt: 8 }, levels: ['sensible', 'random'] },
  {
    name: 'one joker, nine dealt, one trick a shuffle',
    options: { ...DEFAULTS, jokers: 1, cardsDealt: 9, handsPerShuffle: 1 },
    levels: ['sensible'],
  },
];

for (const row of ROWS)
  test(`no state, view or move is written after it is handed out: ${row.name}`, () => {
    let moves = 0;
    for (let seed = 0; seed < 25; seed++) moves += playFrozen(GAME, row.options, seed, row.levels).moves.length;
    assert.ok(moves > 25 * 40, `whole games were played (${moves} moves)`);
  });
