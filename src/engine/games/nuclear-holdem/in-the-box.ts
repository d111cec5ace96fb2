/** What you need for Nuclear Hold'em (components/drawings/InTheBox.astro draws it). */
import { NATURAL_CARDS } from '../../hands/cards.ts';
import { RULESETS } from '../../hands/rulesets.ts';
import { deck, jokersOf, type Box } from '../in-the-box.ts';
import { US_STATES } from './us-states.ts';

const d = RULESETS['nuclear-holdem'].deck;

export const IN_THE_BOX: Box = {
  title: "What you need for Nuclear Annihilation Hold'em",
  caption: `A pack with its ${d.jokers} jokers (the Communists' role cards), a printed list of the ${US_STATES.length} states, an index card per player for the home state, a pen, and a button for the dealer.`,
  items: [
    deck(NATURAL_CARDS),
    jokersOf(d.jokers, d.wild.includes('jokers')),
    { kind: 'states', label: [`list of ${US_STATES.length}`, 'states'], says: `a printed list of the ${US_STATES.length} states` },
    { kind: 'index-card', label: ['index card', 'each'], says: 'an index card for each player' },
    { kind: 'button', label: ['a button', 'and a pen'], says: 'a button to mark the dealer, and a pen' },
  ],
};
