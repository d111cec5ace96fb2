/**
 * Every legal move in plain words: the keyboard fallback that guarantees a
 * game can always be played, whatever the board offers. A native <select>
 * and a Play button inside a <details> ("All legal moves as a list"). When
 * there is nothing to play the controls stay in place (the Play button is
 * aria-disabled, never disabled), so keyboard focus is never dropped while the
 * computer plays.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import type { Ref } from 'preact';

export interface MoveListProps {
  readonly idPrefix: string;
  /** Each legal move's words, in the order of the legal moves; empty when the player has nothing to play. */
  readonly labels: readonly string[];
  /** Why there is nothing to play ("Waiting for West."), shown when `labels` is empty. */
  readonly waiting: string;
  readonly onPlay: (index: number) => void;
  /** The move to preselect (the hint), or -1. */
  readonly preselect: number;
  /** False in the server render, before the island is live. */
  readonly live: boolean;
  readonly selectRef?: Ref<HTMLSelectElement>;
}

export function MoveList({ idPrefix: id, labels, waiting, onPlay, preselect, live, selectRef }: MoveListProps) {
  const [chosen, setChosen] = useState(0);
  // Closed at first: every board offers every move itself, so the list is the fallback.
  const [isOpen, setOpen] = useState(false);
  const key = labels.join('\n');
  // A layout effect, in the same task as the new list: a deferred one could reset a choice made after the new moves
  // showed but before it ran (a fast player, or a loaded machine: a CI run played the first move instead of the one chosen).
  useLayoutEffect(() => setChosen(preselect >= 0 && preselect < labels.length ? preselect : 0), [key, preselect]);
  const can = live && labels.length > 0;
  return (
    <details class="play-moves" open={isOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>All legal moves as a list</summary>
      <form
        class="play-moves-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (can) onPlay(Math.min(chosen, labels.length - 1));
        }}
      >
        <label for={`${id}-select`}>Your move</label>
        <select
          id={`${id}-select`}
          ref={selectRef ?? null}
          value={labels.length > 0 ? String(chosen) : ''}
          disabled={!live}
          onChange={(e) => setChosen(Number(e.currentTarget.value))}
        >
          {labels.length === 0 ? (
            <option value="">{waiting}</option>
          ) : (
            labels.map((label, i) => (
              <option key={`${i}:${label}`} value={String(i)}>
                {label}
              </option>
            ))
          )}
        </select>
        <button type="submit" aria-disabled={can ? undefined : 'true'} disabled={!live}>
          Play
        </button>
      </form>
    </details>
  );
}
