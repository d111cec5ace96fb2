/**
 * A saved table keeps its setup as parseSetup gave it (record.ts stores `setup.value`), and every reload reads it
 * through parseSetup again: so a companion's parseSetup must give back its own output unchanged. A table set up
 * away from the defaults (a 1950 scenario, a game to 3 tricks) must not come back with the defaults after a reload.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANIONS, companionOf } from '../../../src/engine/companion/index.ts';
import { RECORD_FORMAT, readRecord } from '../../../src/engine/companion/record.ts';

const ROWS: readonly { name: string; game: 'nuclear-holdem' | 'ninas-five'; setup: unknown; state: Record<string, unknown> }[] = [
  {
    name: 'Nuclear in 1950 with a block of 3: 48 states and the thresholds kept',
    game: 'nuclear-holdem',
    setup: { players: ['Ann', 'Bo', 'Cy', 'Di'], options: { year: 1950, disarmBlock: 3 } },
    state: { year: 1950, thresholds: { disarmBlock: 3, launchMargin: 2 } },
  },
  {
    name: 'Nuclear in 1959 with Hawaii crossed off and Nukes of 2 a player',
    game: 'nuclear-holdem',
    setup: { players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'], options: { year: 1959, hawaii: false, nukeStates: 2 } },
    state: { year: 1959, nukeStates: 2 },
  },
  {
    name: "Nina's Five to 3 tricks, 2 tricks a shuffle",
    game: 'ninas-five',
    setup: { players: ['Ann', 'Bo', 'Cy', 'Di'], options: { tricksToWin: 3, handsPerShuffle: 2 } },
    state: { tricksToWin: 3, handsPerShuffle: 2 },
  },
];

for (const row of ROWS) {
  test(`a setup survives being saved and read back: ${row.name}`, () => {
    const companion = COMPANIONS[row.game];
    const parsed = companion.parseSetup(row.setup);
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
    assert.deepEqual(companion.parseSetup(parsed.value), parsed, 'parseSetup gives back its own output');
    const saved = {
      format: RECORD_FORMAT,
      id: 't',
      game: row.game,
      name: 'Friday',
      created: 1,
      updated: 1,
      rev: 0,
      setup: parsed.value,
      actions: [],
      cursor: 0,
    };
    const read = readRecord(JSON.parse(JSON.stringify(saved)), companionOf);
    assert.ok(read.ok, read.ok ? '' : read.error.message);
    const state = read.value.state as Record<string, unknown>;
    for (const [key, value] of Object.entries(row.state)) assert.deepEqual(state[key], value, key);
  });
}
