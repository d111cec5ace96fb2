/**
 * The hand-ranker's permalink for any game, Peekaboo's dice too (url.ts
 * describes the scheme): the link's hands are checked by the engine's
 * readFields. Apart from url.ts so that the widget on a card game's page,
 * which judges cards only (CARD_JUDGING), loads no dice code.
 */
import type { UrlCodec } from '../../../lib/url-state.ts';
import { ANY_JUDGING } from './dice-model.ts';
import { JUDGE_GAMES, type JudgeGame, type Table } from './model.ts';
import { readTableWith, tableCodecWith } from './url.ts';

/**
 * The table a query describes, and a note for everything that fell back.
 * `allowed` limits the games (a game page offers its own); others fall back.
 */
export function readTable(params: URLSearchParams, allowed: readonly JudgeGame[] = JUDGE_GAMES): { table: Table; notes: string[] } {
  return readTableWith(ANY_JUDGING, params, allowed);
}

/** The hand-ranker's URL form, for a widget offering `allowed` games. */
export function tableCodec(allowed: readonly JudgeGame[] = JUDGE_GAMES): UrlCodec<Table> {
  return tableCodecWith(ANY_JUDGING, allowed);
}
