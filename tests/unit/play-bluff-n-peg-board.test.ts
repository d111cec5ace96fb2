/**
 * Bluff 'N' Peg's board (src/components/games/bluff-n-peg/): its logic in
 * Node, and the board itself rendered to HTML for real views of a game. Node
 * cannot read JSX, so the board is bundled with esbuild (Astro's own
 * dependency) and rendered with preact-render-to-string.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTsx } from './render-tsx.ts';
import type { ComponentType } from 'preact';
import type { BpMove, BpState } from '../../src/engine/games/bluff-n-peg/state.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { BLUFF_N_PEG_TUTORIAL } from '../../src/engine/games/bluff-n-peg/tutorial.ts';
import {
  cardsHeld,
  discardMove,
  moveLabel,
  pegWords,
  phaseText,
  trackGeometry,
} from '../../src/components/games/bluff-n-peg/board-model.ts';
import { sameMove } from '../../src/engine/play/moves.ts';
import { RULES } from '../../src/engine/games/bluff-n-peg/rules.ts';
import { WORDS } from '../../src/engine/games/bluff-n-peg/words.ts';
import { play } from '../../src/engine/play/play.ts';

interface Rendered {
  readonly render: (board: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => string;
  readonly Board: ComponentType<Record<string, unknown>>;
}

const loaded = importTsx<Rendered>([
  "import { h } from 'preact';",
  "import { renderToString } from 'preact-render-to-string';",
  "export { default as Board } from './src/components/games/bluff-n-peg/Board.tsx';",
  'export const render = (B, p) => renderToString(h(B, p));',
]);

const OPTIONS = defaultOptions(RULES.options);
const NAMES = WORDS.seatNames(OPTIONS);
const BOARD = { lastChance: 3, track: 121 };

/** The tutorial's deal (seed 1), played through its scripted moves up to step `n`'s learner move. */
function tutorialAt(n: number): BpState {
  let s = RULES.newGame(OPTIONS, BLUFF_N_PEG_TUTORIAL.seed);
  const step1 = (seat: number, move: unknown) => {
    const r = play(RULES, s, { seat, move: move as BpMove });
    assert.ok(r.ok, JSON.stringify(move));
    s = r.value;
  };
  BLUFF_N_PEG_TUTORIAL.steps.forEach((step, i) => {
    if (i > n) return;
    for (const m of step.before) step1(m.seat, m.move);
    if (i < n) step1(BLUFF_N_PEG_TUTORIAL.learner, step.move);
  });
  return s;
}

/** Every seat plays its first legal move until `stop` (or the game ends). */
function playUntil(seed: number, stop: (s: BpState) => boolean): BpState {
  let s = RULES.newGame(OPTIONS, seed);
  for (let i = 0; i < 5000 && !stop(s); i++) {
    const seat = RULES.toAct(s);
    if (seat === null) break;
    const r = play(RULES, s, { seat, move: RULES.legalMoves(s, seat)[0]! });
    assert.ok(r.ok);
    s = r.value;
  }
  return s;
}

async function html(s: BpState, seat: number, extra: Record<string, unknown> = {}): Promise<string> {
  const { Board, render } = await loaded;
  return render(Board, {
    view: RULES.view(s, seat),
    seat,
    seatNames: NAMES,
    legal: RULES.legalMoves(s, seat),
    onMove: () => undefined,
    say: (m: BpMove) => m.kind,
    hint: null,
    final: RULES.outcome(s) === null ? null : s,
    interactive: true,
    idPrefix: 't',
    ...extra,
  });
}
/** Each button's accessible name: its aria-label, else its text. */
const buttons = (h: string): string[] =>
  [...h.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/gu)].map((m) => {
    const label = /aria-label="([^"]*)"/u.exec(m[1]!);
    return label !== null ? label[1]! : m[2]!.replace(/<[^>]+>/gu, '').trim();
  });
const text = (h: string): string => h.replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ');

test('pegWords names every kind of hole', () => {
  const rows: [number, string][] = [
    [121, 'the winner hole'],
    [120, 'hole 120'],
    [1, 'hole 1'],
    [0, 'the start hole'],
    [-1, 'last-chance hole 1'],
    [-3, 'last-chance hole 3'],
    [-4, 'out the back'],
  ];
  for (const [peg, want] of rows) assert.equal(pegWords(peg, BOARD), want, String(peg));
});

test('trackGeometry: streets of 30 holes, a lane per player, the special holes before hole 1 and the winner hole last', () => {
  const g = trackGeometry({ ...BOARD, players: 4 });
  assert.deepEqual(
    g.streets.map((st) => [st.from, st.to]),
    [
      [1, 30],
      [31, 60],
      [61, 90],
      [91, 120],
    ],
  );
  const rows: [number, number, number][] = [
    // peg, lane, street the peg is drawn in
    [-4, 0, 0],
    [0, 2, 0],
    [30, 0, 0],
    [31, 0, 1],
    [120, 3, 3],
    [121, 1, 3],
  ];
  for (const [peg, lane, street] of rows) {
    const at = g.at(peg, lane);
    assert.ok(at.x > 0 && at.x < g.width, `peg ${peg} inside the board`);
    assert.equal(at.y, g.streets[street]!.y + lane * 11, `peg ${peg} in lane ${lane} of street ${street}`);
  }
  const xs = [-4, -3, -2, -1, 0, 1, 2, 5, 6, 30].map((peg) => g.at(peg, 0).x);
  for (let i = 1; i < xs.length; i++) assert.ok(xs[i]! > xs[i - 1]!, 'left to right: out the back, last chance 3 to 1, start, 1 to 30');
  assert.equal(g.at(2, 0).x - g.at(1, 0).x, g.at(3, 0).x - g.at(2, 0).x, 'holes inside a group are evenly spaced');
  assert.ok(g.at(6, 0).x - g.at(5, 0).x > g.at(5, 0).x - g.at(4, 0).x, 'a gap after each group of five');
  assert.equal(g.at(31, 0).x, g.at(1, 0).x, 'each street starts under the one before');
  assert.ok(g.at(121, 0).x > g.at(120, 0).x, 'the winner hole after hole 120');
  assert.deepEqual(g.at(500, 1), g.at(121, 1), 'a peg past the end is drawn in the winner hole');
  assert.deepEqual(g.at(-9, 1), g.at(-4, 1), 'a peg past out the back is drawn there');
  assert.equal(trackGeometry({ ...BOARD, players: 4, track: 31 }).streets.length, 1, 'a 31-point track is one street and the winner hole');
});

test('trackGeometry, narrow: streets of 20 holes, narrower', () => {
  const wide = trackGeometry({ ...BOARD, players: 4 });
  const g = trackGeometry({ ...BOARD, players: 4 }, 'narrow');
  assert.equal(g.perStreet, 20);
  assert.equal(g.streets.length, 6);
  assert.deepEqual([g.streets[1]!.from, g.streets[1]!.to, g.streets[5]!.to], [21, 40, 120]);
  assert.equal(g.at(21, 2).y, g.streets[1]!.y + 2 * 11);
  assert.equal(g.at(21, 0).x, g.at(1, 0).x);
  assert.ok(g.at(121, 0).x > g.at(120, 0).x);
  assert.ok(g.width < wide.width * 0.8, `${g.width} against ${wide.width}`);
});

test('moveLabel says each move on its button', () => {
  const rows: [BpMove, string][] = [
    [{ kind: 'discard', cards: [] }, 'Keep all five cards'],
    [{ kind: 'discard', cards: [12] }, 'Throw away 1 card'],
    [{ kind: 'discard', cards: [12, 25, 38] }, 'Throw away 3 cards'],
    [{ kind: 'lay', card: 19 }, 'Lay 6♣'],
    [{ kind: 'fold' }, 'Fold'],
    [{ kind: 'double' }, 'Call double or fold'],
    [{ kind: 'no-double' }, 'Go on without a double'],
    [{ kind: 'accept' }, 'Accept the double'],
  ];
  for (const [m, want] of rows) assert.equal(moveLabel(m), want, JSON.stringify(m));
});

test('discardMove finds the legal discard for the pressed cards in any order', () => {
  const s = tutorialAt(0);
  const legal = RULES.legalMoves(s, 0);
  assert.deepEqual(discardMove(legal, [38, 12, 25]), { kind: 'discard', cards: [12, 25, 38] });
  assert.deepEqual(discardMove(legal, []), { kind: 'discard', cards: [] });
  assert.equal(discardMove(legal, [12, 25, 38, 19]), undefined, 'four cards is one too many');
  assert.equal(discardMove(legal, [0]), undefined, 'a card not in the hand');
});

test("the engine's one sameMove, as the board uses it: a hint (or none) against a button's move", () => {
  const rows: [BpMove | null, BpMove, boolean][] = [
    [null, { kind: 'fold' }, false],
    [{ kind: 'fold' }, { kind: 'fold' }, true],
    [{ kind: 'lay', card: 3 }, { kind: 'lay', card: 3 }, true],
    [{ kind: 'lay', card: 3 }, { kind: 'lay', card: 4 }, false],
    [{ kind: 'discard', cards: [1, 2] }, { kind: 'discard', cards: [1, 2] }, true],
    [{ kind: 'discard', cards: [1, 2] }, { kind: 'discard', cards: [1] }, false],
    [{ kind: 'accept' }, { kind: 'fold' }, false],
  ];
  for (const [a, b, want] of rows) assert.equal(sameMove(a, b), want, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
});

test('cardsHeld counts the cards a seat holds face down', () => {
  const s = tutorialAt(1); // Player 3 laid the 4♥, Player 4 folded; Player 1 to lay
  const v = RULES.view(s, 0);
  assert.deepEqual(
    [0, 1, 2, 3].map((seat) => cardsHeld(v, seat)),
    [5, 5, 4, 5],
  );
  const start = RULES.view(tutorialAt(0), 0); // discarding: Players 3 and 4 threw 1 and 3
  assert.deepEqual(
    [0, 1, 2, 3].map((seat) => cardsHeld(start, seat)),
    [5, 5, 4, 2],
  );
});

test('phaseText says who acts, as "you" for the player', () => {
  const s = tutorialAt(3);
  assert.equal(phaseText(RULES.view(s, 0), NAMES), 'Player 3 called double or fold: you accept or fold.');
  assert.equal(phaseText(RULES.view(tutorialAt(0), 1), NAMES), 'Player 1 throws away up to 3 cards for new ones.');
});

test('discarding: each card, low to high, is a "Throw away" toggle, unpressed, then "Keep all five cards"', async () => {
  const s = tutorialAt(0);
  const h = await html(s, 0);
  assert.deepEqual(buttons(h), [
    'Throw away 5♠, five of spades',
    'Throw away 6♠, six of spades',
    'Throw away 6♣, six of clubs',
    'Throw away 8♥, eight of hearts',
    'Throw away J♦, jack of diamonds',
    'Keep all five cards',
  ]);
  assert.equal((h.match(/aria-pressed="false"/gu) ?? []).length, 5);
});

test('laying: a "Lay" button per card in hand, and Fold; the others\' cards face down, the 4♥ face up', async () => {
  const s = tutorialAt(1);
  const h = await html(s, 0);
  assert.deepEqual(buttons(h), [
    'Lay 4♦, four of diamonds',
    'Lay 6♠, six of spades',
    'Lay 6♣, six of clubs',
    'Lay 8♦, eight of diamonds',
    'Lay 9♦, nine of diamonds',
    'Fold',
  ]);
  const t = text(h);
  assert.match(t, /4♥ four of hearts/u);
  assert.match(t, /showing high card: 4/u);
  assert.match(t, /5 cards face down/u);
  assert.match(t, /4 cards face down/u);
});

test('answering a double: Accept and Fold, the bluffing peg still at 1X', async () => {
  const s = tutorialAt(3);
  const h = await html(s, 0);
  assert.deepEqual(buttons(h), ['Accept the double', 'Fold']);
  assert.match(text(h), /1X.*The bluffing peg is here/u);
});

test("another seat's view never shows this seat's hand", async () => {
  const s = tutorialAt(1);
  const h = text(await html(s, 1));
  assert.equal(buttons(await html(s, 1)).length, 0, 'no buttons off turn');
  assert.doesNotMatch(h, /8♦ eight of diamonds/u, "Player 1's 8♦ is not shown to Player 2");
});

test('not interactive (the no-JS walk-through): the same table, no buttons', async () => {
  for (const n of [0, 1, 2, 3]) {
    const h = await html(tutorialAt(n), 0, { interactive: false });
    assert.equal(buttons(h).length, 0, `step ${n}`);
    assert.match(text(h), /Bluffing zone/u);
  }
});

test('the peg board names every peg in its picture and in each seat', async () => {
  const s = playUntil(7, (st) => st.stats.hands >= 3);
  const v = RULES.view(s, 0);
  const h = await html(s, 0);
  for (let seat = 0; seat < 4; seat++) {
    assert.ok(h.includes(`${NAMES[seat]} at ${pegWords(v.pegs[seat]!, v)}`), `${NAMES[seat]} in the picture's label`);
    assert.ok(text(h).includes(`Peg: ${pegWords(v.pegs[seat]!, v)}`), `${NAMES[seat]}'s peg in words`);
  }
  assert.match(text(h), /Last hand: .* won/u);
});

test('a hint marks the card to lay', async () => {
  const s = tutorialAt(1);
  const h = await html(s, 0, { hint: { kind: 'lay', card: 19 } });
  assert.equal((h.match(/bp-card-btn board-tap board-hint/gu) ?? []).length, 1);
  assert.match(h, /bp-card-btn board-tap board-hint"[^>]*aria-label="Lay 6♣/u);
});

test('at the end every hand is shown face up and no card is face down', async () => {
  const s = playUntil(3, () => false);
  assert.notEqual(RULES.outcome(s), null);
  const h = text(await html(s, 0));
  assert.doesNotMatch(h, /face down/u);
  assert.match(h, /The game is over/u);
  assert.match(h, /winner/u);
});
