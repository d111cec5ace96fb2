/**
 * The Balance Lab's catalog (catalog.ts) from the game models, at build
 * time, checked against its zod schema before it becomes the island's props.
 */
import { z } from 'astro/zod';
import { GAMES } from '../../../engine/games.ts';
import { GAME_IDS } from '../../../engine/ids.ts';
import { GAME_PARTS } from '../../../engine/games/index.ts';
import { defaultOptions } from '../../../engine/play/options.ts';
import type { Catalog, GameEntry } from './catalog.ts';

const name = z.string().regex(/^[a-zA-Z]+$/u);
const base = { name, label: z.string().min(1), help: z.string().min(1) };
const spec = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('int'), default: z.number().int(), min: z.number().int(), max: z.number().int() }).strict(),
  z.object({ ...base, kind: z.literal('bool'), default: z.boolean() }).strict(),
  z.object({ ...base, kind: z.literal('choice'), default: z.string(), choices: z.array(z.string()).min(1) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('ints'),
      default: z.array(z.number().int()),
      minLength: z.number().int(),
      maxLength: z.number().int(),
      min: z.number().int(),
      max: z.number().int(),
    })
    .strict(),
]);
const entry = z
  .object({ name: z.string().min(1), options: z.array(spec).min(1), seats: z.record(z.string(), z.array(z.string()).min(1)) })
  .strict();
export const balanceLabPropsSchema = z
  .object({ catalog: z.object(Object.fromEntries(GAME_IDS.map((id) => [id, entry]))).strict() })
  .strict();

export function buildCatalog(): Catalog {
  const catalog = Object.fromEntries(
    GAME_IDS.map((id): [string, GameEntry] => {
      const { rules, words } = GAME_PARTS[id];
      const defaults = defaultOptions(rules.options);
      const players = rules.options.find((s) => s.name === 'players');
      const seats: Record<string, readonly string[]> =
        players?.kind === 'int'
          ? Object.fromEntries(
              Array.from({ length: players.max - players.min + 1 }, (_, i) => {
                const n = players.min + i;
                return [String(n), words.seatNames({ ...defaults, players: n })];
              }),
            )
          : { '': words.seatNames(defaults) };
      return [id, { name: GAMES[id].name, options: rules.options, seats }];
    }),
  );
  balanceLabPropsSchema.parse({ catalog });
  return catalog as Catalog;
}
