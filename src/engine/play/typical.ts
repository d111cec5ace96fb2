/**
 * "A typical game": the figures a game page prints, computed by the engine
 * at build time from a fixed seed, so a rebuild prints the same numbers and
 * a reader can reproduce them with `npm run simulate`. The sample is small
 * enough to keep the whole build fast; the page states its size.
 */
import type { GameId } from '../games.ts';
import { MODELS } from './models.ts';
import { defaultOptions } from './options.ts';
import { simulate, type Summary } from './simulate.ts';
import type { StatSpec } from './types.ts';

/** Games per page, and the seed; the page and the closing note quote both. */
export const TYPICAL_GAMES = 1000;
export const TYPICAL_SEED = 2026;

export interface TypicalGame {
  readonly summary: Summary;
  readonly seatNames: readonly string[];
  /** The command that reproduces the figures. */
  readonly command: string;
  readonly headlines: readonly { readonly spec: StatSpec; readonly value: number }[];
}

const cache = new Map<GameId, TypicalGame>();

export function typicalGame(id: GameId): TypicalGame {
  const hit = cache.get(id);
  if (hit) return hit;
  const model = MODELS[id];
  const options = defaultOptions(model.options);
  const summary = simulate(model, options, TYPICAL_SEED, ['sensible'], TYPICAL_GAMES).summary(model, TYPICAL_SEED, options, ['sensible']);
  const headlines = (model.headlines ?? []).flatMap((spec) => {
    const value = summary.stats[spec.key];
    return value === undefined ? [] : [{ spec, value }];
  });
  const typical: TypicalGame = {
    summary,
    seatNames: model.seatNames(options),
    command: `npm run -s simulate -- --game ${id} --games ${TYPICAL_GAMES} --seed ${TYPICAL_SEED}`,
    headlines,
  };
  cache.set(id, typical);
  return typical;
}

/** A figure as the page prints it. */
export function formatStat(format: StatSpec['format'], value: number): string {
  switch (format) {
    case 'share':
      return `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`;
    case 'mean':
      return value.toFixed(value < 10 ? 2 : 1);
    case 'count':
      return value.toLocaleString('en-US');
  }
}

/** "lasted 9.4 tricks on average: half ended within 10, …", or "lasted 10 rounds" when every game was as long. */
export function lengthSentence(t: TypicalGame): string {
  const l = t.summary.length;
  if (l.mean === l.max) return `lasted ${l.max} ${l.unit}, every one of them`;
  return `lasted ${l.mean.toFixed(1)} ${l.unit} on average: half ended within ${l.p50}, nine in ten within ${l.p90}, and the longest took ${l.max}`;
}
