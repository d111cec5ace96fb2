/**
 * One playing card for islands, drawn like rules/PlayingCard.astro: glyphs
 * for the eye, and a spoken name ("Q♥ queen of hearts") for screen readers.
 */
import { JOKER_MARK, faceText, isJoker, type Card, type HeldCard } from '../../../engine/hands/cards.ts';

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
  const { rank, suit, red, short, name } = faceText(card);
  return { rank, suit, red, short, name: `${short} ${name}` };
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
            <span class="w-rank">{JOKER_MARK}</span>
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
