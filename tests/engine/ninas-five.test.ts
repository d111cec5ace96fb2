import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isJoker, parseCards, type HeldCard } from '../../src/engine/hands/cards.ts';
import { keyCategory } from '../../src/engine/hands/key.ts';
import { RULESETS } from '../../src/engine/hands/rulesets.ts';
import { defaultOptions } from '../../src/engine/play/options.ts';
import { rngAt } from '../../src/engine/play/random.ts';
import type { NfOptions } from '../../src/engine/games/ninas-five/options.ts';
import { RULES, seatsOf, teamOf } from '../../src/engine/games/ninas-five/rules.ts';
import { type LaidCard, type NfState } from '../../src/engine/games/ninas-five/state.ts';
import { RULINGS } from '../../src/engine/games/ninas-five/rulings.ts';
import {
  AS_PLAYED,
  AS_WRITTEN,
  deckUse,
  gameScore,
  peekabooSwapOdds,
  TRICKS_TO_WIN,
  trickWinner,
  type TeamIndex,
  type TrickCards,
} from '../../src/engine/games/ninas-five/tricks.ts';

/** Parse a trick's three groups in one pass, so jokers are numbered across them: the community, team 0's cards, team 1's. */
function trick(community: string, a: string, b: string): TrickCards {
  const used: HeldCard[] = [];
  const parse = (text: string): HeldCard[] => {
    if (text.trim() === '') return [];
    const parsed = parseCards(text, { jokers: 2, min: 0, max: 7, used });
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
    used.push(...parsed.value);
    return parsed.value;
  };
  return { community: parse(community), teams: [parse(a), parse(b)] };
}

describe("nina's five: who takes the trick", () => {
  const rows: { label: string; community: string; a: string; b: string; winner: TeamIndex | null; aCat?: string; bCat?: string }[] = [
    { label: 'aces beat kings', community: '2c 7d 9h', a: 'As Ad 4s 3h', b: 'Kh Ks 5d 6c', winner: 0 },
    { label: 'same ranks, different suits: nobody', community: '2c 7d 9h', a: 'As Kd 4s 3s', b: 'Ah Kc 4d 3h', winner: null },
    {
      label: 'a community joker is read differently by each team',
      community: 'X Qd 5h',
      a: 'Qs Qc 7d 2c',
      b: 'Ah Kh Jh Th',
      winner: 1,
      aCat: 'four-of-a-kind',
      bCat: 'royal-flush',
    },
    {
      label: 'a declared joker is only the card declared',
      community: 'Kc 4d 9s',
      a: 'X=Qh Qs 7d 2c',
      b: 'Ah 8d 6c 3s',
      winner: 0,
      aCat: 'one-pair',
    },
    {
      label: 'no full house: trips with a pair are trips',
      community: 'Kc 4d 7s',
      a: 'Kh Kd 9s 9c',
      b: 'Ks 8d 2c 3h',
      winner: 0,
      aCat: 'three-of-a-kind',
    },
    { label: 'a short trick after the flop plays', community: '2c 7d', a: 'As 4h', b: 'Kh Ks', winner: 1 },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = trickWinner(trick(row.community, row.a, row.b));
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.value.winner, row.winner);
      const ladder = RULESETS['ninas-five'].categories;
      if (row.aCat !== undefined) assert.equal(keyCategory(result.value.keys[0], ladder), row.aCat);
      if (row.bCat !== undefined) assert.equal(keyCategory(result.value.keys[1], ladder), row.bCat);
    });
  }
  const errors: { label: string; cards: TrickCards; code: string }[] = [
    {
      label: 'a declared community joker',
      cards: { community: [{ card: 52, declared: 0 }], teams: [[], []] },
      code: 'declared-community-joker',
    },
    { label: 'a card twice', cards: { community: [{ card: 5 }], teams: [[{ card: 5 }], []] }, code: 'duplicate-card' },
    { label: 'five team cards', cards: { community: [], teams: [[0, 1, 2, 3, 4].map((card) => ({ card })), []] }, code: 'too-many-cards' },
    {
      label: 'four community cards',
      cards: { community: [0, 1, 2, 3].map((card) => ({ card })), teams: [[], []] },
      code: 'too-many-cards',
    },
    { label: 'a natural card "declared"', cards: { community: [], teams: [[{ card: 7, declared: 9 }], []] }, code: 'bad-card' },
  ];
  for (const row of errors) {
    it(`rejects ${row.label}`, () => {
      const result = trickWinner(row.cards);
      assert.equal(result.ok ? null : result.error.code, row.code);
    });
  }
});

describe("nina's five: the peekaboo swap", () => {
  // Team 0 trails team 1's pair of kings on the flop 2c 7d. Team 0 swaps team 1's Kh.
  // By hand, over the 48 unseen cards: team 1 still beats team 0 when the new card is a king (2 left),
  // a deuce (3), a seven (3), an ace (3, ace-king high beats ace-seven) or a joker (2): 13 cards.
  // Every other card leaves team 1 king-high, so team 0 wins: 35.
  const base = trick('2c 7d', 'As 4h', 'Kh Ks');
  const rows: { label: string; known?: string; cases: number; helps: number; same: number }[] = [
    { label: 'nothing else known', cases: 48, helps: 35 / 48, same: 13 / 48 },
    // Knowing Qc and 3d are in the swapper's hand removes two helping cards.
    { label: 'the swapper holds Qc 3d', known: 'Qc 3d', cases: 46, helps: 33 / 46, same: 13 / 46 },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const known = row.known === undefined ? [] : trick(row.known, '', '').community;
      const result = peekabooSwapOdds({ ...base, swapper: 0, replace: 0, known });
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.value.cases, row.cases);
      assert.ok(Math.abs(result.value.helps - row.helps) < 1e-12, `helps ${result.value.helps}`);
      assert.ok(Math.abs(result.value.same - row.same) < 1e-12, `same ${result.value.same}`);
      assert.equal(result.value.hurts, 0);
    });
  }
  it('swapping a card from a winning position can only hurt or do nothing', () => {
    const result = peekabooSwapOdds({ ...trick('2c 7d', 'Kh Ks', 'As 4h'), swapper: 0, replace: 1 });
    assert.ok(result.ok);
    assert.equal(result.value.helps, 0);
    assert.ok(result.value.hurts > 0);
  });
  it('dealing the river too agrees with judging every (river, peekaboo) pair one by one', () => {
    const q = { ...trick('2c 7d', 'As 4h', 'Kh Ks'), swapper: 0 as const, replace: 0, dealRiver: true };
    const result = peekabooSwapOdds(q);
    assert.ok(result.ok);
    const [a, b] = q.teams;
    const inView = new Set([...q.community, ...a, ...b].map((h) => h.card));
    const unseen = Array.from({ length: 54 }, (_, c) => c).filter((c) => !inView.has(c));
    let helps = 0;
    let cases = 0;
    const score = { lose: 0, tie: 1, win: 2 } as const;
    const verdict = (w: TeamIndex | null): keyof typeof score => (w === null ? 'tie' : w === 0 ? 'win' : 'lose');
    for (const river of unseen) {
      const community = [...q.community, { card: river }];
      const before = trickWinner({ community, teams: [a, b] });
      assert.ok(before.ok);
      for (const peek of unseen) {
        if (peek === river) continue;
        const after = trickWinner({ community, teams: [a, [{ card: peek }, ...b.slice(1)]] });
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
    const result = peekabooSwapOdds({ ...base, swapper: 0, replace: 2 });
    assert.equal(result.ok ? null : result.error.code, 'bad-swap');
  });
  // Questions with parts of the wrong kind (issue 10): error values, never exceptions.
  const hostile: { label: string; question: () => unknown; code: string }[] = [
    { label: 'a swapping team "c"', question: () => ({ ...base, swapper: 'c', replace: 0 }), code: 'bad-swap' },
    { label: 'no swapping team', question: () => ({ ...base, replace: 0 }), code: 'bad-swap' },
    { label: 'no question at all', question: () => null, code: 'bad-trick' },
    { label: 'a swapping team 2 (there are teams 0 and 1)', question: () => ({ ...base, swapper: 2, replace: 0 }), code: 'bad-swap' },
    { label: 'a swapping team "0" (text, not a team)', question: () => ({ ...base, swapper: '0', replace: 0 }), code: 'bad-swap' },
    {
      label: "a team's cards that are not a list",
      question: () => ({ ...base, teams: ['Kh Ks', base.teams[1]], swapper: 0, replace: 0 }),
      code: 'bad-trick',
    },
    {
      label: 'one list of team cards, not two',
      question: () => ({ ...base, teams: [base.teams[0]], swapper: 0, replace: 0 }),
      code: 'bad-trick',
    },
    {
      label: 'a card that is null',
      question: () => ({ ...base, teams: [base.teams[0], [null]], swapper: 0, replace: 0 }),
      code: 'bad-card',
    },
    {
      label: 'a known card off the deck (999)',
      question: () => ({ ...base, swapper: 0, replace: 0, known: [{ card: 999 }] }),
      code: 'bad-card',
    },
    { label: 'known cards that are not a list', question: () => ({ ...base, swapper: 0, replace: 0, known: 5 }), code: 'bad-card' },
  ];
  for (const row of hostile) {
    it(`peekabooSwapOdds: ${row.label} → ${row.code}`, () => {
      const result = peekabooSwapOdds(row.question());
      assert.equal(result.ok ? null : result.error.code, row.code);
    });
  }
  it('peekabooSwapOdds: every unseen card known, so no peekaboo card is left → bad-swap', () => {
    const shown = new Set([...base.community, ...base.teams[0], ...base.teams[1]].map((h) => h.card));
    const known = Array.from({ length: 54 }, (_, c) => c)
      .filter((c) => !shown.has(c))
      .map((card) => ({ card }));
    const result = peekabooSwapOdds({ ...base, swapper: 0, replace: 0, known });
    assert.equal(result.ok ? null : result.error.code, 'bad-swap');
  });
  it('trickWinner and gameScore: the wrong kind of value → an error value', () => {
    const trick = trickWinner(undefined);
    assert.equal(trick.ok ? null : trick.error.code, 'bad-trick');
    const score = gameScore('001');
    assert.equal(score.ok ? null : score.error.code, 'bad-result');
  });
});

describe("nina's five: the checked functions say what the game does", () => {
  // Whole games of the real rules (random legal moves, so jokers are named and peekaboo cards swapped in), each
  // scored trick then handed to trickWinner as cards from outside and the run of winners to gameScore.
  const held = (l: LaidCard): HeldCard => (l.as === undefined ? { card: l.card } : { card: l.card, declared: l.as });
  const rows: { label: string; options: Partial<NfOptions>; seeds: readonly number[] }[] = [
    { label: 'the printed rules', options: {}, seeds: [1, 2, 3, 4] },
    { label: 'swaps in turn, out loud', options: { peekabooReveal: 'in-turn' }, seeds: [5, 6, 7, 8] },
  ];
  for (const row of rows)
    it(`every trick's winner and both hands, then the score after each trick and the winner (${row.label})`, () => {
      const o: NfOptions = { ...defaultOptions(RULES.options), ...row.options };
      assert.equal(o.tricksToWin, TRICKS_TO_WIN);
      let tricks = 0;
      let jokers = 0;
      let swaps = 0;
      for (const seed of row.seeds) {
        const rng = rngAt(seed);
        let s: NfState = RULES.newGame(o, seed);
        const scores: (readonly [number, number])[] = [];
        for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) {
          const before = s.results.length;
          s = RULES.apply(s, { seat, move: rng.pick(RULES.legalMoves(s, seat)) });
          if (s.results.length > before) scores.push(s.score);
        }
        for (const r of s.results) {
          const [a, b] = ([0, 1] as const).map((team) => seatsOf(team).flatMap((seat) => (r.cards[seat] ?? []).map(held)));
          const judged = trickWinner({ community: r.community.map((card) => ({ card })), teams: [a!, b!] });
          assert.ok(judged.ok, judged.ok ? '' : judged.error.message);
          assert.deepEqual(judged.value, { keys: r.keys, winner: r.winner }, `seed ${seed}, trick ${r.trick}`);
          tricks++;
          jokers += r.cards.flat().filter((l) => isJoker(l.card)).length;
          swaps += r.swaps.length;
        }
        const counted = gameScore(s.results.map((r) => r.winner));
        assert.ok(counted.ok, counted.ok ? '' : counted.error.message);
        assert.deepEqual(counted.value.score, scores, `seed ${seed}`);
        const outcome = RULES.outcome(s);
        assert.ok(outcome !== null);
        assert.equal(counted.value.winner, outcome.tie ? null : teamOf(outcome.winners[0]!), `seed ${seed}`);
      }
      assert.ok(tricks > 20 && jokers > 2 && swaps > 10, `${tricks} tricks, ${jokers} jokers laid or swapped in, ${swaps} swaps`);
    });
});

describe("nina's five: the race to six tricks", () => {
  const rows: { label: string; results: readonly unknown[]; winner: TeamIndex | string | null; last?: readonly [number, number] }[] = [
    { label: 'six straight for team 0', results: [0, 0, 0, 0, 0, 0], winner: 0, last: [6, 0] },
    { label: 'ties count for nobody', results: [1, null, 0, null, 1, 1, 0, 1, 1, 1], winner: 1, last: [2, 6] },
    {
      label: 'five each and going on',
      results: [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, null],
      winner: null,
      last: [5, 5],
    },
    { label: 'a trick after the game is won', results: [0, 0, 0, 0, 0, 0, 1], winner: 'game-over' },
    { label: 'a result that is not a team', results: [0, 'c'], winner: 'bad-result' },
    { label: 'a result that is team 2', results: [0, 2], winner: 'bad-result' },
  ];
  for (const row of rows) {
    it(row.label, () => {
      const result = gameScore(row.results);
      if (typeof row.winner === 'string') {
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
      const use = deckUse(row.plan);
      assert.equal(use.ok ? null : use.error.code, 'bad-plan');
    });
  }
  it('a trick turns three community cards and has eight plays, peekaboo between the flop and the river', () => {
    // The game's own trick (rules.ts), played with the first legal move each time: what each move leaves on the table.
    let s: NfState = RULES.newGame(defaultOptions(RULES.options), 1);
    const steps: { step: string; community: number; laid: number }[] = [];
    while (s.results.length === 0) {
      const seat = RULES.toAct(s);
      assert.ok(seat !== null);
      steps.push({ step: s.step, community: s.community.length, laid: s.laid.flat().length });
      s = RULES.apply(s, { seat, move: RULES.legalMoves(s, seat)[0]! });
    }
    const scored = s.results[0];
    assert.ok(scored);
    assert.equal(scored.community.length, 3);
    assert.equal(scored.cards.flat().length, 8);
    assert.deepEqual(
      steps.map((x) => `${x.step} ${x.community}`),
      [...Array<string>(4).fill('first-plays 2'), ...Array<string>(2).fill('peekaboo 2'), ...Array<string>(4).fill('second-plays 3')],
      'four first plays on the flop, the two peekaboo decisions, then the river and four second plays',
    );
    assert.deepEqual(
      steps.map((x) => x.laid),
      [0, 1, 2, 3, 4, 4, 4, 5, 6, 7],
    );
  });
  it('rulings are prefixed nf- and unique', () => {
    assert.ok(RULINGS.every((r) => r.id.startsWith('nf-')));
    assert.equal(new Set(RULINGS.map((r) => r.id)).size, RULINGS.length);
  });
});
