/**
 * Bluff 'N' Peg's endings (src/engine/games/bluff-n-peg/endings.ts): the
 * careful player used to measure the track, and the claims ruling
 * bp-track-length makes from those measurements. If a change to the bots
 * moves these figures, the ruling's length must be measured again
 * (npm run bench:bluff-n-peg-track), not the bounds here loosened.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WINNER_HOLE } from '../../../src/engine/games/bluff-n-peg/pegging.ts';
import { SENSIBLE } from '../../../src/engine/games/bluff-n-peg/bots.ts';
import { carefulBot, endings, headToHead } from '../../../src/engine/games/bluff-n-peg/endings.ts';
import { BP_OPTIONS } from '../../../src/engine/games/bluff-n-peg/options.ts';
import type { BpMove } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { TYPICAL_GAMES, TYPICAL_SEED } from '../../../src/engine/play/typical.ts';
import { card, position } from './bluff-n-peg-setup.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { play } from '../../../src/engine/play/play.ts';

const DEFAULTS = defaultOptions(BP_OPTIONS);

test('ruling bp-track-length: the default track is the ruling and the option default', () => {
  assert.equal(DEFAULTS.track, WINNER_HOLE);
});

test('ruling bp-track-length: at the default track, a careful table ends about as often in the winner hole as out the back', () => {
  // The page's sample: 1,000 games at seed 2026, four players. "About as often": each ending in 40% to 60% of the games.
  // On the first ruling's 121-point track the same table reached the winner hole in under a fifth of its games.
  const e = endings(DEFAULTS, 'careful', TYPICAL_GAMES, TYPICAL_SEED);
  assert.equal(e.handLimit, 0, 'every game ends by the rules, not by our hand limit');
  for (const [ending, share] of [
    ['winner hole', e.winnerHole],
    ['out the back', e.outTheBack],
  ] as const)
    assert.ok(share >= 0.4 && share <= 0.6, `${ending}: ${(share * 100).toFixed(1)}% of careful games, not 40% to 60%`);
});

test('the careful player is the stronger: beside sensible players it wins more than its even share', () => {
  const share = headToHead(DEFAULTS, TYPICAL_GAMES, TYPICAL_SEED);
  assert.ok(share > 0.5, `the careful seats won ${(share * 100).toFixed(1)}% of the games, against an even 50%`);
});

test('the careful player folds where its peg would pay too much, and plays like the sensible bot elsewhere', async (t) => {
  // Worked by hand. Player 1 lays first against one rival with a jack-high hand, so one card gets ahead and its chance of
  // winning is the share of hands below jack-high: about 0.50 × 10/13 = 0.385 (the bots' estimate). Sensible: 0.385 × 5
  // points won against 0.615 × 1 lost is worth more than folding for nothing, so it lays. Careful, counting a last-chance
  // hole as 15 points: from the start hole or the last-chance holes a lost card costs a hole, 0.385 × (points won) against
  // 0.615 × 15 is worth less than folding, so it folds; on the open track a lost card costs a point, as for the sensible bot.
  const rows: { label: string; peg: number; careful: BpMove['kind'] }[] = [
    { label: 'in the first last-chance hole: fold', peg: -1, careful: 'fold' },
    { label: 'in the start hole, one loss from the last-chance holes: fold', peg: 0, careful: 'fold' },
    { label: 'thirty points up the track: lay, as the sensible bot does', peg: 30, careful: 'lay' },
  ];
  for (const row of rows)
    await t.test(row.label, () => {
      const s = position({ hands: ['Jc 9d 7h 4s 3c', 'Ad Kh 8c 6d 5s'], pegs: [row.peg, 30] });
      const view = RULES.view(s, 0);
      const legal = RULES.legalMoves(s, 0);
      const sensible = SENSIBLE(view, legal, rngAt(1));
      assert.deepEqual(sensible.move, { kind: 'lay', card: card('3c') }, 'the sensible bot lays its lowest card, the cheapest way ahead');
      const careful = carefulBot()(view, legal, rngAt(1));
      assert.equal(careful.move.kind, row.careful, careful.reason);
      if (row.careful === 'lay') assert.deepEqual(careful.move, sensible.move);
      assert.ok(legal.includes(careful.move), 'the move is one of the legal moves');
    });
});

test('the careful player only ever picks a legal move, and differs from the sensible bot only by folding', () => {
  const careful = carefulBot();
  for (const seed of [1, 2, 3]) {
    let s = RULES.newGame({ ...DEFAULTS, players: 3 }, seed);
    let steps = 0;
    for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) {
      assert.ok(steps++ < RULES.maxMoves(s.o), 'the game ends');
      const view = RULES.view(s, seat);
      const legal = RULES.legalMoves(s, seat);
      const mine = careful(view, legal, rngAt(steps));
      const theirs = SENSIBLE(view, legal, rngAt(steps));
      assert.ok(legal.includes(mine.move), `seed ${seed}, move ${steps}: a legal move`);
      if (JSON.stringify(mine.move) !== JSON.stringify(theirs.move)) assert.equal(mine.move.kind, 'fold', mine.reason);
      const next = play(RULES, s, { seat, move: mine.move });
      assert.ok(next.ok);
      s = next.value;
    }
  }
});
