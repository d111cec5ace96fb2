/** Nina's Five's own drawings and widgets, by the names its rules page (src/content/games/ninas-five.mdx) uses them by. */
import NinasSeating from '../../drawings/NinasSeating.astro';
import NinasTrick from '../../drawings/NinasTrick.astro';

export const RULES_PARTS = { NinasSeating, NinasTrick };
