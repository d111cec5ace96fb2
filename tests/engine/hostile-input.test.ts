/**
 * Issue 10: no engine function that takes outside input may throw or hang;
 * bad input comes back as {ok: false, error: {code, message}}.
 *
 * Each row of the table (hostile-input.ts) runs fast-check in its own worker
 * thread with valid-typed junk, with arguments of the wrong JS type, and with
 * one field deep inside an argument corrupted. The worker announces every
 * call before making it; a call still running after CALL_LIMIT_MS is a hang:
 * the worker is stopped and the test fails, naming the arguments.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import * as engine from '../../src/engine/index.ts';
import { INTERNAL, OUTSIDE_INPUT, OUTSIDE_INPUT_ELSEWHERE, PREDICATES } from './hostile-input.ts';
import type { WorkerMessage } from './hostile-worker.ts';

/** Generous: the slowest legitimate call (opponentOutlook) takes well under a second; machines are shared. */
const CALL_LIMIT_MS = 15_000;

function runInWorker(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hostile-worker.ts', import.meta.url), { workerData: name });
    let started = Date.now();
    let last = '(before the first call)';
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      void worker.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    const watch = setInterval(() => {
      if (Date.now() - started > CALL_LIMIT_MS)
        finish(new Error(`${name} did not return within ${CALL_LIMIT_MS} ms for the arguments ${last}`));
    }, 200);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'call') {
        started = Date.now();
        last = message.args;
      } else if (message.type === 'done') finish();
      else finish(new Error(`${message.message}\n(last call: ${name}(${last}))`));
    });
    worker.on('error', (error: Error) => finish(error));
    worker.on('exit', (code) => finish(new Error(`the worker for ${name} exited (${code}) without a verdict`)));
  });
}

/** Every function exported by index.ts, namespaces as "nuclear.countVote". */
function exportedFunctions(): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(engine)) {
    if (typeof value === 'function') names.push(name);
    else if (typeof value === 'object' && Object.prototype.toString.call(value) === '[object Module]') {
      for (const [inner, member] of Object.entries(value)) if (typeof member === 'function') names.push(`${name}.${inner}`);
    }
  }
  return names.sort();
}

describe('hostile input: the table covers every export of index.ts', () => {
  const listed = [...OUTSIDE_INPUT.map((r) => r.name), ...PREDICATES.map((p) => p.name), ...Object.keys(INTERNAL)];
  it('every exported function is a row, a predicate, or internal with a reason', () => {
    const missing = exportedFunctions().filter((name) => !listed.includes(name));
    assert.deepEqual(missing, [], 'add these to tests/engine/hostile-input.ts');
  });
  it('every listed name is still exported, and listed once', () => {
    const exported = new Set(exportedFunctions());
    assert.deepEqual(
      listed.filter((name) => !exported.has(name)),
      [],
    );
    assert.equal(new Set(listed).size, listed.length);
  });
});

describe('hostile input: no throw, no hang, errors as values', () => {
  for (const row of [...OUTSIDE_INPUT, ...OUTSIDE_INPUT_ELSEWHERE]) {
    it(row.name, { timeout: 300_000 }, () => runInWorker(row.name));
  }
  for (const predicate of PREDICATES) {
    it(`${predicate.name} answers true or false for anything`, { timeout: 60_000 }, () => runInWorker(predicate.name));
  }
});
