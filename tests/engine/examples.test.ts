import assert from 'node:assert/strict';
import { it } from 'node:test';
import { evaluateDice, evaluateHand, exampleHand, RULESET_IDS, RULESETS } from '../../src/engine/index.ts';

it('every rung of every ladder has an example the engine agrees with', () => {
  for (const id of RULESET_IDS) {
    const ruleset = RULESETS[id];
    for (const category of ruleset.categories) {
      const example = exampleHand(id, category);
      assert.ok(example !== null, `${id} has no example of ${category}`);
      const got = example.kind === 'dice' ? evaluateDice(example.dice).category : ruleset.kind === 'cards' ? evaluateHand(ruleset, example.cards).category : null;
      assert.equal(got, category, `${id} ${category}`);
    }
  }
});

it('rulings have unique ids and say something in every field', () => {
  const ids = new Set<string>();
  for (const id of RULESET_IDS) {
    for (const ruling of RULESETS[id].rulings) {
      assert.ok(!ids.has(ruling.id), `duplicate ruling ${ruling.id}`);
      ids.add(ruling.id);
      for (const field of [ruling.question, ruling.seedSays, ruling.answer, ruling.why]) assert.ok(field.length > 10, ruling.id);
    }
  }
});
