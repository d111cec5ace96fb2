/** Peekaboo's own drawings and widgets, by the names its rules page (src/content/games/peekaboo.mdx) uses them by. */
import DiceExplainerWidget from '../../widgets/dice/DiceExplainerWidget.astro';
import PeekabooDice from '../../drawings/PeekabooDice.astro';
import PeekabooSetup from '../../drawings/PeekabooSetup.astro';

export const RULES_PARTS = { PeekabooDice, PeekabooSetup, DiceExplainerWidget };
