/** TRANSITIONAL (architecture issue): Bluff 'N' Peg's one-object model, made from its parts, for the readers of MODELS. */
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';
import { modelFromParts } from '../../play/from-parts.ts';

export const MODEL = modelFromParts(PARTS, SENSIBLE);
