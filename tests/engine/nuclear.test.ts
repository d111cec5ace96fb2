import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ACTIONS,
  actionOrder,
  countVote,
  decideWinners,
  forNeeded,
  roundsToEmpty,
  statesLostPerRound,
  statesOnBoard,
  votePasses,
  type Ballot,
  type Ending,
  type VoteKind,
} from '../../src/engine/games/nuclear-holdem/mechanics.ts';
import { RULINGS } from '../../src/engine/games/nuclear-holdem/rulings.ts';
import { US_STATES } from '../../src/engine/games/nuclear-holdem/us-states.ts';

const ballots = (text: string): Ballot[] => [...text].map((c) => (c === 'y' ? 'for' : 'against'));

describe('nuclear: counting votes', () => {
  // y = for, n = against. Passing rules worked by hand from the seed's two sentences.
  const rows: { kind: VoteKind; votes: string; passes: boolean; toPass: number; toFail: number }[] = [
    { kind: 'disarm', votes: 'yyyy', passes: true, toPass: 0, toFail: 2 },
    { kind: 'disarm', votes: 'yyyn', passes: true, toPass: 0, toFail: 1 },
    { kind: 'disarm', votes: 'yynn', passes: false, toPass: 1, toFail: 0 },
    { kind: 'disarm', votes: 'nnnnnn', passes: false, toPass: 5, toFail: 0 },
    { kind: 'disarm', votes: 'yyyyyn', passes: true, toPass: 0, toFail: 1 },
    { kind: 'disarm', votes: 'yyyynn', passes: false, toPass: 1, toFail: 0 },
    { kind: 'launch', votes: 'yyyn', passes: true, toPass: 0, toFail: 1 },
    { kind: 'launch', votes: 'yynn', passes: false, toPass: 1, toFail: 0 },
    { kind: 'launch', votes: 'yyyyn', passes: true, toPass: 0, toFail: 1 },
    { kind: 'launch', votes: 'yyynn', passes: false, toPass: 1, toFail: 0 },
    { kind: 'launch', votes: 'yyyynn', passes: true, toPass: 0, toFail: 1 },
    { kind: 'launch', votes: 'yyynnn', passes: false, toPass: 1, toFail: 0 },
    { kind: 'launch', votes: 'yyyyyy', passes: true, toPass: 0, toFail: 3 },
    { kind: 'launch', votes: 'nnnn', passes: false, toPass: 3, toFail: 0 },
  ];
  for (const row of rows) {
    it(`${row.kind} ${row.votes}: ${row.passes ? 'passes' : 'fails'}, ${row.toPass} to pass, ${row.toFail} to fail`, () => {
      const result = countVote(row.kind, ballots(row.votes));
      assert.ok(result.ok);
      assert.equal(result.value.passes, row.passes);
      assert.equal(result.value.switchesToPass, row.toPass);
      assert.equal(result.value.switchesToFail, row.toFail);
    });
  }
  const errors: { label: string; votes: readonly unknown[]; code: string; kind?: string }[] = [
    { label: 'three voters', votes: ['for', 'for', 'for'], code: 'bad-table-size' },
    { label: 'seven voters', votes: Array(7).fill('for'), code: 'bad-table-size' },
    { label: 'an abstention written as "abstain"', votes: ['for', 'for', 'abstain', 'against'], code: 'bad-ballot' },
    { label: 'a ballot that is null', votes: ['for', 'for', null, 'against'], code: 'bad-ballot' },
    { label: 'a ballot that is a bigint', votes: ['for', 'for', 1n, 'against'], code: 'bad-ballot' },
    { label: 'a vote to surrender', votes: ['for', 'for', 'for', 'for'], code: 'bad-vote-kind', kind: 'surrender' },
  ];
  for (const row of errors) {
    it(`rejects ${row.label}`, () => {
      const result = countVote(row.kind ?? 'disarm', row.votes);
      assert.equal(result.ok, false);
      assert.equal(result.error.code, row.code);
    });
  }
});

describe('nuclear: a blank ballot counts as against (ruling nh-every-player-votes)', () => {
  // b = a blank card (''). Worked by hand: a blank is one more vote against.
  const rows: { kind: VoteKind; votes: string; for: number; against: number; passes: boolean }[] = [
    { kind: 'disarm', votes: 'yyyb', for: 3, against: 1, passes: true },
    { kind: 'disarm', votes: 'yyybb', for: 3, against: 2, passes: false },
    { kind: 'disarm', votes: 'yyynb', for: 3, against: 2, passes: false },
    { kind: 'launch', votes: 'yyyb', for: 3, against: 1, passes: true },
    { kind: 'launch', votes: 'yyybbb', for: 3, against: 3, passes: false },
    { kind: 'launch', votes: 'bbbb', for: 0, against: 4, passes: false },
  ];
  const marks = (text: string): Ballot[] => [...text].map((c): Ballot => (c === 'y' ? 'for' : c === 'n' ? 'against' : ''));
  for (const row of rows) {
    it(`${row.kind} ${row.votes}: ${row.for} for, ${row.against} against, ${row.passes ? 'passes' : 'fails'}`, () => {
      const result = countVote(row.kind, marks(row.votes));
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.value.for, row.for);
      assert.equal(result.value.against, row.against);
      assert.equal(result.value.passes, row.passes);
    });
  }
  it('a jack who left the card blank does not win the launch they did not vote for', () => {
    const result = decideWinners(['king', 'jack', 'king', 'king'], { kind: 'launch', ballots: marks('ybyy') });
    assert.ok(result.ok, result.ok ? '' : result.error.message);
    assert.deepEqual(result.value.winners, [0, 2, 3]);
  });
  it('the ruling says a blank counts as against, and names the other reading', () => {
    const ruling = RULINGS.find((r) => r.id === 'nh-every-player-votes');
    assert.ok(ruling !== undefined);
    assert.match(ruling.answer, /blank[^.]*against/u);
    assert.match(`${ruling.answer} ${ruling.why}`, /other reading|another reading/iu);
  });
});

describe('nuclear: thresholds and bad values (issue 10)', () => {
  // The fewest "for" ballots, by hand from the seed's two sentences.
  const rows: { kind: VoteKind; n: number; need: number }[] = [
    { kind: 'disarm', n: 4, need: 3 },
    { kind: 'disarm', n: 6, need: 5 },
    { kind: 'launch', n: 4, need: 3 },
    { kind: 'launch', n: 5, need: 4 },
    { kind: 'launch', n: 6, need: 4 },
  ];
  for (const row of rows) {
    it(`forNeeded ${row.kind} at ${row.n}: ${row.need}`, () => {
      assert.deepEqual(forNeeded(row.kind, row.n), { ok: true, value: row.need });
    });
  }
  const bad: { label: string; call: () => { ok: boolean; error?: { code: string } }; code: string }[] = [
    { label: 'forNeeded launch at Infinity', call: () => forNeeded('launch', Infinity), code: 'bad-table-size' },
    { label: 'forNeeded launch at 1e12', call: () => forNeeded('launch', 1e12), code: 'bad-table-size' },
    { label: 'forNeeded launch at 4.5', call: () => forNeeded('launch', 4.5), code: 'bad-table-size' },
    { label: 'forNeeded for a surrender', call: () => forNeeded('surrender', 4), code: 'bad-vote-kind' },
    { label: 'votePasses for a surrender', call: () => votePasses('surrender', 4, 0), code: 'bad-vote-kind' },
    { label: 'votePasses with NaN for', call: () => votePasses('launch', NaN, 2), code: 'bad-ballot' },
    { label: 'votePasses with 2 ballots', call: () => votePasses('launch', 2, 0), code: 'bad-table-size' },
    {
      label: 'decideWinners for a surrender',
      call: () => decideWinners(['king', 'queen', 'jack', 'joker'], { kind: 'surrender' }),
      code: 'bad-ending',
    },
    {
      label: 'decideWinners with no ending',
      call: () => decideWinners(['king', 'queen', 'jack', 'joker'], undefined),
      code: 'bad-ending',
    },
    {
      label: 'decideWinners with ballots that are text',
      call: () => decideWinners(['king', 'queen', 'jack', 'joker'], { kind: 'launch', ballots: 'yyyy' }),
      code: 'bad-table-size',
    },
    {
      label: 'statesOnBoard with null options',
      call: () => statesOnBoard(1960, null),
      code: 'bad-options',
    },
    { label: 'statesOnBoard with Hawaii "maybe"', call: () => statesOnBoard(1959, { hawaii: 'maybe' }), code: 'bad-options' },
    {
      label: 'statesLostPerRound with a null model',
      call: () => statesLostPerRound(4, null),
      code: 'bad-model',
    },
    { label: 'roundsToEmpty with Infinity states', call: () => roundsToEmpty(Infinity, 4), code: 'bad-count' },
  ];
  for (const row of bad) {
    it(`${row.label} → ${row.code}`, () => {
      const result = row.call();
      assert.equal(result.ok, false);
      assert.equal(result.error?.code, row.code);
    });
  }
  it('votePasses counts the rule for valid counts', () => {
    assert.deepEqual(votePasses('disarm', 3, 1), { ok: true, value: true });
    assert.deepEqual(votePasses('launch', 3, 2), { ok: true, value: false });
  });
});

describe('nuclear: who wins', () => {
  const rows: { label: string; roles: readonly string[]; ending: Ending; winners: number[] | string }[] = [
    {
      label: 'disarm, no joker: queens and jacks who voted for',
      roles: ['queen', 'jack', 'king', 'jack'],
      ending: { kind: 'disarm', ballots: ballots('yyyn') },
      winners: [0, 1],
    },
    {
      label: 'disarm with a joker who voted against',
      roles: ['queen', 'joker', 'queen', 'jack', 'king'],
      ending: { kind: 'disarm', ballots: ballots('ynyyy') },
      winners: [1],
    },
    {
      label: 'disarm, two jokers',
      roles: ['joker', 'queen', 'joker', 'queen', 'jack', 'king'],
      ending: { kind: 'disarm', ballots: ballots('yyyyyn') },
      winners: [0, 2],
    },
    {
      label: 'disarm: a king who voted for it still loses',
      roles: ['king', 'queen', 'queen', 'queen'],
      ending: { kind: 'disarm', ballots: ballots('yyyy') },
      winners: [1, 2, 3],
    },
    {
      label: 'launch: kings and jacks who voted for it',
      roles: ['king', 'jack', 'jack', 'queen'],
      ending: { kind: 'launch', ballots: ballots('yyny') },
      winners: [0, 1],
    },
    {
      label: 'launch: a joker who voted for it loses',
      roles: ['king', 'king', 'joker', 'queen', 'jack', 'king'],
      ending: { kind: 'launch', ballots: ballots('yyyyyn') },
      winners: [0, 1, 4],
    },
    { label: 'board empty with a joker', roles: ['king', 'joker', 'queen', 'jack'], ending: { kind: 'board-empty' }, winners: [1] },
    {
      label: 'board empty, no joker: everyone loses',
      roles: ['king', 'queen', 'queen', 'jack', 'king'],
      ending: { kind: 'board-empty' },
      winners: [],
    },
    {
      label: 'a failed vote ends nothing',
      roles: ['king', 'queen', 'queen', 'jack'],
      ending: { kind: 'launch', ballots: ballots('yynn') },
      winners: 'vote-failed',
    },
    {
      label: 'a missing ballot',
      roles: ['king', 'queen', 'queen', 'jack', 'jack'],
      ending: { kind: 'disarm', ballots: ballots('yyyy') },
      winners: 'bad-table-size',
    },
    {
      label: 'a role that is not a face card',
      roles: ['king', 'ace', 'queen', 'jack'],
      ending: { kind: 'board-empty' },
      winners: 'bad-role',
    },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = decideWinners(row.roles, row.ending);
      if (typeof row.winners === 'string') {
        assert.equal(result.ok, false);
        assert.equal(result.error.code, row.winners);
      } else {
        assert.ok(result.ok, result.ok ? '' : result.error.message);
        assert.deepEqual(result.value.winners, row.winners);
      }
    });
  }
});

describe('nuclear: the big board by year', () => {
  const rows: { year: number; hawaii?: 'kept' | 'crossed-off'; count: number | string; alaska?: boolean; hawaiiIn?: boolean }[] = [
    { year: 1947, count: 48, alaska: false, hawaiiIn: false },
    { year: 1958, count: 48, alaska: false, hawaiiIn: false },
    { year: 1959, count: 50, alaska: true, hawaiiIn: true },
    { year: 1959, hawaii: 'kept', count: 50, alaska: true, hawaiiIn: true },
    { year: 1959, hawaii: 'crossed-off', count: 49, alaska: true, hawaiiIn: false },
    { year: 1960, hawaii: 'crossed-off', count: 50, alaska: true, hawaiiIn: true },
    { year: 1991, count: 50 },
    { year: 1946, count: 'bad-year' },
    { year: 1992, count: 'bad-year' },
    { year: 1959.5, count: 'bad-year' },
  ];
  for (const row of rows) {
    it(`${row.year}${row.hawaii ? ` (Hawaii ${row.hawaii})` : ''}: ${row.count}`, () => {
      const result = statesOnBoard(row.year, row.hawaii === undefined ? {} : { hawaii: row.hawaii });
      if (typeof row.count === 'string') {
        assert.equal(result.ok, false);
        assert.equal(result.error.code, row.count);
        return;
      }
      assert.ok(result.ok);
      assert.equal(result.value.length, row.count);
      const postal = result.value.map((s) => s.postal);
      if (row.alaska !== undefined) assert.equal(postal.includes('AK'), row.alaska);
      if (row.hawaiiIn !== undefined) assert.equal(postal.includes('HI'), row.hawaiiIn);
    });
  }
  it('the list has 50 states with unique postal and FIPS codes', () => {
    assert.equal(US_STATES.length, 50);
    assert.equal(new Set(US_STATES.map((s) => s.postal)).size, 50);
    assert.equal(new Set(US_STATES.map((s) => s.fips)).size, 50);
    assert.ok(US_STATES.every((s) => /^\d\d$/u.test(s.fips) && /^\d{4}-\d\d-\d\d$/u.test(s.admitted)));
  });
  const known: [string, string, string][] = [
    ['CA', '06', '1850'],
    ['NY', '36', '1788'],
    ['AK', '02', '1959'],
    ['HI', '15', '1959'],
    ['WY', '56', '1890'],
  ];
  for (const [postal, fips, year] of known) {
    it(`${postal} is FIPS ${fips}, admitted ${year}`, () => {
      const state = US_STATES.find((s) => s.postal === postal);
      assert.equal(state?.fips, fips);
      assert.equal(state.admitted.slice(0, 4), year);
    });
  }
});

describe('nuclear: how fast the board empties', () => {
  // Hand-worked: n players hold 2n cards; a nuke crosses off n; all tie and nuke gives n × n.
  const rows: { n: number; max: number; expected: number; fewestFor50: number }[] = [
    { n: 4, max: 8 + 16, expected: 4 + 0.8, fewestFor50: 3 },
    { n: 5, max: 10 + 25, expected: 5 + 1, fewestFor50: 2 },
    { n: 6, max: 12 + 36, expected: 6 + 1.2, fewestFor50: 2 },
  ];
  for (const row of rows) {
    it(`${row.n} players: 0 to ${row.max} a round, ${row.expected} expected`, () => {
      const losses = statesLostPerRound(row.n);
      assert.ok(losses.ok);
      assert.equal(losses.value.min, 0);
      assert.equal(losses.value.max, row.max);
      assert.ok(Math.abs(losses.value.expected - row.expected) < 1e-12);
      const mean = losses.value.distribution.reduce((s, p, k) => s + p * k, 0);
      assert.ok(Math.abs(mean - row.expected) < 1e-12, 'distribution mean');
      const rounds = roundsToEmpty(50, row.n);
      assert.ok(rounds.ok);
      assert.equal(rounds.value.fewest, row.fewestFor50);
      // Wald's identity brackets it: the states crossed off by the end are 50 to 50 + max - 1.
      const expectedRounds = rounds.value.expected ?? Infinity;
      assert.ok(expectedRounds >= 50 / row.expected && expectedRounds <= (50 + row.max - 1) / row.expected, `${expectedRounds}`);
    });
  }
  it('a fixed model: every card discarded, never a nuke, 4 players → exactly 8 a round', () => {
    const rounds = roundsToEmpty(48, 4, { discardChance: 1, nukeChance: 0 });
    assert.ok(rounds.ok);
    assert.equal(rounds.value.expected, 6);
  });
  it('one state, one card discarded with chance 1/8 each (4 players): geometric wait', () => {
    const q = 1 - Math.pow(7 / 8, 1 / 8); // chance of at least one discard a round = 1/8
    const rounds = roundsToEmpty(1, 4, { discardChance: q, nukeChance: 0 });
    assert.ok(rounds.ok);
    assert.ok(Math.abs((rounds.value.expected ?? 0) - 8) < 1e-9);
  });
  it('a model where nothing is ever crossed off never empties', () => {
    const rounds = roundsToEmpty(50, 4, { discardChance: 0, nukeChance: 0 });
    assert.ok(rounds.ok);
    assert.equal(rounds.value.expected, null);
  });
  it('rejects a table of 3 and a chance above 1', () => {
    assert.equal(statesLostPerRound(3).ok, false);
    assert.equal(statesLostPerRound(4, { discardChance: 1.5, nukeChance: 0 }).ok, false);
  });
});

describe('nuclear: winners act clockwise from the dealer', () => {
  const rows: { n: number; dealer: number; winners: number[]; order: number[] | string }[] = [
    { n: 4, dealer: 0, winners: [2], order: [2] },
    { n: 4, dealer: 2, winners: [0, 1, 3], order: [3, 0, 1] },
    { n: 6, dealer: 5, winners: [4, 5, 0], order: [5, 0, 4] },
    { n: 6, dealer: 3, winners: [0, 1, 2, 3, 4, 5], order: [3, 4, 5, 0, 1, 2] },
    { n: 5, dealer: 5, winners: [1], order: 'bad-seat' },
    { n: 5, dealer: 0, winners: [], order: 'bad-seat' },
    { n: 5, dealer: 0, winners: [1, 1], order: 'bad-seat' },
  ];
  for (const row of rows) {
    it(`${row.n} seats, dealer ${row.dealer}, winners ${row.winners.join(',') || 'none'}`, () => {
      const result = actionOrder(row.n, row.dealer, row.winners);
      if (typeof row.order === 'string') {
        assert.equal(result.ok, false);
        assert.equal(result.error.code, row.order);
      } else {
        assert.ok(result.ok);
        assert.deepEqual(result.value, row.order);
      }
    });
  }
  it('there are five actions and nh- rulings', () => {
    assert.equal(ACTIONS.length, 5);
    assert.ok(RULINGS.every((r) => r.id.startsWith('nh-')));
  });
});
