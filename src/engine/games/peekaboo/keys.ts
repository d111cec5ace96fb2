/**
 * Hand keys of five dice by table lookup: the game model's fast path beside
 * `evaluateDice` (the slow, obvious one, which builds the table and which the
 * tests compare it with on every roll). Index: the five faces in order, base 6.
 */
import type { Category } from '../../hands/categories.ts';
import { DICE_LADDER, evaluateDice, type Die } from '../../hands/dice.ts';

const ROLLS = 6 ** 5;
let table: { readonly keys: Int32Array; readonly categories: Uint8Array } | undefined;

function tables(): { readonly keys: Int32Array; readonly categories: Uint8Array } {
  if (table !== undefined) return table;
  const keys = new Int32Array(ROLLS);
  const categories = new Uint8Array(ROLLS);
  for (let code = 0; code < ROLLS; code++) {
    const dice: Die[] = [];
    for (let i = 0, c = code; i < 5; i++, c = Math.floor(c / 6)) dice.push(((c % 6) + 1) as Die);
    const hand = evaluateDice(dice);
    keys[code] = hand.key;
    categories[code] = DICE_LADDER.indexOf(hand.category);
  }
  table = { keys, categories };
  return table;
}

function codeOf(dice: readonly Die[]): number {
  let code = 0;
  for (let i = dice.length - 1; i >= 0; i--) code = code * 6 + ((dice[i] ?? 1) - 1);
  return code;
}

/** The `evaluateDice(dice).key` of exactly five dice. */
export function diceKey(dice: readonly Die[]): number {
  return tables().keys[codeOf(dice)] ?? 0;
}

/** The `evaluateDice(dice).category` of exactly five dice. */
export function diceCategory(dice: readonly Die[]): Category {
  return DICE_LADDER[tables().categories[codeOf(dice)] ?? 0] ?? 'hot-garbage';
}
