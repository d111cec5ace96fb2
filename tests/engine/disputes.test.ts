/**
 * Disputed hands, one self-describing row each. Expected winners and
 * categories are worked out by hand from the rules, not by the engine.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeRequest, type Category, type Outcome } from '../../src/engine/index.ts';

interface Row {
  readonly name: string;
  readonly game: string;
  readonly board?: string;
  readonly hands: readonly string[];
  readonly winners: readonly number[];
  readonly categories: readonly Category[];
  /** How it ends; a row without one has a single winner ("win"). */
  readonly outcome?: Outcome;
  /** A phrase the reasons must contain. */
  readonly reason?: string;
  /** A phrase the reasons must not contain (say, suits for dice). */
  readonly notReason?: string;
}

const ROWS: readonly Row[] = [
  {
    name: 'the wheel loses to a six-high straight',
    game: 'standard',
    hands: ['Ah 2d 3c 4s 5h', '2h 3d 4c 5s 6h'],
    winners: [1],
    categories: ['straight', 'straight'],
    reason: 'six-high beats five-high',
  },
  {
    name: 'the steel wheel is a straight flush and beats four of a kind',
    game: 'standard',
    hands: ['As 2s 3s 4s 5s', 'Kh Kd Kc Ks 2h'],
    winners: [0],
    categories: ['straight-flush', 'four-of-a-kind'],
  },
  {
    name: 'the steel wheel is the lowest straight flush',
    game: 'standard',
    hands: ['As 2s 3s 4s 5s', '2h 3h 4h 5h 6h'],
    winners: [1],
    categories: ['straight-flush', 'straight-flush'],
  },
  {
    name: 'without ace-low… (K-A-2-3-4 is no straight)',
    game: 'standard',
    hands: ['Kh Ad 2c 3s 4h', 'Qh Qd 5c 6s 8h'],
    winners: [1],
    categories: ['high-card', 'one-pair'],
  },
  {
    name: 'two pair: the second pair decides',
    game: 'standard',
    hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As'],
    winners: [0],
    categories: ['two-pair', 'two-pair'],
    reason: 'the second pair decides: nines beat sevens',
  },
  {
    name: 'two pair: the kicker decides',
    game: 'standard',
    hands: ['Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d 3s'],
    winners: [1],
    categories: ['two-pair', 'two-pair'],
    reason: 'the kicker decides',
  },
  {
    name: 'a flush decided by the fifth card',
    game: 'standard',
    hands: ['Ah Kh 9h 4h 2h', 'As Ks 9s 4s 3s'],
    winners: [1],
    categories: ['flush', 'flush'],
    reason: 'the fifth card decides',
  },
  {
    name: 'suits never break a tie',
    game: 'standard',
    hands: ['As Kd', 'Ah Kc'],
    winners: [0, 1],
    categories: ['high-card', 'high-card'],
    outcome: 'tie-split',
    reason: 'suits never break a tie, so they split the pot',
  },
  {
    name: "hold'em: a counterfeited two pair loses to the ace kicker",
    game: 'nuclear-holdem',
    board: 'Qs Qd 8c 8h 3s',
    hands: ['7c 7d', 'Ac 2d'],
    winners: [1],
    categories: ['two-pair', 'two-pair'],
    reason: 'the kicker decides',
  },
  {
    name: "hold'em: the board plays and everyone ties",
    game: 'nuclear-holdem',
    board: 'Ts Js Qs Ks As',
    hands: ['2c 3d', '4h 2s'],
    winners: [0, 1],
    categories: ['royal-flush', 'royal-flush'],
    outcome: 'tie-all-win',
  },
  {
    name: 'Nuclear: tied players are all winners and there is no pot to split',
    game: 'nuclear-holdem',
    board: 'Ts Js Qs Ks As',
    hands: ['2c 3d', '4h 2s', '5c 6c'],
    winners: [0, 1, 2],
    categories: ['royal-flush', 'royal-flush', 'royal-flush'],
    outcome: 'tie-all-win',
    reason: 'each of them is a winner, and no winner may act against another',
    notReason: 'pot',
  },
  {
    name: 'Nuclear: a tie below the winner is no tie',
    game: 'nuclear-holdem',
    board: 'Ts Js 4d 8c 2h',
    hands: ['Ah Kh', 'Ad Kd', 'Tc Td'],
    winners: [2],
    categories: ['high-card', 'high-card', 'three-of-a-kind'],
  },
  {
    name: 'Nuclear: a joker on the board is dead',
    game: 'nuclear-holdem',
    board: 'X 2h 7h 9h Jc',
    hands: ['Ah Kh', 'Qc Qd'],
    winners: [0],
    categories: ['flush', 'one-pair'],
  },
  {
    name: 'Nuclear: one pair counts though the list omits it',
    game: 'nuclear-holdem',
    board: '2c 7d 9h Js 4s',
    hands: ['Ah Ad', 'Kc Qs'],
    winners: [0],
    categories: ['one-pair', 'high-card'],
  },
  {
    name: "Nina's Five: joker-made five of a kind beats a royal flush",
    game: 'ninas-five',
    board: 'Qd 2c 7s',
    hands: ['Qs Qh Qc X', 'Ad Kd Jd Td'],
    winners: [0],
    categories: ['five-of-a-kind', 'royal-flush'],
  },
  {
    name: "Nina's Five: trips with a pair is three of a kind, not a full house",
    game: 'ninas-five',
    board: 'Kc 4d 7s',
    hands: ['Kh Kd 9s 9c', 'Ks 9h 9d 2c'],
    winners: [0],
    categories: ['three-of-a-kind', 'two-pair'],
  },
  {
    name: "Nina's Five: the pair kicks for the trips",
    game: 'ninas-five',
    board: 'Kc 4d 2s',
    hands: ['Kh Kd 9s 9c', 'Ks Ah Qd 3c'],
    winners: [0],
    categories: ['three-of-a-kind', 'one-pair'],
  },
  {
    name: "Nina's Five: a declared joker is that card; a free one is anything",
    game: 'ninas-five',
    board: 'Qh Jh 5s',
    hands: ['X=3c 4h 8d 9s', 'As 2d 6c 7c'],
    winners: [1],
    categories: ['high-card', 'high-card'],
  },
  {
    name: "Nina's Five: a free community joker serves each team its own way",
    game: 'ninas-five',
    board: 'X Qd 5h',
    hands: ['X=Qh Qs 7d 2c', 'Ah Kd 9c 3s'],
    winners: [0],
    categories: ['four-of-a-kind', 'one-pair'],
  },
  {
    name: "Nina's Five: a joker in a flush is the best missing heart (A-K-J-8-4), so it loses to A-K-Q-J-9",
    game: 'ninas-five',
    board: '4h 9s 2d',
    hands: ['Ah X Jh 8h', 'As Ks Qs Js'],
    winners: [1],
    categories: ['flush', 'flush'],
    reason: 'a queen beats a jack',
  },
  {
    name: "Nina's Five: a joker flush ties the natural flush of the same ranks, so nobody wins",
    game: 'ninas-five',
    board: '4h 4s 2d',
    hands: ['Ah X Jh 8h', 'As Ks Js 8s'],
    winners: [],
    categories: ['flush', 'flush'],
    outcome: 'tie-nobody',
    reason: 'nobody wins',
  },
  {
    name: "Nina's Five: four aces and a joker are still five of a kind",
    game: 'ninas-five',
    board: 'Ad Ac Th',
    hands: ['As Ah X 7c', 'Kh Qh Jh X'],
    winners: [0],
    categories: ['five-of-a-kind', 'royal-flush'],
  },
  {
    name: "Nina's Five: equal hands win no trick, so nobody is a winner",
    game: 'ninas-five',
    board: '2c 3d 7s',
    hands: ['Ah Kh 9c 8d', 'As Ks 9h 8c'],
    winners: [],
    categories: ['high-card', 'high-card'],
    outcome: 'tie-nobody',
    reason: 'nobody wins',
  },
  {
    name: "Nina's Five: equal straights (the issue's case) leave winners empty",
    game: 'ninas-five',
    board: '5c 6d 7s',
    hands: ['8h 9s 2c 2d', '8c 9c 2h 2s'],
    winners: [],
    categories: ['straight', 'straight'],
    outcome: 'tie-nobody',
    reason: 'nobody wins',
  },
  {
    name: "Nina's Five: a team's bare joker is judged at its best declaration, and the reasons say so",
    game: 'ninas-five',
    board: 'Qd 2c 7s',
    hands: ['Qs Qh Qc X', 'Ad Kd Jd Td'],
    winners: [0],
    categories: ['five-of-a-kind', 'royal-flush'],
    reason: "a player names a joker's card as they play it, so the judge names the best: X=Q",
  },
  {
    name: "Nina's Five: with a free community joker too, only the team's own joker is declared",
    game: 'ninas-five',
    board: 'X 9d 4c',
    hands: ['X Ah As 2d', 'Kh Kd Kc 3s'],
    winners: [0],
    categories: ['four-of-a-kind', 'four-of-a-kind'],
    reason: 'so the judge names the best: X=A',
  },
  {
    name: "Bluff 'N' Peg: a kicker beats no kicker",
    game: 'bluff-n-peg',
    hands: ['Ks Kd', 'Kh Kc 3d'],
    winners: [1],
    categories: ['one-pair', 'one-pair'],
    reason: 'any card beats no card',
  },
  {
    name: "Bluff 'N' Peg: one ace beats king-queen",
    game: 'bluff-n-peg',
    hands: ['As', 'Kd Qd'],
    winners: [0],
    categories: ['high-card', 'high-card'],
  },
  {
    name: "Bluff 'N' Peg: four cards can't be a flush",
    game: 'bluff-n-peg',
    hands: ['Ah Kh Qh Jh', '2c 2d'],
    winners: [1],
    categories: ['high-card', 'one-pair'],
  },
  {
    name: "Bluff 'N' Peg: three showing beats a pair showing",
    game: 'bluff-n-peg',
    hands: ['4s 4d 4c', 'As Ad Kc Kd'],
    winners: [0],
    categories: ['three-of-a-kind', 'two-pair'],
  },
  {
    name: 'deuces wild: five of a kind beats a royal flush',
    game: 'bluff-n-peg-deuces',
    hands: ['Ks Kc Kh 2c 2s', 'Ad Kd Qd Jd Td'],
    winners: [0],
    categories: ['five-of-a-kind', 'royal-flush'],
  },
  {
    name: 'deuces wild: a deuce in a flush is the best missing card, so A-K-J-8-4 loses to A-K-Q-7-5',
    game: 'bluff-n-peg-deuces',
    hands: ['Ah 2c Jh 8h 4h', 'As Ks Qs 7s 5s'],
    winners: [1],
    categories: ['flush', 'flush'],
    reason: 'a queen beats a jack',
  },
  {
    name: 'deuces wild: a hand made with deuces ties the natural one',
    game: 'bluff-n-peg-deuces',
    hands: ['Qs Qd Qh 7c', 'Qc 2d 2h 7s'],
    winners: [0, 1],
    categories: ['three-of-a-kind', 'three-of-a-kind'],
    outcome: 'tie-all-win',
    reason: 'each of them wins in full',
  },
  {
    name: "Poker's Wild!: four cards in a line make no straight, so only the pair scores",
    game: 'pokers-wild',
    hands: ['4c 5c 6c 7c', '9s 9d'],
    winners: [1],
    categories: ['high-card', 'one-pair'],
    outcome: 'most-points',
    reason: 'Hand 2 scores more: 1 point for one pair, against 0 for high card.',
  },
  {
    name: "Poker's Wild!: a joker completes a straight flush, 8 points to four of a kind's 7",
    game: 'pokers-wild',
    hands: ['4c 5c 6c 7c X', '9s 9d 9h 9c'],
    winners: [0],
    categories: ['straight-flush', 'four-of-a-kind'],
    outcome: 'most-points',
    reason: 'Hand 1 scores more: 8 points for a straight flush, against 7 for four of a kind.',
    notReason: 'beat',
  },
  {
    name: 'Peekaboo: the next highest die breaks a tie',
    game: 'peekaboo',
    hands: ['6 6 6 3 2', '6 6 6 3 4'],
    winners: [1],
    categories: ['three-of-a-kind', 'three-of-a-kind'],
    reason: 'a four beats a three',
  },
  {
    name: 'Peekaboo: a perfect tie splits the pot',
    game: 'peekaboo',
    hands: ['5 5 3 3 1', '3 5 1 5 3'],
    winners: [0, 1],
    categories: ['two-pair', 'two-pair'],
    outcome: 'tie-split',
    reason: 'split the pot',
  },
  {
    name: 'Peekaboo: a tie of dice says nothing about suits',
    game: 'peekaboo',
    hands: ['5 5 3 3 1', '3 5 1 5 3'],
    winners: [0, 1],
    categories: ['two-pair', 'two-pair'],
    outcome: 'tie-split',
    reason: 'the dice match face for face',
    notReason: 'suit',
  },
  {
    name: 'Peekaboo: 2-6 beats 1-5',
    game: 'peekaboo',
    hands: ['1 2 3 4 5', '6 5 4 3 2'],
    winners: [1],
    categories: ['straight', 'straight'],
  },
  {
    name: 'Peekaboo: a full house beats a straight',
    game: 'peekaboo',
    hands: ['2 2 2 3 3', '2 3 4 5 6'],
    winners: [0],
    categories: ['full-house', 'straight'],
  },
  {
    name: 'Peekaboo: hot garbage is the bottom',
    game: 'peekaboo',
    hands: ['6 5 4 2 1', '2 2 1 3 4'],
    winners: [1],
    categories: ['hot-garbage', 'one-pair'],
  },
];

describe('disputed hands', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const result = judgeRequest({ game: row.game, hands: row.hands, board: row.board });
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      const j = result.value;
      assert.deepEqual(
        j.hands.map((h) => h.category),
        row.categories,
      );
      assert.deepEqual(j.winners, row.winners);
      assert.equal(j.outcome, row.outcome ?? 'win');
      if (row.reason !== undefined)
        assert.ok(
          j.reasons.some((r) => r.includes(row.reason ?? '')),
          j.reasons.join(' | '),
        );
      if (row.notReason !== undefined)
        assert.ok(!j.reasons.some((r) => r.toLowerCase().includes(row.notReason ?? '')), j.reasons.join(' | '));
    });
  }
});
