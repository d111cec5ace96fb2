/**
 * Runs one row of the hostile-input table in a worker thread, so that the
 * test (hostile-input.test.ts) can stop a call that never returns: it posts
 * each call's arguments before making it, and its verdict at the end.
 */
import fc from 'fast-check';
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { argType, OUTSIDE_INPUT, OUTSIDE_INPUT_ELSEWHERE, PREDICATES, WRONG_TYPE, type Row } from './hostile-input.ts';

export type WorkerMessage =
  { readonly type: 'call'; readonly args: string } | { readonly type: 'done' } | { readonly type: 'fail'; readonly message: string };

const post = (message: WorkerMessage): void => parentPort?.postMessage(message);
const show = (args: unknown): string => inspect(args, { depth: 4, breakLength: Infinity, maxArrayLength: 20, maxStringLength: 40 });

function run(f: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  post({ type: 'call', args: show(args) });
  return f(...args);
}

/** A well-formed error value: a known code and a message. */
function checkError(row: Row, error: unknown): void {
  if (typeof error !== 'object' || error === null) throw new Error(`${row.name}: error is not an object: ${show(error)}`);
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !row.codes.includes(code)) throw new Error(`${row.name}: unknown error code ${show(code)}`);
  if (typeof message !== 'string' || message.trim().length < 5) throw new Error(`${row.name}: error ${code} has no message`);
}

/** The result is well formed; with `mustFail`, it is an error. */
function checkResult(row: Row, result: unknown, mustFail: boolean): void {
  if (row.kind === 'issues') {
    const r = result as { variant?: unknown; issues?: unknown };
    if (typeof r.variant !== 'object' || !Array.isArray(r.issues)) throw new Error(`${row.name}: not {variant, issues}: ${show(result)}`);
    for (const issue of r.issues) checkError(row, issue);
    if (mustFail && !r.issues.some((i: { severity?: unknown }) => i.severity === 'fixed'))
      throw new Error(`${row.name}: bad input was accepted without a fix`);
    return;
  }
  if (typeof result !== 'object' || result === null || typeof (result as { ok?: unknown }).ok !== 'boolean') {
    throw new Error(`${row.name}: returned ${show(result)}, not a Result`);
  }
  const r = result as { ok: boolean; error?: unknown };
  if (r.ok) {
    if (mustFail) throw new Error(`${row.name}: accepted a value of the wrong type`);
    return;
  }
  checkError(row, r.error);
}

/** Replace one node (the root or a field at any depth) of a value with `wrong`. */
function corrupt(value: unknown, path: readonly number[], wrong: unknown): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return wrong;
  const keys = Object.keys(value);
  if (keys.length === 0) return wrong;
  const [first = 0, ...rest] = path;
  const key = keys[first % keys.length] ?? '';
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = corrupt((value as Record<string, unknown>)[key], rest, wrong);
  return copy;
}

function runRow(row: Row): void {
  const runs = row.runs ?? 150;
  const junk = fc.tuple(...row.args.map((a) => a.junk));
  // 1. Valid-typed junk: a Result (or a variant with issues), never a throw.
  fc.assert(
    fc.property(junk, (args) => checkResult(row, run(row.call, args), false)),
    { numRuns: runs },
  );
  // 2. One argument of the wrong JS type: an error value.
  const required = row.args.flatMap((a, i) => (a.optional === true ? [] : [i]));
  const wrongArg = fc.tuple(junk, fc.constantFrom(...required), WRONG_TYPE).filter(([, i, wrong]) => argType(wrong) !== row.args[i]?.type);
  fc.assert(
    fc.property(wrongArg, ([args, i, wrong]) =>
      checkResult(
        row,
        run(
          row.call,
          args.map((a, j) => (j === i ? wrong : a)),
        ),
        true,
      ),
    ),
    { numRuns: runs },
  );
  // 3. One field deep inside an argument of the wrong type: still no throw, and a well-formed answer.
  const deep = fc.tuple(junk, fc.array(fc.nat(20), { minLength: 1, maxLength: 4 }), WRONG_TYPE);
  fc.assert(
    fc.property(deep, ([args, path, wrong]) => {
      const [at = 0, ...rest] = path;
      const i = at % args.length;
      checkResult(
        row,
        run(
          row.call,
          args.map((a, j) => (j === i ? corrupt(a, rest, wrong) : a)),
        ),
        false,
      );
    }),
    { numRuns: runs },
  );
}

function runPredicate(name: string): void {
  const predicate = PREDICATES.find((p) => p.name === name);
  if (predicate === undefined) throw new Error(`no predicate ${name}`);
  fc.assert(
    fc.property(WRONG_TYPE, (value) => {
      const answer = run(predicate.call, [value]);
      if (typeof answer !== 'boolean') throw new Error(`${name} returned ${show(answer)}`);
    }),
    { numRuns: 300 },
  );
}

const name = String(workerData);
try {
  const row = [...OUTSIDE_INPUT, ...OUTSIDE_INPUT_ELSEWHERE].find((r) => r.name === name);
  if (row === undefined) runPredicate(name);
  else runRow(row);
  post({ type: 'done' });
} catch (error) {
  // fast-check keeps the property's own error as the cause: show it, it says what went wrong.
  const cause =
    error instanceof Error && error.cause !== undefined
      ? `\nCause: ${error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : show(error.cause)}`
      : '';
  post({ type: 'fail', message: `${error instanceof Error ? error.message : show(error)}${cause}` });
}
