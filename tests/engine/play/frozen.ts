/**
 * Whole games with nothing handed out writable: the models share unchanged
 * parts between states instead of copying them, so a stray write into a
 * state, view, legal-move list or move would change an earlier state behind
 * its caller's back. Modules run in strict mode, so a write to a frozen value
 * throws.
 */
import assert from 'node:assert/strict';
import type { OptionSpec, OptionValues } from '../../../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../../../src/engine/play/random.ts';
import { botsForSeats } from '../../../src/engine/play/simulate.ts';
import type { Playable } from '../../../src/engine/play/playable.ts';
import type { BotLevel, SeatMove } from '../../../src/engine/play/types.ts';

/** Freeze a value and everything it reaches. */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/**
 * playGame's loop with every state, view, legal list and move deep-frozen
 * before anything reads it, and every move described: the same moves as
 * playGame for the same seeds, or a throw at the first write.
 */
export function playFrozen<Specs extends readonly OptionSpec[], S, M, V>(
  { rules, words, bots: players }: Playable<Specs, S, M, V>,
  options: OptionValues<Specs>,
  seed: number,
  levels: readonly BotLevel[],
  botSeed = mixSeed(seed, 0, 1),
): { readonly moves: SeatMove<M>[]; readonly end: S } {
  const frozenOptions = deepFreeze({ ...options });
  const bots = botsForSeats(levels, rules.seats(frozenOptions)).map((l) => players[l]);
  const rng = rngAt(botSeed);
  let state = deepFreeze(rules.newGame(frozenOptions, seed));
  const moves: SeatMove<M>[] = [];
  for (let seat = rules.toAct(state); seat !== null; seat = rules.toAct(state)) {
    const bot = bots[seat];
    assert.ok(bot !== undefined, `seat ${seat} has a bot`);
    const choice = bot(deepFreeze(rules.view(state, seat)), deepFreeze(rules.legalMoves(state, seat)), rng);
    const move = deepFreeze({ seat, move: choice.move });
    const after = deepFreeze(rules.apply(state, move));
    words.describe(state, move, after);
    state = after;
    moves.push(move);
  }
  assert.notEqual(rules.outcome(state), null, 'the game ended with an outcome');
  return { moves, end: state };
}
