import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCards, type HeldCard } from '../../src/engine/hands/cards.ts';
import {
  AS_PLAYED,
  AS_WRITTEN,
  deckUse,
  gameScore,
  peekabooSwapOdds,
  TRICK_STEP_INFO,
  TRICK_STEPS,
  trickWinner,
  type Team,
  type TrickCards,
} from '../../src/engine/games/ninas-five/tricks.ts';
import { RULINGS } from '../../src/engine/games/ninas-five/rulings.ts';

/** Parse a trick's three groups in one pass, so jokers are numbered across them. */
function trick(community: string, a: string, b: string): TrickCards {
  const used: HeldCard[] = [];
  const parse = (text: string): HeldCard[] => {
    if (text.trim() === '') return [];
    const parsed = parseCards(text, { jokers: 2, min: 0, max: 7, used });
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
    used.push(...parsed.value);
    return parsed.value;
  };
  return { community: parse(community), a: parse(a), b: parse(b) };
}

describe("nina's five: who takes the trick", () => {
  const rows: { label: string; community: string; a: string; b: string; winner: Team | null; aCat?: string; bCat?: string }[] = [
    { label: 'aces beat kings', community: '2c 7d 9h', a: 'As Ad 4s 3h', b: 'Kh Ks 5d 6c', winner: 'a' },
    { label: 'same ranks, different suits: nobody', community: '2c 7d 9h', a: 'As Kd 4s 3s', b: 'Ah Kc 4d 3h', winner: null },
    {
      label: 'a community joker is read differently by each team',
      community: 'X Qd 5h',
      a: 'Qs Qc 7d 2c',
      b: 'Ah Kh Jh Th',
      winner: 'b',
      aCat: 'four-of-a-kind',
      bCat: 'royal-flush',
    },
    {
      label: 'a declared joker is only the card declared',
      community: 'Kc 4d 9s',
      a: 'X=Qh Qs 7d 2c',
      b: 'Ah 8d 6c 3s',
      winner: 'a',
      aCat: 'one-pair',
    },
    {
      label: 'no full house: trips with a pair are trips',
      community: 'Kc 4d 7s',
      a: 'Kh Kd 9s 9c',
      b: 'Ks 8d 2c 3h',
      winner: 'a',
      aCat: 'three-of-a-kind',
    },
    { label: 'a short trick after the flop plays', community: '2c 7d', a: 'As 4h', b: 'Kh Ks', winner: 'b' },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = trickWinner(trick(row.community, row.a, row.b));
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.value.winner, row.winner);
      if (row.aCat !== undefined) assert.equal(result.value.a.category, row.aCat);
      if (row.bCat !== undefined) assert.equal(result.value.b.category, row.bCat);
    });
  }
  const errors: { label: string; cards: TrickCards; code: string }[] = [
    {
      label: 'a declared community joker',
      cards: { community: [{ card: 52, declared: 0 }], a: [], b: [] },
      code: 'declared-community-joker',
    },
    { label: 'a card twice', cards: { community: [{ card: 5 }], a: [{ card: 5 }], b: [] }, code: 'duplicate-card' },
    { label: 'five team cards', cards: { community: [], a: [0, 1, 2, 3, 4].map((card) => ({ card })), b: [] }, code: 'too-many-cards' },
    { label: 'four community cards', cards: { community: [0, 1, 2, 3].map((card) => ({ card })), a: [], b: [] }, code: 'too-many-cards' },
    { label: 'a natural card "declared"', cards: { community: [], a: [{ card: 7, declared: 9 }], b: [] }, code: 'bad-card' },
  ];
  for (const row of errors) {
    it(`rejects ${row.label}`, () => {
      const result = trickWinner(row.cards);
      assert.equal(result.ok ? null : result.error.code, row.code);
    });
  }
});

describe("nina's five: the peekaboo swap", () => {
  // Team a trails team b's pair of kings on the flop 2c 7d. Team a swaps b's Kh.
  // By hand, over the 48 unseen cards: b still beats a when the new card is a king (2 left),
  // a deuce (3), a seven (3), an ace (3, ace-king high beats ace-seven) or a joker (2): 13 cards.
  // Every other card leaves b king-high, so a wins: 35.
  const base = trick('2c 7d', 'As 4h', 'Kh Ks');
  const rows: { label: string; known?: string; cases: number; helps: number; same: number }[] = [
    { label: 'nothing else known', cases: 48, helps: 35 / 48, same: 13 / 48 },
    // Knowing Qc and 3d are in the swapper's hand removes two helping cards.
    { label: 'the swapper holds Qc 3d', known: 'Qc 3d', cases: 46, helps: 33 / 46, same: 13 / 46 },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const known = row.known === undefined ? [] : trick(row.known, '', '').community;
      const result = peekabooSwapOdds({ ...base, swapper: 'a', replace: 0, known });
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.value.cases, row.cases);
      assert.ok(Math.abs(result.value.helps - row.helps) < 1e-12, `helps ${result.value.helps}`);
      assert.ok(Math.abs(result.value.same - row.same) < 1e-12, `same ${result.value.same}`);
      assert.equal(result.value.hurts, 0);
    });
  }
  it('swapping a card from a winning position can only hurt or do nothing', () => {
    const result = peekabooSwapOdds({ ...trick('2c 7d', 'Kh Ks', 'As 4h'), swapper: 'a', replace: 1 });
    assert.ok(result.ok);
    assert.equal(result.value.helps, 0);
    assert.ok(result.value.hurts > 0);
  });
  it('dealing the river too agrees with judging every (river, peekaboo) pair one by one', () => {
    const q = { ...trick('2c 7d', 'As 4h', 'Kh Ks'), swapper: 'a' as const, replace: 0, dealRiver: true };
    const result = peekabooSwapOdds(q);
    assert.ok(result.ok);
    const inView = new Set([...q.community, ...q.a, ...q.b].map((h) => h.card));
    const unseen = Array.from({ length: 54 }, (_, c) => c).filter((c) => !inView.has(c));
    let helps = 0;
    let cases = 0;
    const score = { lose: 0, tie: 1, win: 2 } as const;
    const verdict = (w: Team | null): keyof typeof score => (w === null ? 'tie' : w === 'a' ? 'win' : 'lose');
    for (const river of unseen) {
      const community = [...q.community, { card: river }];
      const before = trickWinner({ community, a: q.a, b: q.b });
      assert.ok(before.ok);
      for (const peek of unseen) {
        if (peek === river) continue;
        const after = trickWinner({ community, a: q.a, b: [{ card: peek }, ...q.b.slice(1)] });
        assert.ok(after.ok);
        cases++;
        if (score[verdict(after.value.winner)] > score[verdict(before.value.winner)]) helps++;
      }
    }
    assert.equal(result.value.cases, cases);
    assert.ok(Math.abs(result.value.helps - helps / cases) < 1e-12);
    const total = result.value.outcomes.reduce((s, o) => s + o.count, 0);
    assert.equal(total, cases);
  });
  it('rejects replacing a card that is not there', () => {
    const result = peekabooSwapOdds({ ...base, swapper: 'a', replace: 2 });
    assert.equal(result.ok ? null : result.error.code, 'bad-swap');
  });
  // Questions with parts of the wrong kind (issue 10): error values, never exceptions.
  const hostile: { label: string; question: () => unknown; code: string }[] = [
    { label: 'a swapping team "c"', question: () => ({ ...base, swapper: 'c', replace: 0 }), code: 'bad-swap' },
    { label: 'no swapping team', question: () => ({ ...base, replace: 0 }), code: 'bad-swap' },
    { label: 'no question at all', question: () => null, code: 'bad-trick' },
    { label: "a team's cards that are not a list", question: () => ({ ...base, a: 'Kh Ks', swapper: 'a', replace: 0 }), code: 'bad-trick' },
    { label: 'a card that is null', question: () => ({ ...base, b: [null], swapper: 'a', replace: 0 }), code: 'bad-card' },
    {
      label: 'a known card off the deck (999)',
      question: () => ({ ...base, swapper: 'a', replace: 0, known: [{ card: 999 }] }),
      code: 'bad-card',
    },
    { label: 'known cards that are not a list', question: () => ({ ...base, swapper: 'a', replace: 0, known: 5 }), code: 'bad-card' },
  ];
  for (const row of hostile) {
    it(`peekabooSwapOdds: ${row.label} → ${row.code}`, () => {
      const result = peekabooSwapOdds(row.question() as Parameters<typeof peekabooSwapOdds>[0]);
      assert.equal(result.ok ? null : result.error.code, row.code);
    });
  }
  it('peekabooSwapOdds: every unseen card known, so no peekaboo card is left → bad-swap', () => {
    const shown = new Set([...base.community, ...base.a, ...base.b].map((h) => h.card));
    const known = Array.from({ length: 54 }, (_, c) => c)
      .filter((c) => !shown.has(c))
      .map((card) => ({ card }));
    const result = peekabooSwapOdds({ ...base, swapper: 'a', replace: 0, known });
    assert.equal(result.ok ? null : result.error.code, 'bad-swap');
  });
  it('trickWinner and gameScore: the wrong kind of value → an error value', () => {
    const trick = trickWinner(undefined as unknown as TrickCards);
    assert.equal(trick.ok ? null : trick.error.code, 'bad-trick');
    const score = gameScore('aab' as unknown as Team[]);
    assert.equal(score.ok ? null : score.error.code, 'bad-result');
  });
});

describe("nina's five: the race to six tricks", () => {
  const rows: { label: string; results: (Team | null)[]; winner: string | null; last?: { a: number; b: number } }[] = [
    { label: 'six straight for a', results: ['a', 'a', 'a', 'a', 'a', 'a'], winner: 'a', last: { a: 6, b: 0 } },
    { label: 'ties count for nobody', results: ['b', null, 'a', null, 'b', 'b', 'a', 'b', 'b', 'b'], winner: 'b', last: { a: 2, b: 6 } },
    {
      label: 'five each and going on',
      results: ['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', null],
      winner: null,
      last: { a: 5, b: 5 },
    },
    { label: 'a trick after the game is won', results: ['a', 'a', 'a', 'a', 'a', 'a', 'b'], winner: 'game-over' },
    { label: 'a result that is not a team', results: ['a', 'c' as Team], winner: 'bad-result' },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = gameScore(row.results);
      if (typeof row.winner === 'string' && row.winner.length > 1) {
        assert.equal(result.ok ? null : result.error.code, row.winner);
        return;
      }
      assert.ok(result.ok);
      assert.equal(result.value.winner, row.winner);
      assert.deepEqual(result.value.score.at(-1), row.last);
    });
  }
});

describe("nina's five: the deck and the trick's shape", () => {
  // By hand: 4 × 6 = 24 dealt, plus 2 peekaboo and 3 community = 29 a trick.
  const rows: { label: string; plan: typeof AS_WRITTEN; needed: number; short: number; runsOut: number | null }[] = [
    { label: 'as written: a fresh deal every trick', plan: AS_WRITTEN, needed: 87, short: 33, runsOut: 2 },
    { label: 'as played: six cards last three tricks', plan: AS_PLAYED, needed: 39, short: 0, runsOut: null },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const use = deckUse(row.plan);
      assert.ok(use.ok, use.ok ? '' : use.error.message);
      assert.equal(use.value.deck, 54);
      assert.equal(use.value.needed, row.needed);
      assert.equal(use.value.short, row.short);
      assert.equal(use.value.runsOutOnTrick, row.runsOut);
    });
  }
  // Plans that used to loop forever or count nonsense (issue 10): each is a bad-plan error.
  const badPlans: { label: string; plan: unknown }[] = [
    { label: 'infinitely many tricks per shuffle', plan: { ...AS_PLAYED, tricksPerShuffle: Infinity } },
    { label: '1e12 tricks per shuffle', plan: { ...AS_PLAYED, tricksPerShuffle: 1e12 } },
    { label: 'zero tricks per shuffle', plan: { ...AS_PLAYED, tricksPerShuffle: 0 } },
    { label: 'half a card each', plan: { ...AS_PLAYED, cardsEach: 0.5 } },
    { label: 'minus one community card', plan: { ...AS_PLAYED, communityPerTrick: -1 } },
    { label: 'NaN peekaboo cards', plan: { ...AS_PLAYED, peekabooPerTrick: NaN } },
    { label: 'cards each as text', plan: { ...AS_PLAYED, cardsEach: '6' } },
    { label: 'dealEachTrick missing', plan: { cardsEach: 6, peekabooPerTrick: 2, communityPerTrick: 3, tricksPerShuffle: 3 } },
    { label: 'no plan', plan: undefined },
  ];
  for (const row of badPlans) {
    it(`deckUse: ${row.label} → bad-plan`, () => {
      const use = deckUse(row.plan as typeof AS_PLAYED);
      assert.equal(use.ok ? null : use.error.code, 'bad-plan');
    });
  }
  it('a trick turns three community cards and has eight plays, peekaboo between the flop and the river', () => {
    assert.equal(
      TRICK_STEPS.reduce((s, step) => s + TRICK_STEP_INFO[step].community, 0),
      3,
    );
    assert.equal(
      TRICK_STEPS.reduce((s, step) => s + TRICK_STEP_INFO[step].plays, 0),
      8,
    );
    assert.ok(TRICK_STEPS.indexOf('peekaboo') > TRICK_STEPS.indexOf('first-plays'));
    assert.ok(TRICK_STEPS.indexOf('peekaboo') < TRICK_STEPS.indexOf('river'));
  });
  it('rulings are prefixed nf- and unique', () => {
    assert.ok(RULINGS.every((r) => r.id.startsWith('nf-')));
    assert.equal(new Set(RULINGS.map((r) => r.id)).size, RULINGS.length);
  });
});
