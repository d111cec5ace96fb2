/*
 * Shared by the play-page specs (play.spec.ts, play-focus.spec.ts and the five
 * play-<id>.spec.ts board specs): the guided round's and the practice table's
 * locators, keyboard activation, the table's move count and turn, a link
 * replayed in Node, axe in both themes, and the 390 px width check. What is
 * one game's own (its board's class, its controls) stays in its spec.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { optionsFromJson, type OptionSpec } from '../../src/engine/play/options.ts';
import type { GameId } from '../../src/engine/ids.ts';
import { findLegal } from '../../src/engine/play/moves.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import { play } from '../../src/engine/play/play.ts';
import type { Playable } from '../../src/engine/play/playable.ts';
import type { GameRules } from '../../src/engine/play/types.ts';
import { AXE_TAGS } from './helpers.ts';

/** Short games, so a whole one is played through the page in seconds (options as the link writes them). */
export const SHORT: { readonly [G in GameId]: Readonly<Record<string, string>> } = {
  'ninas-five': { tricksToWin: '2', trickLimit: '3' },
  peekaboo: { rounds: '2', players: '3' },
  'nuclear-holdem': { players: '4', roundLimit: '2' },
  'pokers-wild': { players: '2', rows: '3', cols: '5', wildSpaces: '0' },
  'bluff-n-peg': { players: '2', track: '12', handLimit: '3' },
};

/** The guided round (the first section of a play page). */
export const guided = (page: Page): Locator => page.locator('.play-guided');
/** The practice table (the second). */
export const practice = (page: Page): Locator => page.locator('.play-practice');

/** Keyboard activation: focus the control, check it has focus, press Enter (or `key`). */
export async function press(control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await control.press(key);
}

/** The move count the practice table reports ("…, move 12."); -1 before the first move is counted. */
export async function moveCount(page: Page): Promise<number> {
  const text = await practice(page).locator('.play-turn').innerText();
  return Number(/move (\d+)/u.exec(text)?.[1] ?? -1);
}

/** Waits until it is the player's turn or the game is over; true when it is over. */
export async function waitForTurnOrEnd(page: Page): Promise<boolean> {
  const turn = practice(page).locator('.play-turn');
  await expect(turn).toContainText(/Your turn|The game is over/u, { timeout: 20_000 });
  return (await turn.innerText()).includes('The game is over');
}

/** The practice table's "Link to this position". */
export async function linkHref(page: Page): Promise<string> {
  return (await practice(page).getByRole('link', { name: 'Link to this position' }).getAttribute('href')) ?? '';
}

/** An option's value as the link writes it, turned into the JSON a record holds (no code of the page's). */
function optionJson(spec: OptionSpec, text: string): unknown {
  switch (spec.kind) {
    case 'int':
      return Number(text);
    case 'bool':
      return text === 'true';
    case 'choice':
      return text;
    case 'ints':
      return text.split(',').map(Number);
  }
}

/**
 * Replays a link in Node, straight through the game's rules and the checked `play`, never through the
 * page's own URL codec: every `pl-<option>` the rules' specs name, parsed by `optionsFromJson`; `pl-seed`; and `pl-moves`,
 * each move its index (base 36) among the legal moves at that point. Gives the state reached, the
 * player's seat (0-based, from `pl-seat`) and how many moves the link holds. Throws on a bad link.
 */
export function replayLink<Specs extends readonly OptionSpec[], S, M, V>(
  rules: GameRules<Specs, S, M, V>,
  href: string,
): { state: S; seat: number; moves: number } {
  const q = new URL(href, 'http://x').searchParams;
  const raw: Record<string, unknown> = {};
  for (const spec of rules.options) {
    const text = q.get(`pl-${spec.name}`);
    if (text !== null) raw[spec.name] = optionJson(spec, text);
  }
  const options = optionsFromJson(rules.options, raw);
  if (!options.ok) throw new Error(options.error.message);
  let state = rules.newGame(options.value, Number(q.get('pl-seed')));
  const list = (q.get('pl-moves') ?? '').split('.').filter((x) => x !== '');
  for (const [i, token] of list.entries()) {
    const seat = rules.toAct(state);
    if (seat === null) throw new Error(`move ${String(i + 1)} comes after the end`);
    const move = rules.legalMoves(state, seat)[parseInt(token, 36)];
    if (move === undefined) throw new Error(`move ${String(i + 1)} (${token}) is not legal there`);
    const next = play(rules, state, { seat, move });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return { state, seat: Number(q.get('pl-seat') ?? '1') - 1, moves: list.length };
}

/** axe in the page's current theme: no violation, each named with where it was found. */
export async function axeNow(page: Page, when: string, tags: readonly string[] = AXE_TAGS): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags([...tags]).analyze();
  expect(violations.map((v) => `${when}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** axe in the light and the dark theme (reduced motion kept), then back to light. */
export async function axeClean(page: Page, when: string, tags: readonly string[] = AXE_TAGS): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await axeNow(page, `${when}, ${scheme} theme`, tags);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/**
 * Closes the shell's move lists by keyboard. (They start closed, since every board offers every move;
 * an open list's <select> is as wide as its longest move and widens the page on its own.)
 */
export async function closeMoveLists(page: Page): Promise<void> {
  const open = page.locator('details.play-moves[open] > summary');
  for (let i = 0; i < 4 && (await open.count()) > 0; i++) await press(open.first());
  await expect(page.locator('details.play-moves[open]')).toHaveCount(0);
}

/** The page does not scroll sideways at its viewport's width. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(client);
}

/** The page fits its (phone) width with the move lists closed. */
export async function fitsPhone(page: Page): Promise<void> {
  await closeMoveLists(page);
  await noSidewaysScroll(page);
}

/**
 * Waits until the effects of the page's latest render have run. Preact runs a render's effects (useEffect:
 * keep-focus.ts's restore, for one) after the next frame, in a timeout queued from that frame, so a check of
 * what they do (or must not do) that runs as soon as the render shows can read the state before them. The
 * frame callback and the timeout queued here come after Preact's, so this resolves after its effects.
 */
export async function afterEffects(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/** What has keyboard focus: its class, its accessible name (aria-label, else its text), its aria-pressed. */
export function focused(page: Page): Promise<{ cls: string; name: string; pressed: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      cls: el?.className ?? '',
      name: el?.getAttribute('aria-label') ?? el?.textContent.trim() ?? '',
      pressed: el?.getAttribute('aria-pressed') ?? null,
    };
  });
}

/** Whether keyboard focus is on a control (a button or a select) inside `board` (a CSS selector). */
export function focusOnBoard(page: Page, board: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.activeElement;
    return el !== null && el.closest(sel) !== null && (el.tagName === 'BUTTON' || el.tagName === 'SELECT');
  }, board);
}

/** Presses Tab until a control inside `board` (a CSS selector) has focus. */
export async function tabToBoard(page: Page, board: string): Promise<void> {
  for (let i = 0; i < 80 && !(await focusOnBoard(page, board)); i++) await page.keyboard.press('Tab');
  expect(await focusOnBoard(page, board), 'Tab reaches a control on the board').toBe(true);
}

/** A whole game played in Node by the random computer player in every seat: the record a link carries, and each move's facts. */
export interface PlayedRecord {
  /** The link's query without the moves: pl-seed, pl-level=random, each option as given. */
  readonly query: string;
  /** Each move's index among the legal moves at its point, and the seat that made it. */
  readonly indices: readonly number[];
  readonly seats: readonly number[];
  /** Each move in the game's own words (`describe`), as the table's log says it. */
  readonly lines: readonly string[];
  /** True when the game reached its end within `limit` moves. */
  readonly over: boolean;
}

/**
 * Plays a game in Node straight through its rules and the checked `play` (never the page's code): options as the link writes
 * them (`pl-<name>` texts), dealt from `seed`, every seat the random bot drawing from `rngAt(seed)`, at
 * most `limit` moves. Throws when the options do not parse.
 */
export function playRecord<Specs extends readonly OptionSpec[], S, M, V>(
  { rules, words, bots }: Playable<Specs, S, M, V>,
  optionTexts: Readonly<Record<string, string>>,
  seed: number,
  limit = Infinity,
): PlayedRecord {
  const raw: Record<string, unknown> = {};
  for (const spec of rules.options) {
    const text = optionTexts[spec.name];
    if (text !== undefined) raw[spec.name] = optionJson(spec, text);
  }
  const options = optionsFromJson(rules.options, raw);
  if (!options.ok) throw new Error(options.error.message);
  const rng = rngAt(seed);
  let state = rules.newGame(options.value, seed);
  const indices: number[] = [];
  const seats: number[] = [];
  const lines: string[] = [];
  for (let seat = rules.toAct(state); seat !== null && indices.length < limit; seat = rules.toAct(state)) {
    const legal = rules.legalMoves(state, seat);
    const { move } = bots.random(rules.view(state, seat), legal, rng);
    const index = legal.findIndex((m) => findLegal([m], move) !== undefined);
    const next = play(rules, state, { seat, move });
    if (!next.ok || index < 0) throw new Error(`the random bot's move ${String(indices.length + 1)} was refused`);
    lines.push(words.describe(state, { seat, move }, next.value));
    indices.push(index);
    seats.push(seat);
    state = next.value;
  }
  const q = new URLSearchParams({ 'pl-seed': String(seed), 'pl-level': 'random' });
  for (const [name, text] of Object.entries(optionTexts)) q.set(`pl-${name}`, text);
  return { query: q.toString(), indices, seats, lines, over: rules.toAct(state) === null };
}

/** A record's moves as a link writes them: base-36 indices joined by dots. */
export const movesText = (indices: readonly number[]): string => indices.map((i) => i.toString(36)).join('.');
