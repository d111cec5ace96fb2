/*
 * Quick-reference cards agree with their pages' rulings, from one source.
 *
 * Each row names a ruled point: the ruling that settles it and the words that
 * show a statement is about that point. A card line that touches a ruled point
 * must be the ruling's own `brief` ({ ruling: id } in quickref.ts), never
 * retyped text; and the built card shows that brief word for word with a link
 * to the ruling on the game page. (Issue 10: the Nina's Five card said
 * "Redeal 6 cards each ... reshuffle all 54 after every 3 tricks", the very
 * reading its page's deal ruling rejects.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rulingsForGame, type RulingId } from '../../src/engine/index.ts';
import type { GameId } from '../../src/engine/ids.ts';
import { QUICK_REFS } from '../../src/engine/quick-refs.ts';
import { allLines, resolveLine } from '../../src/components/rules/quickref.ts';
import { readPage, textOf } from './dist.ts';
import { GAMES } from './games.ts';

const RULED_POINTS: readonly { game: GameId; ruling: RulingId; touches: RegExp }[] = [
  { game: 'ninas-five', ruling: 'nf-six-cards-three-tricks', touches: /re-?deal|re-?shuffle|6 cards each|six cards each/i },
  { game: 'peekaboo', ruling: 'pk-kept-dice-stay', touches: /\bkept\b|pick .* up again|re-?roll (a |any )?kept/i },
  { game: 'peekaboo', ruling: 'pk-cover', touches: /all in|side pot|short of a call|cannot (match|cover)/i },
  { game: 'nuclear-holdem', ruling: 'nh-nuke-count', touches: /extra state/i },
  { game: 'nuclear-holdem', ruling: 'nh-hawaii-1959', touches: /1959|alaska|hawaii/i },
  { game: 'nuclear-holdem', ruling: 'nh-launch-winners', touches: /launch[^.;]*\bwin|\bwin[^.;]*launch/i },
  { game: 'nuclear-holdem', ruling: 'nh-discard-dealt-cards', touches: /discard|redraw|replacement/i },
  { game: 'pokers-wild', ruling: 'pw-wild-cards', touches: /jokers?/i },
  { game: 'pokers-wild', ruling: 'pw-one-direction', touches: /one way|one line|row or (the |your )?column/i },
  { game: 'pokers-wild', ruling: 'pw-short-lines', touches: /need(s)? (all )?5|five cards in the line|full houses? need/i },
  { game: 'bluff-n-peg', ruling: 'bp-multipliers', touches: /\b[348]X\b/ },
  { game: 'bluff-n-peg', ruling: 'bp-last-chance', touches: /last.chance|1 hole/i },
  { game: 'bluff-n-peg', ruling: 'bp-fold-penalty', touches: /folding costs|when you fold|fold to a double/i },
];

test('every ruled point names a ruling of its game that has a brief, and the brief is about that point', () => {
  for (const row of RULED_POINTS) {
    const ruling = rulingsForGame(row.game).find((r) => r.id === row.ruling);
    assert.ok(ruling, `${row.game} has no ruling ${row.ruling}`);
    assert.ok(ruling.brief, `ruling ${row.ruling} has no brief`);
    assert.match(ruling.brief, row.touches, `the brief of ${row.ruling} does not mention its own point`);
  }
});

for (const game of GAMES) {
  const points = RULED_POINTS.filter((p) => p.game === game);

  test(`${game}: no typed quick-reference line touches a ruled point`, () => {
    const offenders: string[] = [];
    for (const line of allLines(game)) {
      if (typeof line !== 'string') continue;
      for (const p of points) if (p.touches.test(line)) offenders.push(`"${line}" touches ${p.ruling}: use { ruling: '${p.ruling}' }`);
    }
    assert.deepEqual(offenders, []);
  });

  test(`${game}: every ruled point with a card line comes from its ruling's brief`, () => {
    const fromRulings = allLines(game)
      .filter((l) => typeof l !== 'string')
      .map((l) => resolveLine(game, l));
    for (const r of fromRulings) {
      const ruling = rulingsForGame(game).find((x) => x.id === r.ruling);
      assert.equal(r.text, ruling?.brief, `line from ${r.ruling} is not its brief`);
    }
    // Every ruled point of this game is on the card (the card covers the deal, the multipliers, ...).
    const covered = new Set(fromRulings.map((r) => r.ruling));
    assert.deepEqual(
      points.map((p) => p.ruling).filter((id) => !covered.has(id)),
      [],
      'ruled points missing from the card',
    );
  });

  test(`${game}: the built card shows each ruling's brief and links to the ruling`, () => {
    const html = readPage(`games/${game}/quick-reference/`);
    const text = textOf(html);
    for (const line of allLines(game)) {
      if (typeof line === 'string') continue;
      const ruling = rulingsForGame(game).find((r) => r.id === line.ruling)!;
      const norm = (s: string) =>
        s
          .replace(/[\u2018\u2019]/g, "'")
          .replace(/[\u201c\u201d]/g, '"')
          .replace(/\s+/g, ' ')
          .trim();
      assert.ok(text.includes(norm(ruling.brief!)), `card lacks the brief of ${ruling.id}`);
      assert.match(html, new RegExp(`href="[^"]*/games/${game}/#ruling-${ruling.id}"`), `card does not link ruling ${ruling.id}`);
    }
  });
}

test('the quick-reference cards exist for exactly the five games', () => {
  assert.deepEqual(Object.keys(QUICK_REFS).sort(), [...GAMES].sort());
});
