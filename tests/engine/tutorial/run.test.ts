/**
 * The runner's model-and-script variants (run.ts, what the play page's island
 * uses) give exactly what the by-id API (runner.ts) gives: at every step of
 * every script, for the script's move and for a wrong one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import { GAME_PARTS } from '../../../src/engine/games/index.ts';
import { startScript, stepOf, tryScriptMove } from '../../../src/engine/tutorial/run.ts';
import { continues, startTutorial, tryMove, tutorialStep } from '../../../src/engine/tutorial/runner.ts';
import { TUTORIALS } from '../../../src/engine/tutorial/scripts.ts';

for (const id of GAME_IDS) {
  test(`${id}: startScript, stepOf and tryScriptMove equal startTutorial, tutorialStep and tryMove at every step`, () => {
    const byId = startTutorial(id);
    const byModel = startScript(GAME_PARTS[id], TUTORIALS[id]);
    assert.deepEqual(byModel, byId);
    assert.ok(byId.ok && byModel.ok);
    let p = byId.value;
    for (const step of p.script.steps) {
      assert.deepEqual(stepOf(GAME_PARTS[id], p), tutorialStep(p));
      const wrong = tutorialStep(p).legal.find((m) => !continues(step, m));
      if (wrong !== undefined) assert.deepEqual(tryScriptMove(GAME_PARTS[id], p, wrong), tryMove(p, wrong));
      assert.deepEqual(tryScriptMove(GAME_PARTS[id], p, { garbage: true }), tryMove(p, { garbage: true }));
      const right = tryMove(p, step.move);
      assert.deepEqual(tryScriptMove(GAME_PARTS[id], p, step.move), right);
      assert.ok(right.ok);
      p = right.next;
    }
    assert.deepEqual(stepOf(GAME_PARTS[id], p), tutorialStep(p));
  });
}

test("a script run on another game's rules is an error value, not a crash", () => {
  const r = startScript(GAME_PARTS.peekaboo, TUTORIALS['ninas-five']);
  assert.ok(!r.ok);
  assert.match(r.error.message, /ninas-five tutorial cannot run on the peekaboo rules/);
});
