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
import { byGame } from './by-game.ts';
import type { QuickRef as Card, QuickRefLine as Line } from './games/content-types.ts';
import { GAME_CONTENT } from './games/content.ts';
import type { GameId } from './ids.ts';

/** A plain reminder, or the brief of one of the game's rulings. */
export type QuickRefLine<G extends GameId = GameId> = Line<RulingId<G>>;

/** A game's card; each game types its own with its own rulings' ids (games/content-types.ts). */
export type QuickRef<G extends GameId = GameId> = Card<RulingId<G>>;

/** Every game's card, read from its content (games/<id>/quick-ref.ts). */
type QuickRefs = { readonly [G in GameId]: QuickRef<G> };
/** The exact check: each game's card names only its own game's rulings (a line naming another's fails here). */
const CARDS: { readonly [G in GameId]: { readonly quickRef: QuickRef<G> } } = GAME_CONTENT;
export const QUICK_REFS = byGame<QuickRefs>((id) => CARDS[id].quickRef);
