/**
 * The framework's boundary, for every game: the one checked `play`
 * (play/play.ts) accepts a move exactly when it is one of the legal moves of
 * the seat to act, and then gives what the trusted `apply` gives. Moves are
 * offered as they come from outside (through JSON), and so are near misses:
 * each legal move with one field changed, dropped or added, which is accepted only if the
 * change made another legal move. The oracle is canonical JSON, not the
 * framework's own comparison.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { play, type MoveError } from '../../../src/engine/play/play.ts';
import type { Result } from '../../../src/engine/result.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { randomPlay } from './harness.ts';
import { canonical } from './canonical.ts';

/** Each legal move with one field changed (a number one off, a string or a boolean swapped, a list cut or grown), dropped, or one added. */
function nearMisses(move: unknown): unknown[] {
  if (typeof move !== 'object' || move === null) return [];
  const out: unknown[] = [{ ...move, extra: 1 }];
  for (const [key, value] of Object.entries(move as Record<string, unknown>)) {
    const changed =
      typeof value === 'number'
        ? [value + 1, value - 1]
        : typeof value === 'string'
          ? [`${value}x`, '']
          : typeof value === 'boolean'
            ? [!value]
            : Array.isArray(value)
              ? [value.slice(1), [...(value as unknown[]), value[0]]]
              : [];
    for (const v of changed) out.push({ ...move, [key]: v });
    if (key !== 'kind') out.push(Object.fromEntries(Object.entries(move as Record<string, unknown>).filter(([k]) => k !== key)));
  }
  return out;
}

for (const id of GAME_IDS)
  test(`${id}: play accepts exactly the legal moves, and gives what apply gives`, () => {
    const game: AnyPlayable = playable(id);
    const { rules } = game;
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), fc.nat(), (seed, picks, at) => {
        const options = defaultOptions(rules.options);
        const played = randomPlay(game, options, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
        const state: unknown = played.states[at % played.states.length];
        const seat = rules.toAct(state);
        if (seat === null) return;
        const legal: readonly unknown[] = rules.legalMoves(state, seat);
        const keys = new Set(legal.map(canonical));
        for (const move of legal) {
          const got: Result<unknown, MoveError> = play(rules, state, JSON.parse(JSON.stringify({ seat, move })) as unknown);
          assert.ok(got.ok, `legal ${canonical(move)} refused`);
          assert.equal(canonical(got.value), canonical(rules.apply(state, { seat, move })));
          accepted++;
          for (const miss of nearMisses(move)) {
            const result: Result<unknown, MoveError> = play(rules, state, { seat, move: miss });
            assert.equal(result.ok, keys.has(canonical(miss)), `near miss ${canonical(miss)}`);
            if (!result.ok) {
              assert.equal(result.error.code, 'illegal-move');
              refused++;
            }
          }
        }
      }),
      { numRuns: 25 },
    );
    assert.ok(accepted > 25 && refused > 25, `${accepted} accepted, ${refused} refused`);
  });
