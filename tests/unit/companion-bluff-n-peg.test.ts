/**
 * Bluff 'N' Peg's table companion page logic (components/games/bluff-n-peg/companion-model.ts): the "record a hand"
 * form's draft becomes the companion's action in the order the scorer needs, a refusal finds its place on the form,
 * and each peg's move is said in words. Expected steps and pegs are worked by hand from the printed board (zone
 * 1X/2X/4X/8X paying 5/10/20/40, three last-chance holes, 61 points to the winner hole).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPANION, type BpTableState } from '../../src/engine/games/bluff-n-peg/companion.ts';
import {
  foldTimes,
  handAction,
  laneGeometry,
  lastHandLines,
  nextHandWords,
  spotOf,
  type HandDraft,
  type HandResult,
} from '../../src/components/games/bluff-n-peg/companion-model.ts';

const NAMES = ['Ann', 'Bob', 'Cy', 'Di'];
const ALL = [0, 1, 2, 3];
const draft = (results: HandResult[], cards: number[], doubles: number[] = [], when: number[] = [0, 0, 0, 0]): HandDraft => ({
  results,
  cards,
  doubles,
  when,
});

function table(): BpTableState {
  const setup = COMPANION.parseSetup({ players: NAMES });
  assert.ok(setup.ok);
  return COMPANION.start(setup.value);
}

/** Plays the reported hands from a new table, each through parseAction as the page does. */
function play(...hands: HandDraft[]): BpTableState {
  let s = table();
  for (const d of hands) {
    const a = COMPANION.parseAction(s, handAction(d, s.playing).action);
    assert.ok(a.ok, a.ok ? '' : a.error.message);
    s = COMPANION.apply(s, a.value);
  }
  return s;
}

/** Everyone wins with no card laid: every peg moves 5, off the start. */
const ALL_FIVE = draft(['won', 'won', 'won', 'won'], [0, 0, 0, 0]);

const STEP_ROWS: readonly { name: string; draft: HandDraft; playing?: number[]; steps: unknown[]; winners: number[]; cards?: number[] }[] =
  [
    {
      name: 'no folds and no doubles: no steps',
      draft: draft(['won', 'lost', 'lost', 'lost'], [2, 3, 1, 0]),
      steps: [],
      winners: [0],
    },
    {
      name: 'a fold with no double is a fold of its own',
      draft: draft(['won', 'lost', 'lost', 'folded'], [3, 2, 2, 1]),
      steps: [{ type: 'fold', player: 3 }],
      winners: [0],
    },
    {
      name: 'a fold in answer to the double goes in that double’s list',
      draft: draft(['won', 'lost', 'lost', 'folded'], [3, 2, 2, 1], [0], [0, 0, 0, 1]),
      steps: [{ type: 'double', player: 0, folds: [3] }],
      winners: [0],
    },
    {
      name: 'folds before, between and after two doubles, in that order',
      draft: draft(['won', 'folded', 'folded', 'folded'], [3, 3, 2, 1], [0, 1], [0, 4, 2, 0]),
      steps: [
        { type: 'fold', player: 3 },
        { type: 'double', player: 0, folds: [] },
        { type: 'fold', player: 2 },
        { type: 'double', player: 1, folds: [] },
        { type: 'fold', player: 1 },
      ],
      winners: [0],
    },
    {
      name: 'a timing left past the last double (a double removed) counts as after the last double',
      draft: draft(['won', 'lost', 'lost', 'folded'], [3, 2, 2, 1], [0], [0, 0, 0, 4]),
      steps: [
        { type: 'double', player: 0, folds: [] },
        { type: 'fold', player: 3 },
      ],
      winners: [0],
    },
    {
      name: 'tied winners are both named',
      draft: draft(['won', 'won', 'lost', 'lost'], [2, 2, 1, 1]),
      steps: [],
      winners: [0, 1],
    },
    {
      name: 'in a play-off only the players in it count: the others lay no cards and cannot win',
      draft: draft(['won', 'lost', 'won', 'folded'], [2, 3, 4, 5]),
      playing: [0, 1],
      steps: [],
      winners: [0],
      cards: [2, 3, 0, 0],
    },
  ];

for (const row of STEP_ROWS) {
  test(`handAction: ${row.name}`, () => {
    const { action } = handAction(row.draft, row.playing ?? ALL);
    assert.deepEqual(action.steps, row.steps);
    assert.deepEqual(action.winners, row.winners);
    assert.deepEqual(action.cards, row.cards ?? row.draft.cards);
  });
}

const PEG_ROWS: readonly { name: string; hands: HandDraft[]; pegs: number[] }[] = [
  {
    name: 'a fold answering a double pays 1X (1 card, 1 point); the others pay 2X and the winner takes 10',
    hands: [ALL_FIVE, draft(['won', 'lost', 'lost', 'folded'], [3, 2, 2, 1], [0], [0, 0, 0, 1])],
    pegs: [15, 1, 1, 4],
  },
  {
    name: 'a fold after the double (on its own) pays the new 2X',
    hands: [ALL_FIVE, draft(['won', 'lost', 'lost', 'folded'], [3, 2, 2, 1], [0], [0, 0, 0, 2])],
    pegs: [15, 1, 1, 3],
  },
  {
    name: 'everyone folds to the double: the peg stays at 1X, the declarer takes 5',
    hands: [ALL_FIVE, draft(['won', 'folded', 'folded', 'folded'], [3, 2, 2, 1], [0], [0, 1, 1, 1])],
    pegs: [10, 3, 3, 4],
  },
];

for (const row of PEG_ROWS) {
  test(`a reported hand moves the pegs: ${row.name}`, () => {
    assert.deepEqual(play(...row.hands).pegs, row.pegs);
  });
}

test('foldTimes: one choice with no double; before, in answer to and after each double otherwise', () => {
  assert.deepEqual(
    foldTimes([], NAMES).map((t) => t.value),
    [0],
  );
  assert.deepEqual(foldTimes([2, 0], NAMES), [
    { value: 0, label: 'before the first double' },
    { value: 1, label: 'in answer to double 1 (Cy)' },
    { value: 2, label: 'between double 1 and 2' },
    { value: 3, label: 'in answer to double 2 (Ann)' },
    { value: 4, label: 'after double 2, on their own' },
  ]);
});

const SPOT_ROWS: readonly { name: string; draft: HandDraft; spot: unknown }[] = [
  { name: 'nobody won: beside the results', draft: draft(['lost', 'lost', 'lost', 'lost'], [1, 1, 1, 1]), spot: 'winners' },
  {
    name: 'a double with two cards laid: beside the declarer’s row',
    draft: draft(['won', 'lost', 'lost', 'lost'], [2, 2, 1, 1], [0]),
    spot: { player: 0 },
  },
  {
    name: 'the same player doubling twice: beside the second double',
    draft: draft(['won', 'lost', 'lost', 'lost'], [3, 2, 1, 1], [0, 0]),
    spot: { double: 1 },
  },
  {
    name: 'a declarer who folded first: beside that double',
    draft: draft(['won', 'folded', 'lost', 'lost'], [3, 3, 1, 1], [1], [0, 0, 0, 0]),
    spot: { double: 0 },
  },
];

for (const row of SPOT_ROWS) {
  test(`spotOf: ${row.name}`, () => {
    const s = play(ALL_FIVE);
    const { action, sources } = handAction(row.draft, s.playing);
    const checked = COMPANION.parseAction(s, action);
    assert.ok(!checked.ok, 'the hand is refused');
    assert.deepEqual(spotOf(checked.error, sources), row.spot, checked.error.message);
  });
}

test('lastHandLines: each peg’s move in words, from where to where and the points', () => {
  const s = play(draft(['won', 'lost', 'folded', 'lost'], [2, 3, 1, 0]));
  assert.deepEqual(lastHandLines(s), [
    'Ann won 5 points: the start hole to hole 5.',
    'Bob lost with 3 cards laid, paying 3 points: the start hole to last-chance hole 1.',
    'Cy folded with 1 card laid, paying 1 point: the start hole to last-chance hole 1.',
    'Di lost with 0 cards laid, paying nothing: stays in the start hole.',
  ]);
  assert.equal(nextHandWords(s), 'Bob deals hand 2.');
});

test('lastHandLines: in the last-chance holes a loss is one hole, and out the back is named', () => {
  const s = play(
    draft(['won', 'lost', 'lost', 'lost'], [1, 1, 1, 1]),
    draft(['won', 'lost', 'lost', 'lost'], [0, 5, 0, 0]),
    draft(['won', 'lost', 'lost', 'lost'], [0, 5, 0, 0]),
    draft(['won', 'lost', 'lost', 'lost'], [0, 5, 0, 0]),
  );
  assert.equal(lastHandLines(s)[1], 'Bob lost with 5 cards laid, paying 5 points: last-chance hole 3 to out the back.');
});

const LANES: readonly { name: string; lastChance: number; winnerHole: number; step: number }[] = [
  { name: 'the printed board: holes 6 units apart', lastChance: 3, winnerHole: 61, step: 6 },
  { name: 'a 10-point track with one last-chance hole: 13 holes spread wider', lastChance: 1, winnerHole: 10, step: (424 - 16 - 18) / 12 },
  {
    name: 'a 500-point track with ten last-chance holes: 512 holes squeezed closer',
    lastChance: 10,
    winnerHole: 500,
    step: (424 - 16 - 18) / 511,
  },
];

for (const row of LANES) {
  test(`laneGeometry: ${row.name}; out the back, the last-chance holes, the start and the track run left to right`, () => {
    const g = laneGeometry(row);
    assert.equal(g.width, 424, 'every lane is as wide, so a peg is the same size on any track');
    assert.ok(Math.abs(g.x(2) - g.x(1) - row.step) < 1e-9, `holes ${g.x(2) - g.x(1)} apart`);
    const back = -row.lastChance - 1;
    const order = [...new Set([back, back + 1, -1, 0, 1, 2, row.winnerHole - 1, row.winnerHole])].map(g.x);
    for (let i = 1; i < order.length; i++) assert.ok((order[i] ?? 0) > (order[i - 1] ?? 0), `point ${i} is right of point ${i - 1}`);
    assert.ok((order[0] ?? -1) >= 0 && (order.at(-1) ?? Infinity) <= g.width);
    assert.equal(g.x(row.winnerHole + 40), g.x(row.winnerHole), 'past the winner hole is the winner hole');
  });
}
