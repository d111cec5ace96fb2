/**
 * Peekaboo's words: each legal move's label, read from the seat's view alone
 * (WORDS.moveLabel), against rows worked out by hand and against the words
 * the practice table gave before the game had labels of its own: the log's
 * first clause for the move, read by playing it (move-words.ts without a
 * moveLabel). The log itself is pinned by the records fixture.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { oldMoveLabels } from './old-labels.ts';
import { PEEKABOO_OPTIONS, type PeekabooOptions } from '../../../src/engine/games/peekaboo/options.ts';
import { RULES } from '../../../src/engine/games/peekaboo/rules.ts';
import type { PeekabooMove, PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import type { PeekabooView } from '../../../src/engine/games/peekaboo/view.ts';
import { WORDS } from '../../../src/engine/games/peekaboo/words.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { randomPlay } from './harness.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('peekaboo');

const DEFAULTS = defaultOptions(PEEKABOO_OPTIONS);
const opts = (o: Partial<PeekabooOptions> = {}): PeekabooOptions => ({ ...DEFAULTS, ...o });
const NAMES = WORDS.seatNames(DEFAULTS);

/** Player 1's view at the start of a round (seed 51), to change field by field below. */
const BASE: PeekabooView = RULES.view(RULES.newGame(DEFAULTS, 51), 0);
/** Player 1's view, on the betting or rolling fields given. */
const at = (v: Partial<PeekabooView>): PeekabooView => ({ ...BASE, ...v });

test('moveLabel: each kind of move in words, from the view alone', async (t) => {
  // Player 1 (seat 0): `put` is what each seat has in, `chips` what each has left; a call matches the highest `bet`.
  const rows: readonly [name: string, view: PeekabooView, move: PeekabooMove, label: string][] = [
    ['the smallest ante', at({ phase: 'ante' }), { kind: 'ante', chips: 1 }, 'Set the ante at 1 chip'],
    ['a bigger ante', at({ phase: 'ante' }), { kind: 'ante', chips: 3 }, 'Set the ante at 3 chips'],
    ['joining names the ante', at({ phase: 'join', ante: 2 }), { kind: 'join' }, 'Paid the 2-chip ante'],
    ['sitting out', at({ phase: 'join', ante: 2 }), { kind: 'sit-out' }, 'Sat this round out'],
    [
      'keeping every looker ends the turn',
      at({ lookers: [[6, 5, 1], [], [], []] }),
      { kind: 'keep', dice: [6, 5, 1] },
      'Kept 6 5 1 and stopped',
    ],
    ['keeping none rolls all three', at({ lookers: [[6, 5, 1], [], [], []] }), { kind: 'keep', dice: [] }, 'Rolled every looker again'],
    ['keeping some rolls the rest', at({ lookers: [[6, 5, 1], [], [], []] }), { kind: 'keep', dice: [6] }, 'Kept 6 and rolled again'],
    ['keeping two of a pair', at({ lookers: [[4, 4, 2], [], [], []] }), { kind: 'keep', dice: [4, 4] }, 'Kept 4 4 and rolled again'],
    ['a check', at({ phase: 'bet' }), { kind: 'check' }, 'Checked'],
    ['a fold', at({ phase: 'bet' }), { kind: 'fold' }, 'Folded'],
    ['a call of the rest of the bet', at({ bet: 5, put: [2, 5, 5, 5], chips: [10, 9, 9, 9] }), { kind: 'call' }, 'Called 3 chips'],
    [
      'a call of every chip left, exactly the bet (ruling pk-cover)',
      at({ bet: 5, put: [2, 5, 5, 5], chips: [3, 9, 9, 9] }),
      { kind: 'call' },
      'Called 3 chips and is all in',
    ],
    [
      'a call short of the bet: every chip left (ruling pk-cover)',
      at({ bet: 5, put: [2, 5, 5, 5], chips: [1, 9, 9, 9] }),
      { kind: 'call' },
      'Called 1 chip and is all in',
    ],
    ['a raise', at({ bet: 5, put: [5, 5, 5, 5], raise: 2, chips: [10, 9, 9, 9] }), { kind: 'raise' }, 'Raised by 2 chips, to 7 chips in'],
    [
      'a raise one chip short of every chip left',
      at({ bet: 5, put: [2, 5, 5, 5], raise: 2, chips: [6, 9, 9, 9] }),
      { kind: 'raise' },
      'Raised by 2 chips, to 7 chips in',
    ],
    [
      'a raise of every chip left',
      at({ bet: 5, put: [2, 5, 5, 5], raise: 2, chips: [5, 9, 9, 9] }),
      { kind: 'raise' },
      'Raised by 2 chips, to 7 chips in, and is all in',
    ],
    [
      'a raise of the agreed size 5, after a check',
      at({ bet: 1, put: [1, 1, 1, 1], raise: 5, chips: [19, 9, 9, 9] }),
      { kind: 'raise' },
      'Raised by 5 chips, to 6 chips in',
    ],
  ];
  for (const [name, view, move, label] of rows)
    await t.test(name, () => {
      assert.equal(WORDS.moveLabel(view, move, NAMES), label);
    });
});

const VARIANTS: readonly PeekabooOptions[] = [
  DEFAULTS,
  opts({ players: 2, rolls: 1, chips: 5, rounds: 30 }),
  opts({ players: 6, peekers: 0, lookers: 5, maxRaises: 0, rolls: 4 }),
  opts({ players: 3, peekers: 4, lookers: 1, keptDice: 'may-reroll', chips: 3, maxAnte: 5, rounds: 40 }),
  // Few chips and big raises: calls and raises all in are common.
  opts({ players: 3, chips: 4, raise: 3, rounds: 20 }),
];

/** The practice table's words before Peekaboo had a moveLabel: each move played, the log's first clause (move-words.ts). */

test('at every state of random games, each legal move has a label of its own, the same as the practice table gave by playing it', () => {
  let labels = 0;
  let allIn = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...VARIANTS),
      fc.nat({ max: 0xffffffff }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      (o, seed, picks) => {
        const names = WORDS.seatNames(o);
        const states = randomPlay(GAME, o, seed, (n, step) => (picks[step % picks.length] ?? 0) % n).states as PeekabooState[];
        for (const s of states) {
          const seat = RULES.toAct(s);
          if (seat === null) continue;
          const legal = RULES.legalMoves(s, seat);
          const view = RULES.view(s, seat);
          const now = legal.map((m) => WORDS.moveLabel(view, m, names));
          assert.ok(
            now.every((l) => /^[A-Z]\S/u.test(l)),
            `labels are words: ${JSON.stringify(now)}`,
          );
          assert.equal(new Set(now).size, now.length, `labels differ: ${JSON.stringify(now)}`);
          assert.deepEqual(
            now,
            oldMoveLabels({ rules: RULES, words: WORDS }, s, seat, legal, names),
            'the table gave the same words by playing each move',
          );
          labels += now.length;
          allIn += now.filter((l) => l.endsWith('all in')).length;
        }
      },
    ),
    { numRuns: 150 },
  );
  assert.ok(labels > 10_000, `${labels} labels compared`);
  assert.ok(allIn > 20, `${allIn} of them all in`);
});
