/**
 * Poker's Wild! verdicts: lines never play against each other, so the judge
 * says what each line scores and which scores more, never who wins. Every
 * expected number is worked out by hand from the printed scorecard (one pair
 * 1, two pair 2, three of a kind 3, straight 4, flush 5, full house 6, four of
 * a kind 7, straight flush 8, royal flush 9, five of a kind 10; anything less
 * than a pair 0), not taken from the engine.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTESTS, judgeRequest, RULESETS, type Outcome } from '../../src/engine/index.ts';

interface Row {
  readonly name: string;
  readonly hands: readonly string[];
  /** Each line's points, from the scorecard. */
  readonly points: readonly number[];
  readonly outcome: Extract<Outcome, 'most-points' | 'same-points' | 'no-points'>;
  /** The lines that score the most (none when no line scores). */
  readonly winners: readonly number[];
  /** The lines on the top points, scoring or not. */
  readonly leaders: readonly number[];
  /** Reasons, in order, that must be there word for word. */
  readonly says: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    name: 'two pair against two pair, a two kicker against an ace: the same 2 points',
    hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As'],
    points: [2, 2],
    outcome: 'same-points',
    winners: [0, 1],
    leaders: [0, 1],
    says: [
      'Hand 1: two pair, kings and nines (2 points).',
      'Hand 2: two pair, kings and nines (2 points).',
      'Hand 1 and Hand 2 score the same: 2 points each for two pair.',
      'Only the kind of hand counts in this game: higher ranks and kickers add nothing.',
      'If one card made both lines, it would still score 2 points, not 4: a card scores one line, its best.',
    ],
  },
  {
    name: 'a pair of kings against a pair of twos with a kicker: 1 point each',
    hands: ['Kh Kd', '2c 2d 7h'],
    points: [1, 1],
    outcome: 'same-points',
    winners: [0, 1],
    leaders: [0, 1],
    says: [
      'Hand 1: a pair of kings (1 point).',
      'Hand 2: a pair of twos (1 point).',
      'Hand 1 and Hand 2 score the same: 1 point each for one pair.',
    ],
  },
  {
    name: 'three sevens with a joker against three eights: 3 points each',
    hands: ['X 7h 7d 2c 9s', '8s 8h 8c Kd 3h'],
    points: [3, 3],
    outcome: 'same-points',
    winners: [0, 1],
    leaders: [0, 1],
    says: [
      'Hand 1: three sevens (3 points).',
      'Hand 2: three eights (3 points).',
      'Hand 1 and Hand 2 score the same: 3 points each for three of a kind.',
    ],
  },
  {
    name: 'three queens against two pair: 3 points to 2',
    hands: ['Qs Qd Qc 4h', '9s 9d 5c 5h'],
    points: [3, 2],
    outcome: 'most-points',
    winners: [0],
    leaders: [0],
    says: [
      'Hand 1 scores more: 3 points for three of a kind, against 2 for two pair.',
      "If one card made both lines, only Hand 1's 3 points would count: a card scores one line, its best.",
    ],
  },
  {
    name: 'a pair of aces against two pair, threes and twos: the lower ranks score more',
    hands: ['Ac Ad', '3c 3d 2h 2s'],
    points: [1, 2],
    outcome: 'most-points',
    winners: [1],
    leaders: [1],
    says: ['Hand 2 scores more: 2 points for two pair, against 1 for one pair.'],
  },
  {
    name: 'two-card lines: a pair against two odd cards, 1 point to 0',
    hands: ['Ah Ad', 'Kc Qc'],
    points: [1, 0],
    outcome: 'most-points',
    winners: [0],
    leaders: [0],
    says: ['Hand 2: high card: K-Q (0 points).', 'Hand 1 scores more: 1 point for one pair, against 0 for high card.'],
  },
  {
    name: 'a two-card line with a joker is a pair: 1 point to 0',
    hands: ['X 5d', 'Jc 3s'],
    points: [1, 0],
    outcome: 'most-points',
    winners: [0],
    leaders: [0],
    says: ['Hand 1: a pair of fives (1 point).'],
  },
  {
    name: 'four cards in sequence and two odd cards: nothing scores',
    hands: ['4c 5c 6c 7c', '2d 9h'],
    points: [0, 0],
    outcome: 'no-points',
    winners: [],
    leaders: [0, 1],
    says: ['Hand 1 and Hand 2 score nothing: a line needs one pair or better to score.'],
  },
  {
    name: 'a joker completes a straight flush: 8 points to four of a kind’s 7',
    hands: ['4c 5c 6c 7c X', '9s 9d 9h 9c'],
    points: [8, 7],
    outcome: 'most-points',
    winners: [0],
    leaders: [0],
    says: ['Hand 1 scores more: 8 points for a straight flush, against 7 for four of a kind.'],
  },
  {
    name: 'two jokers make five aces: 10 points to a royal flush’s 9',
    hands: ['X X As Ad Ac', 'Th Jh Qh Kh Ah'],
    points: [10, 9],
    outcome: 'most-points',
    winners: [0],
    leaders: [0],
    says: ['Hand 1: five aces (10 points).', 'Hand 1 scores more: 10 points for five of a kind, against 9 for a royal flush.'],
  },
  {
    name: 'three lines: two on 3 points, one on 1',
    hands: ['Qs Qd Qc', 'Js Jd Jc', 'Ts Td'],
    points: [3, 3, 1],
    outcome: 'same-points',
    winners: [0, 1],
    leaders: [0, 1],
    says: [
      'Hand 1 and Hand 2 score the same: 3 points each for three of a kind, against 1 for one pair.',
      'If one card made several of these lines, only the best of them would count: a card scores one line, its best.',
    ],
  },
  {
    name: 'one line that scores',
    hands: ['Ah Ad'],
    points: [1],
    outcome: 'most-points',
    winners: [0],
    leaders: [0],
    says: ['Hand 1: a pair of aces (1 point).'],
  },
  {
    name: 'one line that scores nothing',
    hands: ['Ah Kd'],
    points: [0],
    outcome: 'no-points',
    winners: [],
    leaders: [0],
    says: ['Hand 1: high card: A-K (0 points).'],
  },
];

/** Words of a showdown, which a line that only scores never takes part in. */
const SHOWDOWN_WORDS = /\b(?:beats?|wins?|won|winners?|decides|tie)\b/iu;

describe("Poker's Wild!: each line scores its points; the judge says which scores more", () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const j = judgeRequest({ game: 'pokers-wild', hands: row.hands });
      assert.ok(j.ok, j.ok ? '' : j.error.message);
      assert.deepEqual(
        j.value.hands.map((h) => h.points),
        row.points,
      );
      assert.equal(j.value.outcome, row.outcome);
      assert.deepEqual(j.value.winners, row.winners);
      assert.deepEqual(j.value.leaders, row.leaders);
      for (const said of row.says) assert.ok(j.value.reasons.includes(said), `missing "${said}" in:\n${j.value.reasons.join('\n')}`);
      for (const r of j.value.reasons) assert.doesNotMatch(r, SHOWDOWN_WORDS);
      for (const h of j.value.hands) assert.doesNotMatch(h.description, /kicker/u);
    });
  }
  it('a one-card line is refused: a line has 2 to 5 cards', () => {
    const j = judgeRequest({ game: 'pokers-wild', hands: ['As', 'Kd Kh'] });
    assert.equal(j.ok ? 'judged' : j.error.code, 'too-few-cards');
  });
  it('the ruleset says so: Poker’s Wild! is judged by points, every other ruleset by a showdown', () => {
    for (const r of Object.values(RULESETS)) {
      assert.equal(r.contest.kind, r.id === 'pokers-wild' ? 'points' : 'showdown', r.id);
      // A ruleset judged by points has a score for every rung above the catch-all; a showdown has none.
      if (r.contest.kind === 'points')
        assert.deepEqual(
          r.categories.filter((c) => (r.points?.[c] ?? 0) <= 0),
          ['high-card'],
        );
      else assert.equal(r.points, undefined, r.id);
    }
  });
  it('every contest kind is some ruleset’s', () =>
    assert.deepEqual([...new Set(Object.values(RULESETS).map((r) => r.contest.kind))].sort(), [...CONTESTS].sort()));
  it('showdown hands carry no points', () => {
    const j = judgeRequest({ game: 'standard', hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As'] });
    assert.ok(j.ok);
    assert.deepEqual(
      j.value.hands.map((h) => h.points),
      [undefined, undefined],
    );
    assert.equal(j.value.outcome, 'win');
  });
});
