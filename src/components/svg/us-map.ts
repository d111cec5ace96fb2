/*
 * A small map of the 50 states for the Nuclear picture, drawn at build time
 * from us-atlas (already projected to Albers USA, 975 × 610). The big board
 * widget draws the full-detail map; a picture needs about a sixth of the
 * bytes, so every point is snapped to a grid of GRID units and repeats are
 * dropped (about 17 KB of path data instead of 104 KB, invisible at picture size).
 */
import { geoPath, geoTransform } from 'd3-geo';
import { feature } from 'topojson-client';
import { statesAtlas } from './us-atlas.ts';
import { US_STATES, type PostalCode } from '../../engine/games/nuclear-holdem/us-states.ts';

export const MAP_WIDTH = 975;
const GRID = 8;

export interface StateShape {
  readonly postal: PostalCode;
  /** Path data in grid units: draw inside `scale(GRID)` (see MAP_SCALE). */
  readonly d: string;
}
export const MAP_SCALE = GRID;

/** Every state's outline, in US_STATES order; throws at build time if the atlas lacks one. */
export function stateShapes(): readonly StateShape[] {
  const atlas = statesAtlas();
  const features = feature(atlas, atlas.objects.states).features;
  let last = '';
  const snap = geoTransform({
    point(x, y) {
      const gx = Math.round(x / GRID);
      const gy = Math.round(y / GRID);
      const key = `${gx},${gy}`;
      if (key === last) return;
      last = key;
      this.stream.point(gx, gy);
    },
    lineStart() {
      last = '';
      this.stream.lineStart();
    },
  });
  const path = geoPath(snap);
  return US_STATES.map((s) => {
    const f = features.find((g) => String(g.id) === s.fips);
    const d = f ? path(f) : null;
    if (!d) throw new Error(`us-atlas has no shape for ${s.name}`);
    return { postal: s.postal, d };
  });
}
