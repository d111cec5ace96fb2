/**
 * A step's words match its position and its refusals: it never offers a move
 * the runner then refuses, and never describes a position the table does not
 * show. One row per step that once did.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameId } from '../../../src/engine/ids.ts';
import type { BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { findLegal } from '../../../src/engine/play/moves.ts';
import { continues } from '../../../src/engine/tutorial/runner.ts';
import { walk } from './walk.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';

interface Row {
  readonly name: string;
  readonly game: GameId;
  readonly rule: string;
  /** What the position is, checked on the state (so the row fails if the deal changes under the words). */
  readonly position: (state: unknown) => boolean;
  /** A legal move the step refuses, which its text must not offer; null for none. */
  readonly refused: unknown;
  /** Words the text must say, and words it must not. */
  readonly says: RegExp;
  readonly never: RegExp;
}

const ME = 0;
/** Bluff 'N' Peg: the learner's cards showing are strictly behind the best other hand still in (not level with it). */
const strictlyBehind = (state: unknown): boolean => {
  const s = state as BpState;
  const best = Math.max(...s.showing.filter((_, seat) => seat !== ME && s.folded[seat] !== true));
  return (s.showing[ME] ?? 0) < best;
};

const ROWS: readonly Row[] = [
  {
    name: 'Peekaboo step 1 tells the learner to join, and does not offer sitting out, which it refuses',
    game: 'peekaboo',
    rule: 'pk-ante',
    position: (s) => (s as { ante: number }).ante === 1,
    refused: { kind: 'sit-out' },
    says: /pay it and join/u,
    never: /\bor sit out\b|sit out and watch/u,
  },
  {
    name: "Bluff 'N' Peg step 3 says the learner is behind (not level), and asks for a hand that gets ahead",
    game: 'bluff-n-peg',
    rule: 'bp-strictly-beat',
    position: strictlyBehind,
    refused: null,
    says: /ahead of your 6/u,
    never: /not tie it/u,
  },
];

for (const row of ROWS) {
  test(row.name, () => {
    const step = walk(row.game).find((s) => s.rule === row.rule);
    assert.ok(step !== undefined, `${row.game} has a step ${row.rule}`);
    const script = step.progress.script;
    const text = script.steps.find((s) => s.rule === row.rule)?.text ?? '';
    assert.ok(row.position(step.at), `${row.game} ${row.rule}: the position is not the one the row describes`);
    if (row.refused !== null) {
      const game: AnyPlayable = playable(row.game);
      const legal = game.rules.legalMoves(step.at, script.learner);
      const found: unknown = findLegal(legal, row.refused);
      assert.ok(found !== undefined, 'the refused move is legal here');
      const scriptStep = script.steps.find((s) => s.rule === row.rule);
      assert.ok(scriptStep !== undefined && !continues(scriptStep, found), 'the step refuses it');
    }
    assert.match(text, row.says);
    assert.doesNotMatch(text, row.never);
  });
}
