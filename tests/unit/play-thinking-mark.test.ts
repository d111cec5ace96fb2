/**
 * A computer seat that is thinking shows it on every board (issue 22, item 2): drawn with `thinking` set to the seat
 * to act, a board holds exactly one "Thinking…" tag, on that seat (the seat named nearest before it), and the tag
 * keeps its seat-to-act words beside it, hidden, so the seat does not change size. Drawn with `thinking` null, or in
 * a review (no `thinking` passed), no tag thinks. One row per game: the first position of a game between the random
 * players where a seat other than the player's is to act, `skip` moves in so the table is not at its deal.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import type { OptionSpec } from '../../src/engine/play/options.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { legalFor, shellGame, type PlayGame } from '../../src/components/play/model.ts';
import { loadBoard } from './play-board-render.ts';
import { UI_GAMES } from './play-games.ts';

/** The player's seat and how many moves to play at least before looking for a computer seat to act. */
const ROWS: { readonly [G in GameId]: { seat: number; skip: number } } = {
  'ninas-five': { seat: 2, skip: 3 },
  peekaboo: { seat: 0, skip: 2 },
  'nuclear-holdem': { seat: 0, skip: 6 },
  'pokers-wild': { seat: 0, skip: 1 },
  'bluff-n-peg': { seat: 0, skip: 2 },
};

interface Drawn {
  /** The seat to act (a computer seat) and every seat's name. */
  readonly toAct: number;
  readonly names: readonly string[];
  readonly thinking: string;
  readonly still: string;
  readonly review: string;
}

async function drawThinking<Specs extends readonly OptionSpec[], S, M, V>(id: GameId, parts: PlayGame<Specs, S, M, V>): Promise<Drawn> {
  const render = await loadBoard<S, M, V>(id);
  const game = shellGame(parts);
  const { seat, skip } = ROWS[id];
  const options = defaultOptions(game.rules.options);
  const names = game.words.seatNames(options);
  const rng = rngAt(7);
  let state = game.rules.newGame(options, 7);
  for (let n = 0; n < 500; n++) {
    const toAct = game.rules.toAct(state);
    if (toAct === null) break;
    if (n >= skip && toAct !== seat) {
      const props = {
        view: game.rules.view(state, seat),
        seat,
        seatNames: names,
        legal: legalFor(game, state, seat),
        onMove: () => undefined,
        say: () => '',
        hint: null,
        final: null,
        interactive: true,
        idPrefix: 't',
      };
      return {
        toAct,
        names,
        thinking: render({ ...props, thinking: toAct }),
        still: render({ ...props, thinking: null }),
        review: render({ ...props, interactive: false }),
      };
    }
    const legal = game.legal(state);
    const move = game.bots.random(game.rules.view(state, toAct), legal, rng).move;
    state = game.rules.apply(state, { seat: toAct, move });
  }
  throw new Error(`${id}: no computer seat to act`);
}

const THINKING_TAG = /data-thinking="true"/gu;

/** The seat whose name comes last before `at` in `html` (its tag follows its name on every board). */
function seatBefore(html: string, at: number, names: readonly string[]): number {
  const before = html.slice(0, at);
  let best = -1;
  let where = -1;
  names.forEach((name, s) => {
    const i = before.lastIndexOf(`>${name}`);
    if (i > where) [best, where] = [s, i];
  });
  return best;
}

describe('a thinking computer seat is marked on its own seat, on every board', () => {
  for (const id of GAME_IDS)
    it(`${id}: one "Thinking…" tag, on the seat to act, with its turn words kept beside it; none when no seat thinks`, async () => {
      const d = await UI_GAMES[id]((parts) => drawThinking(id, parts));
      const tags = [...d.thinking.matchAll(THINKING_TAG)];
      assert.equal(tags.length, 1, `${id}: exactly one thinking tag`);
      const at = tags[0]?.index ?? -1;
      assert.equal(d.names[seatBefore(d.thinking, at, d.names)], d.names[d.toAct], `${id}: the tag is on the seat to act`);
      const tag = d.thinking.slice(at, d.thinking.indexOf('</span></span>', at));
      assert.match(tag, /class="turn-tag-now">to (act|play)</u, `${id}: the turn words stay in the tag, hidden, so it keeps its width`);
      assert.match(tag, /Thinking…/u, `${id}: the tag says it`);
      assert.equal(d.still.match(THINKING_TAG), null, `${id}: thinking null: no seat thinks`);
      assert.equal(d.review.match(THINKING_TAG), null, `${id}: no thinking passed: no seat thinks`);
    });
});
