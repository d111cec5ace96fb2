/** One die for islands, drawn like rules/Die.astro (decorative: callers give the text). */
import type { Die } from '../../../engine/dice.ts';

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

export function DieFace({ face, kind = 'plain', size = '1.7em' }: { face: Die; kind?: 'plain' | 'peeker'; size?: string }) {
  return (
    <svg class={`w-die ${kind}`} viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {(PIPS[face] ?? []).map(([cx, cy]) => (
        <circle cx={cx} cy={cy} r="9.5" />
      ))}
    </svg>
  );
}
