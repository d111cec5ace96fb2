/** TRANSITIONAL: Peekaboo as the old one-object model, made from its parts (play/from-parts.ts). */
import { modelFromParts } from '../../play/from-parts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';

export const MODEL = modelFromParts(PARTS, SENSIBLE);
