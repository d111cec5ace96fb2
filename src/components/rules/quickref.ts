/**
 * The printable quick-reference cards (/games/<id>/quick-reference/). Their
 * facts live in the engine (GAMES[id].quickRef, from src/engine/quick-refs.ts),
 * their ladders are the game's rulesets (GAMES[id].rulesets); this file turns
 * a line into the text the card shows.
 *
 * A statement on a point that a ruling settles is never typed on the card: it
 * is `{ ruling: '<id>' }`, and the card shows that ruling's `brief`, with a
 * link to the ruling on the game page. So the card and the page cannot
 * disagree (tests/content/quickref.test.ts checks that no plain line touches
 * a ruled point).
 */
import { GAMES } from '../../engine/games.ts';
import { type GameId } from '../../engine/ids.ts';
import type { QuickRefLine } from '../../engine/quick-refs.ts';

export type { QuickRef, QuickRefLine } from '../../engine/quick-refs.ts';

export interface ResolvedLine {
  readonly text: string;
  /** The ruling the text comes from, if any. */
  readonly ruling: string | null;
}

/** The text a line shows. Throws (failing the build) when a ruling is unknown or has no brief. */
export function resolveLine<G extends GameId>(game: G, line: QuickRefLine<G>): ResolvedLine {
  if (typeof line === 'string') return { text: line, ruling: null };
  const ruling = GAMES[game].rulings.find((r) => r.id === line.ruling);
  if (ruling === undefined) throw new Error(`Quick reference for ${game}: no ruling "${line.ruling}" for this game`);
  if (ruling.brief === undefined) throw new Error(`Quick reference for ${game}: ruling "${line.ruling}" has no brief`);
  return { text: ruling.brief, ruling: ruling.id };
}

/** Every line of a card, in order: steps, then the numbers' values, then the notes. */
export function allLines<G extends GameId>(game: G): readonly QuickRefLine<G>[] {
  const ref = GAMES[game].quickRef;
  return [...ref.steps, ...ref.numbers.map(([, value]) => value), ...ref.notes];
}
