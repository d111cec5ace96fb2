/** Nina's Five as one model object, made from its parts (transitional: see play/from-parts.ts). */
import { modelFromParts } from '../../play/from-parts.ts';
import { SENSIBLE } from './bots.ts';
import { PARTS } from './index.ts';

export const MODEL = modelFromParts(PARTS, SENSIBLE);
