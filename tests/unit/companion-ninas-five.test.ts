/**
 * Nina's Five's table companion view model (components/games/ninas-five/companion-model.ts): the table's facts
 * (tricks against the target, the hands left in the shuffle, the dealer and who lays first) and the trick judge's
 * answer, with its error placed on the field it names. Hands worked by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION, type NfTableState } from '../../src/engine/games/ninas-five/companion.ts';
import { judgeText, tableFacts } from '../../src/components/games/ninas-five/companion-model.ts';

function after(actions: readonly unknown[]): NfTableState {
  const setup = COMPANION.parseSetup({ players: ['Ann', 'Bo', 'Cy', 'Di'] });
  assert.ok(setup.ok);
  return actions.reduce<NfTableState>((s, raw) => {
    const a = COMPANION.parseAction(s, raw);
    assert.ok(a.ok, a.ok ? '' : a.error.message);
    return COMPANION.apply(s, a.value);
  }, COMPANION.start(setup.value));
}
const trick = (team: 0 | 1 | null) => ({ type: 'trick', team });

const FACTS: readonly {
  name: string;
  actions: readonly unknown[];
  tricks: [number, number];
  toGo: [number, number];
  left: number;
  fresh: boolean;
  dealer: string;
  first: string;
}[] = [
  { name: 'a new table', actions: [], tricks: [0, 0], toGo: [6, 6], left: 3, fresh: true, dealer: 'Ann', first: 'Bo' },
  { name: 'one trick to Bo and Di', actions: [trick(1)], tricks: [0, 1], toGo: [6, 5], left: 2, fresh: false, dealer: 'Bo', first: 'Cy' },
  {
    name: 'Di deals first, a tie',
    actions: [{ type: 'dealer', player: 3 }, trick(null)],
    tricks: [0, 0],
    toGo: [6, 6],
    left: 2,
    fresh: false,
    dealer: 'Ann',
    first: 'Bo',
  },
  {
    name: 'three tricks: a fresh shuffle',
    actions: [trick(0), trick(0), trick(1)],
    tricks: [2, 1],
    toGo: [4, 5],
    left: 3,
    fresh: true,
    dealer: 'Di',
    first: 'Ann',
  },
];

for (const row of FACTS)
  test(`facts: ${row.name}`, () => {
    const f = tableFacts(after(row.actions));
    assert.deepEqual(
      f.teams.map((t) => t.name),
      ['Ann and Cy', 'Bo and Di'],
    );
    assert.deepEqual(
      f.teams.map((t) => t.tricks),
      row.tricks,
    );
    assert.deepEqual(
      f.teams.map((t) => t.toGo),
      row.toGo,
    );
    assert.equal(f.handsLeft, row.left);
    assert.equal(f.freshDeal, row.fresh);
    assert.equal(f.dealer, row.dealer);
    assert.equal(f.laysFirst, row.first);
  });

const JUDGE: readonly {
  name: string;
  teams: [string, string];
  community: string;
  team?: 0 | 1 | null;
  summary?: RegExp;
  whole?: boolean;
  field?: string | null;
}[] = [
  {
    name: 'aces and nines beat queens and nines',
    teams: ['As Ah Kd 2c', 'Qs Qh Jd 3c'],
    community: '9s 9h 4d',
    team: 0,
    summary: /^Ann and Cy take the trick with two pair, aces and nines, K kicker\.$/u,
    whole: true,
  },
  {
    name: 'the same high cards: nobody',
    teams: ['As Kd 8c 2c', 'Ah Kc 8d 2h'],
    community: '9s 7h 4d',
    team: null,
    summary: /^Nobody takes the trick: both teams have high card: A-K-9-8-7\.$/u,
    whole: true,
  },
  {
    name: 'three cards for a team: judged, but not a whole trick',
    teams: ['As Ah Kd', 'Qs Qh Jd 3c'],
    community: '9s 9h 4d',
    team: 0,
    whole: false,
  },
  { name: 'a bad card on the second team', teams: ['As Ah Kd 2c', 'Qs Qh Jd zz'], community: '9s 9h 4d', field: 'team-1' },
  { name: 'a card in the community twice', teams: ['As Ah Kd 2c', 'Qs Qh Jd 3c'], community: '9s 9s 4d', field: 'community' },
  { name: 'an empty first team', teams: ['', 'Qs Qh Jd 3c'], community: '9s 9h 4d', field: 'team-0' },
];

for (const row of JUDGE)
  test(`judge: ${row.name}`, () => {
    const answer = judgeText(after([]), { teams: row.teams, community: row.community });
    if (row.field !== undefined) {
      assert.equal(answer.ok ? 'judged' : answer.field, row.field);
      return;
    }
    assert.ok(answer.ok, answer.ok ? '' : answer.message);
    assert.equal(answer.team, row.team);
    if (row.summary !== undefined) assert.match(answer.summary, row.summary);
    assert.equal(answer.whole, row.whole);
    assert.ok(answer.reasons.length > 0);
  });
