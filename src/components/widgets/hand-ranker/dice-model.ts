/**
 * The hand-ranker with Peekaboo's dice, where a widget offers a dice game
 * (the judge page): checks and verdicts for any game, cards or dice, and a
 * hand's five die menus kept in step with its text. Apart from model.ts so
 * that the hand-ranker on a card game's page, which judges cards only with
 * model.ts's CARD_JUDGING, loads no dice code.
 */
import type { Result } from '../../../engine/hands/cards.ts';
import { DICE_PER_HAND, DIE_FACES, type Die } from '../../../engine/hands/dice.ts';
import { judgeFields, readFields, type Judgement } from '../../../engine/hands/judge.ts';
import { checkFieldsWith, judgeTableWith, type FieldChecks, type Judging, type Table } from './model.ts';

/** Reads and judges any game: the engine's readFields and judgeFields. */
export const ANY_JUDGING: Judging = { read: readFields, judge: judgeFields };

/** Check every field as the engine does (board first, then hands in order, duplicates caught on the later field). */
export function checkFields(table: Table): FieldChecks {
  return checkFieldsWith(ANY_JUDGING, table);
}

export function judgeTable(table: Table): Result<Judgement> {
  return judgeTableWith(ANY_JUDGING, table);
}

/** The five dice a field's text shows, one per menu, null where the text has no die there (or is not dice). */
export function diceSlots(text: string): (Die | null)[] {
  const faces = text
    .replace(/[\s,;]+/gu, '')
    .split('')
    .map((ch) => Number(ch));
  const ok = faces.every((f): f is Die => (DIE_FACES as readonly number[]).includes(f));
  return Array.from({ length: DICE_PER_HAND }, (_, i) => (ok ? (faces[i] ?? null) : null));
}

/** The field's text after setting die `index` (0-4) to `face` (null clears it), written "6 6 6 3 2". */
export function setDie(text: string, index: number, face: Die | null): string {
  const slots = diceSlots(text);
  slots[index] = face;
  return slots.filter((d): d is Die => d !== null).join(' ');
}
