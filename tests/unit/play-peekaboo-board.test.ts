/**
 * Peekaboo's board (src/components/games/peekaboo/): its logic in Node, and
 * the board itself rendered to HTML for real views of a game. Node cannot
 * read JSX, so the board is bundled with esbuild (Astro's own dependency)
 * and rendered with preact-render-to-string.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTsx } from './render-tsx.ts';
import type { ComponentType } from 'preact';
import type { Die } from '../../src/engine/hands/dice.ts';
import { RULES } from '../../src/engine/games/peekaboo/rules.ts';
import type { PeekabooMove, PeekabooState, RoundResult } from '../../src/engine/games/peekaboo/state.ts';
import { WORDS } from '../../src/engine/games/peekaboo/words.ts';
import { sameMove } from '../../src/engine/play/moves.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import {
  actionLabel,
  diceAt,
  forcedIndexes,
  indexesOf,
  keepMove,
  lastRoundText,
  phaseText,
  potsText,
  rollOffText,
} from '../../src/components/games/peekaboo/board-model.ts';

interface Rendered {
  readonly render: (board: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => string;
  readonly Board: ComponentType<Record<string, unknown>>;
}

const loaded = importTsx<Rendered>([
  "import { h } from 'preact';",
  "import { renderToString } from 'preact-render-to-string';",
  "export { default as Board } from './src/components/games/peekaboo/Board.tsx';",
  'export const render = (B, p) => renderToString(h(B, p));',
]);

const OPTIONS = defaultOptions(RULES.options);
const NAMES = WORDS.seatNames(OPTIONS);

/** Play every seat's first legal move (the lowest ante, join, stand, check or call) until `stop` says so (or the game ends). */
function playUntil(seed: number, stop: (s: PeekabooState) => boolean): PeekabooState {
  let s = RULES.newGame(OPTIONS, seed);
  for (let i = 0; i < 2000 && !stop(s); i++) {
    const seat = RULES.toAct(s);
    if (seat === null) break;
    const legal = RULES.legalMoves(s, seat);
    s = RULES.apply(s, { seat, move: legal[0]! });
  }
  return s;
}

async function html(s: PeekabooState, seat: number, extra: Record<string, unknown> = {}): Promise<string> {
  const { Board, render } = await loaded;
  return render(Board, {
    view: RULES.view(s, seat),
    seat,
    seatNames: NAMES,
    legal: RULES.legalMoves(s, seat),
    onMove: () => undefined,
    say: (m: PeekabooMove) => m.kind,
    hint: null,
    final: RULES.outcome(s) === null ? null : s,
    interactive: true,
    idPrefix: 't',
    ...extra,
  });
}
const buttons = (h: string): string[] =>
  [...h.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/gu)].map((m) => m[1]!.replace(/<[^>]+>/gu, '').trim());
const text = (h: string): string => h.replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ');

test('forcedIndexes: kept lookers match the first lookers of their face, only when kept dice stay kept', () => {
  const rows: [readonly Die[], readonly Die[], 'stay-kept' | 'may-reroll', number[]][] = [
    [[6, 5, 1], [6], 'stay-kept', [0]],
    [[6, 6, 2], [6], 'stay-kept', [0]],
    [[6, 6, 2], [6, 6], 'stay-kept', [0, 1]],
    [[5, 3, 3], [3, 3], 'stay-kept', [1, 2]],
    [[6, 5, 1], [6], 'may-reroll', []],
    [[6, 5, 1], [], 'stay-kept', []],
  ];
  for (const [lookers, held, rule, want] of rows)
    assert.deepEqual(forcedIndexes(lookers, held, rule), want, `${lookers.join(' ')} holding ${held.join(' ')}`);
});

test('diceAt and indexesOf: pressed positions to kept dice (high to low) and back', () => {
  assert.deepEqual(diceAt([6, 5, 1], [2, 0]), [6, 1]);
  assert.deepEqual(diceAt([4, 4, 2], [1]), [4]);
  assert.deepEqual(indexesOf([6, 6, 2], [6]), [0]);
  assert.deepEqual(indexesOf([6, 6, 2], [6, 2]), [0, 2]);
});

test('keepMove finds the legal keep for the pressed dice, and nothing for dice that cannot be kept', () => {
  const legal: PeekabooMove[] = [
    { kind: 'keep', dice: [6, 5, 1] },
    { kind: 'keep', dice: [6, 5] },
    { kind: 'keep', dice: [6] },
  ];
  assert.deepEqual(keepMove(legal, [5, 6]), { kind: 'keep', dice: [6, 5] });
  assert.equal(keepMove(legal, [5]), undefined, 'the 6 is kept for the turn, so keeping only the 5 is not legal');
  assert.equal(keepMove(legal, []), undefined);
});

test('the engine\u2019s sameMove, which the board uses, compares a hint (or none) with a button move', () => {
  const rows: [PeekabooMove | null, PeekabooMove, boolean][] = [
    [null, { kind: 'fold' }, false],
    [{ kind: 'fold' }, { kind: 'fold' }, true],
    [{ kind: 'call' }, { kind: 'fold' }, false],
    [{ kind: 'ante', chips: 2 }, { kind: 'ante', chips: 2 }, true],
    [{ kind: 'ante', chips: 2 }, { kind: 'ante', chips: 3 }, false],
    [{ kind: 'keep', dice: [6] }, { kind: 'keep', dice: [6] }, true],
    [{ kind: 'keep', dice: [6] }, { kind: 'keep', dice: [6, 5] }, false],
  ];
  for (const [a, b, want] of rows) assert.equal(sameMove(a, b), want, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
});

test('actionLabel says the chips a call costs and the ante to pay', () => {
  const s = playUntil(51, (st) => st.phase === 'join' && st.turn === 0);
  const v = RULES.view(s, 0);
  assert.equal(actionLabel({ ...v, ante: 1 }, { kind: 'join' }), 'Pay the 1-chip ante');
  assert.equal(actionLabel({ ...v, ante: 3 }, { kind: 'join' }), 'Pay the 3-chip ante');
  assert.equal(actionLabel(v, { kind: 'ante', chips: 3 }), 'Ante 3 chips');
  assert.equal(actionLabel(v, { kind: 'ante', chips: 1 }), 'Ante 1 chip');
  assert.equal(actionLabel({ ...v, bet: 5, put: [2, 5, 5, 5] }, { kind: 'call' }), 'Call 3 chips');
  assert.equal(actionLabel({ ...v, raise: 2 }, { kind: 'raise' }), 'Raise by 2 chips');
});

test('actionLabel says when a call or a raise puts in every chip left (ruling pk-cover)', () => {
  const v = RULES.view(
    playUntil(51, (st) => st.phase === 'bet'),
    0,
  );
  const at = (chips: number, put: number, bet: number) => ({
    ...v,
    seat: 0,
    chips: [chips, 9, 9, 9],
    put: [put, bet, bet, bet],
    bet,
    raise: 2,
  });
  const rows: [string, ReturnType<typeof at>, PeekabooMove, string][] = [
    ['1 chip left against 2 to call', at(1, 1, 3), { kind: 'call' }, 'Call 1 chip, all in'],
    ['exactly the call left', at(2, 1, 3), { kind: 'call' }, 'Call 2 chips, all in'],
    ['more than the call left', at(3, 1, 3), { kind: 'call' }, 'Call 2 chips'],
    ['exactly a call and a raise left', at(4, 1, 3), { kind: 'raise' }, 'Raise by 2 chips, all in'],
    ['more than a call and a raise left', at(5, 1, 3), { kind: 'raise' }, 'Raise by 2 chips'],
  ];
  for (const [name, view, move, want] of rows) assert.equal(actionLabel(view, move as Exclude<PeekabooMove, { kind: 'keep' }>), want, name);
});

const namer = (seat: number): string => (seat === 0 ? 'you' : `Player ${seat + 1}`);

test('potsText lists the main pot and each side pot with who may win it, and nothing while there is one pot', () => {
  const rows: [string, { chips: number; seats: number[] }[], string][] = [
    ['one pot', [{ chips: 8, seats: [0, 1, 2] }], ''],
    [
      'a main pot and a side pot',
      [
        { chips: 4, seats: [0, 1, 2, 3] },
        { chips: 6, seats: [0, 2, 3] },
      ],
      'Main pot: 4 chips, for everyone still in. Side pot: 6 chips, for you, Player 3 and Player 4.',
    ],
    [
      'two side pots are numbered',
      [
        { chips: 8, seats: [0, 1, 2, 3] },
        { chips: 6, seats: [0, 2, 3] },
        { chips: 1, seats: [3] },
      ],
      'Main pot: 8 chips, for everyone still in. Side pot 1: 6 chips, for you, Player 3 and Player 4. Side pot 2: 1 chip, for Player 4.',
    ],
  ];
  for (const [name, pots, want] of rows) assert.equal(potsText({ pots }, namer), want, name);
});

test('lastRoundText: one clause per pot, pots with the same winners together, and chips given back', () => {
  const round = (r: Partial<RoundResult>): RoundResult => ({
    round: 4,
    first: 0,
    pot: 0,
    end: 'showdown',
    shown: [],
    pots: [],
    returned: null,
    ...r,
  });
  const pot = (chips: number, seats: number[], winners: number[], shares: number[], category: RoundResult['pots'][number]['category']) => ({
    chips,
    seats,
    winners,
    shares,
    category,
  });
  const rows: [string, RoundResult, string][] = [
    [
      'one pot, as before side pots',
      round({ pot: 12, pots: [pot(12, [0, 1], [0], [12], 'full-house')] }),
      'Round 4: You took the 12-chip pot with a full house.',
    ],
    [
      'one player takes both pots',
      round({ pot: 10, pots: [pot(4, [0, 1, 2, 3], [1], [4], 'four-of-a-kind'), pot(6, [1, 2, 3], [1], [6], 'four-of-a-kind')] }),
      'Round 4: Player 2 took the 4-chip main pot and the 6-chip side pot with four of a kind.',
    ],
    [
      'the all-in player takes the main pot; a tie splits the side pot',
      round({ pot: 19, pots: [pot(4, [0, 1, 3], [1], [4], 'five-of-a-kind'), pot(15, [0, 3], [3, 0], [8, 7], 'two-pair')] }),
      'Round 4: Player 2 took the 4-chip main pot with five of a kind, and Player 4 and you split the 15-chip side pot with two pair.',
    ],
    [
      'a bet nobody matched goes back',
      round({ pot: 3, pots: [pot(3, [0, 1], [1], [3], 'full-house')], returned: { seat: 0, chips: 2 } }),
      'Round 4: Player 2 took the 3-chip pot with a full house. You took back 2 chips that nobody else could match.',
    ],
    [
      'everyone else folded',
      round({ end: 'uncontested', pot: 5, pots: [pot(5, [2], [2], [5], null)] }),
      'Round 4: Player 3 took the 5-chip pot without a showdown.',
    ],
  ];
  for (const [name, r, want] of rows) assert.equal(lastRoundText(r, namer), want, name);
});

test('the board marks a player all in and shows the main pot and side pot while betting', async () => {
  // Seed 7's move 95 position (ruling pk-cover) after Player 1 raised: Player 2 is all in, Player 3 (4 chips left) to act.
  const base = playUntil(51, (st) => st.phase === 'bet');
  const s: PeekabooState = {
    ...base,
    first: 0,
    turn: 2,
    chips: [28, 0, 4, 42],
    put: [3, 1, 1, 1],
    inRound: [true, true, true, true],
    folded: [false, false, false, false],
    acted: [true, false, false, false],
    raises: 1,
  };
  assert.equal(RULES.audit(s), null);
  const h = text(await html(s, 2));
  assert.match(h, /Main pot: 4 chips, for everyone still in\. Side pot: 2 chips, for Player 1, you and Player 4\./u);
  assert.match(h, /Player 2 0 chips , 1 chip in the pot all in/u);
  assert.deepEqual(buttons(await html(s, 2)), ['Call 2 chips', 'Raise by 2 chips, all in', 'Fold']);
});

test('phaseText names who acts, as "you" for the player', () => {
  const s = RULES.newGame(OPTIONS, 51);
  const first = s.first;
  const me = RULES.view(s, first);
  assert.equal(phaseText(me, NAMES), 'You name the ante.');
  const other = RULES.view(s, (first + 1) % 4);
  assert.equal(phaseText(other, NAMES), `${NAMES[first]} names the ante.`);
});

test("rollOffText tells the first round's roll-off, ties rolled again", () => {
  const rows: [number[][], number, number, string][] = [
    [
      [[3, 6, 2, 1]],
      1,
      0,
      'Roll-off for the first player: you rolled 3, Player 2 rolled 6, Player 3 rolled 2, Player 4 rolled 1; Player 2 goes first.',
    ],
    [
      [
        [6, 6, 2],
        [2, 4, 0],
      ],
      1,
      2,
      'Roll-off for the first player: Player 1 rolled 6, Player 2 rolled 6, you rolled 2; tied, so again: Player 1 rolled 2, Player 2 rolled 4; Player 2 goes first.',
    ],
    [
      [
        [5, 5],
        [1, 3],
      ],
      1,
      1,
      'Roll-off for the first player: Player 1 rolled 5, you rolled 5; tied, so again: Player 1 rolled 1, you rolled 3; you go first.',
    ],
  ];
  for (const [openingRolls, first, seat, want] of rows) assert.equal(rollOffText({ openingRolls, first, seat }, NAMES), want);
  assert.equal(rollOffText({ openingRolls: [], first: 0, seat: 0 }, NAMES), '');
});

test('the board draws the ante choice as one button per legal ante', async () => {
  const s = RULES.newGame(OPTIONS, 51);
  const h = await html(s, s.first);
  const want = RULES.legalMoves(s, s.first).map((m) => (m.kind === 'ante' ? `Ante ${m.chips} chip${m.chips === 1 ? '' : 's'}` : '?'));
  assert.deepEqual(buttons(h), want);
  assert.match(text(h), /Round 1 of 10/u);
});

test('a long list of antes (a high cap in the options) gives a menu and one button, not a row of 10', async () => {
  // The legal moves are written out: the model offers at most 6 antes today (its seat table stops at 6).
  const s = RULES.newGame({ ...OPTIONS, maxAnte: 10 }, 51);
  const legal: PeekabooMove[] = Array.from({ length: 10 }, (_, i) => ({ kind: 'ante', chips: i + 1 }));
  const { Board, render } = await loaded;
  const h = render(Board, {
    view: RULES.view(s, s.first),
    seat: s.first,
    seatNames: NAMES,
    legal,
    onMove: () => undefined,
    say: (m: PeekabooMove) => m.kind,
    hint: null,
    final: null,
    interactive: true,
    idPrefix: 't',
  });
  assert.deepEqual(buttons(h), ['Ante 1 chip']);
  assert.equal((h.match(/<option/gu) ?? []).length, 10);
  assert.match(h, /<label for="t-pk-ante">Ante<\/label>/u);
});

test('on the roll, each looker is a "Hold die n" toggle, unpressed, with Roll all and Stand', async () => {
  const s = playUntil(51, (st) => st.phase === 'roll' && st.turn === 0);
  const lookers = s.lookers[0]!;
  const h = await html(s, 0);
  const names = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
  const want = [...lookers.map((d, i) => `Hold die ${i + 1}: ${names[d]}`), 'Roll all 3 dice', 'Stand: keep all 3 dice'];
  assert.deepEqual(
    buttons(h).map((b) => b.replace(/\u00a0|&nbsp;/gu, '').trim()),
    want,
  );
  assert.equal((h.match(/aria-pressed="false"/gu) ?? []).length, 3);
  // The player's own peekers are named; nobody else's are.
  const peek = s.peekers[0]!.map((d) => names[d]).join(', ');
  assert.match(text(h), new RegExp(`Peekers, only you see them: ${peek}`, 'u'));
  assert.equal((text(h).match(/2 peekers, face down under the cup/gu) ?? []).length, 3, 'the three other players rolled peekers');
});

test("another seat's view never names this seat's peekers", async () => {
  const s = playUntil(51, (st) => st.phase === 'bet');
  for (let seat = 0; seat < 4; seat++) {
    const h = text(await html(s, seat));
    assert.equal((h.match(/Peekers, only you see them/gu) ?? []).length, 1);
    assert.equal((h.match(/face down under the cup/gu) ?? []).length, 3);
  }
});

test('betting buttons are the legal moves in words', async () => {
  const s = playUntil(51, (st) => st.phase === 'bet');
  const seat = s.turn;
  const h = await html(s, seat);
  const want = RULES.legalMoves(s, seat).map((m) => (m.kind === 'keep' ? '?' : actionLabel(RULES.view(s, seat), m)));
  assert.deepEqual(buttons(h), want);
});

test('not interactive (the no-JS walk-through): the same table, no buttons', async () => {
  for (const stop of [(st: PeekabooState) => st.phase === 'roll' && st.turn === 0, (st: PeekabooState) => st.phase === 'bet']) {
    const s = playUntil(51, stop);
    const h = await html(s, 0, { interactive: false });
    assert.equal(buttons(h).length, 0);
    assert.match(text(h), /Pot: \d+ chips?/u);
  }
});

test('a hint marks the dice to hold', async () => {
  const s = playUntil(51, (st) => st.phase === 'roll' && st.turn === 0);
  const lookers = s.lookers[0]!;
  const hint: PeekabooMove = { kind: 'keep', dice: [lookers[0]!] };
  const h = await html(s, 0, { hint });
  assert.equal((h.match(/pk-die-btn board-tap board-hint/gu) ?? []).length, 1);
});

test('after a round, the last round shows the pot and every hand shown at a showdown', async () => {
  const s = playUntil(51, (st) => st.last !== null);
  const r = s.last!;
  const h = text(await html(s, 0));
  assert.match(h, new RegExp(`Round 1: .* the ${r.pot}-chip pot`, 'u'));
  if (r.end === 'showdown')
    for (const shown of r.shown)
      assert.match(
        h,
        new RegExp(`peekers ${shown.peekers.map((d) => ['', 'one', 'two', 'three', 'four', 'five', 'six'][d]).join(', ')}`, 'u'),
      );
});
