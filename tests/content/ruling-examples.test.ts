/*
 * Every ruling example on a game page names its winner, the engine's winner,
 * and links "Open in Judge" with the same hands, so a reader can replay it.
 * The Judge link must round-trip: the Judge's own URL reader gets back the
 * example's game, hands and board. (Peekaboo's dice use the same scheme,
 * hr-game=peekaboo&hr-h1=6+6+6+3+2; they are checked on the query itself.)
 *
 * Also: the rulings that were revisited in issue 10 state the other
 * reasonable reading of the rules on the page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { judgeRequest, rulingsForGame, RULESETS, isRulesetId } from '../../src/engine/index.ts';
import { readTable } from '../../src/components/widgets/hand-ranker/dice-url.ts';
import { CARD_GAMES } from '../../src/components/widgets/hand-ranker/model.ts';
import { readPage, textOf } from './dist.ts';
import { GAMES } from './games.ts';

function rulingBlock(html: string, id: string): string {
  const start = html.indexOf(`id="ruling-${id}"`);
  assert.ok(start >= 0, `no ruling-${id} on the page`);
  const next = html.indexOf('class="ruling"', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

const tidy = (s: string): string => s.trim().replace(/\s+/g, ' ');
const decode = (s: string): string => s.replace(/&amp;/g, '&').replace(/&#x3D;|&#61;/g, '=');

let examples = 0;
for (const game of GAMES) {
  for (const r of rulingsForGame(game)) {
    const ex = r.example;
    if (ex === undefined) continue;
    examples++;
    test(`${game}: ruling ${r.id}'s example names the engine's winner and opens in the Judge`, () => {
      const block = rulingBlock(readPage(`games/${game}/`), r.id);
      const judged = judgeRequest({ game: ex.ruleset, hands: [...ex.hands], ...(ex.board === undefined ? {} : { board: ex.board }) });
      assert.ok(judged.ok, judged.ok ? '' : judged.error.message);
      const winners = judged.value.winners;
      assert.ok(ex.hands.length >= 2, 'an example needs two hands to have a winner');

      // The winner shown is the engine's.
      const shown = /data-example-winners="([^"]*)"/.exec(block)?.[1];
      assert.notEqual(shown, undefined, 'no verdict under the example');
      assert.deepEqual(shown === '' ? [] : shown!.split(' ').map(Number), [...winners]);
      const headline = textOf(/<strong data-example-headline[^>]*>([\s\S]*?)<\/strong>/.exec(block)?.[1] ?? '');
      if (RULESETS[judged.value.game].contest.kind === 'points') {
        // Lines that only score: the headline says what each scores, and nothing wins.
        judged.value.hands.forEach((h, i) => assert.match(headline, new RegExp(`Hand ${i + 1} scores ${h.points ?? -1} points?\\b`)));
        assert.doesNotMatch(headline, /\b(?:wins?|tie)\b/);
      } else if (winners.length === 0) assert.match(headline, /^Nobody wins/);
      else if (winners.length === 1) assert.equal(headline, `Hand ${winners[0]! + 1} wins.`);
      else for (const w of winners) assert.match(headline, new RegExp(`Hand ${w + 1}\\b[^.]*tie`));

      // The Judge link carries the same game, hands and board.
      const href = decode(/<a href="([^"]*)" data-judge-link/.exec(block)?.[1] ?? '');
      assert.match(href, /\/judge\/\?/, 'no "Open in Judge" link');
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      assert.equal(params.get('hr-game'), ex.ruleset);
      ex.hands.forEach((h, i) => assert.equal(params.get(`hr-h${i + 1}`), tidy(h), `hr-h${i + 1}`));
      assert.equal(params.get(`hr-h${ex.hands.length + 1}`), null, 'no extra hands');
      assert.equal(params.get('hr-b'), ex.board === undefined ? null : tidy(ex.board));
      if ((CARD_GAMES as readonly string[]).includes(ex.ruleset)) {
        const { table, notes } = readTable(params);
        assert.deepEqual(notes, [], 'the Judge would fall back');
        assert.equal(table.game, ex.ruleset);
        assert.deepEqual(
          table.hands.filter((h) => h !== ''),
          ex.hands.map(tidy),
        );
        assert.equal(table.board, ex.board === undefined ? '' : tidy(ex.board));
      } else {
        assert.ok(isRulesetId(ex.ruleset) && RULESETS[ex.ruleset].kind === 'dice', `${ex.ruleset} is neither a Judge card game nor dice`);
        for (const h of ex.hands) assert.match(tidy(h), /^[1-6]( [1-6]){4}$/);
      }
    });
  }
}

test("Poker's Wild!: the short-lines example says what each line scores, worked out from the scorecard", () => {
  // Three nines: three of a kind, 3 points. Four clubs in sequence: no straight in four cards, so nothing.
  const block = rulingBlock(readPage('games/pokers-wild/'), 'pw-short-lines');
  const headline = textOf(/<strong data-example-headline[^>]*>([\s\S]*?)<\/strong>/.exec(block)?.[1] ?? '');
  assert.equal(headline, 'Hand 1 scores 3 points and Hand 2 scores 0 points.');
  assert.doesNotMatch(textOf(block), /\b(?:wins|beats)\b/);
});

test('the pages carry ruling examples at all', () => {
  assert.ok(examples >= 10, `only ${examples} examples`);
});

const REVISITED = [
  ['ninas-five', 'nf-six-cards-three-tricks'],
  ['peekaboo', 'pk-kept-dice-stay'],
  ['peekaboo', 'pk-cover'],
  ['nuclear-holdem', 'nh-launch-winners'],
  ['pokers-wild', 'pw-one-direction'],
  ['bluff-n-peg', 'bp-multipliers'],
] as const;

for (const [game, id] of REVISITED) {
  test(`${game}: ruling ${id} states the other reading on the page`, () => {
    const ruling = rulingsForGame(game).find((r) => r.id === id);
    assert.ok(ruling?.otherReading, `ruling ${id} has no otherReading`);
    const text = textOf(rulingBlock(readPage(`games/${game}/`), id));
    assert.ok(
      text.includes(`The other reading ${tidy(ruling.otherReading).replace(/[\u201c\u201d]/g, '"')}`),
      'the other reading is not shown',
    );
  });
}
