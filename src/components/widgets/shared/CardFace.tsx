/**
 * One playing card for islands, drawn like rules/PlayingCard.astro: glyphs
 * for the eye, and a spoken name ("Q♥ queen of hearts") for screen readers.
 */
import { RANKS, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS, isJoker, rankOf, suitOf, type Card, type HeldCard } from '../../../engine/cards.ts';

export interface Face {
  readonly rank: string;
  readonly suit: string;
  readonly red: boolean;
  /** "Q♥ queen of hearts" */
  readonly name: string;
  /** "Q♥" */
  readonly short: string;
}

export function naturalFace(card: Card): Face {
  const r = rankOf(card);
  const s = suitOf(card);
  const rank = RANKS[r] === 'T' ? '10' : (RANKS[r] ?? '?');
  const suit = SUIT_SYMBOLS[s] ?? '?';
  return { rank, suit, red: s === 1 || s === 2, short: `${rank}${suit}`, name: `${rank}${suit} ${RANK_NAMES[r] ?? rank} of ${SUIT_NAMES[s] ?? '?'}` };
}

/** Short text for a card in notation-like form: "Q♥", "joker", "joker as Q♥". */
export function heldText(held: HeldCard): string {
  if (!isJoker(held.card)) return naturalFace(held.card).short;
  return held.declared === undefined ? 'joker' : `joker as ${naturalFace(held.declared).short}`;
}

export function CardFace({ held, mark = false, wildAs }: { held: HeldCard; mark?: boolean; wildAs?: Card | undefined }) {
  if (isJoker(held.card)) {
    const shown = held.declared ?? wildAs;
    if (shown === undefined) {
      return (
        <span class={`w-card joker${mark ? ' mark' : ''}`}>
          <span class="visually-hidden">joker</span>
          <span class="w-face" aria-hidden="true">
            <span class="w-rank">★</span>
            <span class="w-suit small">joker</span>
          </span>
        </span>
      );
    }
    const f = naturalFace(shown);
    return (
      <span class={`w-card joker${f.red ? ' red' : ''}${mark ? ' mark' : ''}`}>
        <span class="visually-hidden">{`joker as ${f.name}`}</span>
        <span class="w-face" aria-hidden="true">
          <span class="w-rank">{f.rank}</span>
          <span class="w-suit">{f.suit}</span>
          <span class="w-wild">wild</span>
        </span>
      </span>
    );
  }
  const f = naturalFace(held.card);
  return (
    <span class={`w-card${f.red ? ' red' : ''}${mark ? ' mark' : ''}`}>
      <span class="visually-hidden">{f.name}</span>
      <span class="w-face" aria-hidden="true">
        <span class="w-rank">{f.rank}</span>
        <span class="w-suit">{f.suit}</span>
      </span>
    </span>
  );
}
