/** Walk a tutorial script the scripted way, keeping each step's position for the claim tests. */
import assert from 'node:assert/strict';
import type { GameId } from '../../../src/engine/ids.ts';
import { startTutorial, tryMove, type TutorialProgress } from '../../../src/engine/tutorial/runner.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { play } from '../../../src/engine/play/play.ts';

export interface WalkedStep<S> {
  readonly rule: string;
  /** The state when the learner is to act (the step's computer moves played). */
  readonly at: S;
  /** The learner's scripted move. */
  readonly move: unknown;
  /** The state just after the learner's move (before the next computer moves). */
  readonly mine: S;
  readonly progress: TutorialProgress;
}

export function walk<S>(game: GameId): WalkedStep<S>[] {
  const s = startTutorial(game);
  assert.ok(s.ok, s.ok ? '' : s.error.message);
  const out: WalkedStep<S>[] = [];
  let p = s.value;
  for (const step of p.script.steps) {
    const move = step.move;
    const parts: AnyPlayable = playable(game);
    const mine = play(parts.rules, p.state, { seat: p.script.learner, move });
    assert.ok(mine.ok);
    out.push({ rule: step.rule, at: p.state as S, move, mine: mine.value as S, progress: p });
    const r = tryMove(p, move);
    assert.ok(r.ok, r.explanation);
    p = r.next;
  }
  return out;
}

/** One claim per step: `holds` must be true at its own step and false at every other. */
export interface Claim<S> {
  readonly rule: string;
  readonly holds: (step: WalkedStep<S>) => boolean;
}

export function checkClaims<S>(game: GameId, claims: readonly Claim<S>[]): void {
  const steps = walk<S>(game);
  assert.deepEqual(
    steps.map((s) => s.rule),
    claims.map((c) => c.rule),
    'one claim per step, in order',
  );
  for (const [i, c] of claims.entries())
    for (const [j, step] of steps.entries())
      assert.equal(c.holds(step), i === j, `${c.rule} ${i === j ? 'holds at its step' : `does not hold at step ${j + 1}`}`);
}
