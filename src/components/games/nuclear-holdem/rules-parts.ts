/** Nuclear Hold'em's own drawings and widgets, by the names its rules page (src/content/games/nuclear-holdem.mdx) uses them by. */
import BigBoard from '../../widgets/nuclear/BigBoard.astro';
import NuclearRound from '../../drawings/NuclearRound.astro';
import NuclearSetup from '../../drawings/NuclearSetup.astro';
import VoteCalculator from '../../widgets/nuclear/VoteCalculator.astro';

export const RULES_PARTS = { NuclearRound, NuclearSetup, VoteCalculator, BigBoard };
