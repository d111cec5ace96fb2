/**
 * The Compare page's URL form: two islands share the page, each with its own
 * keys (see src/lib/url-state.ts for the naming scheme).
 *
 *   cg-games  the games shown, comma-separated (default: all); formerly games
 *   cv-a      hand A of "one hand, every verdict"; formerly a
 *   cv-b      hand B; formerly b
 */
import { enumParam, listParam, specCodec, textParam } from '../../lib/url-state.ts';
import { COLUMN_IDS } from './columns.ts';

export const DEFAULT_A = 'Ks Kh 9d 9c 2s';
export const DEFAULT_B = 'Qs Qh Qd 4c 7h';

/** Which games the picker shows. */
export const PICKER_CODEC = specCodec(
  { 'cg-games': listParam(enumParam(COLUMN_IDS, 'standard'), ',', COLUMN_IDS.length, COLUMN_IDS) },
  { games: 'cg-games' },
);

/** The two hands of "one hand, every verdict". */
export const VERDICTS_CODEC = specCodec({ 'cv-a': textParam(DEFAULT_A, 60), 'cv-b': textParam(DEFAULT_B, 60) }, { a: 'cv-a', b: 'cv-b' });
