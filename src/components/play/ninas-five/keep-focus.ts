/**
 * Keeps a keyboard player in place on a board (used by the Nina's Five and
 * Nuclear Hold'em boards). Pressing a card lays it, so its button disappears and
 * the browser drops focus to <body>; the next turn would then start from the
 * top of the page. When the focus was on the board and was lost that way (not
 * moved elsewhere by the player), it goes to the board's first move control,
 * now or as soon as there is one again.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

const CONTROL = 'button:not([tabindex="-1"]), select';

export function useKeepFocus(root: RefObject<HTMLElement>): void {
  const lost = useRef(false);
  const restore = (): void => {
    if (!lost.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) {
      lost.current = false;
      return;
    }
    const next = root.current?.querySelector<HTMLElement>(CONTROL);
    if (next === null || next === undefined) return;
    lost.current = false;
    next.focus();
  };
  useEffect(() => {
    const el = root.current;
    if (el === null) return undefined;
    const onIn = (): void => {
      lost.current = false;
    };
    const onOut = (e: FocusEvent): void => {
      if (e.relatedTarget !== null) return;
      const from = e.target instanceof Node ? e.target : null;
      // Focus went nowhere: lost only if the focused control itself left the page (a re-render).
      setTimeout(() => {
        lost.current = from !== null && !from.isConnected;
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
}
