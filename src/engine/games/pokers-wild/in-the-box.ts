/** What you need for Poker's Wild! (components/drawings/InTheBox.astro draws it). */
import { NATURAL_CARDS } from '../../hands/cards.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { deck, jokersOf, type Box } from '../in-the-box.ts';
import { DEFAULT_LAYOUT } from './board.ts';

const d = RULESETS['pokers-wild'].deck;
const spaces = DEFAULT_LAYOUT.rows * DEFAULT_LAYOUT.cols;

export const IN_THE_BOX: Box = {
  title: "What you need for Poker's Wild!",
  caption: `The board (${DEFAULT_LAYOUT.rows} × ${DEFAULT_LAYOUT.cols} = ${spaces} spaces, ${DEFAULT_LAYOUT.wildSpaces.length} of them wild), the ${NATURAL_CARDS + d.jokers}-card deck with its ${d.jokers} wild jokers, and a scorecard for each player.`,
  items: [
    {
      kind: 'grid',
      layout: DEFAULT_LAYOUT,
      label: ['board:', `${spaces} spaces`],
      says: `the board, ${DEFAULT_LAYOUT.rows} rows by ${DEFAULT_LAYOUT.cols} columns, ${spaces} spaces, with ${DEFAULT_LAYOUT.starters.length} starter spaces and ${DEFAULT_LAYOUT.wildSpaces.length} wild spaces`,
    },
    deck(NATURAL_CARDS),
    jokersOf(d.jokers, d.wild.includes('jokers')),
    { kind: 'scorecard', label: ['a scorecard', 'each'], says: 'a scorecard for each player' },
  ],
};
