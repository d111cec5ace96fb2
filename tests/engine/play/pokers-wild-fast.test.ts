/**
 * The Poker's Wild! model's speed-ups against the plain computations they
 * replace, and the rule that states are never changed once made:
 * - openCells (remembered per board, and updated by apply from the last
 *   board's answer) = openCellsScan, which reads every square;
 * - categoriesAtRemembered (runs kept from turn to turn) = categoriesAt,
 *   which reads the board afresh, for every open square and every card;
 * - whole games with every state and view deep-frozen play as before.
 * Games of several layouts are played one after another and all at once,
 * so the remembered board is often another game's and must notice.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { randomBot } from '../../../src/engine/bots/random.ts';
import { SENSIBLE } from '../../../src/engine/games/pokers-wild/bots.ts';
import { RULES } from '../../../src/engine/games/pokers-wild/rules.ts';
import type { PwMove, PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import type { PwView } from '../../../src/engine/games/pokers-wild/view.ts';
import { WORDS } from '../../../src/engine/games/pokers-wild/words.ts';
import { PW_OPTIONS, type PwOptions } from '../../../src/engine/games/pokers-wild/options.ts';
import {
  categoriesAt,
  categoriesAtRemembered,
  openCells,
  openCellsScan,
  rememberBoard,
} from '../../../src/engine/games/pokers-wild/score.ts';
import { rngAt, type Rng } from '../../../src/engine/play/random.ts';
import { TABLE_LEVELS, type Bot, type TableLevel } from '../../../src/engine/play/types.ts';
import { deepFreeze } from './frozen.ts';

const DEFAULTS = defaultOptions(PW_OPTIONS);
const BOTS: { readonly [L in TableLevel]: Bot<PwView, PwMove> } = { random: randomBot, sensible: SENSIBLE };
const LAYOUTS: readonly { name: string; options: PwOptions }[] = [
  { name: 'the printed rules', options: DEFAULTS },
  { name: 'four wild spaces, 2 players, 7-card hands', options: { ...DEFAULTS, wildSpaces: 4, players: 2, handSize: 7 } },
  { name: 'no jokers or wild spaces, a 5 × 6 board', options: { ...DEFAULTS, jokers: 0, wildSpaces: 0, rows: 5, cols: 6 } },
  { name: 'a 12 × 12 board, 6 players', options: { ...DEFAULTS, rows: 12, cols: 12, players: 6 } },
  { name: 'a 3 × 4 board (it fills before the deck ends)', options: { ...DEFAULTS, rows: 3, cols: 4, wildSpaces: 0 } },
];

/** One step of a game: the seat's view, its legal moves and the bot's choice, each checked by `look`; then the move. */
function step(s: PwState, level: TableLevel, rng: Rng, look: (s: PwState, v: PwView, legal: readonly PwMove[]) => void): PwState {
  const seat = RULES.toAct(s);
  assert.ok(seat !== null);
  const v = RULES.view(s, seat);
  const legal = RULES.legalMoves(s, seat);
  look(s, v, legal);
  return RULES.apply(s, { seat, move: BOTS[level](v, legal, rng).move });
}

/**
 * Plays a game of each layout (the printed rules twice, dealt differently),
 * either one after another or all at once, a step of each in turn: then the
 * remembered board is usually another game's, often of the same size.
 */
function games(seed: number, level: TableLevel, together: boolean, look: (s: PwState, v: PwView, legal: readonly PwMove[]) => void): void {
  const rng = rngAt(seed ^ 0xfa57);
  const starts = [...LAYOUTS, LAYOUTS[0] ?? LAYOUTS[1]].map((l, i) => RULES.newGame(l?.options ?? DEFAULTS, seed + i));
  const playing = (s: PwState): boolean => RULES.toAct(s) !== null;
  if (together) for (let states = starts; states.length > 0;) states = states.map((s) => step(s, level, rng, look)).filter(playing);
  else for (let s of starts) while (playing(s)) s = step(s, level, rng, look);
}

const MODES = fc.record({ seed: fc.nat({ max: 0xffffff }), level: fc.constantFrom(...TABLE_LEVELS), together: fc.boolean() });

test('openCells, remembered and updated by play, equals a fresh scan of the board at every step', () => {
  fc.assert(
    fc.property(MODES, ({ seed, level, together }) => {
      games(seed, level, together, (s) => {
        // The model's own answer first (as legalMoves used it), then the scan, then the remembered answer again.
        const open = [...openCells(s)];
        assert.deepEqual(open, openCellsScan(s));
        assert.deepEqual(openCells({ ...s, cells: [...s.cells] }), open, 'a copy of the board (new arrays) gives the same');
      });
    }),
    { numRuns: 16 },
  );
});

test('categoriesAtRemembered equals categoriesAt for every open square and every card, games played in turn and all at once', () => {
  const every = Array.from({ length: 54 }, (_, c) => c);
  fc.assert(
    fc.property(MODES, ({ seed, level, together }) => {
      let checked = 0;
      games(seed, level, together, (s) => {
        const cards = every.slice(0, s.deckSize);
        const fast: number[] = [];
        const plain: number[] = [];
        rememberBoard(s);
        for (const cell of openCellsScan(s)) {
          categoriesAtRemembered(cell, cards, fast);
          categoriesAt(s, cell, cards, plain);
          assert.deepEqual(fast, plain, `cell ${cell}`);
          checked++;
        }
      });
      assert.ok(checked > 100);
    }),
    { numRuns: 12 },
  );
});

/** Plays one game of each layout to the end, a step of each in turn; every move, reason, view, log line and outcome as text. With `freeze`, every state, view, legal list and move is deep-frozen before it is handed on. */
function transcript(seed: number, level: TableLevel, freeze: boolean): string[] {
  const keep = <T>(value: T): T => (freeze ? deepFreeze(value) : value);
  const out: string[] = [];
  const rng = rngAt(seed ^ 0xfa57);
  let states = LAYOUTS.map((l, i) => keep(RULES.newGame(l.options, seed + i)));
  while (states.length > 0) {
    states = states.flatMap((s) => {
      const seat = RULES.toAct(s) ?? -1;
      const v = keep(RULES.view(s, seat));
      const choice = BOTS[level](v, keep(RULES.legalMoves(s, seat)), rng);
      const move = keep({ seat, move: choice.move });
      const after = keep(RULES.apply(s, move));
      out.push(JSON.stringify([v, choice, WORDS.describe(s, move, after), RULES.audit(after)]));
      if (RULES.toAct(after) !== null) return [after];
      out.push(JSON.stringify(RULES.outcome(after)));
      return [];
    });
  }
  return out;
}

test('whole games with every state, view, legal list and move deep-frozen play exactly as unfrozen (nothing is changed once made)', async (t) => {
  for (const level of TABLE_LEVELS)
    await t.test(`${level} bots, every layout`, () => {
      const frozen = transcript(5, level, true);
      assert.deepEqual(frozen, transcript(5, level, false));
      assert.ok(frozen.length > 150, String(frozen.length));
    });
});

test('the sensible bot finds its move in a legal list in any order (it only expects the usual order)', () => {
  const rng = rngAt(9);
  let s = RULES.newGame(DEFAULTS, 9);
  for (let k = 0; k < 20; k++) {
    const seat = RULES.toAct(s) ?? 0;
    const v = RULES.view(s, seat);
    const legal = RULES.legalMoves(s, seat);
    const want = SENSIBLE(v, legal, rng);
    const got = SENSIBLE(v, [...legal].reverse(), rng);
    assert.deepEqual(got, want);
    s = RULES.apply(s, { seat, move: want.move });
  }
});
