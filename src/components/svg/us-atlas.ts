/*
 * The us-atlas states map (states-albers-10m: already projected to Albers
 * USA, 975 × 610), read once at build time for the Nuclear pictures and the
 * big board. A JSON import is typed by its contents (`type: string`, lists
 * of numbers of any length), not as TopoJSON, so the schema below checks the
 * parts the maps read and gives them their TopoJSON types; a package update
 * that changed the shape fails the build with zod's message.
 */
import { z } from 'astro/zod';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasJson from 'us-atlas/states-albers-10m.json';

export type StatesAtlas = Topology<{ states: GeometryCollection<{ name: string }> }>;

const pair = z.tuple([z.number(), z.number()]);
const arcIndexes = z.array(z.number().int());
const shape = { id: z.string(), properties: z.object({ name: z.string() }) };
const StatesAtlasSchema = z.object({
  type: z.literal('Topology'),
  transform: z.object({ scale: pair, translate: pair }),
  arcs: z.array(z.array(z.array(z.number()))),
  objects: z.object({
    states: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(
        z.discriminatedUnion('type', [
          z.object({ type: z.literal('Polygon'), arcs: z.array(arcIndexes), ...shape }),
          z.object({ type: z.literal('MultiPolygon'), arcs: z.array(z.array(arcIndexes)), ...shape }),
        ]),
      ),
    }),
  }),
});

let parsed: StatesAtlas | undefined;

/** The states topology, checked on first use; throws (failing the build) if the file is not the shape above. */
export function statesAtlas(): StatesAtlas {
  parsed ??= StatesAtlasSchema.parse(atlasJson);
  return parsed;
}
