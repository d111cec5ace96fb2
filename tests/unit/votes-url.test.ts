import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readVotes, votesParams } from '../../src/components/widgets/nuclear/votes-state.ts';

describe('vote calculator URL state', () => {
  it('leaves the default state out of the URL', () => {
    assert.equal(votesParams(readVotes(new URLSearchParams()).state).toString(), '');
  });

  it('round-trips players, kind, ballots and roles', () => {
    const { state, notes } = readVotes(new URLSearchParams('nv-players=6&nv-kind=launch&nv-votes=fafaff&nv-roles=kq-jx-'));
    assert.deepEqual(notes, []);
    assert.equal(state.players, 6);
    assert.equal(state.kind, 'launch');
    assert.deepEqual(state.votes, ['for', 'against', 'for', 'against', 'for', 'for']);
    assert.deepEqual(state.roles, ['king', 'queen', null, 'jack', 'joker', null]);
    const params = votesParams(state);
    assert.equal(params.get('nv-roles'), 'kq-jx-');
    assert.deepEqual(readVotes(params).state, state);
  });

  it('pads a short ballot list with "against", with a note', () => {
    const { state, notes } = readVotes(new URLSearchParams('nv-players=5&nv-votes=ff'));
    assert.deepEqual(state.votes.slice(0, 5), ['for', 'for', 'against', 'against', 'against']);
    assert.match(notes.join(' '), /2 ballots for 5 players/);
  });

  for (const [query, name] of [
    ['nv-players=7', 'nv-players'],
    ['nv-players=%3Cscript%3E', 'nv-players'],
    ['nv-kind=nuke', 'nv-kind'],
    ['nv-votes=yes', 'nv-votes'],
    ['nv-votes=fffffffff', 'nv-votes'],
    ['nv-roles=<b>', 'nv-roles'],
  ] as const) {
    it(`falls back with a note: ${query}`, () => {
      const { state, notes } = readVotes(new URLSearchParams(query));
      assert.equal(notes.length, 1);
      assert.match(notes[0] ?? '', new RegExp(`^Ignored ${name}=`));
      assert.equal(state.players, 5);
    });
  }
});
