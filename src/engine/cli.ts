/**
 * Command line: `node src/engine/cli.ts judge|odds …` (also `npm run judge --`
 * and `npm run odds --`). Bad input exits with status 2 and one line on
 * stderr, and prints nothing on stdout.
 */
import { CATEGORY_LABELS } from './categories.ts';
import { judgeRequest, parseRulesetId } from './judge.ts';
import { exactCardOdds, exactDiceOdds, type OddsTable } from './odds.ts';
import { RULESETS, RULESET_IDS } from './rulesets.ts';

const USAGE = `Usage:
  judge --game <id> [--board "<cards>"] [--json] "<hand>" "<hand>" …
  odds  --game <id> [--cards <n>] [--json]
Games: ${RULESET_IDS.join(', ')}
A hand per game: ninas-five, a team's four cards (--board: the three community cards);
nuclear-holdem, two hole cards (--board: 0 to 5 community cards); standard, 1 to 7 cards;
bluff-n-peg and bluff-n-peg-deuces, the 1 to 5 cards showing; pokers-wild, a line of 2 to 5 cards;
peekaboo, five dice such as "6 6 6 4 3". Cards: ranks A K Q J T (or 10) 9-2, suits s h d c
(or ♠ ♥ ♦ ♣); X is a joker, X=Qh a joker declared as the queen of hearts.`;

class UsageError extends Error {}

interface Parsed {
  readonly flags: Map<string, string | true>;
  readonly positional: string[];
}

function parseArgs(args: readonly string[], valued: readonly string[], booleans: readonly string[]): Parsed {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split(/=(.*)/su);
      if (valued.includes(name)) {
        const value = inline ?? args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        flags.set(name, value);
      } else if (booleans.includes(name)) flags.set(name, true);
      else throw new UsageError(`Unknown option --${name}. Run with --help for usage.`);
    } else positional.push(arg);
  }
  return { flags, positional };
}

const percent = (p: number): string => `${(p * 100).toFixed(p < 0.0001 ? 6 : 4)}%`;
const oneIn = (p: number): string => (p === 0 ? 'never' : `1 in ${(1 / p).toLocaleString('en-US', { maximumFractionDigits: 1 })}`);

export function formatOddsTable(name: string, table: OddsTable): string {
  const rows = table.counts.map((c) => {
    const p = c.count / table.total;
    return [CATEGORY_LABELS[c.category], c.count.toLocaleString('en-US'), percent(p), oneIn(p)];
  });
  const header = ['Category', 'Count', 'Probability', 'Odds'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [`${name}: ${table.total.toLocaleString('en-US')} hands of ${table.cards}`, line(header), ...rows.map(line)].join('\n');
}

function runJudge(args: readonly string[], out: (s: string) => void): void {
  const { flags, positional } = parseArgs(args, ['game', 'board'], ['json']);
  const game = flags.get('game');
  if (typeof game !== 'string') throw new UsageError('judge needs --game <id>.');
  if (positional.length === 0) throw new UsageError('judge needs at least one hand, in quotes, e.g. "As Kd".');
  const board = flags.get('board');
  const result = judgeRequest({ game, hands: positional, board: typeof board === 'string' ? board : undefined });
  if (!result.ok) throw new UsageError(result.error.message);
  const j = result.value;
  if (flags.get('json') === true) {
    out(JSON.stringify({
      game: j.game,
      hands: j.hands.map((h) => ({ input: h.input, category: h.category, best: h.best, wilds: h.wilds })),
      winners: j.winners,
      reasons: j.reasons,
    }));
    return;
  }
  const lines = [`${RULESETS[j.game].name}${j.board.length > 0 ? `, board ${typeof board === 'string' ? board : ''}` : ''}`];
  for (const h of j.hands) {
    const wilds = h.wilds.length > 0 ? `  (wild: ${h.wilds.join(', ')})` : '';
    lines.push(`${h.label}: ${h.input}  ->  ${CATEGORY_LABELS[h.category]}: ${h.best.join(' ')}${wilds}`);
  }
  lines.push('', ...j.reasons.slice(j.hands.length).map((r) => `- ${r}`));
  out(lines.join('\n'));
}

function runOdds(args: readonly string[], out: (s: string) => void, err: (s: string) => void): void {
  const { flags } = parseArgs(args, ['game', 'cards'], ['json']);
  const game = flags.get('game');
  if (typeof game !== 'string') throw new UsageError('odds needs --game <id>.');
  const id = parseRulesetId(game);
  if (!id.ok) throw new UsageError(id.error.message);
  const ruleset = RULESETS[id.value];
  let table: OddsTable;
  if (ruleset.kind === 'dice') {
    const cards = flags.get('cards');
    if (typeof cards === 'string' && cards !== '5') throw new UsageError('Peekaboo always rolls five dice; leave out --cards.');
    table = exactDiceOdds(ruleset.categories);
  } else {
    const text = flags.get('cards');
    if (typeof text !== 'string') throw new UsageError('odds needs --cards <n>, 5 or 7 (or any count from 1 to 7).');
    const cards = Number(text);
    if (!/^[1-7]$/u.test(text)) throw new UsageError(`--cards ${JSON.stringify(text).slice(0, 30)} is not a count from 1 to 7.`);
    let last = 0;
    const started = Date.now();
    table = exactCardOdds(ruleset, cards, (done, total) => {
      const now = Date.now();
      if (now - last < 500 || now - started < 500) return;
      last = now;
      err(`counting every ${cards}-card hand of ${ruleset.name}: ${((done / total) * 100).toFixed(0)}%`);
    });
  }
  if (flags.get('json') === true) {
    out(JSON.stringify({ game: id.value, cards: table.cards, total: table.total, counts: Object.fromEntries(table.counts.map((c) => [c.category, c.count])) }));
    return;
  }
  out(formatOddsTable(ruleset.name, table));
}

/** Run the CLI; returns the exit status. */
export function main(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): number {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h' || rest.includes('--help')) {
      out(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === 'judge') runJudge(rest, out);
    else if (command === 'odds') runOdds(rest, out, err);
    else throw new UsageError(`Unknown command ${JSON.stringify(command).slice(0, 30)}: use judge or odds.`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(error.message);
      return 2;
    }
    throw error;
  }
}

if (import.meta.main) {
  const status = main(process.argv.slice(2), (s) => process.stdout.write(`${s}\n`), (s) => process.stderr.write(`${s}\n`));
  process.exitCode = status;
}
