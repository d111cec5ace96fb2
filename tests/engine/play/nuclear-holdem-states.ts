/** Test helper: every state of a Nuclear Hold'em game played by bots, replayed from its record. */
import assert from 'node:assert/strict';
import type { NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { play } from '../../../src/engine/play/play.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import type { BotLevel } from '../../../src/engine/play/types.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('nuclear-holdem');

/**
 * Every state of a game played by bots of `level` from `seed`, first to last,
 * and the moves between them (random bots reach every kind of move). The
 * replay goes through the framework's `play`, which checks each move as
 * untrusted input.
 */
export function botGameStates(options: NhOptions, seed: number, level: BotLevel): { states: NhState[]; moves: unknown[] } {
  const game = playGame(GAME, options, seed, [level]);
  let s = RULES.newGame(options, game.record.seed);
  const states = [s];
  for (const m of game.record.moves) {
    const next = play(RULES, s, m);
    assert.ok(next.ok);
    s = next.value;
    states.push(s);
  }
  return { states, moves: game.record.moves.map((m) => m.move) };
}
