/**
 * The guided round marks the move each step asks for (issue 24, item 2): every game's board, drawn at each step
 * of its own guided round with the step's move as `hint` and a `cueId`, points a control's aria-describedby at
 * that id, tags it "This step" (never "Hint"), and names no control "(the hint)". The same position drawn as
 * the practice table draws a hint keeps its "Hint" words and describes nothing. One row per game.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findLegal } from '../../src/engine/play/moves.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import type { OptionSpec } from '../../src/engine/play/options.ts';
import { TUTORIALS } from '../../src/engine/tutorial/scripts.ts';
import { roundStep, startRound, tryRound } from '../../src/components/play/guided.ts';
import { fullOptions, legalFor, shellGame, type PlayGame } from '../../src/components/play/model.ts';
import { highestName } from '../../src/components/games/ninas-five/moves.ts';
import { makeCard } from '../../src/engine/hands/cards.ts';
import { loadBoard } from './play-board-render.ts';
import { UI_GAMES } from './play-games.ts';

const CUE = 'cue-words';

/** Each step's board drawn twice: as the guided round draws it (the step's move marked) and as a hint would be. */
async function drawSteps<Specs extends readonly OptionSpec[], S, M, V>(
  id: GameId,
  parts: PlayGame<Specs, S, M, V>,
): Promise<{ step: number; guided: string; hinted: string }[]> {
  const render = await loadBoard<S, M, V>(id);
  const game = shellGame(parts);
  const script = TUTORIALS[id];
  const started = startRound(game, script);
  if (!started.ok) throw new Error(started.error.message);
  const names = game.words.seatNames(fullOptions(game.rules.options, script.options));
  const out: { step: number; guided: string; hinted: string }[] = [];
  let round = started.value;
  for (let i = 0; roundStep(round).step !== null; i++) {
    const step = roundStep(round).step!;
    const legal = legalFor(game, round.state, script.learner);
    const move = findLegal(legal, step.move);
    if (move === undefined) throw new Error(`${id} step ${String(i + 1)}: the step's move is not legal`);
    const props = {
      view: game.rules.view(round.state, script.learner),
      seat: script.learner,
      seatNames: names,
      legal,
      onMove: () => undefined,
      say: () => '',
      hint: move,
      final: null,
      interactive: true,
      idPrefix: 't',
    };
    out.push({ step: i + 1, guided: render({ ...props, cueId: CUE }), hinted: render(props) });
    round = tryRound(game, round, move).next;
  }
  return out;
}

const described = (html: string): number => (html.match(new RegExp(`aria-describedby="${CUE}"`, 'gu')) ?? []).length;

describe('the guided step’s move is marked on every board', () => {
  for (const id of GAME_IDS) {
    it(`${id}: at every step a control is described by the step's words, tagged "This step", and none says "(the hint)"`, async () => {
      const steps = await UI_GAMES[id]((parts) => drawSteps(id, parts));
      assert.ok(steps.length > 0);
      for (const { step, guided, hinted } of steps) {
        assert.ok(described(guided) >= 1, `${id} step ${String(step)}: a control points at the step's words`);
        assert.match(guided, /This step|this step/u, `${id} step ${String(step)}: the mark's tag`);
        assert.doesNotMatch(guided, /\(the hint\)|>Hint<|>hint</u, `${id} step ${String(step)}: no hint words in a guided round`);
        assert.equal(described(hinted), 0, `${id} step ${String(step)}: a practice-table hint describes nothing`);
      }
    });
  }
});

describe('a joker’s naming list starts at the highest card it may be (no hint)', () => {
  const c = (rank: number, suit: number) => makeCard(rank, suit);
  const ROWS: { name: string; names: readonly number[]; want: number | null }[] = [
    { name: 'every card: the ace of spades, not the 2♠', names: Array.from({ length: 52 }, (_, i) => i), want: c(12, 0) },
    { name: 'no ace: the highest king, spades before hearts', names: [c(0, 0), c(11, 1), c(11, 0), c(5, 2)], want: c(11, 0) },
    { name: 'one name: that one', names: [c(3, 3)], want: c(3, 3) },
    { name: 'no names: none', names: [], want: null },
  ];
  for (const row of ROWS) it(row.name, () => assert.equal(highestName(row.names), row.want));
});
