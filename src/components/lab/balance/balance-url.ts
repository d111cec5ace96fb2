/**
 * The Balance Lab's experiment in the address (widget code `bl`):
 * `bl-game`, `bl-<option>` for each of that game's option specs that differs
 * from the printed rules, `bl-bots`, `bl-games`, `bl-seed`, and `bl-run=1`
 * (only in "Copy link to these results" links: run on load, but only up to
 * MAX_GAMES_ON_LOAD games a side; a larger run waits for the reader's Run,
 * with the note from heldRunNote). Defaults are left out. A value that cannot be used falls back, with a plain-text note
 * naming it: an unknown game, an option out of its range (players=99),
 * more games than the browser runs (10^9), markup. A link with any such
 * note never runs on load. Options that are each valid but do not fit
 * together are not this reader's business: the island names them beside
 * the form (combos.ts), and Run refuses them.
 */
import type { GameId } from '../../../engine/ids.ts';
import { changedPairs, DEFAULT_GAMES, DEFAULT_SEED, MAX_GAMES, MIN_GAMES, type Options } from '../../../engine/play/experiment-limits.ts';
import { formatOptionValue, parseOptionValue } from '../../../engine/play/options.ts';
import { MAX_SEED } from '../../../engine/play/random.ts';
import { LAB_LEVELS, type BotLevel } from '../../../engine/play/types.ts';
import { formatCount } from '../../../engine/words.ts';
import { enumParam, intParam, listParam, plainText, readState, type UrlCodec } from '../../../lib/url-state.ts';
import { defaultsOf, gameIdsOf, seatNamesOf, type Catalog } from './catalog.ts';

export interface LabState {
  readonly game: GameId;
  /** Every option of the game, validated (defaults where the address says nothing). */
  readonly options: Options;
  readonly bots: readonly BotLevel[];
  readonly games: number;
  readonly seed: number;
  /**
   * The link asks to run on load (a "results" link, with no note). Read, never written back to the
   * address. Whether it runs at once or waits for Run is runsOnLoad's call.
   */
  readonly run: boolean;
}

export const PREFIX = 'bl-';
/**
 * The most games a side a link may start on page load: the form's default. Ten thousand games a
 * side already take seconds (about 4 s for Nina's Five on two cores, DEVELOPERS.md), and a link
 * is often opened to read it, not to spend minutes of someone else's processor on it.
 */
export const MAX_GAMES_ON_LOAD = DEFAULT_GAMES;
export const DEFAULT_GAME: GameId = 'ninas-five';
export const MAX_BOTS = 8;

const specOf = (catalog: Catalog) => ({
  'bl-game': enumParam(gameIdsOf(catalog), DEFAULT_GAME),
  'bl-bots': listParam<BotLevel>(enumParam<BotLevel>(LAB_LEVELS, 'sensible'), ',', MAX_BOTS, ['sensible']),
  'bl-games': intParam(DEFAULT_GAMES, MIN_GAMES, MAX_GAMES),
  'bl-seed': intParam(DEFAULT_SEED, 0, MAX_SEED),
});

export function defaultState(catalog: Catalog, game: GameId = DEFAULT_GAME): LabState {
  return {
    game,
    options: defaultsOf(catalog[game]),
    bots: ['sensible'],
    games: DEFAULT_GAMES,
    seed: DEFAULT_SEED,
    run: false,
  };
}

const shown = (raw: string): string => {
  const clean = plainText(raw);
  return JSON.stringify(clean.length > 30 ? `${clean.slice(0, 30)}…` : clean);
};

const read =
  (catalog: Catalog) =>
  (params: URLSearchParams): { state: LabState; notes: string[] } => {
    const SPEC = specOf(catalog);
    const base = readState(SPEC, params);
    const notes = [...base.notes];
    const game = base.state['bl-game'];
    const entry = catalog[game];
    const options: Record<string, Options[string]> = { ...defaultsOf(entry) };
    for (const spec of entry.options) {
      const raw = params.get(`${PREFIX}${spec.name}`);
      if (raw === null) continue;
      const value = parseOptionValue(spec, raw);
      if (value.ok) options[spec.name] = value.value;
      else
        notes.push(
          plainText(
            `Ignored ${PREFIX}${spec.name}=${shown(raw)}: ${value.error.message} Using the printed rules' ${formatOptionValue(spec.default)}.`,
          ),
        );
    }
    const known = new Set([...Object.keys(SPEC), `${PREFIX}run`, ...entry.options.map((s) => `${PREFIX}${s.name}`)]);
    for (const key of params.keys()) {
      if (key.startsWith(PREFIX) && !known.has(key)) notes.push(plainText(`Ignored ${shown(key)}: ${game} has no such option.`));
    }
    const seats = seatNamesOf(entry, options).length;
    let bots = base.state['bl-bots'];
    if (bots.length === 0) bots = ['sensible'];
    if (bots.length > seats) {
      notes.push(`Ignored the bot levels after the ${seats} seats.`);
      bots = bots.slice(0, seats);
    }
    const run = params.get(`${PREFIX}run`) === '1' && notes.length === 0;
    if (params.get(`${PREFIX}run`) === '1' && notes.length > 0)
      notes.push('The link asked to run the simulation; check the settings above and press Run.');
    return { state: { game, options, bots, games: base.state['bl-games'], seed: base.state['bl-seed'], run }, notes };
  };

/** True when a link's run should start on page load without a press: asked for, and small enough. */
export const runsOnLoad = (state: LabState): boolean => state.run && state.games <= MAX_GAMES_ON_LOAD;

/**
 * What the page says when a link asked to run but the run is too large to start unasked, or null
 * when nothing is held back.
 */
export function heldRunNote(catalog: Catalog, state: LabState): string | null {
  if (!state.run || runsOnLoad(state)) return null;
  const sides = changedPairs(catalog[state.game].options, state.options).length > 0;
  return `This link asks for ${formatCount(state.games)} games${sides ? ' on each side' : ''}, more than the ${formatCount(MAX_GAMES_ON_LOAD)} that start on their own; press Run to start.`;
}

const write =
  (catalog: Catalog) =>
  (state: LabState, from: URLSearchParams): URLSearchParams => {
    const params = new URLSearchParams();
    for (const [key, value] of from) if (!key.startsWith(PREFIX)) params.append(key, value);
    if (state.game !== DEFAULT_GAME) params.set('bl-game', state.game);
    for (const spec of catalog[state.game].options) {
      const value = state.options[spec.name];
      if (value !== undefined && formatOptionValue(value) !== formatOptionValue(spec.default))
        params.set(`${PREFIX}${spec.name}`, formatOptionValue(value));
    }
    const bots = specOf(catalog)['bl-bots'];
    if (!bots.equals(state.bots, ['sensible'])) params.set('bl-bots', bots.serialize(state.bots));
    if (state.games !== DEFAULT_GAMES) params.set('bl-games', String(state.games));
    if (state.seed !== DEFAULT_SEED) params.set('bl-seed', String(state.seed));
    if (state.run) params.set('bl-run', '1');
    return params;
  };

export const balanceCodec = (catalog: Catalog): UrlCodec<LabState> => ({ renamed: {}, read: read(catalog), write: write(catalog) });
