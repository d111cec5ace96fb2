/**
 * Nina's Five's fast paths against the obvious code they replaced, kept here
 * as oracles: tricks judged through quickKey (`judgeTrick`) against `handKey` over HeldCards,
 * the shared move objects and scratch-array joker names against moves and
 * names built afresh, and the view's shared laid cards against a fresh copy.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { NATURAL_CARDS, isJoker, rankOf, type Card, type HeldCard } from '../../../src/engine/hands/cards.ts';
import { handKey } from '../../../src/engine/hands/evaluate.ts';
import { WILD_COPY_RULES } from '../../../src/engine/hands/rulesets.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { rngAt } from '../../../src/engine/play/random.ts';
import { rulesFor, type NfOptions } from '../../../src/engine/games/ninas-five/options.ts';
import { jokerNames, legalMoves, seatsOf, teamOf, RULES } from '../../../src/engine/games/ninas-five/rules.ts';
import { type LaidCard, type NfMove, type NfState } from '../../../src/engine/games/ninas-five/state.ts';
import { judgeTrick } from '../../../src/engine/games/ninas-five/tricks.ts';
import type { SeenCard } from '../../../src/engine/games/ninas-five/view.ts';
import { arbitraryPlayedState } from './harness.ts';
import { build } from './ninas-five-setup.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const GAME = playable('ninas-five');

const DEFAULTS: NfOptions = defaultOptions(RULES.options);
const json = (x: unknown): string => JSON.stringify(x);

// ---------------------------------------------------------------------------
// The oracles: the code as it was before it was made fast.

/** A laid card as the evaluator reads it: a named joker plays as its name; a peekaboo joker stays free (ruling nf-peekaboo-joker). */
const held = (l: LaidCard): HeldCard => (l.as === undefined ? { card: l.card } : { card: l.card, declared: l.as });

function teamKeyOracle(o: NfOptions, cards: readonly LaidCard[], community: readonly Card[]): number {
  return handKey(rulesFor(o.wildCopy), [...cards.map(held), ...community.map((card) => ({ card }))]);
}

/** The trick judged the slow way: each team's handKey, the higher one takes it. */
function judgeOracle(o: NfOptions, teams: readonly [readonly LaidCard[], readonly LaidCard[]], community: readonly Card[]) {
  const keys = [teamKeyOracle(o, teams[0], community), teamKeyOracle(o, teams[1], community)] as const;
  return { keys, winner: keys[0] > keys[1] ? 0 : keys[1] > keys[0] ? 1 : null };
}

function jokerNamesOracle(s: NfState, seat: number): Card[] {
  const out: Card[] = [];
  if (s.o.wildCopy === 'any') {
    for (let c = 0; c < NATURAL_CARDS; c++) out.push(c);
    return out;
  }
  const own = seatsOf(teamOf(seat))
    .flatMap((x) => s.laid[x] ?? [])
    .filter((l) => l.peekabooOf === undefined);
  const visible = [...own.map((l) => l.as ?? l.card), ...s.community];
  const showing = new Uint8Array(NATURAL_CARDS);
  const ofRank = new Uint8Array(13);
  for (const c of visible)
    if (!isJoker(c)) {
      showing[c] = 1;
      ofRank[rankOf(c)] = (ofRank[rankOf(c)] ?? 0) + 1;
    }
  const inHand = new Uint8Array(NATURAL_CARDS);
  for (const c of s.hands[seat] ?? []) if (!isJoker(c)) inHand[c] = 1;
  const copies = s.o.wildCopy === 'five-of-a-kind-only';
  for (let c = 0; c < NATURAL_CARDS; c++) if (showing[c] === 1 ? copies && (ofRank[rankOf(c)] ?? 0) >= 4 : inHand[c] === 0) out.push(c);
  return out;
}

function legalMovesOracle(s: NfState, seat: number): NfMove[] {
  if (s.step === 'over' || seat !== s.turn) return [];
  if (s.step === 'peekaboo') {
    const them = seatsOf(teamOf(seat) === 0 ? 1 : 0).filter((t) => s.laid[t]?.[0]?.peekabooOf === undefined);
    return [{ kind: 'peekaboo', replace: 'pass' }, ...them.map((t): NfMove => ({ kind: 'peekaboo', replace: t }))];
  }
  return (s.hands[seat] ?? []).flatMap((card): NfMove[] =>
    isJoker(card) ? jokerNamesOracle(s, seat).map((as) => ({ kind: 'lay', card, as })) : [{ kind: 'lay', card }],
  );
}

const laidOracle = (s: NfState): SeenCard[][] =>
  s.laid.map((cards) => cards.map((l): SeenCard => (l.peekabooOf === undefined ? { ...l } : { faceDown: true, peekabooOf: l.peekabooOf })));

// ---------------------------------------------------------------------------

const VARIANTS: NfOptions[] = [
  DEFAULTS,
  { ...DEFAULTS, wildCopy: 'any', peekabooReveal: 'in-turn' },
  { ...DEFAULTS, wildCopy: 'never', jokers: 1 },
  { ...DEFAULTS, peekaboo: false, cardsDealt: 8, handsPerShuffle: 4 },
];

/** States met in random legal play. */
const arbitraryState = arbitraryPlayedState(GAME, VARIANTS) as fc.Arbitrary<NfState>;

test('legal moves and joker names equal the ones built afresh, in the same order, in states met in play', () => {
  fc.assert(
    fc.property(arbitraryState, (s) => {
      for (let seat = 0; seat < 4; seat++) {
        assert.equal(json(legalMoves(s, seat)), json(legalMovesOracle(s, seat)), `seat ${seat}`);
        assert.deepEqual(jokerNames(s, seat), jokerNamesOracle(s, seat), `seat ${seat}`);
      }
    }),
    { numRuns: 60 },
  );
});

test('every view equals one built with fresh laid cards, in states met in play', () => {
  fc.assert(
    fc.property(arbitraryState, (s) => {
      for (let seat = 0; seat < 4; seat++) assert.equal(json(RULES.view(s, seat)), json({ ...RULES.view(s, seat), laid: laidOracle(s) }));
    }),
    { numRuns: 60 },
  );
});

/** Both teams' laid cards and a community from a shuffled deck; jokers are named (any card, copies too) or stay free. */
const arbitraryTrick = fc
  .record({
    seed: fc.nat({ max: 0xffffffff }),
    a: fc.integer({ min: 0, max: 4 }),
    b: fc.integer({ min: 0, max: 4 }),
    community: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ seed, a, b, community }) => {
    const rng = rngAt(seed);
    const deck = rng.shuffle(Array.from({ length: NATURAL_CARDS + 2 }, (_, c) => c));
    const laid = (from: number, n: number): LaidCard[] =>
      deck.slice(from, from + n).map((card) => {
        if (!isJoker(card) || rng.int(3) === 0) return { card };
        // Name it after a card already among these (a copy) half of the time.
        const as = rng.int(2) === 0 ? (deck.find((c) => !isJoker(c)) ?? 0) : rng.int(NATURAL_CARDS);
        return { card, as };
      });
    const teams: [LaidCard[], LaidCard[]] = [laid(0, a), laid(a, b)];
    return { teams, community: deck.slice(a + b, a + b + community) };
  });

test("tricks judged through quickKey (judgeTrick) equal each team's handKey over held cards, for every joker-copy rule", () => {
  fc.assert(
    fc.property(arbitraryTrick, fc.constantFrom(...WILD_COPY_RULES), ({ teams, community }, wildCopy) => {
      const o = { ...DEFAULTS, wildCopy };
      const asPlayed = (cards: readonly LaidCard[]): Card[] => cards.map((l) => l.as ?? l.card);
      const fast = judgeTrick(rulesFor(wildCopy), [asPlayed(teams[0]), asPlayed(teams[1])], community);
      assert.deepEqual(fast, judgeOracle(o, teams, community), json({ teams, community, wildCopy }));
    }),
    { numRuns: 400 },
  );
});

// One row per case that random play rarely reaches.
const rows: readonly { readonly name: string; readonly state: () => NfState; readonly seat: number }[] = [
  {
    // Kings showing: North's K♠ and a joker named K♦, South's K♥, and the K♦ again in the community: four kings
    // counted (the K♦ twice), so South's joker may copy a king to make five of a kind.
    name: 'a card showing twice (a joker named as a community card) counts twice towards five of a kind',
    seat: 2,
    state: () =>
      build({
        dealer: 3,
        step: 'second-plays',
        turn: 2,
        hands: ['2h 3h', '2d 3d', 'Y 5s 6s', '2c 3c 4c'],
        laid: ['Ks X=Kd', '7s 8s', 'Kh', '9s'],
        community: 'Kd 4d 9c',
        shuffleTrick: 2,
      }),
  },
];
for (const row of rows)
  test(`joker names and legal moves: ${row.name}`, () => {
    const s = row.state();
    assert.deepEqual(jokerNames(s, row.seat), jokerNamesOracle(s, row.seat));
    assert.equal(json(legalMoves(s, row.seat)), json(legalMovesOracle(s, row.seat)));
    assert.ok(jokerNames(s, row.seat).includes(44), 'the K♠ is a legal name (four kings show)');
  });
