/**
 * Each Bluff 'N' Peg ruling the game model implements, as scenario rows:
 * a hand-built position, the moves, and what must follow, worked out by hand
 * from the ruling's text (points: the winner takes the prize under the
 * bluffing peg, a loser pays cards laid × the multiplier above it).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RULINGS } from '../../../src/engine/games/bluff-n-peg/rulings.ts';
import { rankOf } from '../../../src/engine/hands/cards.ts';
import { BP_OPTIONS } from '../../../src/engine/games/bluff-n-peg/options.ts';
import type { BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { moveOf, playAll, position, type Setup } from './bluff-n-peg-setup.ts';
import { RULES } from '../../../src/engine/games/bluff-n-peg/rules.ts';
import { WORDS } from '../../../src/engine/games/bluff-n-peg/words.ts';
import { play } from '../../../src/engine/play/play.ts';

interface Row {
  readonly ruling: string;
  readonly label: string;
  readonly setup: Setup;
  readonly moves: readonly (readonly [number, string])[];
  /** What must hold after the moves. */
  readonly expect: {
    readonly toAct?: number | null;
    readonly phase?: BpState['phase'];
    readonly pegs?: readonly number[];
    readonly handWinners?: readonly number[];
    readonly zone?: number;
    /** The game's winners; undefined: the game goes on. */
    readonly gameWinners?: readonly number[] | undefined;
    readonly end?: BpState['end'];
    readonly playOffSeats?: readonly number[];
    readonly legal?: Readonly<Record<number, readonly string[]>>;
    /** Moves that must be refused here, as [seat, move]. */
    readonly refused?: readonly (readonly [number, string])[];
  };
}

const P20 = (n: number): number[] => Array.from({ length: n }, () => 20);

const ROWS: readonly Row[] = [
  {
    ruling: 'bp-laying-ends',
    label: 'the leader never acts again: play coming back round to the ace ends the hand',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kd 3h 4c 7d Jc', 'Qs Td 4s 7c 9h'], pegs: P20(3) },
    moves: [
      [0, 'Ac'],
      [1, 'Kd'],
      [1, '3h'],
      [1, 'fold'],
      [2, 'Qs'],
      [2, 'fold'],
    ],
    // P0 +5; P1 laid 2 (−2); P2 laid 1 (−1).
    expect: { handWinners: [0], pegs: [25, 18, 19], phase: 'discard' },
  },
  {
    ruling: 'bp-laying-ends',
    label: 'once ahead the turn passes at once: the ace layer has no move',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kd 3h 4c 7d Jc', 'Qs Td 4s 7c 9h'], pegs: P20(3) },
    moves: [[0, 'Ac']],
    expect: { toAct: 1, phase: 'lay', legal: { 0: [] }, refused: [[0, '5d']] },
  },
  {
    ruling: 'bp-laying-ends',
    label: 'a player behind may not pass: the only moves are a card or a fold',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kd 3h 4c 7d Jc', 'Qs Td 4s 7c 9h'], pegs: P20(3) },
    moves: [[0, 'Ac']],
    expect: { legal: { 1: ['Kd', '3h', '4c', '7d', 'Jc', 'fold'] } },
  },
  {
    ruling: 'bp-laying-ends',
    label: 'everyone else folds: the last player in wins with no card showing',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kd 3h 4c 7d Jc', 'Qs Td 4s 7c 9h'], pegs: P20(3) },
    moves: [
      [0, 'fold'],
      [1, 'fold'],
    ],
    expect: { handWinners: [2], pegs: [20, 20, 25] },
  },
  {
    ruling: 'bp-strictly-beat',
    label: 'matching the king is not enough; the kicker gets ahead',
    setup: { hands: ['Kc 5d 6h 8s 9c', 'Kh 4d 3c 7d Jc', 'Qs Td 4s 7c 9h'], pegs: P20(3) },
    moves: [
      [0, 'Kc'],
      [1, 'Kh'],
    ],
    expect: { toAct: 1, phase: 'lay' },
  },
  {
    ruling: 'bp-strictly-beat',
    label: 'the kicker puts the second king ahead, and the turn passes',
    setup: { hands: ['Kc 5d 6h 8s 9c', 'Kh 4d 3c 7d Jc', 'Qs Td 4s 7c 9h'], pegs: P20(3) },
    moves: [
      [0, 'Kc'],
      [1, 'Kh'],
      [1, '4d'],
    ],
    expect: { toAct: 2, phase: 'lay' },
  },
  {
    ruling: 'bp-five-laid-behind',
    label: 'five laid and still behind: the turn ends, the hand ends at the leader, and all five are paid for',
    setup: { hands: ['Ac Ad 3s 5s 6d', 'Kc Kd 2c 5h 7s'], pegs: P20(2), dealer: 1 },
    moves: [
      [0, 'Ac'],
      [1, 'Kc'],
      [1, 'Kd'],
      [0, 'Ad'],
      [1, '2c'],
      [1, 'no'],
      [1, '5h'],
      [1, '7s'],
    ],
    // P0 +5; P1 laid 5 at 1X (−5).
    expect: { handWinners: [0], pegs: [25, 15] },
  },
  {
    ruling: 'bp-five-laid-behind',
    label: 'five laid and tied with the best hand: both win in full',
    setup: { hands: ['As Kd Qs Jc 9s', 'Ah Kh Qd Jd 9c'], pegs: P20(2), dealer: 1 },
    moves: [
      [0, 'As'],
      [1, 'Ah'],
      [1, 'Kh'],
      [0, 'Kd'],
      [0, 'Qs'],
      [0, 'no'],
      [1, 'Qd'],
      [1, 'no'],
      [1, 'Jd'],
      [0, 'Jc'],
      [0, '9s'],
      [1, '9c'],
    ],
    expect: { handWinners: [0, 1], pegs: [25, 25] },
  },
  {
    ruling: 'bp-third-card',
    label: 'from two cards to four in one turn: the call comes as the third lands, mid-turn',
    setup: { hands: ['Qc 3h 4s 4d 8c', 'Kd 2s 6h 9d Js'], pegs: P20(2), dealer: 1 },
    moves: [
      [0, 'Qc'],
      [1, 'Kd'],
      [0, '3h'],
      [0, '4s'],
    ],
    expect: { toAct: 0, phase: 'offer', legal: { 0: ['double', 'no'] } },
  },
  {
    ruling: 'bp-third-card',
    label: 'after the answer the caller lays on, and the fourth card brings no second chance',
    setup: { hands: ['Qc 3h 4s 4d 8c', 'Kd 2s 6h 9d Js'], pegs: P20(2), dealer: 1 },
    moves: [
      [0, 'Qc'],
      [1, 'Kd'],
      [0, '3h'],
      [0, '4s'],
      [0, 'double'],
      [1, 'accept'],
      [0, '4d'],
    ],
    expect: { toAct: 1, phase: 'lay', zone: 1, refused: [[0, 'double']] },
  },
  {
    ruling: 'bp-third-card',
    label: 'a third card that puts the player ahead still brings the call before the turn passes',
    setup: { hands: ['Qc 3h Qd 4d 8c', 'Kd 2s 6h 9d Js'], pegs: P20(2), dealer: 1 },
    moves: [
      [0, 'Qc'],
      [1, 'Kd'],
      [0, '3h'],
      [0, 'Qd'],
    ],
    expect: { toAct: 0, phase: 'offer' },
  },
  {
    ruling: 'bp-double-answers',
    label: 'answers go left from the caller, skipping a folded player; the caller waits',
    setup: {
      hands: ['Ac 5d 6h 8s 9c', 'Kc 2d 3d 7h Th', 'Qc Qd 8d 9d Jh', '2s 3s 4s Js 9h'],
      pegs: P20(4),
      dealer: 3,
    },
    moves: [
      [0, 'Ac'],
      [1, 'Kc'],
      [1, 'fold'],
      [2, 'Qc'],
      [2, 'Qd'],
      [3, '2s'],
      [3, '3s'],
      [3, '4s'],
      [3, 'double'],
    ],
    expect: {
      toAct: 0,
      phase: 'answer',
      refused: [
        [3, 'Js'],
        [2, 'accept'],
        [1, 'accept'],
      ],
    },
  },
  {
    ruling: 'bp-double-answers',
    label: 'a fold before the advance pays 1X, then the caller resumes and folds at 2X',
    setup: {
      hands: ['Ac 5d 6h 8s 9c', 'Kc 2d 3d 7h Th', 'Qc Qd 8d 9d Jh', '2s 3s 4s Js 9h'],
      pegs: P20(4),
      dealer: 3,
    },
    moves: [
      [0, 'Ac'],
      [1, 'Kc'],
      [1, 'fold'],
      [2, 'Qc'],
      [2, 'Qd'],
      [3, '2s'],
      [3, '3s'],
      [3, '4s'],
      [3, 'double'],
      [0, 'fold'],
      [2, 'accept'],
      [3, 'fold'],
    ],
    // P0 folded 1 card at 1X (−1); P1 folded 1 card (−1); P2 alone wins the 2X prize (+10); P3 folded 3 cards at 2X (−6).
    expect: { handWinners: [2], pegs: [19, 19, 30, 14] },
  },
  {
    ruling: 'bp-double-answers',
    label: 'a player with five cards showing answers too, after the one before them',
    setup: { hands: ['Ac Ad 5s 6s 7h', 'Kc 2d 3h 8c 9d', 'Qc Qd Qh 4c 4d'], pegs: P20(3) },
    moves: [
      [0, 'Ac'],
      [1, 'Kc'],
      [1, '2d'],
      [1, '3h'],
      [1, 'no'],
      [1, '8c'],
      [1, '9d'],
      [2, 'Qc'],
      [2, 'Qd'],
      [0, 'Ad'],
      [2, 'Qh'],
      [2, 'double'],
      [0, 'accept'],
      [1, 'fold'],
      [0, 'fold'],
    ],
    // P1 folds 5 cards at 1X (−5); the peg moves to 2X; P0 folds 2 cards at 2X (−4); P2 wins +10.
    expect: { handWinners: [2], pegs: [16, 15, 30] },
  },
  {
    ruling: 'bp-last-chance-no-cards',
    label: 'in the last-chance holes, a fold with no card laid leaves the peg; one with a card costs a hole',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kc 3h 4c 7d Jc', 'Ad Td 4s 7c 9h'], pegs: [-2, -1, 20] },
    moves: [
      [0, 'fold'],
      [1, 'Kc'],
      [2, 'Ad'],
      [1, 'fold'],
    ],
    expect: { handWinners: [2], pegs: [-2, -2, 25] },
  },
  {
    ruling: 'bp-double-timing',
    label: 'a player who started the hand in the last-chance holes gets no call at the third card',
    setup: { hands: ['Kc 2d 3h 7c 9s', 'Ac Ad 5s 6s 8h'], pegs: [-1, 20], dealer: 1 },
    moves: [
      [0, 'Kc'],
      [1, 'Ac'],
      [0, '2d'],
      [0, '3h'],
    ],
    expect: { toAct: 0, phase: 'lay', refused: [[0, 'double']] },
  },
  {
    ruling: 'bp-multipliers',
    label: 'a designer zone of 1X/5 and 3X/21: a call accepted, then the loser folds at 3X',
    setup: {
      hands: ['Qc 3h 4s 4d 8c', 'Kd 2s 6h 9d Js'],
      pegs: P20(2),
      dealer: 1,
      options: { multipliers: [1, 3], points: [5, 21], doubles: 1 },
    },
    moves: [
      [0, 'Qc'],
      [1, 'Kd'],
      [0, '3h'],
      [0, '4s'],
      [0, 'double'],
      [1, 'accept'],
      [0, '4d'],
      [1, 'fold'],
    ],
    // P0 wins the 3X hole's 21; P1 folds its one card at 3X (−3).
    expect: { handWinners: [0], pegs: [41, 17] },
  },
  {
    ruling: 'bp-play-off',
    label: 'out the back with two leaders level: a play-off hand for just those two, dealt by the next of them on the left',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kc 3h 4c 7d Jc', 'Kd Td 4s 7c 9h'], pegs: [30, 35, -3] },
    moves: [
      [0, 'Ac'],
      [1, 'fold'],
      [2, 'Kd'],
      [2, 'fold'],
    ],
    // P0 +5 = 35, P1 (no card) stays 35, P2 −1 from −3 = out the back (−4).
    expect: { pegs: [35, 35, -4], playOffSeats: [0, 1], toAct: 1, phase: 'discard', gameWinners: undefined },
  },
  {
    ruling: 'bp-hand-limit',
    label: 'the hand limit reached: the furthest peg wins',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kc 3h 4c 7d Jc'], pegs: [10, 12], dealer: 1, options: { handLimit: 1 } },
    moves: [
      [0, 'Ac'],
      [1, 'fold'],
    ],
    expect: { pegs: [15, 12], gameWinners: [0], end: 'hand-limit', toAct: null },
  },
  {
    ruling: 'bp-hand-limit',
    label: 'the hand limit reached with the pegs level: a shared win',
    setup: { hands: ['Ac 5d 6h 8s 9c', 'Kc 3h 4c 7d Jc'], pegs: [10, 15], dealer: 1, options: { handLimit: 1 } },
    moves: [
      [0, 'Ac'],
      [1, 'fold'],
    ],
    expect: { pegs: [15, 15], gameWinners: [0, 1], end: 'hand-limit' },
  },
];

test('ruling scenarios', async (t) => {
  for (const row of ROWS)
    await t.test(`${row.ruling}: ${row.label}`, () => {
      assert.ok(
        RULINGS.some((r) => r.id === row.ruling),
        `ruling ${row.ruling} exists`,
      );
      const s = playAll(position(row.setup), row.moves);
      const e = row.expect;
      if (e.toAct !== undefined) assert.equal(RULES.toAct(s), e.toAct, 'to act');
      if (e.phase !== undefined) assert.equal(s.phase, e.phase, 'phase');
      if (e.pegs !== undefined) assert.deepEqual(s.pegs, e.pegs, 'pegs');
      if (e.handWinners !== undefined) assert.deepEqual(s.last?.winners, e.handWinners, 'hand winners');
      if (e.zone !== undefined) assert.equal(s.zone, e.zone, 'bluffing peg');
      if (e.end !== undefined) assert.equal(s.end, e.end, 'end');
      if ('gameWinners' in e) assert.deepEqual(RULES.outcome(s)?.winners, e.gameWinners, 'game winners');
      if (e.playOffSeats !== undefined) {
        assert.equal(s.playOff, true, 'a play-off hand');
        assert.deepEqual(s.seats, e.playOffSeats, 'play-off seats');
      }
      for (const [seat, moves] of Object.entries(e.legal ?? {}))
        assert.deepEqual(RULES.legalMoves(s, Number(seat)), moves.map(moveOf), `legal moves of Player ${Number(seat) + 1}`);
      for (const [seat, text] of e.refused ?? []) assert.equal(play(RULES, s, { seat, move: moveOf(text) }).ok, false, `refused: ${text}`);
    });
});

test('bp-play-off: the play-off hand decides the game and moves no peg', () => {
  const row = ROWS.find((r) => r.ruling === 'bp-play-off');
  assert.ok(row);
  let s = playAll(position(row.setup), row.moves);
  // Both keep their cards; Player 2 lays a card, Player 1 folds: Player 2 wins the play-off.
  for (const seat of [1, 0]) {
    const next = play(RULES, s, { seat, move: { kind: 'discard', cards: [] } });
    assert.ok(next.ok);
    s = next.value;
  }
  const first = RULES.legalMoves(s, 1)[0];
  assert.ok(first?.kind === 'lay');
  for (const [seat, move] of [
    [1, first],
    [0, { kind: 'fold' }],
  ] as const) {
    const next = play(RULES, s, { seat, move });
    assert.ok(next.ok, next.ok ? '' : next.error.message);
    s = next.value;
  }
  const outcome = RULES.outcome(s);
  assert.ok(outcome !== null, 'the game is over');
  assert.deepEqual(outcome.winners, [1]);
  assert.equal(outcome.tie, false);
  assert.deepEqual(s.pegs, [35, 35, -4], 'no peg moved in the play-off');
  assert.equal(s.end, 'out-the-back');
  assert.equal(outcome.length, 2, 'two hands: the one that ended the game and the play-off');
  assert.equal(
    outcome.summary,
    'Player 2 wins with the furthest peg, after Player 3 went out the back in 2 hands (a tie settled by 1 play-off hand).',
  );
});

test('bp-opening-draw: ties for the highest rank draw again, suits never count, deuces low even when wild', async (t) => {
  // Find seeds whose first draw ties for the highest rank; check each round by hand-readable rules.
  for (const deucesWild of [false, true])
    await t.test(deucesWild ? 'deuces wild' : 'standard', () => {
      let ties = 0;
      for (let seed = 1; seed <= 400; seed++) {
        const o = { ...defaultOptions(BP_OPTIONS), players: 6, deucesWild };
        const s = RULES.newGame(o, seed);
        let drawing = [0, 1, 2, 3, 4, 5];
        for (const [i, round] of s.draw.entries()) {
          assert.deepEqual(
            round.flatMap((c, seat) => (c >= 0 ? [seat] : [])),
            drawing,
            `round ${i + 1}: only the tied players draw`,
          );
          const top = Math.max(...drawing.map((seat) => rankOf(round[seat] ?? 0)));
          drawing = drawing.filter((seat) => rankOf(round[seat] ?? 0) === top);
          if (i < s.draw.length - 1) assert.ok(drawing.length > 1, 'a further round only after a tie');
        }
        assert.deepEqual(drawing, [s.dealer], 'the one highest card deals');
        if (s.draw.length > 1) ties++;
        // Every drawn card is a different card of the one deck.
        const drawn = s.draw.flat().filter((c) => c >= 0);
        assert.equal(new Set(drawn).size, drawn.length);
      }
      assert.ok(ties > 20, `ties happen with six players (${ties} in 400 deals)`);
    });
});

test('bp-deck: 52 cards, no jokers, a fresh shuffle every hand', () => {
  const o = defaultOptions(BP_OPTIONS);
  let s = RULES.newGame(o, 5);
  const first = s.held.map((h) => [...h]);
  // Everyone keeps their cards; then the first player folds round to the last, who wins: a new hand is dealt.
  for (let i = 0; i < o.players; i++) {
    const seat = RULES.toAct(s) ?? -1;
    const next = play(RULES, s, { seat, move: { kind: 'discard', cards: [] } });
    assert.ok(next.ok);
    s = next.value;
  }
  for (let i = 0; i < o.players - 1; i++) {
    const seat = RULES.toAct(s) ?? -1;
    const next = play(RULES, s, { seat, move: { kind: 'fold' } });
    assert.ok(next.ok);
    s = next.value;
  }
  assert.equal(s.stats.hands, 2, 'a second hand is dealt');
  const all = [...s.deck, ...s.held.flat()];
  assert.deepEqual(
    [...all].sort((a, b) => a - b),
    Array.from({ length: 52 }, (_, c) => c),
    'the whole deck again, no jokers',
  );
  assert.notDeepEqual(s.held, first, 'a new shuffle');
});

test("bp-hand-limit: the ruling's number is the option's default", () => {
  const spec = BP_OPTIONS.find((o) => o.name === 'handLimit');
  const ruling = RULINGS.find((r) => r.id === 'bp-hand-limit');
  assert.ok(spec && ruling);
  assert.ok(ruling.answer.includes(`after ${spec.default} hands`));
});

test('the log says how far a peg really moved when the track cuts a loss short', async (t) => {
  // Worked by hand: a player in the start hole (0) who folds three cards loses 3 but stops in the first
  // last-chance hole (−1): one hole back. A player at 20 who folds one card moves the full 1 point.
  const rows: { label: string; pegs: number[]; want: RegExp; not?: RegExp }[] = [
    {
      label: 'from the start hole: −3 is one hole back',
      pegs: [0, 20],
      want: /Player 2 won the hand \(Player 1 −3, peg back 1 hole, Player 2 \+5\)\./u,
    },
    { label: 'on the open track: −3 is three holes, no note', pegs: [20, 20], want: /\(Player 1 −3, Player 2 \+5\)\./u, not: /peg back/u },
  ];
  for (const row of rows)
    await t.test(row.label, () => {
      const moves: [number, string][] = [
        [0, 'Ac'],
        [1, 'Kc'],
        [1, 'Kd'],
        [0, '5d'],
        [0, '6h'],
        [0, 'no'],
        [0, 'fold'],
      ];
      const start = position({ hands: ['Ac 5d 6h 8s 9c', 'Kc Kd Qc 7d Jc'], pegs: row.pegs, dealer: 1 });
      const before = playAll(start, moves.slice(0, -1));
      const [seat, text] = moves.at(-1)!;
      const after = playAll(before, [[seat, text]]);
      const line = WORDS.describe(before, { seat, move: moveOf(text) }, after);
      assert.match(line, row.want);
      if (row.not) assert.doesNotMatch(line, row.not);
    });
});

test('the log says what an accepted double makes the hand worth, in points, never as a bare "NX"', async (t) => {
  // Worked by hand: Player 1 lays A, 5, 6 (still behind two kings), calls double or fold, and Player 2 accepts, so the
  // bluffing peg moves from the first hole to the second: the winner's prize and the loser's price are the second entries.
  const rows: { label: string; options: { multipliers: number[]; points: number[] }; want: string }[] = [
    {
      label: 'the printed zone: 10 points, 2 a card',
      options: { multipliers: [1, 2, 4, 8], points: [5, 10, 20, 40] },
      want: 'The bluffing peg moves up a hole: the winner now scores 10 points and a loser pays 2 points per card laid.',
    },
    {
      label: 'a zone that never charges for cards (once "moves up to 0X")',
      options: { multipliers: [0, 0, 0, 0], points: [5, 10, 20, 40] },
      want: 'The bluffing peg moves up a hole: the winner now scores 10 points and a loser pays nothing for cards laid.',
    },
    {
      label: 'a flat multiplier (once "moves up to 1X" from 1X): the prize still changes',
      options: { multipliers: [1, 1, 1], points: [5, 15, 30] },
      want: 'The bluffing peg moves up a hole: the winner now scores 15 points and a loser pays 1 point per card laid.',
    },
  ];
  for (const row of rows)
    await t.test(row.label, () => {
      const moves: [number, string][] = [
        [0, 'Ac'],
        [1, 'Kc'],
        [1, 'Kd'],
        [0, '5d'],
        [0, '6h'],
        [0, 'double'],
        [1, 'accept'],
      ];
      const start = position({
        hands: ['Ac 5d 6h 8s 9c', 'Kc Kd Qc 7d Jc'],
        pegs: [20, 20],
        dealer: 1,
        options: { ...row.options, doubles: row.options.multipliers.length - 1 },
      });
      const before = playAll(start, moves.slice(0, -1));
      const [seat, text] = moves.at(-1)!;
      const after = playAll(before, [[seat, text]]);
      assert.equal(after.zone, 1, 'the bluffing peg moved up one hole');
      const line = WORDS.describe(before, { seat, move: moveOf(text) }, after);
      assert.equal(line, `Player 2 accepted the double. ${row.want}`);
      assert.doesNotMatch(line, /\dX\b/u);
    });
});
