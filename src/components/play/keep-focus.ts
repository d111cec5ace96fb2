/**
 * Keeps a keyboard player on the board across a move (the Nina's Five,
 * Nuclear Hold'em, Peekaboo and Bluff 'N' Peg boards; Poker's Wild!'s squares
 * never leave the page, and its roving tab stop keeps focus itself).
 *
 * A move often removes the control that made it (a laid card, a rolled die's
 * Roll button, a chosen home's tiles), and the browser then drops focus to
 * <body>, so the next turn would start from the top of the page. When the
 * control that had focus inside the board leaves the page (or is disabled)
 * and focus went nowhere else, the board's first usable control takes focus:
 * at once, or as soon as there is one again (after the computer players'
 * moves). Usable means enabled and a tab stop: a roving grid's other cells
 * (`tabindex="-1"`) are skipped, so focus lands on the grid's one stop.
 *
 * Focus the player moved elsewhere is left alone: to another control outside
 * the board (the move list, Hint), or to nowhere while the control stays (a
 * click on the page's text, the window losing focus).
 *
 * It does not rely on a `focusout` event when a control is removed (Chromium
 * sends one, Firefox does not): every render also checks whether the control
 * that last had focus is gone.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

const CONTROL = 'button:not([disabled]):not([tabindex="-1"]), select:not([disabled])';

/** Whether an element can no longer hold focus: removed from the page, or disabled. */
const gone = (el: Element): boolean => !el.isConnected || el.matches(':disabled');

/** Returns the ref to put on the board's root element. */
export function useKeepFocus<E extends HTMLElement>(): RefObject<E> {
  const root = useRef<E>(null);
  /** The board's control that last had focus, while focus is still the board's to keep; else null. */
  const last = useRef<Element | null>(null);

  const restore = (): void => {
    const from = last.current;
    if (from === null || !gone(from)) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) {
      // Focus is somewhere else already (the shell moved it, or the player did): not ours to move.
      last.current = null;
      return;
    }
    // No control yet (the computer players are moving): try again at the next render.
    root.current?.querySelector<HTMLElement>(CONTROL)?.focus();
  };

  useEffect(() => {
    const el = root.current;
    if (el === null) return undefined;
    const onIn = (e: FocusEvent): void => {
      last.current = e.target instanceof Element ? e.target : null;
    };
    const onOut = (e: FocusEvent): void => {
      // To another element: if it is inside the board, its focusin (which comes next) records it.
      if (e.relatedTarget !== null) {
        last.current = null;
        return;
      }
      // To nowhere: the board's to keep only if the control itself is gone, which the next tick shows (a re-render).
      const from = e.target;
      setTimeout(() => {
        if (from instanceof Element && last.current === from && !gone(from)) last.current = null;
        restore();
      }, 0);
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, []);
  useEffect(restore);
  return root;
}
