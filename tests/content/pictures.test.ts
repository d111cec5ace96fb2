/*
 * Pictures (issue 14): every game's picture is on the home page, in that
 * game's card, and at the top of its rules page, each an <svg role="img">
 * whose accessible name (its <title>) names the game; each card links to the
 * game's rules, quick reference and quiz, which exist. The "what you need"
 * and board pictures say the counts the printed rules give (typed here from
 * the rules texts, not read from the code that draws them).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, readPage, mainOf, textOf } from './dist.ts';
import { GAMES } from './games.ts';
import type { GameId } from '../../src/engine/ids.ts';

/** The name each game's picture must start with. */
const NAMES: { readonly [G in GameId]: string } = {
  'ninas-five': "Nina's Five",
  peekaboo: 'Peekaboo',
  'nuclear-holdem': "Nuclear Annihilation Hold'em",
  'pokers-wild': "Poker's Wild!",
  'bluff-n-peg': "Bluff 'N' Peg",
};

const decode = (s: string) => textOf(s).replace(/&#39;|&#x27;/g, "'");

/** The svg with data-picture="id": its accessible name (title text via aria-labelledby) and its description. */
function picture(html: string, id: string): { name: string; desc: string } | undefined {
  const svg = new RegExp(`<svg\\b[^>]*data-picture="${id}"[^>]*>([\\s\\S]*?)</svg>`).exec(html);
  if (!svg) return undefined;
  const open = svg[0].slice(0, svg[0].indexOf('>') + 1);
  assert.match(open, /\srole="img"/, `${id}: no role="img"`);
  const labelledby = /aria-labelledby="([^"]+)"/.exec(open)?.[1];
  const describedby = /aria-describedby="([^"]+)"/.exec(open)?.[1];
  assert.ok(labelledby && describedby, `${id}: not labelled and described`);
  const name = new RegExp(`<title\\b[^>]*id="${labelledby}"[^>]*>([\\s\\S]*?)</title>`).exec(svg[1]!)?.[1];
  const desc = new RegExp(`<desc\\b[^>]*id="${describedby}"[^>]*>([\\s\\S]*?)</desc>`).exec(svg[1]!)?.[1];
  return { name: decode(name ?? ''), desc: decode(desc ?? '') };
}

/** The home page's <li> card for a game. */
function homeCard(game: GameId): string | undefined {
  return new RegExp(`<li\\b[^>]*data-game="${game}"[^>]*>([\\s\\S]*?)</li>`).exec(mainOf(readPage('')))?.[1];
}

for (const game of GAMES) {
  test(`home page: ${game}'s card has its picture, named for the game`, () => {
    const card = homeCard(game);
    assert.ok(card, `no card for ${game}`);
    const pic = picture(card, `hero-${game}`);
    assert.ok(pic, `no picture in ${game}'s card`);
    assert.ok(pic.name.startsWith(`${NAMES[game]}:`), `picture named "${pic.name}"`);
    assert.ok(pic.desc.length > 80, `${game}: description too short: "${pic.desc}"`);
  });

  test(`home page: ${game}'s card links its rules, quick reference, quiz and play page, which exist`, () => {
    const card = homeCard(game)!;
    for (const [label, path] of [
      ['Rules', `games/${game}/`],
      ['Quick reference', `games/${game}/quick-reference/`],
      ['Quiz', `games/${game}/quiz/`],
      ['Learn by playing', `games/${game}/play/`],
    ] as const) {
      const href = new RegExp(`<a\\b[^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(card)?.[1];
      assert.ok(href?.endsWith(`/${path}`), `${game}: "${label}" links to ${href ?? 'nothing'}`);
      assert.ok(existsSync(join(DIST, path, 'index.html')), `${path} is not built`);
    }
  });

  test(`games/${game}/: its picture comes first in the article, named for the game`, () => {
    const html = mainOf(readPage(`games/${game}/`));
    const pic = picture(html, `hero-${game}`);
    assert.ok(pic, 'no hero picture');
    assert.ok(pic.name.startsWith(`${NAMES[game]}:`), `picture named "${pic.name}"`);
    assert.ok(html.indexOf(`data-picture="hero-${game}"`) < html.indexOf('id="toc-title"'), 'the picture comes after "On this page"');
    for (const other of GAMES.filter((g) => g !== game))
      assert.ok(!html.includes(`data-picture="hero-${other}"`), `shows ${other}'s picture`);
  });
}

/** Counts the printed rules give, and the picture that must state them in its text alternative. */
const FACTS: readonly { figure: string; game: GameId; says: RegExp; why: string }[] = [
  {
    game: 'ninas-five',
    figure: 'diagram-ninas-five-box',
    says: /52 playing cards.*2 jokers, which are wild/,
    why: 'a 52-card deck plus 2 jokers, wild',
  },
  {
    game: 'peekaboo',
    figure: 'diagram-peekaboo-box',
    says: /5 six-sided dice per player: 2 blue peekers and 3 white lookers/,
    why: 'five dice: two peekers, three lookers',
  },
  {
    game: 'nuclear-holdem',
    figure: 'diagram-nuclear-holdem-box',
    says: /2 jokers, which are dead.*list of the 50 states/,
    why: 'jokers in the pack, dead in hands; a list of all 50 states',
  },
  {
    game: 'pokers-wild',
    figure: 'diagram-pokers-wild-box',
    says: /2 wild spaces.*52 playing cards.*2 jokers, which are wild/,
    why: '54 cards with 2 wild cards; 2 wild spaces',
  },
  {
    game: 'pokers-wild',
    figure: 'diagram-pokers-wild-scorecard',
    says: /Royal flush 9 points.*One pair 1 point\b/,
    why: 'pair 1 point … royal flush 9 points',
  },
  {
    game: 'bluff-n-peg',
    figure: 'diagram-bluff-n-peg-box',
    says: /6 playing pegs.*one large bluffing peg.*52 playing cards/,
    why: '6 playing pegs, 1 bluffing peg, the deck',
  },
  { game: 'bluff-n-peg', figure: 'diagram-bluff-board', says: /3 last-chance holes/, why: 'three holes in the last-chance area' },
  {
    game: 'peekaboo',
    figure: 'diagram-peekaboo-setup',
    says: /\(the game takes 2 to 6\).*cup turned upside down over their 2 peekers.*their 3 lookers.*chips, the same number for everyone.*the pot/,
    why: '2 to 6 players, each with a cup over 2 peekers, 3 lookers and equal chips; the pot',
  },
  {
    game: 'nuclear-holdem',
    figure: 'diagram-nuclear-setup',
    says: /big board: a map of the 50 states.*both jokers.*\(the game takes 4 to 6\).*role card face down.*the 2 hole cards.*home state written on it/,
    why: 'the 50 states, a deck with both jokers; 4 to 6 players, each with a role card, 2 hole cards and a home state written down',
  },
];

/** The setup drawings: each inside its game's Setup section (after the Setup heading, before the next h2). */
const SETUP: readonly { game: GameId; figure: string }[] = [
  { game: 'ninas-five', figure: 'diagram-ninas-seating' },
  { game: 'peekaboo', figure: 'diagram-peekaboo-setup' },
  { game: 'nuclear-holdem', figure: 'diagram-nuclear-setup' },
  { game: 'pokers-wild', figure: 'diagram-pokers-wild-board' },
  { game: 'bluff-n-peg', figure: 'diagram-bluff-board' },
];

for (const row of SETUP) {
  test(`games/${row.game}/ #${row.figure} is in the Setup section`, () => {
    const html = mainOf(readPage(`games/${row.game}/`));
    const setup = /<h2\b[^>]*id="setup"/.exec(html)?.index;
    assert.ok(setup !== undefined, 'no Setup heading');
    const next = html.indexOf('<h2', setup + 1);
    const at = html.indexOf(`id="${row.figure}"`);
    assert.ok(at > setup && (next < 0 || at < next), `#${row.figure} is not between the Setup heading and the next h2`);
  });
}

for (const row of FACTS) {
  test(`games/${row.game}/ #${row.figure} says: ${row.why}`, () => {
    const html = mainOf(readPage(`games/${row.game}/`));
    const fig = new RegExp(`<figure\\b[^>]*\\sid="${row.figure}"[^>]*>([\\s\\S]*?)</figure>`).exec(html)?.[1];
    assert.ok(fig, `no figure #${row.figure}`);
    const desc = decode(/<desc\b[^>]*>([\s\S]*?)<\/desc>/.exec(fig)?.[1] ?? '');
    assert.match(desc, row.says);
  });
}
