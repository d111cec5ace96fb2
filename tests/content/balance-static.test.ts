/*
 * The Balance Lab without JavaScript (issue 15): /lab/game/ shows, for every
 * game, the printed rules' wins by seat, game length and final scores as
 * charts drawn at build time, each an <svg role="img"> with a title and its
 * data table behind it, and the wins chart names every seat.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPage } from './dist.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { GAME_PARTS } from '../../src/engine/games/index.ts';

const html = readPage('lab/game/');

/** The markup of the element with this id, up to its closing </figure>. */
function figure(id: string): string {
  const start = html.indexOf(`<figure class="bc-chart" id="${id}"`);
  assert.ok(start >= 0, `no chart #${id}`);
  return html.slice(start, html.indexOf('</figure>', start));
}

for (const game of GAME_IDS) {
  test(`${game}: the printed rules' three charts are on the page, drawn and tabled`, () => {
    const seats = GAME_PARTS[game].words.seatNames(defaultOptions(GAME_PARTS[game].rules.options));
    for (const chart of ['share', 'length', 'score']) {
      const f = figure(`printed-${game}-${chart}-chart`);
      assert.match(f, /<svg[^>]*role="img"/u, `${chart}: an svg image`);
      assert.match(f, /<title[^>]*>[^<]+<\/title>/u, `${chart}: a title that says what it shows`);
      assert.match(f, /<table/u, `${chart}: a data table behind it`);
      assert.doesNotMatch(f, /NaN|undefined/u, `${chart}: no broken numbers`);
    }
    const share = figure(`printed-${game}-share-chart`);
    for (const seat of seats) assert.ok(share.includes(`>${seat}<`), `the share chart names ${seat}`);
  });
}
