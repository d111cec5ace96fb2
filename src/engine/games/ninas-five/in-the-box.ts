/** What you need for Nina's Five (components/drawings/InTheBox.astro draws it). */
import { NATURAL_CARDS } from '../../hands/cards.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { deck, jokersOf, type Box } from '../in-the-box.ts';
import { SEATS } from './tricks.ts';

const d = RULESETS['ninas-five'].deck;

export const IN_THE_BOX: Box = {
  title: "What you need for Nina's Five",
  caption: `One pack of ${NATURAL_CARDS} cards with its ${d.jokers} jokers shuffled in (${NATURAL_CARDS + d.jokers} cards), and a square table for ${SEATS} players.`,
  items: [
    deck(NATURAL_CARDS),
    jokersOf(d.jokers, d.wild.includes('jokers')),
    { kind: 'table', label: ['square table', `${SEATS} seats`], says: `a square table with ${SEATS} seats, partners facing` },
  ],
};
