/**
 * The printable quick-reference cards' facts (/games/<id>/quick-reference/), each game's in games/<id>/quick-ref.ts:
 * the order of play in a few words, and the numbers players look up. The
 * ladders are the game's rulesets (GAMES in games.ts); only these short
 * reminders live here.
 *
 * A statement on a point that a ruling settles is never typed here: it is
 * `{ ruling: '<id>' }` (a typed id of one of the game's rulings), and the card
 * shows that ruling's `brief`, with a link to the ruling on the game page. So
 * the card and the page cannot disagree (tests/content/quickref.test.ts checks
 * that no plain line touches a ruled point).
 */
import type { RulingId } from './all-rulings.ts';
import { GAME_CONTENT } from './games/content.ts';
import { byGame, type GameId } from './ids.ts';

/** A plain reminder, or the brief of one of the game's rulings. */
export type QuickRefLine<G extends GameId = GameId> = string | { readonly ruling: RulingId<G> };

export interface QuickRef<G extends GameId = GameId> {
  /** Heading for the steps, e.g. "A trick". */
  readonly stepsTitle: string;
  readonly steps: readonly QuickRefLine<G>[];
  readonly numbers: readonly (readonly [label: string, value: QuickRefLine<G>])[];
  /** One or two reminders that don't fit the steps. */
  readonly notes: readonly QuickRefLine<G>[];
}

/** Every game's card, read from its content (games/<id>/quick-ref.ts). */
export const QUICK_REFS = byGame<{ readonly [G in GameId]: QuickRef<G> }>((id) => GAME_CONTENT[id].quickRef);
