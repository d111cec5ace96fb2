/**
 * Nina's Five's board rendered under Node for real positions: the guided
 * round's deal (seed 16) and whole games between the sensible bots. Checks the
 * controls the player gets (one per card, one per peekaboo choice), their
 * words, that no hidden card leaks, and that the static picture has no controls.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { faceText, type Card } from '../../src/engine/hands/cards.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import type { NfMove, NfState } from '../../src/engine/games/ninas-five/state.ts';
import type { NfView } from '../../src/engine/games/ninas-five/view.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import { NINAS_FIVE_TUTORIAL } from '../../src/engine/games/ninas-five/tutorial.ts';
import { loadBoard, type RenderBoard } from './play-board-render.ts';
import { RULES } from '../../src/engine/games/ninas-five/rules.ts';
import { WORDS } from '../../src/engine/games/ninas-five/words.ts';
import { SENSIBLE } from '../../src/engine/games/ninas-five/bots.ts';
import { play } from '../../src/engine/play/play.ts';

let render: RenderBoard<NfState, NfMove, NfView>;
before(async () => {
  render = await loadBoard('ninas-five');
});

const OPTIONS = defaultOptions(RULES.options);
const NAMES = WORDS.seatNames(OPTIONS);

function apply(s: NfState, seat: number, move: unknown): NfState {
  const r = play(RULES, s, { seat, move: move as NfMove });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function draw(s: NfState, seat: number, extra: { interactive?: boolean; hint?: NfMove | null; final?: NfState | null } = {}): string {
  return render({
    view: RULES.view(s, seat),
    seat,
    seatNames: NAMES,
    legal: RULES.legalMoves(s, seat),
    onMove: () => undefined,
    say: (m) => JSON.stringify(m),
    hint: extra.hint ?? null,
    final: extra.final ?? null,
    interactive: extra.interactive ?? true,
    idPrefix: 't',
  });
}

const labels = (html: string): string[] => [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/gu)].map((m) => m[1] ?? '');
const buttons = (html: string): number => (html.match(/<button/gu) ?? []).length;
const unescape = (s: string): string => s.replace(/&#39;/gu, "'").replace(/&amp;/gu, '&');

/** The guided round's positions: before each step's learner move. */
function tutorialPositions(): { step: string; state: NfState }[] {
  let s = RULES.newGame(OPTIONS, NINAS_FIVE_TUTORIAL.seed);
  const out: { step: string; state: NfState }[] = [];
  for (const step of NINAS_FIVE_TUTORIAL.steps) {
    for (const m of step.before) s = apply(s, m.seat, m.move);
    out.push({ step: step.rule, state: s });
    s = apply(s, NINAS_FIVE_TUTORIAL.learner, step.move);
  }
  return out;
}

describe("Nina's Five board: the guided round's moves are on the table", () => {
  const rows: { step: string; label: string }[] = [
    { step: 'nf-first-cards', label: 'Lay A♦' },
    { step: 'nf-peekaboo-swap', label: "Peekaboo: swap out East's 8♥" },
    { step: 'nf-joker-named', label: 'Lay the joker: name it first' },
    { step: 'nf-no-full-house', label: 'Lay 2♥' },
  ];
  for (const row of rows)
    test(`${row.step}: South has a button "${row.label}"`, () => {
      const at = tutorialPositions().find((p) => p.step === row.step);
      assert.ok(at);
      assert.ok(labels(draw(at.state, 2)).map(unescape).includes(row.label), labels(draw(at.state, 2)).join(' | '));
    });

  test('the peekaboo step offers Pass and one swap per opposing first card', () => {
    const at = tutorialPositions().find((p) => p.step === 'nf-peekaboo-swap');
    assert.ok(at);
    const html = unescape(draw(at.state, 2));
    assert.match(html, />Pass: no swap</u);
    assert.deepEqual(
      labels(html)
        .map(unescape)
        .filter((l) => l.startsWith('Peekaboo'))
        .sort(),
      ["Peekaboo: swap out East's 8♥", "Peekaboo: swap out West's 8♦"],
    );
  });

  test('a hinted move says so in its name', () => {
    const at = tutorialPositions().find((p) => p.step === 'nf-first-cards');
    assert.ok(at);
    const hint: NfMove = { kind: 'lay', card: 50 };
    assert.ok(
      labels(draw(at.state, 2, { hint }))
        .map(unescape)
        .includes('Lay A♦ (the hint)'),
    );
  });

  test('face-down peekaboo cards are drawn as backs with words', () => {
    const at = tutorialPositions().find((p) => p.step === 'nf-first-cards');
    assert.ok(at);
    const html = unescape(draw(at.state, 2));
    assert.match(html, /face down: North–South's peekaboo card/u);
    assert.match(html, /face down: East–West's peekaboo card/u);
  });

  test('a named joker on the table shows what it was named as', () => {
    const after = tutorialPositions().find((p) => p.step === 'nf-no-full-house');
    assert.ok(after);
    // West laid the other joker named 8♠ and the trick was scored: the last trick shows it.
    assert.match(draw(after.state, 2), /joker as 8♠ eight of spades/u);
  });
});

/** Every position of a game between sensible bots, seen from the seat to act. */
function* positions(seed: number, options = OPTIONS): Generator<{ state: NfState; seat: number }> {
  let s = RULES.newGame(options, seed);
  const rng = rngAt(seed);
  for (let i = 0; i < 2000; i++) {
    const seat = RULES.toAct(s);
    if (seat === null) return;
    yield { state: s, seat };
    const legal = RULES.legalMoves(s, seat);
    s = apply(s, seat, SENSIBLE(RULES.view(s, seat), legal, rng).move);
  }
}

/** The end of the same game, everything revealed. */
function finalOf(seed: number): NfState {
  let s = RULES.newGame(OPTIONS, seed);
  const rng = rngAt(seed);
  for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s))
    s = apply(s, seat, SENSIBLE(RULES.view(s, seat), RULES.legalMoves(s, seat), rng).move);
  return s;
}

describe("Nina's Five board: whole games", () => {
  for (const row of [
    { seed: 3, options: OPTIONS },
    { seed: 16, options: OPTIONS },
    { seed: 7, options: { ...OPTIONS, peekabooReveal: 'in-turn' as const, tricksToWin: 2, trickLimit: 4 } },
  ])
    test(`seed ${row.seed} (${row.options.peekabooReveal}): one control per card or peekaboo choice at every turn, none in the picture`, () => {
      let turns = 0;
      for (const { state, seat } of positions(row.seed, row.options)) {
        const legal = RULES.legalMoves(state, seat);
        const want = legal[0]?.kind === 'peekaboo' ? legal.length : new Set(legal.map((m) => (m.kind === 'lay' ? m.card : -1))).size;
        const html = draw(state, seat);
        assert.equal(buttons(html), want, `trick ${state.trick}, ${state.step}, seat ${seat}`);
        const picture = draw(state, seat, { interactive: false });
        assert.doesNotMatch(picture, /<(button|select|input)/u);
        turns++;
      }
      assert.ok(turns > 10);
    });

  test("no other seat's hand shows before the end, and every hand shows once it is over", () => {
    for (const { state, seat } of positions(5)) {
      const html = draw(state, seat);
      // After a reshuffle the last trick (shown) holds cards now back in someone's hand: those are public history, not a leak.
      const last = RULES.view(state, seat).last;
      const shown = new Set<Card>(last === null ? [] : [...last.community, ...last.cards.flat().map((l) => l.card)]);
      const hidden = state.hands.flatMap((h, i) => (i === seat ? [] : h)).filter((c: Card) => c < 52 && !shown.has(c));
      // A natural card's hidden text is exactly "Q♣ queen of clubs" (a joker named as it reads "joker as Q♣ …").
      for (const c of hidden) assert.ok(!html.includes(`>${faceText(c).short} ${faceText(c).name}<`), `${faceText(c).short} leaks`);
    }
    const end = finalOf(5);
    assert.equal(end.hands.flat().length, 8, 'seed 5 ends with two cards in each hand');
    const html = draw(end, 2, { final: end });
    for (const c of end.hands.flat()) if (c < 52) assert.ok(html.includes(faceText(c).name), `${faceText(c).short} is shown at the end`);
    assert.equal(buttons(html), 0);
  });
});
