/**
 * Props of the widget islands, validated with zod at the .astro boundary
 * (the islands import only the derived types, so zod never ships to the
 * browser).
 */
import { z } from 'astro/zod';
import { RULESET_IDS } from '../../../engine/hands/rulesets.ts';

/** An element id or id prefix a widget is given: a lower-case letter, then letters, digits and hyphens. */
export const elementId = z.string().regex(/^[a-z][a-z0-9-]*$/u);

/** Any ruleset the judge takes: the card games and Peekaboo (dice). */
const judgeGameId = z.enum(RULESET_IDS);

export const handRankerPropsSchema = z
  .object({
    /** Games the widget offers, first one preset. At least one. */
    games: z.array(judgeGameId).min(1),
    /** Read the page URL, and write it once the reader changes something. */
    syncUrl: z.boolean(),
    /** The stand-alone /judge/ page (elsewhere the widget also links to it). */
    standalone: z.boolean(),
    /** Absolute path of the /judge/ page (with the base path), for permalinks. */
    judgePath: z.string().startsWith('/'),
    /** Prefix for element ids, unique on the page. */
    idPrefix: elementId,
    /** Level of the heading the widget sits under (its own headings go one deeper). */
    headingLevel: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();
export type HandRankerProps = z.infer<typeof handRankerPropsSchema>;

export const diceExplainerPropsSchema = z
  .object({
    /** Read and write the page URL. */
    syncUrl: z.boolean(),
    idPrefix: elementId,
    headingLevel: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();
export type DiceExplainerProps = z.infer<typeof diceExplainerPropsSchema>;

/** The props of a quiz page's island (each game's QuizIsland.astro): the game is the island's own. */
export const quizPropsSchema = z
  .object({
    /** Read and write the page URL (the question's seed). */
    syncUrl: z.boolean(),
    idPrefix: elementId,
    /** Link back to the game's rules (with the base path). */
    rulesPath: z.string().startsWith('/'),
  })
  .strict();
export type QuizProps = z.infer<typeof quizPropsSchema>;

/** The props of a widget whose one prop is the id of its root element, defaulting to `fallback`. */
export const idPropsSchema = (fallback: string) => z.object({ id: elementId.default(fallback) });
/** What such a widget takes: an optional id (letters, digits, hyphens). */
export type IdProps = z.input<ReturnType<typeof idPropsSchema>>;
