import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { GAME_IDS } from './engine/ids.ts';

/** Frontmatter of one game's rules page. The types are derived from this schema. */
export const gameSchema = z.object({
  id: z.enum(GAME_IDS),
  title: z.string().min(1),
  /** Designer and/or publisher, credited on the page and in the footer. */
  credit: z.string().min(1),
  /**
   * Player count. `note` says where the numbers come from when the rules
   * don't give them; `source` is a link for a count taken from elsewhere.
   * Every place that states a game's player count reads this one field.
   */
  players: z.object({
    min: z.number().int().min(1),
    max: z.number().int().min(1),
    note: z.string().min(1).optional(),
    source: z.object({ label: z.string().min(1), href: z.url() }).optional(),
  }),
  /** Playing time in minutes, as a range. */
  minutes: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }),
  summary: z.string().min(1).max(160),
  goal: z.string().min(1),
  needs: z.array(z.string().min(1)).min(1),
  /** Table facts for the "which game should I play?" comparison. */
  uses: z.enum(['cards', 'dice', 'cards and board']),
  bluffing: z.boolean(),
  teams: z.boolean(),
  order: z.number().int(),
});
export type GameFrontmatter = z.infer<typeof gameSchema>;

const games = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/games' }),
  schema: gameSchema,
});

export const collections = { games };
