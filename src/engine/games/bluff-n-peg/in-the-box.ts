/** What you need for Bluff 'N' Peg (components/drawings/InTheBox.astro draws it). */
import { NATURAL_CARDS } from '../../hands/cards.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { deck, type Box } from '../in-the-box.ts';
import { MAX_PLAYERS as BP_PEGS } from './pegging.ts';

const d = RULESETS['bluff-n-peg'].deck;

export const IN_THE_BOX: Box = {
  title: "What you need for Bluff 'N' Peg",
  caption: `The board, ${BP_PEGS} playing pegs (one per player and column), the large bluffing peg, and the deck: ${NATURAL_CARDS + d.jokers} cards${d.jokers === 0 ? ', no jokers' : ''}.`,
  items: [
    { kind: 'pegboard', label: ['the board'], says: 'the peg board' },
    { kind: 'pegs', count: BP_PEGS, label: [`${BP_PEGS} playing`, 'pegs'], says: `${BP_PEGS} playing pegs in different colours` },
    { kind: 'bluff-peg', label: ['1 bluffing', 'peg'], says: 'one large bluffing peg' },
    deck(NATURAL_CARDS + d.jokers),
  ],
};
