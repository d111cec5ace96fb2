/**
 * Props of the play page's islands, validated with zod at the .astro boundary
 * (the islands import only the derived type, so zod never ships).
 */
import { z } from 'astro/zod';
import { elementId } from '../widgets/shared/props.ts';

export const playPropsSchema = z
  .object({
    /** Link back to the game's rules (with the base path); steps link to `rulesPath#<rule>`. */
    rulesPath: z.string().startsWith('/'),
    idPrefix: elementId,
    /** Read and write the page URL (the practice game's seed, options and moves). */
    syncUrl: z.boolean(),
  })
  .strict();
