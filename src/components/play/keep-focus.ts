/**
 * Keeps keyboard focus on the board across a move: a move often removes the
 * control that made it (a laid card, a rolled die), which drops focus to the
 * page. When focus was last inside the board and is now lost, the board's
 * first control takes it, as soon as there is one again (after the computer
 * players' moves). Focus the player moved elsewhere is left alone.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useKeepFocus<E extends HTMLElement>() {
  const root = useRef<E>(null);
  const inside = useRef(false);
  useEffect(() => {
    const el = root.current;
    if (el === null) return undefined;
    const onIn = () => {
      inside.current = true;
    };
    const onOut = (e: FocusEvent) => {
      // No related target: focus went nowhere (the control was removed, or the window lost focus).
      if (e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) inside.current = false;
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, []);
  useEffect(() => {
    const el = root.current;
    if (el === null || !inside.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const next = el.querySelector<HTMLElement>('button:not([disabled]), select');
    next?.focus();
  });
  return root;
}
