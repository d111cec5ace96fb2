/**
 * A shell button that is never `disabled` once live: a control that goes
 * unavailable while it has focus would drop the keyboard user to the top of
 * the page, so it is aria-disabled instead and ignores presses.
 */
import type { ComponentChildren } from 'preact';

export function ShellButton({
  onPress,
  available,
  live,
  children,
}: {
  onPress: () => void;
  available: boolean;
  live: boolean;
  children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      disabled={!live}
      aria-disabled={available ? undefined : 'true'}
      onClick={() => {
        if (available) onPress();
      }}
    >
      {children}
    </button>
  );
}
