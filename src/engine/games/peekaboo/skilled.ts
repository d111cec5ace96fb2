/**
 * Peekaboo's skilled player (bots/skilled.ts): the expert's exact rolling decisions (rolling.ts) and its bets planned
 * over a few deals that fit what the others' bets say (betting.ts, SKILLED_BET_DEALS deals against the expert's
 * BET_DEALS), the sensible player elsewhere. No look-ahead. The page's typical figures are played at this level: its
 * 1,000 games take 14.9 s of CPU against the sensible players' 0.9 s, within the build's budget of about 20 s more
 * (docs/decisions/2026-11-27-skilled-level.md, 2026-11-28).
 */
import type { GameSkilled } from '../../bots/skilled.ts';
import type { Bot } from '../../play/types.ts';
import { expertBet } from './betting.ts';
import { SENSIBLE } from './bots.ts';
import { bestRoll } from './rolling.ts';
import type { PeekabooMove } from './state.ts';
import type { PeekabooView } from './view.ts';

/** Deals a bet is planned over: enough to beat the sensible player's bets, few enough for a thousand games. */
export const SKILLED_BET_DEALS = 4;

const play: Bot<PeekabooView, PeekabooMove> = (view, legal, rng) =>
  bestRoll(view, legal) ?? expertBet(view, legal, rng, SKILLED_BET_DEALS) ?? SENSIBLE(view, legal, rng);

export const SKILLED: GameSkilled<PeekabooMove, PeekabooView> = { play, shortlist: null, deals: 0, depth: 0, typical: true };
