/**
 * `simulate`: play many games with bots and print the figures, or play one
 * and tell it (`--log`). Output is a pure function of the arguments: the
 * same seed prints the same bytes. Progress goes to stderr.
 */
import { quote } from './hands/cards.ts';
import { parseArgs, UsageError } from './cli-args.ts';
import { GAME_IDS, isGameId, type GameId } from './ids.ts';
import type { DealLines } from './play/log-deals.ts';
import { narrate } from './play/log.ts';
import { formatOptionValue, parseOptions, type OptionSpec } from './play/options.ts';
import type { AnyPlayable } from './play/playable.ts';
import { MAX_SEED, mixSeed } from './play/random.ts';
import { playGame, simulate } from './play/simulate.ts';
import { BOT_LEVELS, type BotLevel } from './play/types.ts';
import { countOf, formatCount } from './words.ts';

export const SIMULATE_USAGE = `  simulate --game <id> [--games <n>] [--seed <s>] [--bots sensible,skilled,expert,random,…] [--option name=value …] [--json] [--log]
    Plays <n> games (default 1000) with computer players and prints seat win shares, game length and the game's own figures.
    --bots is cycled over the seats (default sensible); skilled looks a turn ahead, a few milliseconds a move;
    expert searches each move, about a tenth of a second.
    --log plays one game and prints it move by move.
    Games: ${GAME_IDS.join(', ')}. Each game's options: simulate --game <id> --options`;

const MAX_GAMES = 10_000_000;

/** "random, sensible or expert". */
const levelList = `${BOT_LEVELS.slice(0, -1).join(', ')} or ${BOT_LEVELS.at(-1) ?? ''}`;

function wholeNumber(name: string, text: string, max: number): number {
  if (!/^\d{1,10}$/u.test(text) || Number(text) > max)
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}, not ${quote(text)}.`);
  return Number(text);
}

function optionLines(specs: readonly OptionSpec[]): string {
  return specs
    .map((s) => {
      const range =
        s.kind === 'int' || s.kind === 'ints'
          ? ` (${s.min}–${s.max})`
          : s.kind === 'choice'
            ? ` (${s.choices.join(', ')})`
            : ' (true/false)';
      return `  ${s.name}=${formatOptionValue(s.default)}${range}: ${s.help}`;
    })
    .join('\n');
}

export function runSimulate(
  args: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
  playables: (id: GameId) => AnyPlayable | undefined,
  deals: { readonly [G in GameId]?: DealLines } = {},
): void {
  const { flags, positional, lists } = parseArgs(args, ['game', 'games', 'seed', 'bots'], ['json', 'log', 'options'], ['option']);
  const extra = positional[0];
  if (extra !== undefined) throw new UsageError(`simulate takes only flags, but got ${quote(extra)}.`);
  const game = flags.get('game');
  if (typeof game !== 'string') throw new UsageError(`simulate needs --game <id>: one of ${GAME_IDS.join(', ')}.`);
  if (!isGameId(game)) throw new UsageError(`Unknown game ${quote(game)}: use one of ${GAME_IDS.join(', ')}.`);
  const played = playables(game);
  if (played === undefined) throw new UsageError(`${game} cannot be simulated.`);
  const { rules, words } = played;
  if (flags.get('options') === true) {
    out(`Options for ${game} (name=default):\n${optionLines(rules.options)}`);
    return;
  }
  const pairs = (lists.get('option') ?? []).map((pair): [string, string] => {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes name=value, not ${quote(pair)}.`);
    return [pair.slice(0, eq), pair.slice(eq + 1)];
  });
  const parsed = parseOptions(rules.options, pairs);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const crossCheck = rules.checkOptions?.(parsed.value);
  if (crossCheck) throw new UsageError(crossCheck.message);
  const options = parsed.value;
  const seedText = flags.get('seed');
  const seed = typeof seedText === 'string' ? wholeNumber('seed', seedText, MAX_SEED) : 1;
  const gamesText = flags.get('games');
  const games = typeof gamesText === 'string' ? wholeNumber('games', gamesText, MAX_GAMES) : 1000;
  const botsText = flags.get('bots');
  const bots: BotLevel[] =
    typeof botsText === 'string'
      ? botsText.split(',').map((level) => {
          if (!(BOT_LEVELS as readonly string[]).includes(level))
            throw new UsageError(`Unknown bot level ${quote(level)} in --bots: use ${levelList}, separated by commas (no spaces).`);
          return level as BotLevel;
        })
      : ['sensible'];
  if (flags.get('log') === true) {
    const one = playGame(played, options, mixSeed(seed, 0), bots, mixSeed(seed, 0, 1));
    const names = words.seatNames(options);
    out(`${rules.id}, seed ${seed}; ${names.map((n, i) => `${n}: ${bots[i % bots.length] ?? 'sensible'}`).join(', ')}`);
    out(narrate(played, one.record, one.reasons, deals[game] ?? null).join('\n'));
    if (flags.get('json') === true) out(JSON.stringify(one.record));
    return;
  }
  const started = Date.now();
  let last = started;
  const tally = simulate(played, options, seed, bots, games, (done) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    err(`simulate ${game}: ${formatCount(done)} of ${countOf(games, 'game')}`);
  });
  const summary = tally.summary(played, seed, options, bots);
  if (flags.get('json') === true) {
    out(JSON.stringify(summary));
    return;
  }
  const names = words.seatNames(options);
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  out(
    [
      `${countOf(summary.games, 'game')} of ${game}, seed ${seed}, bots ${bots.join(',')}`,
      ...summary.seats.map((s, i) => `  ${(names[i] ?? `Seat ${i + 1}`).padEnd(10)} won ${String(s.wins).padStart(7)}  ${pct(s.winShare)}`),
      `  Ties: ${summary.ties}`,
      `  Length (${summary.length.unit}): mean ${summary.length.mean}, median ${summary.length.p50}, 90th percentile ${summary.length.p90}, longest ${summary.length.max}`,
      ...Object.entries(summary.stats).map(([k, v]) => `  ${k}: ${v}`),
    ].join('\n'),
  );
}
