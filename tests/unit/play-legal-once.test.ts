/**
 * The practice table lists a position's legal moves once, and plays only the move made. Each game is played
 * the way the table does it, position by position: the board and the move list read the legal moves (twice,
 * as two renders would), each move gets its words, the player asks for a hint (the question put to the expert) and makes a move from the board
 * (an equal copy of a legal move, through the checked `play`), and the computer seats choose from the list
 * (applied as they are). The game's own `legalMoves` and `apply` are counted underneath.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moveLabels, shellGame, type PlayGame } from '../../src/components/play/model.ts';
import { currentState, deal, extend, extendChosen } from '../../src/components/play/record-code.ts';
import { botChoice, HINT_STREAM, question } from '../../src/components/play/table.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { defaultOptions, type OptionSpec } from '../../src/engine/play/options.ts';
import { UI_GAMES } from './play-games.ts';

const SEED = 3;
const POSITIONS = 30;
const ME = 0;

interface Counts {
  readonly positions: number;
  readonly listed: number;
  readonly applied: number;
}

function playAtTheTable<Specs extends readonly OptionSpec[], S, M, V>(parts: PlayGame<Specs, S, M, V>): Counts {
  let listed = 0;
  let applied = 0;
  const counted: PlayGame<Specs, S, M, V> = {
    ...parts,
    rules: {
      ...parts.rules,
      legalMoves: (state, seat) => {
        listed++;
        return parts.rules.legalMoves(state, seat);
      },
      apply: (state, move) => {
        applied++;
        return parts.rules.apply(state, move);
      },
    },
  };
  const game = shellGame(counted);
  const { rules, words } = game;
  const options = defaultOptions(rules.options);
  const names = words.seatNames(options);
  const dealt = deal(rules, options, SEED);
  assert.ok(dealt.ok);
  let p = dealt.position;
  let positions = 0;
  for (; positions < POSITIONS; positions++) {
    const state = currentState(p);
    const seat = rules.toAct(state);
    if (seat === null) break;
    const legal = game.legal(state);
    assert.equal(game.legal(state), legal, 'a second render reads the same list');
    const labels = moveLabels(words, rules.view(state, seat), legal, names);
    assert.equal(labels.length, legal.length);
    let next;
    if (seat === ME) {
      // The table asks the expert in its worker; any player answering the same question exercises the same list.
      const asked = question(game, p, SEED, HINT_STREAM);
      assert.ok(asked !== null && asked.legal === legal, 'the hint is asked about the listed moves');
      const hint = game.bots.sensible(asked.view, asked.legal, rngAt(asked.rng));
      next = extend(game, p, { seat: ME, move: structuredClone(hint.move) });
    } else {
      const choice = botChoice(game, p, SEED, 'sensible');
      assert.ok(choice !== null);
      next = extendChosen(game, p, choice.move);
    }
    assert.ok(next !== null, `move ${positions + 1} was refused`);
    p = next;
  }
  return { positions, listed, applied };
}

describe('the practice table: one list of legal moves per position, and only the move made is played', () => {
  for (const id of GAME_IDS)
    it(`${id}: ${POSITIONS} positions`, () => {
      const { positions, listed, applied } = UI_GAMES[id](playAtTheTable);
      assert.ok(positions >= 10, `only ${positions} positions were played`);
      assert.equal(listed, positions, 'legalMoves calls');
      assert.equal(applied, positions, 'apply calls');
    });
});
