/**
 * The one definition of how a die is drawn, as data: where the pips of each
 * face sit and how round its corners and pips are. Die.tsx turns this into SVG
 * for every picture, diagram, rules page and island; nothing else draws a die.
 */

/** Where the pips of each die face sit, as fractions of the face (x, y). */
export const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

/** A die's corner radius and pip radius, as fractions of its side. */
export const DIE_RADIUS = 0.18;
export const PIP_RADIUS = 0.095;
