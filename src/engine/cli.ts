/**
 * Command line: `node src/engine/cli.ts judge|odds|simulate …` (also `npm run
 * judge --`, `npm run odds --` and `npm run simulate --`). The contract: bad
 * input exits with status 2 and exactly one line on stderr (input shown back
 * escaped and clipped), and prints nothing on stdout. Every value is taken
 * exactly as written (text.ts): one with white space at either end, a line
 * break or an invisible character is bad input. Writing never ends in a
 * stack trace (`lineWriter`): a reader that stops early (`| head -1`) ends
 * the run quietly with its status, and any other failure to write the output
 * (a full disk) ends it with status 1 and one line on stderr.
 *
 * Start-up: each command loads only its own modules (a dynamic import in its
 * branch), because Node strips the types of every .ts file it loads, and the
 * whole engine (the judge, the game models behind `simulate`) costs more to
 * load than `odds` takes to count. The static imports here are the small
 * modules every command shares.
 *
 * Run as a command, it also turns on Node's compile cache
 * (module.enableCompileCache, which Node's documentation recommends for
 * command-line tools): the modules loaded after that point keep their
 * stripped and compiled code in the system's temporary folder, keyed by their
 * content, so the next run skips that work (about a third of `odds`'s start-up
 * here). A cache that cannot be written is skipped, and
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
import { writeSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { escapeControls, quote } from './hands/cards.ts';
import { parseArgs, UsageError } from './cli-args.ts';
import { CATEGORY_LABELS } from './hands/categories.ts';
import type { OddsTable } from './odds/odds.ts';
import { isRulesetId, RULESETS, RULESET_IDS, type RulesetId } from './hands/rulesets.ts';
import { countOf, formatCount, handLabel } from './words.ts';

/** One line per game, from the rulesets themselves, so usage, engine and README cannot drift apart. */
export function handLines(): string[] {
  return RULESET_IDS.map((id) => {
    const r = RULESETS[id];
    if (r.kind === 'dice') return `  ${id}: five dice such as "6 6 6 4 3"; at most ${r.hands.max} hands.`;
    const board = r.shape.boardLabel === undefined ? '' : ` (--board: ${r.shape.boardLabel})`;
    return `  ${id}: ${r.shape.handLabel}${board}; at most ${r.hands.max} hands.`;
  });
}

async function usage(): Promise<string> {
  const { SIMULATE_USAGE } = await import('./cli-simulate.ts');
  return `Usage:
  judge --game <id> [--board "<cards>"] [--json] "<hand>" "<hand>" …
  odds  --game <id> [--cards <n>] [--json]
${SIMULATE_USAGE}
Games: ${RULESET_IDS.join(', ')}
A hand per game:
${handLines().join('\n')}
Cards: ranks A K Q J T (or 10) 9-2, suits s h d c (or ♠ ♥ ♦ ♣); X is a joker, X=Qh a joker
declared as the queen of hearts.`;
}

const percent = (p: number): string => `${(p * 100).toFixed(p < 0.0001 ? 6 : 4)}%`;
const oneIn = (p: number): string => (p === 0 ? 'never' : `1 in ${(1 / p).toLocaleString('en-US', { maximumFractionDigits: 1 })}`);

export function formatOddsTable(name: string, table: OddsTable): string {
  const rows = table.counts.map((c) => {
    const p = c.count / table.total;
    return [CATEGORY_LABELS[c.category], formatCount(c.count), percent(p), oneIn(p)];
  });
  const header = ['Category', 'Count', 'Probability', 'Odds'];
  const widths = header.map((h, i) => rows.reduce((w, r) => Math.max(w, (r[i] ?? '').length), h.length));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [`${name}: ${formatCount(table.total)} hands of ${table.cards}`, line(header), ...rows.map(line)].join('\n');
}

async function runJudge(args: readonly string[], out: (s: string) => void): Promise<void> {
  const { flags, positional } = parseArgs(args, ['game', 'board'], ['json'], [], handLabel);
  const { handText, judgeRequest } = await import('./hands/judge.ts');
  const game = flags.get('game');
  if (typeof game !== 'string') throw new UsageError('judge needs --game <id>.');
  if (positional.length === 0) throw new UsageError('judge needs at least one hand, in quotes, e.g. "As Kd".');
  const board = flags.get('board');
  const result = judgeRequest({ game, hands: positional, board: typeof board === 'string' ? board : undefined });
  if (!result.ok) throw new UsageError(result.error.message);
  const j = result.value;
  if (flags.get('json') === true) {
    out(
      JSON.stringify({
        game: j.game,
        hands: j.hands.map(handText),
        outcome: j.outcome,
        winners: j.winners,
        reasons: j.reasons,
      }),
    );
    return;
  }
  // Input is echoed escaped, as every message is (text.ts), although the judge refuses what escaping would change.
  const lines = [
    `${RULESETS[j.game].name}${j.board.length > 0 ? `, board ${typeof board === 'string' ? escapeControls(board) : ''}` : ''}`,
  ];
  for (const h of j.hands) {
    const { best, wilds } = handText(h);
    const wild = wilds.length > 0 ? `  (wild: ${wilds.join(', ')})` : '';
    const points = h.points === undefined ? '' : ` (${countOf(h.points, 'point')})`;
    lines.push(`${h.label}: ${escapeControls(h.input)}  ->  ${CATEGORY_LABELS[h.category]}${points}: ${best.join(' ')}${wild}`);
  }
  lines.push('', ...j.reasons.slice(j.hands.length).map((r) => `- ${r}`));
  out(lines.join('\n'));
}

async function runOdds(args: readonly string[], out: (s: string) => void): Promise<void> {
  const { flags, positional } = parseArgs(args, ['game', 'cards'], ['json']);
  const extra = positional[0];
  if (extra !== undefined)
    throw new UsageError(`odds takes no hands or other words, but got ${quote(extra)}: give only --game, --cards and --json.`);
  const game = flags.get('game');
  if (typeof game !== 'string') throw new UsageError('odds needs --game <id>.');
  const id = await gameId(game);
  const ruleset = RULESETS[id];
  const { exactCardOdds, exactDiceOdds } = await import('./odds/odds.ts');
  let table: OddsTable;
  if (ruleset.kind === 'dice') {
    const cards = flags.get('cards');
    if (typeof cards === 'string' && cards !== '5') throw new UsageError('Peekaboo always rolls five dice; leave out --cards.');
    table = exactDiceOdds(ruleset.categories);
  } else {
    const text = flags.get('cards');
    if (typeof text !== 'string') throw new UsageError('odds needs --cards <n>, 5 or 7 (or any count from 1 to 7).');
    const cards = Number(text);
    if (!/^[1-7]$/u.test(text)) throw new UsageError(`--cards ${quote(text)} is not a count from 1 to 7.`);
    // By rank multiset (odds.ts): milliseconds, so no progress lines.
    table = exactCardOdds(ruleset, cards);
  }
  if (flags.get('json') === true) {
    out(
      JSON.stringify({
        game: id,
        cards: table.cards,
        total: table.total,
        counts: Object.fromEntries(table.counts.map((c) => [c.category, c.count])),
      }),
    );
    return;
  }
  out(formatOddsTable(ruleset.name, table));
}

/** The game id, checked; an unknown one gets the judge's own message (its module is loaded only then). */
async function gameId(game: string): Promise<RulesetId> {
  if (isRulesetId(game)) return game;
  const { parseRulesetId } = await import('./hands/judge.ts');
  const id = parseRulesetId(game);
  if (!id.ok) throw new UsageError(id.error.message);
  return id.value;
}

async function runSimulateCommand(args: readonly string[], out: (s: string) => void, err: (s: string) => void): Promise<void> {
  const [{ runSimulate }, { playable }, { DEAL_LINES }] = await Promise.all([
    import('./cli-simulate.ts'),
    import('./play/playable.ts'),
    import('./play/log-deals.ts'),
  ]);
  runSimulate(args, out, err, playable, DEAL_LINES);
}

/** Run the CLI; resolves to the exit status. `err` gets one line per call, already escaped. */
export async function main(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === '--help' || command === '-h' || rest.includes('--help')) {
      out(await usage());
      return 0;
    }
    if (command === undefined) throw new UsageError('No command given: use judge, odds or simulate (run with --help for usage).');
    if (command === 'judge') await runJudge(rest, out);
    else if (command === 'odds') await runOdds(rest, out);
    else if (command === 'simulate') await runSimulateCommand(rest, out, err);
    else throw new UsageError(`Unknown command ${quote(command)}: use judge, odds or simulate.`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      // Messages quote input already; escaping again keeps the one-line promise whatever slipped through.
      err(escapeControls(error.message));
      return 2;
    }
    throw error;
  }
}

/** The status when the output could not be written (a full disk, a closed file): the run failed, though not for its input. */
const WRITE_FAILED = 1;

/**
 * Print lines on a stream, and never die with a stack trace when the stream
 * fails, whether the failure is thrown by the write (a file: `> /dev/full`
 * gives ENOSPC at once) or comes later as an 'error' event (a pipe).
 *
 * - EPIPE on either stream: the reader went away (`| head -1`); stop quietly
 *   with the status so far (0 unless the run had already failed), as Unix
 *   tools do.
 * - Any other error on stdout: the output is lost, so stop with WRITE_FAILED
 *   and say so in one line on stderr, if stderr still takes it.
 * - Any other error on stderr: the message is lost but the run goes on; its
 *   status says what happened.
 */
function lineWriter(stream: NodeJS.WriteStream, name: 'stdout' | 'stderr'): (line: string) => void {
  let broken = false;
  const failed = (error: unknown): void => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'an unknown error';
    if (code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    if (name === 'stderr') {
      broken = true;
      return;
    }
    try {
      writeSync(2, `Could not write the output (${escapeControls(code)}), so the run stopped.\n`);
    } catch {
      // stderr is gone too: the status alone reports the failure.
    }
    process.exit(WRITE_FAILED);
  };
  stream.on('error', failed);
  return (line) => {
    if (broken) return;
    try {
      stream.write(`${line}\n`);
    } catch (error) {
      failed(error);
    }
  };
}

if (import.meta.main) {
  // Before the commands' dynamic imports, so their modules are cached (see the top of this file).
  enableCompileCache();
  process.exitCode = await main(process.argv.slice(2), lineWriter(process.stdout, 'stdout'), lineWriter(process.stderr, 'stderr'));
}
