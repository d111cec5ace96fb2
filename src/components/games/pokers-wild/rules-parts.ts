/** Poker's Wild!'s own drawings and widgets, by the names its rules page (src/content/games/pokers-wild.mdx) uses them by. */
import AdjacencyScorer from '../../widgets/pokers-wild/AdjacencyScorer.astro';
import LineScorer from '../../widgets/pokers-wild/LineScorer.astro';
import PokersWildBoard from '../../drawings/PokersWildBoard.astro';
import PokersWildScorecard from '../../drawings/PokersWildScorecard.astro';
import PokersWildScoring from '../../drawings/PokersWildScoring.astro';

export const RULES_PARTS = { PokersWildBoard, PokersWildScoring, PokersWildScorecard, AdjacencyScorer, LineScorer };
