/** The practice table's status line names the computer players' levels (setup-words.ts levelsLine), the player's seat left out. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { levelsLine } from '../../src/components/play/setup-words.ts';
import type { PlayLevel } from '../../src/engine/play/types.ts';

const NAMES = ['North', 'East', 'South', 'West'];

describe('levelsLine', () => {
  const rows: [string, readonly PlayLevel[], number, string][] = [
    ['every computer seat Easy', ['sensible', 'sensible', 'sensible', 'sensible'], 0, 'easy'],
    ['every computer seat Expert (the player’s own entry ignored)', ['sensible', 'expert', 'expert', 'expert'], 0, 'expert'],
    ['random, as old links say', ['sensible', 'random', 'random', 'random'], 0, 'random'],
    ['an Expert partner', ['expert', 'sensible', 'sensible', 'sensible'], 2, 'expert (North), easy (East, West)'],
    [
      'the player in seat 2, in the order the seats show them',
      ['sensible', 'expert', 'expert', 'random'],
      1,
      'easy (North), expert (South), random (West)',
    ],
  ];
  for (const [name, levels, seat, want] of rows) it(name, () => assert.equal(levelsLine(levels, seat, NAMES), want));
});
