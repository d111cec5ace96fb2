/**
 * The hand-ranker island where the widget offers Peekaboo (the judge page):
 * the view of HandRanker.tsx, reading and judging any game (ANY_JUDGING),
 * with a hand's five die menus and a judged hand's dice. A card game's page
 * uses HandRanker.tsx's own island instead, which loads none of this.
 */
import { DIE_FACES, type Die } from '../../../engine/hands/dice.ts';
import { DieFace } from '../../svg/Die.tsx';
import type { HandRankerProps } from '../shared/props.ts';
import { HandRankerView, type DiceParts } from './HandRanker.tsx';
import { ANY_JUDGING, diceSlots, setDie } from './dice-model.ts';

/** Five native menus, one per die, kept in step with the hand's text. */
function DiceMenus({ idPrefix: id, hand, label, text, onChange }: Parameters<DiceParts['Menus']>[0]) {
  const slots = diceSlots(text);
  return (
    <fieldset class="w-dice-menus">
      <legend class="visually-hidden">Dice for {label}</legend>
      {slots.map((face, k) => (
        <span class="w-die-menu" key={k}>
          <label for={`${id}-h${hand + 1}-d${k + 1}`}>
            <span class="visually-hidden">{label}, </span>die {k + 1}
          </label>
          <select
            id={`${id}-h${hand + 1}-d${k + 1}`}
            value={face === null ? '' : String(face)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              onChange(setDie(text, k, v === '' ? null : (Number(v) as Die)));
            }}
          >
            <option value="">–</option>
            {DIE_FACES.map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </select>
        </span>
      ))}
    </fieldset>
  );
}

/** A judged hand's dice, as rolled. */
function DiceRow({ dice }: Parameters<DiceParts['Row']>[0]) {
  return (
    <p class="w-best">
      <span class="visually-hidden">{`Dice: ${dice.join(' ')}`}</span>
      {dice.map((d, k) => (
        <DieFace key={k} face={d} />
      ))}
    </p>
  );
}

const DICE: DiceParts = { Menus: DiceMenus, Row: DiceRow };

export default function DiceHandRanker(props: HandRankerProps) {
  return <HandRankerView {...props} judging={ANY_JUDGING} dice={DICE} />;
}
