import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  boardStates,
  parseStored,
  readScenario,
  scenarioParams,
  serializeStored,
  standingCount,
} from '../../src/components/widgets/nuclear/bigboard-state.ts';

describe('big board state', () => {
  it('leaves the default scenario out of the URL and round-trips a year', () => {
    assert.equal(scenarioParams(readScenario(new URLSearchParams()).scenario).toString(), '');
    const { scenario, notes } = readScenario(new URLSearchParams('bb-year=1959&bb-hawaii=crossed-off'));
    assert.deepEqual(notes, []);
    assert.deepEqual(readScenario(scenarioParams(scenario)).scenario, scenario);
  });

  it('drops the Hawaii choice outside 1959', () => {
    assert.equal(scenarioParams({ year: 1970, hawaii: 'crossed-off' }).toString(), 'bb-year=1970');
  });

  it('counts the board by year', () => {
    assert.equal(boardStates({ year: 1950, hawaii: 'kept' }).length, 48);
    assert.equal(boardStates({ year: 1959, hawaii: 'crossed-off' }).length, 49);
    assert.deepEqual(standingCount({ year: 1991, hawaii: 'kept' }, ['TX', 'OH', 'AK']), { standing: 47, total: 50 });
    assert.deepEqual(standingCount({ year: 1950, hawaii: 'kept' }, ['TX', 'AK']), { standing: 47, total: 48 });
  });

  for (const q of ['bb-year=1946', 'bb-year=1992', 'bb-year=<script>', 'bb-hawaii=maybe']) {
    it(`falls back with a note: ${q}`, () => {
      const { scenario, notes } = readScenario(new URLSearchParams(q));
      assert.equal(notes.length, 1);
      assert.deepEqual(scenario, { year: 1991, hawaii: 'kept' });
    });
  }

  it('round-trips stored games and ignores bad ones with a note', () => {
    assert.deepEqual(parseStored(serializeStored(['TX', 'AK'])), { crossed: ['AK', 'TX'], note: null });
    assert.deepEqual(parseStored(null), { crossed: [], note: null });
    for (const bad of [
      'not json',
      '[]',
      'null',
      '{"v":2,"crossed":[]}',
      '{"v":1,"crossed":["TX","TX"]}',
      '{"v":1,"crossed":["ZZ"]}',
      '{"v":1,"crossed":"TX"}',
      '{"v":1,"crossed":["<script>"]}',
    ]) {
      const r = parseStored(bad);
      assert.deepEqual(r.crossed, [], bad);
      assert.match(r.note ?? '', /could not be read/);
    }
  });
});
