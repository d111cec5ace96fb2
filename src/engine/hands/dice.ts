/**
 * Peekaboo dice hands. A die is its face, 1..6. Dice use the same key layout
 * as cards (key.ts) with the face in each nibble, so every comparison,
 * verdict and odds table works the same way for dice.
 */
import type { Category } from './categories.ts';
import { err, ok, quote, type Result } from './cards.ts';
import { isWhole } from '../input.ts';
import { makeKey } from './key.ts';
import { RULESETS } from './rulesets.ts';
import { unsafeMessage } from '../text.ts';
import { capitalize, countOf } from '../words.ts';

export const DIE_FACES = [1, 2, 3, 4, 5, 6] as const;
export type Die = (typeof DIE_FACES)[number];
export const DICE_PER_HAND = 5;

export const DICE_LADDER: readonly Category[] = RULESETS.peekaboo.categories;

export interface DiceHand {
  readonly dice: readonly Die[];
  readonly category: Category;
  readonly key: number;
  /** The dice in order of significance: the biggest group first, then the rest high to low. */
  readonly ordered: readonly Die[];
}

const FACE_GLYPHS = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

export function isDie(value: unknown): value is Die {
  return isWhole(value, 1, 6);
}

/** Parse "6 6 6 4 3", "66643" or "⚅⚅⚅⚃⚂". Never throws. */
export function parseDice(text: unknown, count: unknown = DICE_PER_HAND, label: unknown = 'the roll'): Result<Die[]> {
  if (!isWhole(count, 1, 100) || typeof label !== 'string')
    return err('bad-options', 'Say how many dice (a whole number from 1 to 100) and name the roll in words.');
  if (typeof text !== 'string' || text.trim() === '') return err('empty', `Enter ${count} dice, like 6 6 6 4 3.`);
  const unsafe = unsafeMessage(text, label, 'dice');
  if (unsafe !== null) return err('bad-token', unsafe);
  const dice: Die[] = [];
  for (const ch of text.replace(/[\s,;]+/gu, '')) {
    const glyph = (FACE_GLYPHS as readonly string[]).indexOf(ch);
    const face = glyph >= 0 ? glyph + 1 : Number(ch);
    if (!isDie(face)) return err('bad-die', `${quote(ch)} is not a die face in ${label}: use 1 to 6.`);
    dice.push(face);
  }
  if (dice.length < count)
    return err('too-few-cards', `${capitalize(label)} has ${countOf(dice.length, 'die', 'dice')}; it needs ${count}.`);
  if (dice.length > count)
    return err('too-many-cards', `${capitalize(label)} has ${countOf(dice.length, 'die', 'dice')}; it takes ${count}.`);
  return ok(dice);
}

/** Evaluate five dice. Category order and tie-breaks follow ruling pk-tie-breaks. */
export function evaluateDice(dice: readonly Die[]): DiceHand {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  // Groups: biggest first, then higher face first.
  const faces = DIE_FACES.filter((f) => (counts[f] ?? 0) > 0).sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || b - a);
  const shape = faces.map((f) => counts[f] ?? 0).join('');
  const ordered: Die[] = faces.flatMap((f) => Array<Die>(counts[f] ?? 0).fill(f));
  let category: Category;
  if (shape === '5') category = 'five-of-a-kind';
  else if (shape === '41') category = 'four-of-a-kind';
  else if (shape === '32') category = 'full-house';
  else if (shape === '311') category = 'three-of-a-kind';
  else if (shape === '221') category = 'two-pair';
  else if (shape === '2111') category = 'one-pair';
  else if ((counts[1] === 0 || counts[6] === 0) && dice.length === DICE_PER_HAND) category = 'straight';
  else category = 'hot-garbage';
  const strength = DICE_LADDER.length - DICE_LADDER.indexOf(category);
  // Tie-break faces: one per group, then the single dice (nibble = face).
  const tieFaces = category === 'straight' ? [faces[0] ?? 0] : faces;
  const key = makeKey(
    strength,
    tieFaces.map((f) => f - 1),
  );
  return { dice: [...dice], category, key, ordered };
}
