/**
 * The site's one six-sided die, drawn in SVG from pips.ts, rendered at build
 * time on the pages and by the islands alike (see Card.tsx). Decorative: the
 * words around a die say its face.
 *
 *   <DieShape x={10} y={20} size={32} face={6} peeker />   inside a picture's <svg>: one <g>
 *   <DieFace face={6} kind="peeker" />   in running text or an island: an <svg> 1.7em square
 *
 * `face={null}` is a die nobody may see yet (under a cup): a dashed face with a "?".
 */
import type { Die as DieValue } from '../../engine/hands/dice.ts';
import { DIE_RADIUS, PIPS, PIP_RADIUS } from './pips.ts';
import './kit.css';

/** Coordinates rounded to hundredths, as in Card.tsx (not imported from faces.ts, so a dice island ships no card code). */
const n = (v: number): number => Math.round(v * 100) / 100;
/** The edge's width, as a fraction of the side. */
const EDGE = 0.045;

export interface DieShapeProps {
  x?: number;
  y?: number;
  size?: number;
  face: DieValue | null;
  /** A peeker (Peekaboo's hidden dice), in the peeker colour. */
  peeker?: boolean;
  /** Degrees about the die's centre. */
  turn?: number;
}

export function DieShape({ x = 0, y = 0, size = 32, face, peeker = false, turn = 0 }: DieShapeProps) {
  const c = n(x + size / 2);
  return (
    <g transform={turn === 0 ? undefined : `rotate(${n(turn)} ${c} ${n(y + size / 2)})`}>
      <rect
        x={n(x)}
        y={n(y)}
        width={n(size)}
        height={n(size)}
        rx={n(size * DIE_RADIUS)}
        stroke-width={n(size * EDGE)}
        class={face === null ? 'die-face die-hidden' : peeker ? 'die-face die-peeker' : 'die-face'}
      />
      {face === null ? (
        <text x={c} y={n(y + size * 0.66)} text-anchor="middle" font-size={n(size * 0.48)} class="die-unknown">
          ?
        </text>
      ) : (
        PIPS[face]?.map(([px, py]) => (
          <circle
            cx={n(x + px * size)}
            cy={n(y + py * size)}
            r={n(size * PIP_RADIUS)}
            class={peeker ? 'die-pip die-peeker-pip' : 'die-pip'}
          />
        ))
      )}
    </g>
  );
}

export interface DieFaceProps {
  face: DieValue | null;
  kind?: 'plain' | 'peeker';
  /** Width and height, a CSS length. */
  size?: string;
}

/** One die in running text or an island. */
export function DieFace({ face, kind = 'plain', size = '1.7em' }: DieFaceProps) {
  return (
    <svg class={`w-die ${kind}`} viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <DieShape x={4} y={4} size={92} face={face} peeker={kind === 'peeker'} />
    </svg>
  );
}
