/*
 * Two ways to run the CLI in a test. `runCli` calls its `main` in this
 * process, with sinks that keep each line as the command's `lineWriter`
 * writes it (the line, then a newline): a row costs the command's own work,
 * not a Node start-up. `spawnCli` runs `node src/engine/cli.ts` as a user
 * would; the tests keep a few rows of each kind spawned, checked against the
 * same expectations, so the in-process runs stand for the real command.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/engine/cli.ts';

export const CLI = fileURLToPath(new URL('../../src/engine/cli.ts', import.meta.url));

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The CLI's `main` in this process: its exit status and everything it wrote. */
export async function runCli(args: readonly string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const status = await main(
    args,
    (line) => (stdout += `${line}\n`),
    (line) => (stderr += `${line}\n`),
  );
  return { status, stdout, stderr };
}

/** `node src/engine/cli.ts …` in a child process. Takes the list itself, not a spread: a row may pass 130,000 arguments. */
export function spawnCli(args: readonly string[]): CliRun {
  const r = spawnSync(process.execPath, [CLI].concat(args), { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
