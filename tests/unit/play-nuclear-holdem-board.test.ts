/**
 * Nuclear Annihilation Hold'em's board rendered under Node for real
 * positions: the guided round's deal (seed 88) and whole games between the
 * sensible bots. Checks that every legal move has its control on the board
 * (Intel: a hole card to give up, then one button per deck card), the
 * controls' words, that no other seat's hole cards or role leak, and that the
 * static picture has no controls.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { faceText } from '../../src/engine/hands/cards.ts';
import { ROLE_INFO } from '../../src/engine/games/nuclear-holdem/mechanics.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { rolesOf, type NhMove, type NhState } from '../../src/engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../src/engine/games/nuclear-holdem/view.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import { NUCLEAR_HOLDEM_TUTORIAL } from '../../src/engine/games/nuclear-holdem/tutorial.ts';
import { tilesOf } from '../../src/components/games/nuclear-holdem/moves.ts';
import { loadBoard, type RenderBoard } from './play-board-render.ts';
import { RULES } from '../../src/engine/games/nuclear-holdem/rules.ts';
import { WORDS } from '../../src/engine/games/nuclear-holdem/words.ts';
import { SENSIBLE } from '../../src/engine/games/nuclear-holdem/bots.ts';
import { play } from '../../src/engine/play/play.ts';

let render: RenderBoard<NhState, NhMove, NhView>;
before(async () => {
  render = await loadBoard('nuclear-holdem');
});

const OPTIONS = defaultOptions(RULES.options);

function apply(s: NhState, seat: number, move: unknown): NhState {
  const r = play(RULES, s, { seat, move: move as NhMove });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function draw(s: NhState, seat: number, extra: { interactive?: boolean; hint?: NhMove | null; final?: NhState | null } = {}): string {
  return render({
    view: RULES.view(s, seat),
    seat,
    seatNames: WORDS.seatNames(s.o),
    legal: RULES.legalMoves(s, seat),
    onMove: () => undefined,
    say: (m) => JSON.stringify(m),
    hint: extra.hint ?? null,
    final: extra.final ?? null,
    interactive: extra.interactive ?? true,
    idPrefix: 't',
  });
}

const unescape = (s: string): string => s.replace(/&#39;/gu, "'").replace(/&amp;/gu, '&');
/** Each button's accessible name: its aria-label, else its text. */
const buttonNames = (html: string): string[] =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/gu)].map((m) => {
    const label = /aria-label="([^"]*)"/u.exec(m[1] ?? '');
    return unescape(label?.[1] ?? (m[2] ?? '').replace(/<[^>]+>/gu, ''));
  });
const buttons = (html: string): number => (html.match(/<button/gu) ?? []).length;

function tutorialPositions(): { step: string; state: NhState }[] {
  let s = RULES.newGame(OPTIONS, NUCLEAR_HOLDEM_TUTORIAL.seed);
  const out: { step: string; state: NhState }[] = [];
  for (const step of NUCLEAR_HOLDEM_TUTORIAL.steps) {
    for (const m of step.before) s = apply(s, m.seat, m.move);
    out.push({ step: step.rule, state: s });
    s = apply(s, NUCLEAR_HOLDEM_TUTORIAL.learner, step.move);
  }
  return out;
}

describe("Nuclear Hold'em board: the guided round's moves are on the table", () => {
  const rows: { step: string; name: string; count: number }[] = [
    { step: 'nh-home', name: 'Home: Louisiana (LA)', count: 50 },
    { step: 'nh-discard', name: 'Keep my cards', count: 3 },
    { step: 'nh-showdown', name: 'Reveal my hand', count: 2 },
    { step: 'nh-check', name: 'Background check on Player 2', count: 12 },
  ];
  for (const row of rows)
    test(`${row.step}: Player 1 has "${row.name}" among ${row.count} controls`, () => {
      const at = tutorialPositions().find((p) => p.step === row.step);
      assert.ok(at);
      const names = buttonNames(draw(at.state, 0));
      assert.ok(names.includes(row.name), names.join(' | '));
      assert.equal(names.length, row.count);
    });

  test('a hinted state tile says so, and is the one tab stop of the big board', () => {
    const at = tutorialPositions().find((p) => p.step === 'nh-home');
    assert.ok(at);
    const html = unescape(draw(at.state, 0, { hint: { kind: 'home', state: 'LA' } }));
    const stops = [...html.matchAll(/<button[^>]*tabindex="0"[^>]*>(.*?)<\/button>/gu)].map((m) => (m[1] ?? '').replace(/<[^>]+>/gu, ''));
    assert.deepEqual(stops, ['Home: Louisiana (LA) (the hint)']);
  });

  test('the player sees their own role, home and hole cards, and only backs for the others', () => {
    const at = tutorialPositions().find((p) => p.step === 'nh-discard');
    assert.ok(at);
    const html = unescape(draw(at.state, 0));
    assert.match(html, /Dove \(a queen\)/u);
    assert.match(html, /Louisiana/u);
    assert.match(html, /Player 2's hole card, face down/u);
    for (const seat of [1, 2, 3, 4])
      for (const c of at.state.hands[seat] ?? [])
        assert.ok(!html.includes(`>${faceText(c).short} ${faceText(c).name}<`), faceText(c).short);
  });

  test('after the background check, only the checker is shown what it found', () => {
    let s = tutorialPositions().find((p) => p.step === 'nh-check')?.state;
    assert.ok(s);
    s = apply(s, NUCLEAR_HOLDEM_TUTORIAL.learner, { kind: 'check', target: 1 });
    assert.match(unescape(draw(s, 0)), /Round 1: Player 2 was a Communist, home Ohio/u);
    for (const seat of [1, 2, 3, 4]) assert.doesNotMatch(unescape(draw(s, seat)), /Player 2 was a/u, `seat ${seat}`);
  });
});

function* positions(seed: number): Generator<{ state: NhState; seat: number }> {
  let s = RULES.newGame(OPTIONS, seed);
  const rng = rngAt(seed);
  for (let i = 0; i < 5000; i++) {
    const seat = RULES.toAct(s);
    if (seat === null) return;
    yield { state: s, seat };
    s = apply(s, seat, SENSIBLE(RULES.view(s, seat), RULES.legalMoves(s, seat), rng).move);
  }
}

describe("Nuclear Hold'em board: whole games", () => {
  for (const seed of [1, 88, 2026])
    test(`seed ${seed}: every legal move has a control at every turn, none in the picture, nothing hidden leaks`, () => {
      const phases = new Set<string>();
      let last: NhState | null = null;
      for (const { state, seat } of positions(seed)) {
        const v = RULES.view(state, seat);
        const legal = RULES.legalMoves(state, seat);
        phases.add(v.phase);
        const html = draw(state, seat);
        const want = v.phase === 'intel' ? (v.deck?.length ?? 0) + v.hand.length : legal.length;
        assert.equal(buttons(html), want, `round ${state.round}, ${v.phase}`);
        assert.doesNotMatch(draw(state, seat, { interactive: false }), /<(button|select|input)/u);
        const roles = rolesOf(state);
        for (let other = 0; other < state.n; other++) {
          if (other === seat || v.revealed[other] !== null) continue;
          for (const c of state.hands[other] ?? [])
            if (!v.board.includes(c) && !v.gifts.some((g) => g.card === c))
              assert.ok(!html.includes(`>${faceText(c).short} ${faceText(c).name}<`), `${faceText(c).short} leaks`);
        }
        // Another seat's role is never named, except through my own background check.
        const known = new Set(v.checks.map((c) => c.target));
        for (let other = 0; other < state.n; other++)
          if (other !== seat && !known.has(other) && roles[other] !== roles[seat] && v.role !== null)
            assert.ok(!html.includes(`${ROLE_INFO[roles[other] ?? 'queen'].nickname} (a`), `seat ${other}'s role leaks`);
        last = state;
      }
      assert.ok(phases.has('discard') && phases.has('cross') && phases.has('showdown') && phases.has('action'), [...phases].join());
      assert.ok(last);
    });

  test('once the game is over every role and home is shown, and the tiles count the lost states', () => {
    let s = RULES.newGame(OPTIONS, 88);
    const rng = rngAt(88);
    for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s))
      s = apply(s, seat, SENSIBLE(RULES.view(s, seat), RULES.legalMoves(s, seat), rng).move);
    const html = unescape(draw(s, 0, { final: s }));
    assert.equal(buttons(html), 0);
    for (const [seat, role] of rolesOf(s).entries())
      assert.match(html, new RegExp(`Player ${seat + 1}.*?${ROLE_INFO[role].nickname}`, 'u'));
    const view = RULES.view(s, 0);
    assert.equal(tilesOf(view).filter((t) => t.status === 'lost').length, view.lost.length);
    assert.equal((html.match(/class="nh-tile nh-lost/gu) ?? []).length, view.lost.length);
  });
});

test('tilesOf lists each state of the game once, standing or lost, alphabetically', () => {
  const tiles = tilesOf({ statesLeft: ['TX', 'AK'], lost: [{ postal: 'CO', seat: 2, round: 1 }] });
  assert.deepEqual(
    tiles.map((t) => [t.postal, t.status]),
    [
      ['AK', 'standing'],
      ['CO', 'lost'],
      ['TX', 'standing'],
    ],
  );
});

test('before the flop, the board says when it is dealt and how many cards are left, as separate words', () => {
  const s = RULES.newGame(OPTIONS, NUCLEAR_HOLDEM_TUTORIAL.seed);
  const seat = RULES.toAct(s) ?? 0;
  const text = draw(s, seat)
    .replace(/<!--.*?-->/gu, '')
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\s+/gu, ' ');
  assert.match(text, new RegExp(`Dealt after the discards\\. ${RULES.view(s, seat).deckSize} cards in the deck`, 'u'));
  assert.doesNotMatch(text, /discards\d/u);
});
