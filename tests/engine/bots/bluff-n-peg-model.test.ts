/**
 * Bluff 'N' Peg's reading of the other players (games/bluff-n-peg/model.ts `weighDeals`): the number of cards a
 * player threw away says what the model (the sensible player) was dealt. One row per case: the view is the first
 * seat's, before anyone has laid a card, and the dealt state gives another player a hand after the draw and the
 * cards they threw away; the row names whether the model could have thrown those.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCard, RANKS, SUITS, type Card } from '../../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { weighDeals } from '../../../src/engine/games/bluff-n-peg/model.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { leftOf, type BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';

const card = (text: string): Card => makeCard(RANKS.indexOf(text[0] as never), SUITS.indexOf(text[1] as never));
const cards = (text: string): Card[] => (text === '' ? [] : text.split(' ').map(card));

/** Two players after the draw, nobody has laid: seat 0 holds `mine` and threw nothing, seat 1 holds `theirs` and threw `thrown`. */
function dealt(mine: string, theirs: string, thrown: string): BpState {
  const o = { ...defaultOptions(RULES.options), players: 2 };
  const base = RULES.newGame(o, 1);
  const held = [cards(mine), cards(theirs)];
  const away = [[], cards(thrown)];
  const used = new Set([...held.flat(), ...away.flat()]);
  let s: BpState = {
    ...base,
    dealer: 1,
    held,
    thrown: away,
    discarded: away.map((t) => t.length),
    deck: Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c)),
    phase: 'lay',
  };
  s = { ...s, turn: leftOf(s, 1)[0] ?? 0 };
  assert.equal(RULES.audit(s), null);
  return s;
}

interface Row {
  readonly name: string;
  readonly theirs: string;
  readonly thrown: string;
  /** Whether some way of keeping fits the model's discard, or none does (every way weighs the same stray weight). */
  readonly fits: boolean;
}

const MINE = 'As Kd 9c 7h 4s';
const ROWS: readonly Row[] = [
  { name: 'threw none holding a straight: the model keeps a made hand', theirs: '5h 6d 7c 8s 9d', thrown: '', fits: true },
  { name: 'threw none holding a pair of eights: the model would have drawn three', theirs: '8h 8d Jc 3s 5d', thrown: '', fits: false },
  { name: 'threw three low cards and drew to a pair of jacks', theirs: 'Jh Jd Qc 3h 6c', thrown: '2c 5s 8d', fits: true },
  {
    name: 'threw three and holds a flush now: the five could have been kept two and drawn three',
    theirs: 'Qh 9h 6h 4h 3h',
    thrown: '2c 5s 8d',
    fits: true,
  },
  {
    name: 'threw a jack while every two it could have kept are lower: the model keeps the highest',
    theirs: '9h 8d 4c 7s 6s',
    thrown: 'Jc 3s 2d',
    fits: false,
  },
  { name: 'threw one, holding two pair: the model throws the odd card', theirs: 'Qh Qd 6c 6s Ac', thrown: '3d', fits: true },
  {
    name: 'threw one, holding a pair and three odd cards: the model would throw three',
    theirs: 'Qh Qd 6c 8s Ac',
    thrown: '3d',
    fits: false,
  },
  { name: 'threw two of a kind: the model never throws a pair', theirs: 'Ah Kh 6c 8s Qc', thrown: '3d 3c 9h', fits: false },
];

for (const row of ROWS)
  test(`Bluff 'N' Peg reading the discards: ${row.name}`, () => {
    const s = dealt(MINE, row.theirs, row.thrown);
    const weigh = weighDeals(RULES.view(s, 0));
    assert.ok(weigh !== null, 'a discard is read before anyone lays');
    const w = weigh(s);
    // Nothing fits: each of the C(5, kept) ways to have kept cards of the five keeps the stray weight, 0.001.
    const kept = 5 - cards(row.thrown).length;
    let ways = 1;
    for (let i = 0; i < kept; i++) ways = (ways * (5 - i)) / (i + 1);
    assert.equal(w > ways * 0.001 + 1e-9, row.fits, `weight ${w} over ${ways} ways`);
  });
