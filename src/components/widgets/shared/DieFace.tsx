/** One die for islands, drawn like rules/Die.astro (decorative: callers give the text). */
import { PIPS } from '../../pips.ts';
import type { Die } from '../../../engine/hands/dice.ts';

export function DieFace({ face, kind = 'plain', size = '1.7em' }: { face: Die; kind?: 'plain' | 'peeker'; size?: string }) {
  return (
    <svg class={`w-die ${kind}`} viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {(PIPS[face] ?? []).map(([cx, cy]) => (
        <circle cx={cx * 100} cy={cy * 100} r="9.5" />
      ))}
    </svg>
  );
}
