/**
 * TRANSITIONAL (architecture issue): Nuclear Annihilation Hold'em as one
 * model object, made from its parts (index.ts) and its sensible player, for
 * the readers of MODELS that have not moved to the parts yet.
 */
import { modelFromParts } from '../../play/from-parts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';

export const MODEL = modelFromParts(PARTS, SENSIBLE);
