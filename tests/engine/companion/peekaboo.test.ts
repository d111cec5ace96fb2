/**
 * Peekaboo's table companion (issue 26): hand-made games at a real table, each run through parseAction and apply
 * as the page runs them. Every expected number is worked out by hand in the row's comment, from the rules and our
 * rulings (pk-*), never by the code under test.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { readRecord } from '../../../src/engine/companion/record.ts';
import { audit } from '../../../src/engine/games/peekaboo/rules.ts';
import {
  PEEKABOO_COMPANION as C,
  tableView,
  undecidedPots,
  type PeekabooSetup,
  type PeekabooTable,
} from '../../../src/engine/games/peekaboo/companion.ts';

const ABC = { names: ['Ann', 'Bo', 'Cy'] };

function setupOf(input: unknown): PeekabooSetup {
  const s = C.parseSetup(input);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Plays the actions; throws on the first one refused. */
function run(setup: unknown, actions: readonly unknown[]): PeekabooTable {
  let t = C.start(setupOf(setup));
  for (const [i, a] of actions.entries()) {
    const parsed = C.parseAction(t, a);
    if (!parsed.ok) throw new Error(`step ${i + 1}: ${parsed.error.code}: ${parsed.error.message}`);
    t = C.apply(t, parsed.value);
  }
  return t;
}

const first = (seat: number) => ({ kind: 'first', seat });
const ante = (seat: number, chips: number) => ({ kind: 'ante', seat, chips });
const m = (kind: string, seat: number) => ({ kind, seat });
const ranks = (...r: number[][]) => ({ kind: 'showdown', ranks: r });

/** Round 1 of a 3-player table with 6 chips each that leaves Ann 3, Bo 5, Cy 10 (Bo rolls first next). */
const SHORT = { names: ['Ann', 'Bo', 'Cy'], chips: 6 };
const SHORT_R1 = [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0), m('fold', 1), m('call', 2), ranks([2])];
/** Round 2 of SHORT: Bo antes 3 (Bo 2), Cy and Ann join (Ann all in), Bo raises all in, Cy calls: Ann 3, Bo 5, Cy 5 put in. */
const SHORT_R2 = [ante(1, 3), m('join', 2), m('join', 0), m('raise', 1), m('call', 2)];

/** SHORT round 2 again: Bo antes 1, Bo raises to 3, Cy to 5, Ann calls all in for 3 in all, Bo folds: Cy's last 2 are unmatched. */
const SHORT_UNCALLED = [ante(1, 1), m('join', 2), m('join', 0), m('raise', 1), m('raise', 2), m('call', 0), m('fold', 1)];

interface Expect {
  readonly chips: readonly number[];
  /** The phase of the practice table's state, or 'showdown' while the table is asked who won. */
  readonly phase: string;
  /** Who acts next (who rolls first, at the start of a round); -1 at the end. */
  readonly turn: number;
  readonly out?: readonly boolean[];
  readonly winners?: readonly number[];
}

const GAMES: readonly { name: string; setup: unknown; actions: readonly unknown[]; expect: Expect }[] = [
  {
    // Antes 2 each (pot 6); Bo raises to 4 (+2), Cy calls (+2), Ann folds: Cy takes 10. Ann 18, Bo 16, Cy 26; Cy rolls first next.
    name: 'a raise, a call and a fold, then the showdown: Cy wins the pot, the first player passes left',
    setup: ABC,
    actions: [first(1), ante(1, 2), m('join', 2), m('join', 0), m('raise', 1), m('call', 2), m('fold', 0), ranks([2])],
    expect: { chips: [18, 16, 26], phase: 'ante', turn: 2 },
  },
  {
    name: 'the cups come up: the table is asked who won before any chip moves',
    setup: ABC,
    actions: [first(1), ante(1, 2), m('join', 2), m('join', 0), m('raise', 1), m('call', 2), m('fold', 0)],
    expect: { chips: [18, 16, 16], phase: 'showdown', turn: 0 },
  },
  {
    // Antes 1 each; Ann raises (puts 3 in all), Bo and Cy fold: Ann takes 5 unseen (pk-last-player). Ann 22, Bo 19, Cy 19.
    name: 'everyone else folds: the last player in takes the pot without a showdown',
    setup: ABC,
    actions: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0), m('fold', 1), m('fold', 2)],
    expect: { chips: [22, 19, 19], phase: 'ante', turn: 1 },
  },
  {
    // Antes 1 each, three checks; Ann and Bo tie: 3 chips, 1 each and the odd chip to Ann, first from the first player (pk-odd-chips).
    name: 'a tie splits the pot, the odd chip to the first player leftwards',
    setup: ABC,
    actions: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('check', 1), m('check', 2), ranks([0, 1])],
    expect: { chips: [21, 20, 19], phase: 'ante', turn: 1 },
  },
  {
    // Ann antes 2, Bo and Cy sit out: nobody matched the ante, Ann takes it back (pk-nobody-joins); Bo rolls first next.
    name: 'nobody joins: the first player takes back the ante',
    setup: ABC,
    actions: [first(0), ante(0, 2), m('sit-out', 1), m('sit-out', 2)],
    expect: { chips: [20, 20, 20], phase: 'ante', turn: 1 },
  },
  {
    // Round 1: antes 1; Ann raises to 3, Bo folds, Cy calls; Cy wins 7. Ann 3, Bo 5, Cy 10.
    name: 'a short stack after round 1',
    setup: SHORT,
    actions: SHORT_R1,
    expect: { chips: [3, 5, 10], phase: 'ante', turn: 1 },
  },
  {
    // Round 2: put in Ann 3 (all in), Bo 5, Cy 5: the main pot 9 for all three, a side pot 4 for Bo and Cy (pk-cover).
    // Ann best takes 9, Cy next takes 4: Ann 9, Bo 0 and out (pk-out-of-chips), Cy 5 + 4 = 9. Cy rolls first next (Bo skipped).
    name: 'a side pot: the all-in player wins the main pot, the next best the side pot, and a player goes out',
    setup: SHORT,
    actions: [...SHORT_R1, ...SHORT_R2, ranks([0], [2])],
    expect: { chips: [9, 0, 9], phase: 'ante', turn: 2, out: [false, true, false] },
  },
  {
    // Bo best takes both pots, 13: Ann 0 and out, Bo 13, Cy 5.
    name: 'a side pot: the best hand is in both pots and takes them all',
    setup: SHORT,
    actions: [...SHORT_R1, ...SHORT_R2, ranks([1])],
    expect: { chips: [0, 13, 5], phase: 'ante', turn: 2, out: [true, false, false] },
  },
  {
    // Cy's unmatched 2 go back (pk-cover); the pot of 9 (3 each) is Ann's and Cy's to win, Ann best: Ann 9, Bo 2, Cy 7.
    name: 'a bet nobody matched goes back before the pot is paid',
    setup: SHORT,
    actions: [...SHORT_R1, ...SHORT_UNCALLED, ranks([0])],
    expect: { chips: [9, 2, 7], phase: 'ante', turn: 2 },
  },
  {
    // Round 3 after the side pot: Cy antes 1, then Ann answers; Bo, out of the game, is passed over.
    name: 'a player out of chips is passed over when the ante goes round',
    setup: SHORT,
    actions: [...SHORT_R1, ...SHORT_R2, ranks([0], [2]), ante(2, 1)],
    expect: { chips: [9, 0, 8], phase: 'join', turn: 0, out: [false, true, false] },
  },
  {
    // 2 chips each: the ante is at most the smallest stack, 2 (pk-ante-cap); both all in, straight to the cups. Ann takes 4.
    name: 'one player holds every chip: the game ends',
    setup: { names: ['Ann', 'Bo'], chips: 2 },
    actions: [first(0), ante(0, 2), m('join', 1), ranks([0])],
    expect: { chips: [4, 0], phase: 'over', turn: -1, out: [false, true], winners: [0] },
  },
  {
    // One round: antes 1, two checks, Bo best: Ann 19, Bo 21. The agreed rounds are played (pk-game-end).
    name: 'the last agreed round ends the game: the most chips wins',
    setup: { names: ['Ann', 'Bo'], rounds: 1 },
    actions: [first(0), ante(0, 1), m('join', 1), m('check', 0), m('check', 1), ranks([1])],
    expect: { chips: [19, 21], phase: 'over', turn: -1, winners: [1] },
  },
  {
    // One round, a tie: 1 each back. Level on 20: both win.
    name: 'the last round ends level: both players share the win',
    setup: { names: ['Ann', 'Bo'], rounds: 1 },
    actions: [first(1), ante(1, 1), m('join', 0), m('check', 1), m('check', 0), ranks([0, 1])],
    expect: { chips: [20, 20], phase: 'over', turn: -1, winners: [0, 1] },
  },
];

for (const row of GAMES)
  test(`Peekaboo at the table: ${row.name}`, () => {
    const t = run(row.setup, row.actions);
    assert.deepEqual(t.game.chips, row.expect.chips);
    assert.equal(t.pending === null ? t.game.phase : 'showdown', row.expect.phase);
    assert.equal(t.game.turn, row.expect.turn);
    if (row.expect.out !== undefined) assert.deepEqual(t.game.out, row.expect.out);
    assert.deepEqual(C.over(t)?.winners ?? null, row.expect.winners ?? null);
  });

const REFUSED: readonly { name: string; setup: unknown; before: readonly unknown[]; action: unknown; code: string }[] = [
  { name: 'a bet before the roll-off is in', setup: ABC, before: [], action: ante(0, 1), code: 'not-now' },
  { name: 'a second roll-off', setup: ABC, before: [first(0)], action: first(1), code: 'not-now' },
  { name: 'a first player not at the table', setup: ABC, before: [], action: first(3), code: 'bad-action' },
  { name: 'a seat of 1e308', setup: ABC, before: [first(0)], action: ante(1e308, 1), code: 'bad-action' },
  { name: 'a move out of turn', setup: ABC, before: [first(0)], action: ante(1, 1), code: 'not-now' },
  { name: 'an ante above the cap of 3 (pk-ante-cap)', setup: ABC, before: [first(0)], action: ante(0, 4), code: 'not-now' },
  { name: 'an ante of 0', setup: ABC, before: [first(0)], action: ante(0, 0), code: 'not-now' },
  { name: 'a raise while the ante goes round', setup: ABC, before: [first(0), ante(0, 1)], action: m('raise', 1), code: 'not-now' },
  { name: 'an action with no kind', setup: ABC, before: [first(0)], action: { seat: 0 }, code: 'bad-action' },
  { name: 'an action that is not an object', setup: ABC, before: [first(0)], action: 'raise', code: 'bad-action' },
  { name: 'an unknown kind', setup: ABC, before: [first(0)], action: m('keep', 0), code: 'bad-action' },
  {
    name: 'a second raise over the agreed cap of 1 (pk-raise-cap)',
    setup: { ...ABC, maxRaises: 1 },
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0)],
    action: m('raise', 1),
    code: 'not-now',
  },
  {
    name: 'raising again after a raise came back round (pk-raise-again)',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0), m('raise', 1), m('call', 2)],
    action: m('raise', 0),
    code: 'not-now',
  },
  {
    name: 'a check facing a bet',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0)],
    action: m('check', 1),
    code: 'not-now',
  },
  { name: 'a showdown with no cups up', setup: ABC, before: [first(0)], action: ranks([0]), code: 'not-now' },
  {
    name: 'a bet while the table is asked who won',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('check', 1), m('check', 2)],
    action: m('check', 0),
    code: 'not-now',
  },
  {
    name: 'a player who folded named at the showdown',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('fold', 1), m('check', 2)],
    action: ranks([1]),
    code: 'not-now',
  },
  {
    name: 'the player whose fold brought the cups up, named at the showdown',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('check', 1), m('fold', 2)],
    action: ranks([2]),
    code: 'not-now',
  },
  {
    name: 'a player named twice at the showdown',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('check', 1), m('check', 2)],
    action: ranks([0], [0]),
    code: 'bad-action',
  },
  {
    name: 'a side pot left without a winner',
    setup: SHORT,
    before: [...SHORT_R1, ...SHORT_R2],
    action: ranks([0]),
    code: 'bad-action',
  },
  {
    name: 'a place after every pot has its winner',
    setup: SHORT,
    before: [...SHORT_R1, ...SHORT_R2],
    action: ranks([0], [2], [1]),
    code: 'bad-action',
  },
  {
    name: 'a move after the game is over',
    setup: { names: ['Ann', 'Bo'], chips: 2 },
    before: [first(0), ante(0, 2), m('join', 1), ranks([0])],
    action: ante(0, 1),
    code: 'game-over',
  },
];

for (const row of REFUSED)
  test(`Peekaboo at the table refuses ${row.name}`, () => {
    const t = run(row.setup, row.before);
    const r = C.parseAction(t, row.action);
    assert.equal(r.ok, false);
    assert.equal(r.error.code, row.code);
  });

const SETUPS: readonly { name: string; input: unknown; names?: readonly string[]; chips?: number; code?: string }[] = [
  { name: 'a name with spaces around it is refused, not trimmed', input: { names: ['  Ann ', 'Bo'] }, code: 'bad-setup' },
  { name: 'markup in a name is kept as text', input: { names: ['<b>Ann</b>', 'Bo'] }, names: ['<b>Ann</b>', 'Bo'], chips: 20 },
  { name: 'chips of 1000 are allowed', input: { names: ['Ann', 'Bo'], chips: 1000 }, names: ['Ann', 'Bo'], chips: 1000 },
  { name: 'one player', input: { names: ['Ann'] }, code: 'bad-setup' },
  { name: 'seven players', input: { names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }, code: 'bad-setup' },
  { name: 'an empty name', input: { names: ['Ann', '  '] }, code: 'bad-setup' },
  { name: 'a name of 25 characters', input: { names: ['Ann', 'x'.repeat(25)] }, code: 'bad-setup' },
  { name: 'a name with a line break', input: { names: ['Ann', 'B\no'] }, code: 'bad-setup' },
  { name: 'two players of one name', input: { names: ['Ann', 'Ann'] }, code: 'bad-setup' },
  { name: 'a name that is not text', input: { names: ['Ann', 7] }, code: 'bad-setup' },
  { name: 'chips of 1e308', input: { names: ['Ann', 'Bo'], chips: 1e308 }, code: 'bad-setup' },
  { name: 'chips of -0', input: { names: ['Ann', 'Bo'], chips: -0 }, code: 'bad-setup' },
  { name: 'chips as text', input: { names: ['Ann', 'Bo'], chips: '20' }, code: 'bad-setup' },
  { name: 'a setting the game does not have', input: { names: ['Ann', 'Bo'], peekers: 2 }, code: 'bad-setup' },
  { name: 'no object at all', input: null, code: 'bad-setup' },
];

for (const row of SETUPS)
  test(`Peekaboo's table setup: ${row.name}`, () => {
    const r = C.parseSetup(row.input);
    if (row.code !== undefined) {
      assert.equal(r.ok, false);
      assert.equal(r.error.code, row.code);
      return;
    }
    assert.ok(r.ok);
    assert.deepEqual(r.value.names, row.names);
    assert.equal(r.value.chips, row.chips);
  });

const WORDS: readonly { name: string; setup: unknown; before: readonly unknown[]; action: unknown; text: string }[] = [
  { name: 'the roll-off', setup: ABC, before: [], action: first(1), text: 'Bo rolls first.' },
  { name: 'the ante', setup: ABC, before: [first(0)], action: ante(0, 2), text: 'Ann named an ante of 2 chips.' },
  {
    name: 'a raise',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2)],
    action: m('raise', 0),
    text: 'Ann raised the bet to 3 chips.',
  },
  {
    name: 'the fold that brings the cups up',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('check', 1)],
    action: m('fold', 2),
    text: 'Cy folded; the cups come up.',
  },
  {
    name: 'a showdown',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('check', 0), m('check', 1), m('check', 2)],
    action: ranks([1]),
    text: 'Bo won the pot (3 chips).',
  },
  {
    name: 'a side pot and a player out',
    setup: SHORT,
    before: [...SHORT_R1, ...SHORT_R2],
    action: ranks([0], [2]),
    text: 'Ann won the main pot (9 chips); Cy won side pot 1 (4 chips); Bo is out of chips.',
  },
  {
    name: 'the last player in',
    setup: ABC,
    before: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0), m('fold', 1)],
    action: m('fold', 2),
    text: 'Cy folded; Ann won the pot (5 chips).',
  },
];

for (const row of WORDS)
  test(`Peekaboo at the table says what happened: ${row.name}`, () => {
    const t = run(row.setup, row.before);
    const a = C.parseAction(t, row.action);
    assert.ok(a.ok);
    assert.equal(C.describe(t, a.value), row.text);
  });

test('Peekaboo at the table offers only the legal moves, with the ante up to the cap', () => {
  const rows: readonly { name: string; actions: readonly unknown[]; kinds: readonly string[] }[] = [
    { name: 'before the roll-off', actions: [], kinds: [] },
    { name: 'naming the ante', actions: [first(0)], kinds: ['ante 1', 'ante 2', 'ante 3'] },
    { name: 'answering the ante', actions: [first(0), ante(0, 1)], kinds: ['join', 'sit-out'] },
    { name: 'opening the betting', actions: [first(0), ante(0, 1), m('join', 1), m('join', 2)], kinds: ['check', 'raise', 'fold'] },
  ];
  for (const row of rows) {
    const v = tableView(run(ABC, row.actions));
    assert.deepEqual(
      v.moves.map((a) => (a.kind === 'ante' ? `ante ${a.chips}` : a.kind)),
      row.kinds,
      row.name,
    );
  }
});

const CUPS: readonly { name: string; setup: unknown; actions: readonly unknown[]; chips: number[]; put: number[]; live: boolean[] }[] = [
  {
    // Ann 0 with 3 in, Bo 2 with 3 in (folded), Cy 5 with 5 in: as the cups come up, before Cy's unmatched 2 go back.
    name: 'a bet nobody matched is still in front of the pot',
    setup: SHORT,
    actions: [...SHORT_R1, ...SHORT_UNCALLED],
    chips: [0, 2, 5],
    put: [3, 3, 5],
    live: [true, false, true],
  },
  {
    // Antes 2 each; Bo raises to 4, Cy calls, Ann folds: Ann 18 (2 in), Bo 16 (4 in), Cy 16 (4 in); Bo and Cy show.
    name: 'the last move a fold: the folded player is out of the showdown',
    setup: ABC,
    actions: [first(1), ante(1, 2), m('join', 2), m('join', 0), m('raise', 1), m('call', 2), m('fold', 0)],
    chips: [18, 16, 16],
    put: [2, 4, 4],
    live: [false, true, true],
  },
  {
    // Antes 1; Ann raises to 3, Bo calls, Cy calls last: everyone 17 with 3 in.
    name: 'the last move a call: its chips are in the pot',
    setup: ABC,
    actions: [first(0), ante(0, 1), m('join', 1), m('join', 2), m('raise', 0), m('call', 1), m('call', 2)],
    chips: [17, 17, 17],
    put: [3, 3, 3],
    live: [true, true, true],
  },
  {
    // SHORT round 2: Ann all in for 3, Bo all in for 5, Cy calls to 5 and keeps 5.
    name: 'two players all in',
    setup: SHORT,
    actions: [...SHORT_R1, ...SHORT_R2],
    chips: [0, 0, 5],
    put: [3, 5, 5],
    live: [true, true, true],
  },
];

for (const row of CUPS)
  test(`Peekaboo at the table shows the chips as the cups come up: ${row.name}`, () => {
    const t = run(row.setup, row.actions);
    assert.notEqual(t.pending, null);
    const v = tableView(t);
    assert.deepEqual(v.chips, row.chips);
    assert.deepEqual(v.put, row.put);
    assert.deepEqual(v.live, row.live);
    assert.equal(
      v.pot,
      row.put.reduce((a, b) => a + b, 0),
    );
  });

test('random tables: every chip accounted for, the engine audit clean, and a saved record replays to the same table', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 1, max: 8 }),
      fc.array(fc.nat(), { minLength: 150, maxLength: 300 }),
      (players, chipsEach, picks) => {
        const setup = setupOf({ names: Array.from({ length: players }, (_, i) => `P${i + 1}`), chips: chipsEach, rounds: 4 });
        let t = C.start(setup);
        const actions: unknown[] = [];
        for (const pick of picks) {
          if (C.over(t) !== null) break;
          let action: unknown;
          if (!t.started) action = first(pick % players);
          else if (t.pending !== null) {
            // A ranking of everyone still in, one place each in an order drawn from `pick`, cut once every pot is decided.
            const live = tableView(t).live.flatMap((l, seat) => (l ? [seat] : []));
            const order = live.map((s, i) => ({ s, k: (pick * (i + 7)) % 11 })).sort((a, b) => a.k - b.k || a.s - b.s);
            const places: number[][] = [];
            for (const { s } of order) {
              places.push([s]);
              if (undecidedPots(t, places) === 0) break;
            }
            action = { kind: 'showdown', ranks: places };
          } else {
            // Folds and sitting out are one pick in five, so that rounds reach the cups and stacks run dry.
            const moves = tableView(t).moves;
            const stay = moves.filter((a) => a.kind !== 'fold' && a.kind !== 'sit-out');
            action = pick % 5 === 0 || stay.length === 0 ? moves[pick % moves.length] : stay[pick % stay.length];
          }
          const parsed = C.parseAction(t, JSON.parse(JSON.stringify(action)) as unknown);
          assert.ok(parsed.ok, `${JSON.stringify(action)} was refused`);
          t = C.apply(t, parsed.value);
          actions.push(action);
          const v = tableView(t);
          assert.equal(v.chips.reduce((a, b) => a + b, 0) + v.pot, players * chipsEach, 'chips in front of the players and in the pot');
          if (t.pending === null) assert.equal(audit(t.game), null);
        }
        const record = {
          format: 1,
          id: 'r',
          game: 'peekaboo',
          name: 'R',
          created: 0,
          updated: 0,
          rev: 0,
          setup,
          actions,
          cursor: actions.length,
        };
        const back = readRecord(JSON.parse(JSON.stringify(record)) as unknown, () => C);
        assert.ok(back.ok);
        assert.deepEqual(back.value.state, t);
      },
    ),
    { numRuns: 150, seed: 2026 },
  );
});
