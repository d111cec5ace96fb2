/** Bluff 'N' Peg's own drawings and widgets, by the names its rules page (src/content/games/bluff-n-peg.mdx) uses them by. */
import BluffBoard from '../../drawings/BluffBoard.astro';
import BluffEndings from '../../rules/BluffEndings.astro';
import BluffPegboard from '../../drawings/BluffPegboard.astro';
import BluffScorer from '../../widgets/bluff-n-peg/BluffScorer.astro';

export const RULES_PARTS = { BluffBoard, BluffEndings, BluffPegboard, BluffScorer };
