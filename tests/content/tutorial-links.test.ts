/**
 * Every tutorial step's link target is an element id on the built rules page
 * of its game (the engine test checks the MDX and the rulings; this checks
 * what the reader's browser will scroll to).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { TUTORIALS } from '../../src/engine/tutorial/scripts.ts';
import { readPage } from './dist.ts';

const idsOn = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/gu)].map((m) => m[1] ?? ''));

test('every tutorial link target is an id on the built game page', () => {
  for (const game of GAME_IDS) {
    const ids = idsOn(readPage(`games/${game}/`));
    assert.ok(ids.size > 10, `${game}: the page has ids`);
    for (const step of TUTORIALS[game].steps) assert.ok(ids.has(step.link), `${game} ${step.rule}: #${step.link} is on the built page`);
    assert.equal(ids.has('no-such-anchor'), false);
  }
});
