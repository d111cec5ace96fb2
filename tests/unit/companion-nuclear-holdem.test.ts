/**
 * Nuclear's table companion view model (components/games/nuclear-holdem/companion-model.ts): the big board's groups,
 * what a vote needs and what a count means under the table's thresholds, and the pass-the-phone ballot's screens.
 * Expectations are worked by hand from the rules: a disarmament is blocked by 2 against, a launch needs 2 more for
 * than against (ruling nh-vote-thresholds).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION } from '../../src/engine/games/nuclear-holdem/companion.ts';
import {
  ballotStep,
  countText,
  forNeeded,
  thresholdText,
  tileGroups,
  type BallotEvent,
  type BallotFlow,
} from '../../src/components/games/nuclear-holdem/companion-model.ts';

const PRINTED = { disarmBlock: 2, launchMargin: 2 };
const boardOf = (year: number, hawaii = true) => {
  const setup = COMPANION.parseSetup({ players: ['A', 'B', 'C', 'D'], options: { year, hawaii } });
  assert.ok(setup.ok);
  return COMPANION.start(setup.value).board;
};

const GROUPS: readonly {
  name: string;
  year: number;
  hawaii?: boolean;
  crossed?: string[];
  labels?: string[];
  tile: string;
  status: string;
  why?: RegExp;
}[] = [
  { name: 'six groups of whole initials', year: 1962, labels: ['A–C', 'D–I', 'K–M', 'N', 'O–S', 'T–W'], tile: 'OH', status: 'standing' },
  { name: 'a crossed-off state', year: 1962, crossed: ['OH'], tile: 'OH', status: 'crossed' },
  { name: 'Alaska before 1959', year: 1950, tile: 'AK', status: 'off-board', why: /not yet a state in 1950/u },
  { name: 'Alaska in 1959', year: 1959, tile: 'AK', status: 'standing' },
  {
    name: 'Hawaii in 1959, crossed off by the namer',
    year: 1959,
    hawaii: false,
    tile: 'HI',
    status: 'off-board',
    why: /crossed off at the start/u,
  },
  { name: 'Hawaii in 1959, kept', year: 1959, tile: 'HI', status: 'standing' },
];

for (const row of GROUPS)
  test(`big board: ${row.name}`, () => {
    const groups = tileGroups(row.year, boardOf(row.year, row.hawaii), row.crossed ?? []);
    assert.equal(groups.flatMap((g) => g.tiles).length, 50, 'all fifty states are shown');
    if (row.labels !== undefined)
      assert.deepEqual(
        groups.map((g) => g.label),
        row.labels,
      );
    const tile = groups.flatMap((g) => g.tiles).find((t) => t.postal === row.tile);
    assert.equal(tile?.status, row.status);
    if (row.why !== undefined) assert.match(tile.why, row.why);
  });

const VOTES: readonly { name: string; kind: 'disarm' | 'launch'; for: number; against: number; need: number; count: string }[] = [
  {
    name: 'a launch one short at 4 players',
    kind: 'launch',
    for: 2,
    against: 2,
    need: 3,
    count: '2 for, 2 against: the launch fails, 1 vote short.',
  },
  {
    name: 'a launch at the threshold at 4 players',
    kind: 'launch',
    for: 3,
    against: 1,
    need: 3,
    count: '3 for, 1 against: the launch passes.',
  },
  { name: 'a launch at 6 players needs 4', kind: 'launch', for: 4, against: 2, need: 4, count: '4 for, 2 against: the launch passes.' },
  {
    name: 'a launch two short at 5 players',
    kind: 'launch',
    for: 2,
    against: 3,
    need: 4,
    count: '2 for, 3 against: the launch fails, 2 votes short.',
  },
  {
    name: 'a disarmament with one against passes',
    kind: 'disarm',
    for: 4,
    against: 1,
    need: 4,
    count: '4 for, 1 against: the disarmament passes.',
  },
  {
    name: 'a disarmament blocked by two',
    kind: 'disarm',
    for: 3,
    against: 2,
    need: 4,
    count: '3 for, 2 against: the disarmament fails, 1 vote short.',
  },
];

for (const row of VOTES)
  test(`votes: ${row.name}`, () => {
    assert.equal(forNeeded(row.kind, row.for + row.against, PRINTED), row.need);
    assert.equal(countText(row.kind, row.for, row.against, PRINTED), row.count);
  });

const THRESHOLDS: readonly { name: string; kind: 'disarm' | 'launch'; players: number; t: typeof PRINTED; text: string }[] = [
  {
    name: 'launch, printed, 5 players',
    kind: 'launch',
    players: 5,
    t: PRINTED,
    text: 'A launch needs 2 more votes for than against: it passes with 4 of 5 for.',
  },
  {
    name: 'disarm, printed, 4 players',
    kind: 'disarm',
    players: 4,
    t: PRINTED,
    text: 'A disarmament is blocked by 2 votes against: it passes with 3 of 4 for.',
  },
  {
    name: 'a margin no table of 4 can reach',
    kind: 'launch',
    players: 4,
    t: { disarmBlock: 2, launchMargin: 5 },
    text: 'A launch needs 5 more votes for than against: at 4 players no count passes it.',
  },
];

for (const row of THRESHOLDS) test(`thresholds: ${row.name}`, () => assert.equal(thresholdText(row.kind, row.players, row.t), row.text));

const FLOWS: readonly { name: string; events: readonly BallotEvent[]; flow: BallotFlow }[] = [
  {
    name: 'a call hands the phone to the first player',
    events: [{ type: 'call', kind: 'launch' }],
    flow: { step: 'hand-over', kind: 'launch', ballots: [] },
  },
  {
    name: 'the first player sees their ballot',
    events: [{ type: 'call', kind: 'launch' }, { type: 'show' }],
    flow: { step: 'voting', kind: 'launch', ballots: [] },
  },
  {
    name: 'a cast ballot hands the phone on',
    events: [{ type: 'call', kind: 'disarm' }, { type: 'show' }, { type: 'cast', ballot: 'for' }],
    flow: { step: 'hand-over', kind: 'disarm', ballots: ['for'] },
  },
  {
    name: 'a ballot cannot be cast before the phone is handed over',
    events: [
      { type: 'call', kind: 'disarm' },
      { type: 'cast', ballot: 'for' },
    ],
    flow: { step: 'hand-over', kind: 'disarm', ballots: [] },
  },
  {
    name: 'the last of three ballots: every vote is in',
    events: [
      { type: 'call', kind: 'disarm' },
      ...[1, 2, 3].flatMap((): BallotEvent[] => [{ type: 'show' }, { type: 'cast', ballot: 'against' }]),
    ],
    flow: { step: 'all-in', kind: 'disarm', ballots: ['against', 'against', 'against'] },
  },
  {
    name: 'once counted, only the totals are kept',
    events: [
      { type: 'call', kind: 'disarm' },
      ...[1, 2, 3].flatMap((): BallotEvent[] => [{ type: 'show' }, { type: 'cast', ballot: 'for' }]),
      { type: 'counted', for: 3, against: 0 },
    ],
    flow: { step: 'counted', kind: 'disarm', for: 3, against: 0 },
  },
  {
    name: 'a cancel drops the ballots',
    events: [{ type: 'call', kind: 'launch' }, { type: 'show' }, { type: 'close' }],
    flow: { step: 'idle' },
  },
  {
    name: 'a second call during a ballot is ignored',
    events: [
      { type: 'call', kind: 'launch' },
      { type: 'call', kind: 'disarm' },
    ],
    flow: { step: 'hand-over', kind: 'launch', ballots: [] },
  },
];

for (const row of FLOWS)
  test(`ballot: ${row.name}`, () => {
    const flow = row.events.reduce<BallotFlow>((f, e) => ballotStep(f, e, 3), { step: 'idle' });
    assert.deepEqual(flow, row.flow);
  });
