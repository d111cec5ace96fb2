/**
 * The practice table and its expert's Web Worker (one per table, games/<id>/expert.worker.ts), apart from the
 * browser so Node tests it. The table asks for one move at a time: the seat's view, its legal moves and the rng state
 * the move draws from (`mixSeed(seed, n, 1)` for a computer seat at move n, stream 2 for the hint, as table.ts), so
 * the answer depends on the position alone, never on timing, and a shared link replays exactly. Every request
 * carries an id; the worker's answer names it, and the table keeps only the answer to the request it still waits
 * for: after an undo, a new game or leaving, a late answer is dropped.
 *
 * The worker checks what it is sent again and answers a bad request with an error reply, never a crash. It answers
 * with the move's index in the legal moves it was sent (a move is plain data, and the copy the worker holds is not
 * the table's) and the expert's reason sentence.
 */
import { isRecord, isWhole } from '../../engine/input.ts';
import type { Rng } from '../../engine/play/random.ts';
import { rngAt } from '../../engine/play/random.ts';
import type { Bot } from '../../engine/play/types.ts';

/** What the table asks: the expert's move for the seat whose view and legal moves these are. */
export interface ThinkRequest<V, M> {
  readonly type: 'think';
  /** Names this request; the reply carries it. */
  readonly id: number;
  readonly view: V;
  readonly legal: readonly M[];
  /** The uint32 state of the rng the move draws from. */
  readonly rng: number;
}

export type ThinkReply =
  | { readonly type: 'move'; readonly id: number; readonly index: number; readonly reason: string }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The largest request id: ids count up from 1 for the life of a table. */
const MAX_ID = Number.MAX_SAFE_INTEGER;
/** More legal moves than any game has (Poker's Wild!'s first move has the most, under 500). */
const MAX_LEGAL = 10_000;

/**
 * The worker's answer to whatever it was posted: null for a message that is not a request at all (no id to answer),
 * an error reply for a request it cannot use, else the expert's move as an index into `legal`.
 */
export function answer<V, M>(expert: Bot<V, M>, data: unknown, rngOf: (state: number) => Rng = rngAt): ThinkReply | null {
  if (!isRecord(data) || data.type !== 'think' || !isWhole(data.id, 1, MAX_ID)) return null;
  const { id } = data;
  const error = (message: string): ThinkReply => ({ type: 'error', id, message });
  const { view, legal, rng } = data;
  if (!isRecord(view)) return error('The expert was sent no view of the table.');
  if (!Array.isArray(legal) || legal.length === 0 || legal.length > MAX_LEGAL)
    return error('The expert was sent no legal moves, or too many.');
  if (!isWhole(rng, 0, 0xffffffff)) return error('The expert was sent a bad random state.');
  const moves: readonly M[] = legal;
  try {
    // The view and the moves are the table's own (structured clones of them): the expert's types are trusted here.
    const choice = expert(view as V, moves, rngOf(rng));
    const index = moves.indexOf(choice.move);
    if (index < 0) return error('The expert chose a move it was not offered.');
    return { type: 'move', id, index, reason: choice.reason };
  } catch (e) {
    return error(`The expert stopped: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A reply as the table reads it back from the worker: checked, since a message is any value. */
export function readReply(data: unknown): ThinkReply | null {
  if (!isRecord(data) || !isWhole(data.id, 1, MAX_ID)) return null;
  const { id } = data;
  if (data.type === 'move' && isWhole(data.index, 0, MAX_LEGAL) && typeof data.reason === 'string')
    return { type: 'move', id, index: data.index, reason: data.reason };
  if (data.type === 'error' && typeof data.message === 'string') return { type: 'error', id, message: data.message };
  return null;
}

/** The parts of a Worker the table uses (a fake one in the tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

/** What becomes of a request: the expert's move (its index in the legal moves, and the reason), or why not. */
export type ThinkResult =
  { readonly ok: true; readonly index: number; readonly reason: string } | { readonly ok: false; readonly message: string };

/** The name of the User Timing entry each answer adds: from the question to the answer, with the number of legal moves. */
export const THINK_MEASURE = 'showdown-expert-think';

/**
 * The table's side: one worker, started on the first request (so a page whose player never meets the expert never
 * loads its code), one request answered at a time. `ask` returns a function that cancels the request: its answer,
 * if it still comes, is dropped. Only the latest request is waited for; asking again cancels the one before.
 */
export class ExpertClient<V, M> {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private waiting: {
    readonly id: number;
    readonly done: (result: ThinkResult) => void;
    /** When it was asked and among how many moves: the think time's User Timing entry (THINK_MEASURE). */
    readonly since: number;
    readonly moves: number;
  } | null = null;
  private readonly start: () => WorkerLike;

  constructor(start: () => WorkerLike) {
    this.start = start;
  }

  ask(view: V, legal: readonly M[], rng: number, done: (result: ThinkResult) => void): () => void {
    const id = this.nextId++;
    this.waiting = { id, done, since: performance.now(), moves: legal.length };
    const worker = this.ensure();
    const request: ThinkRequest<V, M> = { type: 'think', id, view, legal, rng };
    worker.postMessage(request);
    return () => {
      if (this.waiting?.id === id) this.waiting = null;
    };
  }

  /** Whether an answer is still awaited. */
  get thinking(): boolean {
    return this.waiting !== null;
  }

  /** Stops the worker (the table is leaving); a later `ask` starts a new one. */
  stop(): void {
    this.waiting = null;
    this.worker?.terminate();
    this.worker = null;
  }

  private ensure(): WorkerLike {
    if (this.worker !== null) return this.worker;
    const worker = this.start();
    worker.onmessage = (event) => {
      const reply = readReply(event.data);
      const waiting = this.waiting;
      if (reply === null || waiting === null || reply.id !== waiting.id) return;
      this.waiting = null;
      // How long the table waited, as the page's timeline shows it (bench/browser/expert-timing.spec.ts reads it).
      performance.measure(THINK_MEASURE, { start: waiting.since, detail: { moves: waiting.moves } });
      waiting.done(reply.type === 'move' ? { ok: true, index: reply.index, reason: reply.reason } : { ok: false, message: reply.message });
    };
    worker.onerror = (event) => {
      // The worker could not start or threw outside a request: every request so far is lost, so start afresh next time.
      event.preventDefault();
      const waiting = this.waiting;
      this.stop();
      waiting?.done({ ok: false, message: `The expert could not start (${event.message || 'its script did not load'}).` });
    };
    this.worker = worker;
    return worker;
  }
}
