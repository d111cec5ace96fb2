/**
 * The practice table's expert worker, its pure parts (src/components/play/expert-protocol.ts): the worker's answer
 * to each request (checked again, a bad one answered with an error, never a crash), the table's reading of the
 * replies, and its client, which starts one worker on the first question and keeps only the answer to the question
 * it still waits for. And reproducibility: the answer to a position's question is the expert's own move for that
 * view and rng, the same each time it is asked, however the request travelled (a structured clone, as postMessage
 * makes).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answer, ExpertClient, readReply, type ThinkResult, type WorkerLike } from '../../src/components/play/expert-protocol.ts';
import { shellGame } from '../../src/components/play/model.ts';
import { currentState, deal, extendChosen, type Position } from '../../src/components/play/record-code.ts';
import { HINT_STREAM, MOVE_STREAM, question } from '../../src/components/play/table.ts';
import { expertPlayer, type GameExpert } from '../../src/engine/bots/expert.ts';
import { EXPERT as BLUFF_N_PEG } from '../../src/engine/games/bluff-n-peg/expert.ts';
import { EXPERT as NINAS_FIVE } from '../../src/engine/games/ninas-five/expert.ts';
import { EXPERT as NUCLEAR_HOLDEM } from '../../src/engine/games/nuclear-holdem/expert.ts';
import { EXPERT as PEEKABOO } from '../../src/engine/games/peekaboo/expert.ts';
import { EXPERT as POKERS_WILD } from '../../src/engine/games/pokers-wild/expert.ts';
import type { MoveOf, StateOf, ViewOf } from '../../src/engine/games/index.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { defaultOptions, type OptionSpec } from '../../src/engine/play/options.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import type { Bot } from '../../src/engine/play/types.ts';
import { DEFAULT_BUDGET } from '../../src/engine/search/ismcts.ts';
import { UI_GAMES } from './play-games.ts';

/** A small search: these tests are about the protocol, not the play. */
const SMALL = { ...DEFAULT_BUDGET, iterations: 12, rolloutDepth: 12 };

/** Each game's expert, as its worker builds it (games/<id>/expert.worker.ts). */
const EXPERTS: { readonly [G in GameId]: GameExpert<StateOf<G>, MoveOf<G>, ViewOf<G>> } = {
  'ninas-five': NINAS_FIVE,
  peekaboo: PEEKABOO,
  'nuclear-holdem': NUCLEAR_HOLDEM,
  'pokers-wild': POKERS_WILD,
  'bluff-n-peg': BLUFF_N_PEG,
};
/** Game `id`'s expert with the small budget. */
const expertOf = <G extends GameId>(id: G): Bot<ViewOf<G>, MoveOf<G>> => expertPlayer<StateOf<G>, MoveOf<G>, ViewOf<G>>(EXPERTS[id], SMALL);

const request = (over: Record<string, unknown>): Record<string, unknown> => ({
  type: 'think',
  id: 7,
  view: { seat: 0 },
  legal: ['a', 'b'],
  rng: 5,
  ...over,
});

describe('the worker answers what it is sent', () => {
  const first: Bot<unknown, string> = (_view, legal) => ({ move: legal[0] ?? '', reason: 'The first.' });
  const rows: [string, unknown, Bot<unknown, string>, ReturnType<typeof answer>][] = [
    ['a good request: the move as an index, with the reason', request({}), first, { type: 'move', id: 7, index: 0, reason: 'The first.' }],
    ['not a record: no reply', 'think', first, null],
    ['another type: no reply', request({ type: 'run' }), first, null],
    ['no id: no reply', request({ id: undefined }), first, null],
    ['id 0: no reply', request({ id: 0 }), first, null],
    ['a fractional id: no reply', request({ id: 1.5 }), first, null],
    ['no view', request({ view: null }), first, { type: 'error', id: 7, message: 'The expert was sent no view of the table.' }],
    ['a view that is a list', request({ view: [] }), first, { type: 'error', id: 7, message: 'The expert was sent no view of the table.' }],
    [
      'no legal moves',
      request({ legal: [] }),
      first,
      { type: 'error', id: 7, message: 'The expert was sent no legal moves, or too many.' },
    ],
    [
      'legal moves not a list',
      request({ legal: 'ab' }),
      first,
      { type: 'error', id: 7, message: 'The expert was sent no legal moves, or too many.' },
    ],
    ['a negative rng', request({ rng: -1 }), first, { type: 'error', id: 7, message: 'The expert was sent a bad random state.' }],
    ['an rng past 32 bits', request({ rng: 2 ** 32 }), first, { type: 'error', id: 7, message: 'The expert was sent a bad random state.' }],
    ['an rng as text', request({ rng: '5' }), first, { type: 'error', id: 7, message: 'The expert was sent a bad random state.' }],
    [
      'an expert that throws: an error reply, no crash',
      request({}),
      () => {
        throw new Error('no seat');
      },
      { type: 'error', id: 7, message: 'The expert stopped: no seat' },
    ],
    [
      'an expert that answers a move it was not offered',
      request({}),
      () => ({ move: 'c', reason: 'Elsewhere.' }),
      { type: 'error', id: 7, message: 'The expert chose a move it was not offered.' },
    ],
  ];
  for (const [name, data, expert, want] of rows) it(name, () => assert.deepEqual(answer(expert, data), want));
});

describe('the table reads the worker’s replies', () => {
  const rows: [string, unknown, ReturnType<typeof readReply>][] = [
    ['a move', { type: 'move', id: 3, index: 2, reason: 'R.' }, { type: 'move', id: 3, index: 2, reason: 'R.' }],
    ['an error', { type: 'error', id: 3, message: 'M.' }, { type: 'error', id: 3, message: 'M.' }],
    ['a move with no reason', { type: 'move', id: 3, index: 2 }, null],
    ['a negative index', { type: 'move', id: 3, index: -1, reason: 'R.' }, null],
    ['no id', { type: 'move', index: 2, reason: 'R.' }, null],
    ['an unknown type', { type: 'progress', id: 3 }, null],
    ['not a record', 42, null],
  ];
  for (const [name, data, want] of rows) it(name, () => assert.deepEqual(readReply(data), want));
});

/** A fake worker: keeps what it was posted, answers when told to. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: { id: number }[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message as { id: number });
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent<unknown>);
  }
  fail(message: string): void {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

/** A client over fake workers, with every worker it started and every result it gave. */
function client(): { c: ExpertClient<object, string>; workers: FakeWorker[]; results: ThinkResult[]; done: (r: ThinkResult) => void } {
  const workers: FakeWorker[] = [];
  const results: ThinkResult[] = [];
  const c = new ExpertClient<object, string>(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { c, workers, results, done: (r) => results.push(r) };
}

describe('the table’s client keeps only the answer it waits for', () => {
  it('starts no worker until the first question, then one for the table', () => {
    const { c, workers, done } = client();
    assert.equal(workers.length, 0);
    c.ask({}, ['a'], 1, done);
    c.ask({}, ['a'], 2, done);
    assert.equal(workers.length, 1);
    assert.deepEqual(
      workers[0]!.posted.map((p) => p.id),
      [1, 2],
    );
  });
  it('an answer to a question asked again since (an undo) is dropped; the latest is taken', () => {
    const { c, workers, results, done } = client();
    c.ask({}, ['a', 'b'], 1, done);
    c.ask({}, ['a', 'b'], 2, done);
    workers[0]!.reply({ type: 'move', id: 1, index: 0, reason: 'Old.' });
    assert.deepEqual(results, []);
    assert.equal(c.thinking, true);
    workers[0]!.reply({ type: 'move', id: 2, index: 1, reason: 'New.' });
    assert.deepEqual(results, [{ ok: true, index: 1, reason: 'New.' }]);
    assert.equal(c.thinking, false);
  });
  it('a cancelled question (leaving, a new game) gets no answer', () => {
    const { c, workers, results, done } = client();
    const cancel = c.ask({}, ['a'], 1, done);
    cancel();
    workers[0]!.reply({ type: 'move', id: 1, index: 0, reason: 'Late.' });
    assert.deepEqual(results, []);
  });
  it('an error reply is a result with its message', () => {
    const { c, workers, results, done } = client();
    c.ask({}, ['a'], 1, done);
    workers[0]!.reply({ type: 'error', id: 1, message: 'The expert stopped: x' });
    assert.deepEqual(results, [{ ok: false, message: 'The expert stopped: x' }]);
  });
  it('a worker that fails to start answers the question with its message, and the next question starts a new one', () => {
    const { c, workers, results, done } = client();
    c.ask({}, ['a'], 1, done);
    workers[0]!.fail('blocked');
    assert.deepEqual(results, [{ ok: false, message: 'The expert could not start (blocked).' }]);
    assert.equal(workers[0]!.terminated, true);
    c.ask({}, ['a'], 1, done);
    assert.equal(workers.length, 2);
  });
  it('stop ends the worker', () => {
    const { c, workers, done } = client();
    c.ask({}, ['a'], 1, done);
    c.stop();
    assert.equal(workers[0]!.terminated, true);
  });
});

/** The table's position after `n` sensible moves from deal `seed`, then on to the first with two or more legal moves. */
function positionAt<Specs extends readonly OptionSpec[], S, M, V>(
  parts: Parameters<typeof shellGame<Specs, S, M, V>>[0],
  seed: number,
  n: number,
): { game: ReturnType<typeof shellGame<Specs, S, M, V>>; p: Position<S, M> } {
  const game = shellGame(parts);
  const dealt = deal(game.rules, defaultOptions(game.rules.options), seed);
  assert.ok(dealt.ok);
  let p = dealt.position;
  for (let i = 0; i < 200; i++) {
    const state = currentState(p);
    const seat = game.rules.toAct(state);
    assert.ok(seat !== null, 'the game goes on');
    const legal = game.legal(state);
    if (i >= n && legal.length > 1) break;
    const next = extendChosen(game, p, game.bots.sensible(game.rules.view(state, seat), legal, rngAt(i)).move);
    assert.ok(next !== null);
    p = next;
  }
  return { game, p };
}

describe('the worker’s answer is the expert’s own move, the same every time (same view and seed, same move)', () => {
  for (const id of GAME_IDS)
    for (const stream of [MOVE_STREAM, HINT_STREAM] as const)
      it(`${id}, ${stream === MOVE_STREAM ? 'a computer seat’s move' : 'the hint'}`, () =>
        UI_GAMES[id]((parts) => {
          const { game, p } = positionAt(parts, 41, 5);
          const asked = question(game, p, 2026, stream);
          assert.ok(asked !== null);
          const expert = expertOf(id) as Bot<unknown, unknown>;
          const sent = structuredClone({ type: 'think', id: 1, view: asked.view, legal: asked.legal, rng: asked.rng });
          const reply = answer(expert, sent);
          assert.ok(reply !== null && reply.type === 'move', JSON.stringify(reply));
          const direct = expert(asked.view, asked.legal, rngAt(asked.rng));
          assert.equal(
            reply.index,
            asked.legal.findIndex((m) => m === direct.move),
            'the move the expert makes at the table itself',
          );
          assert.equal(reply.reason, direct.reason);
          assert.deepEqual(answer(expert, structuredClone(sent)), reply, 'asked again (a replayed link, an undo and back)');
          // The position reached again by another path (a fresh deal and the same moves) asks the same question.
          const again = question(game, positionAt(parts, 41, 5).p, 2026, stream);
          assert.deepEqual(again, asked);
        }));
});
