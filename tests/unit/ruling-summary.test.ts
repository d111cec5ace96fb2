/* The short answer a folded ruling shows beside its question: the first sentence of its answer. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shortAnswer } from '../../src/components/rules/ruling-summary.ts';
import { GAME_IDS } from '../../src/engine/ids.ts';
import { GAMES } from '../../src/engine/games.ts';

const ROWS: readonly (readonly [name: string, answer: string, expected: string])[] = [
  ['a bare "No." before the reason', 'No. The two peekers stay as rolled.', 'No.'],
  ['a bare "Yes." before the reason', 'Yes. Keeping all three ends your turn.', 'Yes.'],
  [
    'one sentence is returned whole',
    'Every joker wins, however they voted, and nobody else does.',
    'Every joker wins, however they voted, and nobody else does.',
  ],
  ['a card name with a suit ends the sentence', 'Still the A\u2665. It was named once.', 'Still the A\u2665.'],
  ['a closing bracket before the full stop', 'By strength (a tie counts half). It can be computed.', 'By strength (a tie counts half).'],
  ['a full stop inside a quote ends the sentence', 'They say "roll again." We read it as once.', 'They say "roll again."'],
  ['a question mark ends the sentence', 'Why not? Because the rules say so.', 'Why not?'],
  ['the next sentence may start with a digit', 'At once. 3 states fall.', 'At once.'],
  ['a colon does not end it', 'No: a jack wins with the side they voted for. Even so.', 'No: a jack wins with the side they voted for.'],
  ['a dotted run of numbers does not end it', 'Exactly two: 1-2-3-4-5 and 2-3-4-5-6.', 'Exactly two: 1-2-3-4-5 and 2-3-4-5-6.'],
  ['a full stop before a lower-case word does not end it', 'A pair vs. three cards plays. Then stop.', 'A pair vs. three cards plays.'],
  ['an answer with no full stop at all', 'no limit', 'no limit'],
];

for (const [name, answer, expected] of ROWS) {
  test(`shortAnswer: ${name}`, () => {
    assert.equal(shortAnswer(answer), expected);
  });
}

// Every ruling the site prints: the short answer is the start of its answer, and shorter than the whole when
// the answer has more to say (so the folded line never swallows the full ruling by accident).
for (const game of GAME_IDS) {
  test(`shortAnswer: every ${game} ruling's short answer opens its answer and ends a sentence`, () => {
    for (const r of GAMES[game].rulings) {
      const short = shortAnswer(r.answer);
      assert.ok(r.answer.startsWith(short), `${r.id}: "${short}" is not the start of its answer`);
      assert.match(short, /[.!?]["\u201d\u2019)]?$/u, `${r.id}: "${short}" does not end a sentence`);
    }
  });
}
