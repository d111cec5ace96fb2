/**
 * A card picker: one <fieldset> per suit of toggle <button>s (aria-pressed).
 * Cards used by another field are disabled and greyed out. Tab, Space and
 * Enter work as for any button; arrow keys also move between cards.
 * Jokers, when the deck has them, are added with a button, optionally
 * declared as a card first (e.g. X=Qh in Nina's Five).
 */
import { useState } from 'preact/hooks';
import { NATURAL_CARDS, RANKS, SUIT_NAMES, SUIT_SYMBOLS, faceText, makeCard, type Card } from '../../../engine/hands/cards.ts';
import { capitalize } from '../../../engine/words.ts';

export interface CardPickerProps {
  readonly id: string;
  /** What the picked cards go into, e.g. "Hand 2" or "the board". */
  readonly target: string;
  /** Natural cards in the target field. */
  readonly selected: ReadonlySet<Card>;
  /** Natural cards used by other fields. */
  readonly used: ReadonlySet<Card>;
  readonly onToggle: (card: Card) => void;
  /** Jokers: how many the deck has (0 hides the controls), how many are still free, and how many the field holds. */
  readonly jokers: { readonly inDeck: number; readonly left: number; readonly inField: number; readonly declarable: boolean };
  readonly onAddJoker: (declared: Card | undefined) => void;
  readonly onRemoveJoker: () => void;
  readonly onClose: () => void;
}

const SUIT_ORDER = [0, 1, 2, 3] as const;
const RANK_ORDER = [...RANKS.keys()].reverse();

function moveFocus(event: KeyboardEvent): void {
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 13, ArrowUp: -13 }[event.key];
  if (step === undefined) return;
  const grid = event.currentTarget as HTMLElement;
  const buttons = [...grid.querySelectorAll<HTMLButtonElement>('button[data-card]')];
  const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (from < 0) return;
  event.preventDefault();
  for (let i = from + step; i >= 0 && i < buttons.length; i += step) {
    const next = buttons[i];
    if (next !== undefined && !next.disabled) {
      next.focus();
      return;
    }
  }
}

export function CardPicker(props: CardPickerProps) {
  const { id, target, selected, used, jokers } = props;
  const [declare, setDeclare] = useState('');
  const declared = declare === '' ? undefined : Number(declare);
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- Escape bubbles up from the picker's own buttons; the group itself takes no input
    <div
      class="w-picker"
      id={id}
      role="group"
      aria-label={`Pick cards for ${target}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          props.onClose();
        }
      }}
    >
      <p class="w-picker-help">
        Press a card to add it to {target}; press it again to take it out. Greyed-out cards are already in another field. Arrow keys move
        between cards; Escape closes the picker.
      </p>
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- arrow keys bubble up from the card buttons inside (roving focus) */}
      <div class="w-picker-grid" onKeyDown={moveFocus}>
        {SUIT_ORDER.map((suit) => (
          <fieldset class="w-suit-group" key={suit}>
            <legend>
              {capitalize(SUIT_NAMES[suit])} <span aria-hidden="true">{SUIT_SYMBOLS[suit]}</span>
            </legend>
            {RANK_ORDER.map((rank) => {
              const card = makeCard(rank, suit);
              const face = faceText(card);
              const inField = selected.has(card);
              const elsewhere = used.has(card);
              return (
                <button
                  type="button"
                  key={card}
                  data-card={card}
                  class={`w-pick${face.red ? ' red' : ''}`}
                  aria-pressed={inField}
                  disabled={elsewhere && !inField}
                  onClick={() => props.onToggle(card)}
                >
                  {face.short}
                  <span class="visually-hidden">{` ${face.name}`}</span>
                </button>
              );
            })}
          </fieldset>
        ))}
      </div>
      {jokers.inDeck > 0 && (
        <div class="w-picker-jokers">
          {jokers.declarable && (
            <label>
              Joker plays as{' '}
              <select value={declare} onChange={(e) => setDeclare(e.currentTarget.value)}>
                <option value="">any card (wild)</option>
                {SUIT_ORDER.flatMap((suit) =>
                  RANK_ORDER.map((rank) => {
                    const card = makeCard(rank, suit);
                    return (
                      <option key={card} value={String(card)}>
                        {`${faceText(card).short} ${faceText(card).name}`}
                      </option>
                    );
                  }),
                )}
              </select>
            </label>
          )}
          <button
            type="button"
            disabled={jokers.left <= 0}
            onClick={() => props.onAddJoker(declared !== undefined && declared < NATURAL_CARDS ? declared : undefined)}
          >
            Add a joker ({jokers.left} of {jokers.inDeck} left)
          </button>
          {jokers.inField > 0 && (
            <button type="button" onClick={props.onRemoveJoker}>
              Take out a joker
            </button>
          )}
        </div>
      )}
      <p>
        <button type="button" onClick={props.onClose}>
          Done picking for {target}
        </button>
      </p>
    </div>
  );
}
