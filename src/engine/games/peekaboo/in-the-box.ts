/** What you need for Peekaboo (components/drawings/InTheBox.astro draws it). */
import type { Box } from '../in-the-box.ts';
import { LOOKERS, PEEKERS } from './solver.ts';

export const IN_THE_BOX: Box = {
  title: 'What you need for Peekaboo',
  caption: `Each player needs ${PEEKERS + LOOKERS} dice (${PEEKERS} peekers, ideally of their own colour, and ${LOOKERS} lookers), a cup, and the same number of chips as everyone else.`,
  items: [
    {
      kind: 'dice',
      label: [`${PEEKERS + LOOKERS} dice each`, `${PEEKERS} peekers (blue)`, `${LOOKERS} lookers`],
      says: `${PEEKERS + LOOKERS} six-sided dice per player: ${PEEKERS} blue peekers and ${LOOKERS} white lookers`,
    },
    { kind: 'cup', label: ['a cup', 'each'], says: 'a cup per player' },
    { kind: 'chips', label: ['chips,', 'equal piles'], says: 'chips, the same number for everyone' },
  ],
};
