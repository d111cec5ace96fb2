/**
 * The site's one card and one die (components/svg): what a card's face says
 * (cardFace, faceWords; built on the engine's faceText), where its glyphs sit
 * (glyphLines), and the markup CardShape, CardFace, DieShape and DieFace draw,
 * rendered as the pages and islands render them. Plus Poker's Wild!'s board
 * labels (cardFace, cardSpoken, isRed), which name cards in words. Expected
 * values are written by hand.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { JOKER_MARK } from '../../src/engine/hands/cards.ts';
import { CHAR_WIDTH, INLINE_CARD, cardFace, faceWords, glyphLines, heldCard, type Face } from '../../src/components/svg/faces.ts';
import { cardFace as boardFace, cardSpoken, faceHint, isRed } from '../../src/components/widgets/pokers-wild/cardText.ts';
import { importTsx } from './render-tsx.ts';

describe('kit: cardFace', () => {
  const rows: readonly { name: string; notation: string; wildAs?: string; face: Face }[] = [
    {
      name: 'a ten',
      notation: 'Th',
      face: { rank: '10', suit: '♥', tone: 'red', wild: false, tag: '', name: 'ten of hearts', label: '10♥ ten of hearts' },
    },
    {
      name: 'a black ace',
      notation: 'As',
      face: { rank: 'A', suit: '♠', tone: 'black', wild: false, tag: '', name: 'ace of spades', label: 'A♠ ace of spades' },
    },
    {
      name: 'a free joker: its mark, in the joker colour',
      notation: 'X',
      face: { rank: JOKER_MARK, suit: '', tone: 'joker', wild: true, tag: 'joker', name: 'joker', label: 'joker' },
    },
    {
      name: 'a declared joker shows the card it plays as',
      notation: 'X=Qd',
      face: {
        rank: 'Q',
        suit: '♦',
        tone: 'red',
        wild: true,
        tag: 'wild',
        name: 'joker played as the queen of diamonds',
        label: 'joker as Q♦ queen of diamonds',
      },
    },
    {
      name: 'a joker the judge plays as a card (wildAs)',
      notation: 'X',
      wildAs: '9c',
      face: {
        rank: '9',
        suit: '♣',
        tone: 'black',
        wild: true,
        tag: 'wild',
        name: 'joker played as the nine of clubs',
        label: 'joker as 9♣ nine of clubs',
      },
    },
    {
      name: "a declared joker keeps its own card over the judge's",
      notation: 'X=Qd',
      wildAs: '9c',
      face: {
        rank: 'Q',
        suit: '♦',
        tone: 'red',
        wild: true,
        tag: 'wild',
        name: 'joker played as the queen of diamonds',
        label: 'joker as Q♦ queen of diamonds',
      },
    },
    {
      name: 'a wild deuce playing as another card shows that card, tagged with its own',
      notation: '2s',
      wildAs: 'Kh',
      face: {
        rank: 'K',
        suit: '♥',
        tone: 'red',
        wild: true,
        tag: '2♠ wild',
        name: 'two of spades, wild, as the king of hearts',
        label: '2♠ two of spades, wild, as K♥ king of hearts',
      },
    },
    {
      name: 'a wild card playing as itself is drawn plain',
      notation: '2s',
      wildAs: '2s',
      face: { rank: '2', suit: '♠', tone: 'black', wild: false, tag: '', name: 'two of spades', label: '2♠ two of spades' },
    },
  ];
  for (const row of rows)
    it(row.name, () => {
      const as = row.wildAs === undefined ? undefined : heldCard(row.wildAs).card;
      assert.deepEqual(cardFace(heldCard(row.notation), as), row.face);
    });
});

describe('kit: faceWords and heldCard', () => {
  const words = [
    { notation: 'Qh', words: 'Q♥' },
    { notation: 'Tc', words: '10♣' },
    { notation: 'X', words: 'a joker' },
  ] as const;
  for (const row of words) it(`${row.notation} is described as "${row.words}"`, () => assert.equal(faceWords(row.notation), row.words));
  const bad = [
    { notation: 'Zz', why: 'not a card' },
    { notation: 'Ah Kh', why: 'two cards' },
    { notation: '', why: 'no card' },
  ] as const;
  for (const row of bad) it(`"${row.notation}" fails the build (${row.why})`, () => assert.throws(() => heldCard(row.notation)));
});

/**
 * How far a line's ink reaches, as a fraction of its size: capitals, digits,
 * suits and the joker's star stand up to about 0.75 above the baseline in the
 * system sans faces, and the "j" of "joker" hangs about 0.2 below it.
 */
const INK_ABOVE = 0.75;
const INK_BELOW = 0.2;

/** Every face at every size the site draws: the pictures' and the diagrams' cards, and the inline card with and without its small words. */
describe('kit: glyphLines stay on the card and off each other', () => {
  const faces = ['Th', 'Qs', 'X', 'X=Qd'].map((n) => ({ n, face: cardFace(heldCard(n)) }));
  faces.push({ n: '10s wild, as 10h', face: cardFace(heldCard('Ts'), heldCard('Th').card) });
  const sizes = [
    { w: 20, h: 28 },
    { w: 26, h: 38 },
    { w: 28, h: 34 },
    { w: 30, h: 42 },
    { w: 36, h: 50 },
    { w: INLINE_CARD.w, h: INLINE_CARD.h },
  ];
  for (const { n, face } of faces)
    for (const { w, h } of sizes)
      for (const words of w === INLINE_CARD.w ? [false, true] : [false])
        it(`${n} on a ${w} × ${h} card${words ? ', with its words' : ''}`, () => {
          const lines = glyphLines(face, w, h, words);
          assert.equal(lines.length, (face.suit === '' ? 1 : 2) + (words && face.tag !== '' ? 1 : 0));
          let above = 0;
          for (const l of lines) {
            const top = l.y - INK_ABOVE * l.size;
            assert.ok(top >= above - 1e-9, `"${l.text}" starts at ${top.toFixed(2)}, over the line above (ends ${above.toFixed(2)})`);
            above = l.y + INK_BELOW * l.size;
            assert.ok(CHAR_WIDTH * [...l.text].length * l.size <= w * 0.92 + 1e-9, `"${l.text}" is wider than the card`);
          }
          assert.ok(above <= h, `the last line ends at ${above.toFixed(2)}, past the card's foot at ${h}`);
        });
});

describe('kit: the markup', () => {
  let html: (what: string, props: Record<string, unknown>) => string;
  before(async () => {
    const mod = await importTsx<{ render: typeof html }>([
      "import { h } from 'preact';",
      "import { renderToString } from 'preact-render-to-string';",
      "import { CardFace, CardShape } from './src/components/svg/Card.tsx';",
      "import { DieFace, DieShape } from './src/components/svg/Die.tsx';",
      'const parts = { CardFace, CardShape, DieFace, DieShape };',
      'export const render = (what, props) => renderToString(h(parts[what], props));',
    ]);
    html = mod.render;
  });
  const rows: readonly { name: string; what: string; props: Record<string, unknown>; has: readonly RegExp[]; not?: readonly RegExp[] }[] = [
    {
      name: 'an inline card: its name with its glyphs (a button label must hold them), a space, then the drawing kept out of the search index',
      what: 'CardFace',
      props: { held: heldCard('Qh') },
      has: [
        /^<span class="w-card"><span class="visually-hidden">Q♥ queen of hearts<\/span> <svg viewBox="0 0 46 62" width="2.3em" height="3.1em" aria-hidden="true" focusable="false" data-pagefind-ignore/,
        /class="card-face"/,
        /<text class="card-glyphs card-red"><tspan[^>]*>Q<\/tspan><tspan[^>]*>♥<\/tspan><\/text>/,
      ],
      not: [/card-mark/, /card-back/],
    },
    {
      name: 'a card in running text is named in words only',
      what: 'CardFace',
      props: { held: heldCard('X=Qd'), plainName: true },
      has: [/^<span class="w-card"><span class="visually-hidden">joker played as the queen of diamonds<\/span> <svg/],
    },
    {
      name: 'a face-down card says so, and draws the back',
      what: 'CardFace',
      props: { faceDown: true, held: heldCard('Qh') },
      has: [/>face-down card<\/span>/, /class="card-back"/, /class="card-back-line"/],
      not: [/Q<\/tspan>/],
    },
    {
      name: 'a card the words around it name: no name, hidden whole',
      what: 'CardFace',
      props: { held: heldCard('7c'), label: '' },
      has: [/^<span class="w-card" aria-hidden="true"><svg/],
      not: [/visually-hidden/],
    },
    {
      name: 'a named back, with a board class',
      what: 'CardFace',
      props: { faceDown: true, label: "face down: Team A's peekaboo card", class: 'nh-back' },
      has: [/^<span class="w-card nh-back"><span class="visually-hidden">face down: Team A's peekaboo card<\/span>/],
    },
    {
      name: 'a joker: dashed edge, its mark and "joker" under it',
      what: 'CardFace',
      props: { held: heldCard('X') },
      has: [
        /class="card-face card-wild"/,
        /class="card-glyphs card-joker"><tspan[^>]*>★<\/tspan><tspan[^>]*class="card-words"[^>]*>joker<\/tspan>/,
      ],
    },
    {
      name: 'a joker on a board square leaves the words out',
      what: 'CardFace',
      props: { held: { card: 52 }, label: '', words: false },
      has: [/class="card-glyphs card-joker"><tspan[^>]*>★<\/tspan><\/text>/],
    },
    {
      name: 'the card just played is outlined, round the card',
      what: 'CardShape',
      props: { x: 10, y: 20, w: 30, h: 42, card: '5s', mark: true },
      has: [/<rect x="7" y="17" width="36" height="48" rx="6.9" class="card-mark"><\/rect>/],
    },
    {
      name: "a picture's back, turned about its centre",
      what: 'CardShape',
      props: { x: 10, y: 20, w: 20, h: 28, turn: -12 },
      has: [/^<g transform="rotate\(-12 20 34\)"><rect x="10" y="20" width="20" height="28" rx="2.6" class="card-back">/],
    },
    {
      name: 'a die in a picture: six pips where a six has them',
      what: 'DieShape',
      props: { x: 0, y: 0, size: 100, face: 6 },
      has: [
        /class="die-face"/,
        /<circle cx="27" cy="25" r="9.5" class="die-pip"><\/circle><circle cx="73" cy="25"[^>]*><\/circle><circle cx="27" cy="50"[^>]*><\/circle><circle cx="73" cy="50"[^>]*><\/circle><circle cx="27" cy="75"[^>]*><\/circle><circle cx="73" cy="75"[^>]*><\/circle><\/g>$/,
      ],
    },
    {
      name: 'a peeker in running text: the peeker colours',
      what: 'DieFace',
      props: { face: 1, kind: 'peeker' },
      has: [
        /^<svg class="w-die peeker" viewBox="0 0 100 100" width="1.7em" height="1.7em" aria-hidden="true"/,
        /class="die-face die-peeker"/,
        /<circle cx="50" cy="50" r="8.74" class="die-pip die-peeker-pip">/,
      ],
    },
    {
      name: 'a die under a cup: a "?" and no pips',
      what: 'DieFace',
      props: { face: null, size: '1.9em' },
      has: [/class="die-face die-hidden"/, /class="die-unknown">\?<\/text>/],
      not: [/<circle/],
    },
  ];
  for (const row of rows)
    it(row.name, () => {
      const out = html(row.what, row.props);
      for (const re of row.has) assert.match(out, re);
      for (const re of row.not ?? []) assert.doesNotMatch(out, re);
    });
});

describe("Poker's Wild! board: cardFace, cardSpoken, faceHint, isRed", () => {
  const rows = [
    { notation: '7h', face: '7♥', spoken: '7 of hearts', hint: '', red: true },
    { notation: 'Ts', face: '10♠', spoken: '10 of spades', hint: '', red: false },
    { notation: 'Jd', face: 'J♦', spoken: 'jack of diamonds', hint: ', J♦', red: true },
    { notation: 'Ac', face: 'A♣', spoken: 'ace of clubs', hint: ', A♣', red: false },
    { notation: 'X', face: '★', spoken: 'joker', hint: '', red: false },
  ] as const;
  for (const row of rows) {
    it(`${row.notation}: "${row.face}", read "${row.spoken}"`, () => {
      const c = heldCard(row.notation).card;
      assert.deepEqual(
        { face: boardFace(c), spoken: cardSpoken(c), hint: faceHint(c), red: isRed(c) },
        { face: row.face, spoken: row.spoken, hint: row.hint, red: row.red },
      );
    });
  }
});
