/**
 * This play page's expert, thinking in its own Web Worker (one per table, started the first time the table needs
 * it: an Expert seat or a hint) so the page never freezes. It bundles this game's expert alone, at its own budget.
 */
import { expertPlayer } from '../../../engine/bots/expert.ts';
import { EXPERT } from '../../../engine/games/bluff-n-peg/expert.ts';
import { serveExpert } from '../../play/expert-worker.ts';

serveExpert(expertPlayer(EXPERT, EXPERT.budget));
