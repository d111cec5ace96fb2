/**
 * What a wild card may copy, one self-describing row per case. Expected
 * categories, best fives and wild cards are worked out by hand from the copy
 * rules (rulesets.ts, WILD_COPY_RULES), not read from the engine.
 */
import assert from 'node:assert/strict';
import { handRulings } from '../../src/engine/hands/rulings.ts';
import { describe, it } from 'node:test';
import {
  evaluateHand,
  exactCardOdds,
  formatCard,
  handKey,
  isJoker,
  judgeRequest,
  keyCategory,
  parseCards,
  WILD_COPY_RULES,
  type Category,
  type HeldCard,
  type CardRulesetId,
  type WildCopyRule,
} from '../../src/engine/index.ts';
import { splitHand } from '../../src/engine/hands/evaluate.ts';
import { cardRuleset, deal, maxCards, rng } from './helpers.ts';
import { asRecord, NINAS_FIVE_7, rulesFor } from './wild-copy-data.ts';

function cards(text: string): HeldCard[] {
  const parsed = parseCards(text, { jokers: 2, min: 1, max: 7 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

interface Row {
  readonly name: string;
  readonly rules: CardRulesetId | 'jokers-no-five';
  readonly copy: WildCopyRule;
  readonly hand: string;
  /** Free wilds beyond the hand (a Poker's Wild! wild space). */
  readonly extraWilds?: number;
  readonly category: Category;
  /** The best five, in order of significance. */
  readonly best: string;
  /** What each wild in the best five stands for, in the order of `best`. */
  readonly wilds: string;
}

const ROWS: readonly Row[] = [
  // The disputed flush: A♥ + joker + J♥ 8♥ 4♥.
  {
    name: "Nina's Five (default): a joker in a flush is the highest heart the hand lacks, the king",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'Ah X Jh 8h 4h',
    category: 'flush',
    best: 'Ah Kh Jh 8h 4h',
    wilds: 'Kh',
  },
  {
    name: "Nina's Five, copying any card: the joker is a second ace (A-A-J-8-4)",
    rules: 'ninas-five',
    copy: 'any',
    hand: 'Ah X Jh 8h 4h',
    category: 'flush',
    best: 'Ah Ah Jh 8h 4h',
    wilds: 'Ah',
  },
  {
    name: "Nina's Five, never copying: the king, as by default",
    rules: 'ninas-five',
    copy: 'never',
    hand: 'Ah X Jh 8h 4h',
    category: 'flush',
    best: 'Ah Kh Jh 8h 4h',
    wilds: 'Kh',
  },
  {
    name: "Nina's Five (default): the joker skips the K♥ already on the board and is the queen",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'Ah X Jh 8h Kh 4h 2d',
    category: 'flush',
    best: 'Ah Kh Qh Jh 8h',
    wilds: 'Qh',
  },
  {
    name: "Nina's Five (default): two jokers in a flush are the two highest missing hearts",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'Ah Kh X X 4h',
    category: 'flush',
    best: 'Ah Kh Qh Jh 4h',
    wilds: 'Qh Jh',
  },
  {
    name: "Nina's Five, copying any card: two jokers make A-A-A-K-4, still a flush",
    rules: 'ninas-five',
    copy: 'any',
    hand: 'Ah Kh X X 4h',
    category: 'flush',
    best: 'Ah Ah Ah Kh 4h',
    wilds: 'Ah Ah',
  },
  {
    name: "Nina's Five (default): four aces and a joker are still five of a kind",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'As Ah Ad Ac X',
    category: 'five-of-a-kind',
    best: 'As Ah Ad Ac As',
    wilds: 'As',
  },
  {
    name: "Nina's Five (default): three queens and two jokers are five of a kind",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'Qs Qh Qc X X',
    category: 'five-of-a-kind',
    best: 'Qs Qh Qc Qd Qs',
    wilds: 'Qd Qs',
  },
  {
    name: "Nina's Five, never copying: four aces and a joker are four of a kind (best kicker a king)",
    rules: 'ninas-five',
    copy: 'never',
    hand: 'As Ah Ad Ac X',
    category: 'four-of-a-kind',
    best: 'As Ah Ad Ac Ks',
    wilds: 'Ks',
  },
  {
    name: "Nina's Five (default): a joker filling a straight flush is the missing card",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: '9h 8h X 6h 5h',
    category: 'straight-flush',
    best: '9h 8h 7h 6h 5h',
    wilds: '7h',
  },
  {
    name: "Nina's Five (default): K-Q-J-T of hearts and a joker make a royal flush",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'Kh Qh Jh Th X',
    category: 'royal-flush',
    best: 'Ah Kh Qh Jh Th',
    wilds: 'Ah',
  },
  {
    name: "Nina's Five (default): a joker pairing a card takes a suit the hand lacks",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    hand: 'Ks X 9d 7c 4h',
    category: 'one-pair',
    best: 'Ks Kh 9d 7c 4h',
    wilds: 'Kh',
  },
  {
    name: "Bluff 'N' Peg, deuces wild (default): a deuce in a flush is the missing king",
    rules: 'bluff-n-peg-deuces',
    copy: 'five-of-a-kind-only',
    hand: 'Ah 2c Jh 8h 4h',
    category: 'flush',
    best: 'Ah Kh Jh 8h 4h',
    wilds: 'Kh',
  },
  {
    name: "Bluff 'N' Peg, deuces wild, copying any card: the deuce is a second ace",
    rules: 'bluff-n-peg-deuces',
    copy: 'any',
    hand: 'Ah 2c Jh 8h 4h',
    category: 'flush',
    best: 'Ah Ah Jh 8h 4h',
    wilds: 'Ah',
  },
  {
    name: "Bluff 'N' Peg, deuces wild (default): four aces and a deuce are five of a kind",
    rules: 'bluff-n-peg-deuces',
    copy: 'five-of-a-kind-only',
    hand: 'As Ah Ad Ac 2c',
    category: 'five-of-a-kind',
    best: 'As Ah Ad Ac As',
    wilds: 'As',
  },
  {
    name: "Poker's Wild! (default): a joker in a flush line is the missing king; the line scores a flush either way",
    rules: 'pokers-wild',
    copy: 'five-of-a-kind-only',
    hand: 'Ah X Jh 8h 4h',
    category: 'flush',
    best: 'Ah Kh Jh 8h 4h',
    wilds: 'Kh',
  },
  {
    name: "Poker's Wild! (default): an ace, two jokers and two wild spaces are five aces",
    rules: 'pokers-wild',
    copy: 'five-of-a-kind-only',
    hand: 'Ah X X',
    extraWilds: 2,
    category: 'five-of-a-kind',
    best: 'Ah As Ad Ac As',
    wilds: 'As Ad Ac As',
  },
  {
    name: "Poker's Wild!, never copying: an ace and four wilds are a royal flush instead",
    rules: 'pokers-wild',
    copy: 'never',
    hand: 'Ah X X',
    extraWilds: 2,
    category: 'royal-flush',
    best: 'Ah Kh Qh Jh Th',
    wilds: 'Kh Qh Jh Th',
  },
  {
    name: 'no five of a kind on the ladder (default rule): four aces and a joker, a king kicker',
    rules: 'jokers-no-five',
    copy: 'five-of-a-kind-only',
    hand: 'As Ah Ad Ac X',
    category: 'four-of-a-kind',
    best: 'As Ah Ad Ac Ks',
    wilds: 'Ks',
  },
  {
    name: 'no five of a kind on the ladder, copying any card: the joker kicker is a fifth ace',
    rules: 'jokers-no-five',
    copy: 'any',
    hand: 'As Ah Ad Ac X',
    category: 'four-of-a-kind',
    best: 'As Ah Ad Ac As',
    wilds: 'As',
  },
];

describe('what a wild card may copy', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const rules = rulesFor(row.rules, row.copy);
      const e = evaluateHand(rules, cards(row.hand), row.extraWilds ?? 0);
      assert.equal(e.category, row.category);
      // The five of a kind rows check ranks only: with all four suits held, the copy's suit is arbitrary.
      const shown = (list: readonly number[]): string =>
        list.map((c) => (row.category === 'five-of-a-kind' ? formatCard(c)[0] : formatCard(c))).join(' ');
      const expected = (text: string): string =>
        row.category === 'five-of-a-kind'
          ? text
              .split(' ')
              .map((c) => c[0])
              .join(' ')
          : text;
      assert.equal(shown(e.best.map((b) => b.card)), expected(row.best), 'best five');
      assert.equal(shown(e.wilds.map((w) => w.as)), expected(row.wilds), 'wilds');
      assert.equal(handKey(rules, cards(row.hand), row.extraWilds ?? 0), e.key, 'the fast path gives the same key');
    });
  }
});

interface VersusRow {
  readonly name: string;
  readonly rules: CardRulesetId;
  readonly copy: WildCopyRule;
  readonly a: string;
  readonly b: string;
  readonly winner: 'a' | 'b' | 'tie';
}

const VERSUS: readonly VersusRow[] = [
  {
    name: "Nina's Five (default): A-K-J-8-4 made with a joker loses to a natural A-K-Q-J-9",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    a: 'Ah X Jh 8h 4h',
    b: 'As Ks Qs Js 9s',
    winner: 'b',
  },
  {
    name: "Nina's Five, copying any card: A-A-J-8-4 beats a natural A-K-Q-J-9",
    rules: 'ninas-five',
    copy: 'any',
    a: 'Ah X Jh 8h 4h',
    b: 'As Ks Qs Js 9s',
    winner: 'a',
  },
  {
    name: "Nina's Five (default): the joker flush ties the natural A-K-J-8-4 it matches",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    a: 'Ah X Jh 8h 4h',
    b: 'As Ks Js 8s 4s',
    winner: 'tie',
  },
  {
    name: "Nina's Five, copying any card: the joker flush beats the natural A-K-J-8-4",
    rules: 'ninas-five',
    copy: 'any',
    a: 'Ah X Jh 8h 4h',
    b: 'As Ks Js 8s 4s',
    winner: 'a',
  },
  {
    name: "Nina's Five (default): joker five aces still beat a royal flush",
    rules: 'ninas-five',
    copy: 'five-of-a-kind-only',
    a: 'As Ah Ad Ac X',
    b: 'Ks Qs Js Ts X',
    winner: 'a',
  },
  {
    name: "Bluff 'N' Peg, deuces wild (default): A-K-J-8-4 with a deuce loses to A-K-Q-7-5",
    rules: 'bluff-n-peg-deuces',
    copy: 'five-of-a-kind-only',
    a: 'Ah 2c Jh 8h 4h',
    b: 'As Ks Qs 7s 5s',
    winner: 'b',
  },
  {
    name: "Bluff 'N' Peg, deuces wild, copying any card: A-A-J-8-4 beats A-K-Q-7-5",
    rules: 'bluff-n-peg-deuces',
    copy: 'any',
    a: 'Ah 2c Jh 8h 4h',
    b: 'As Ks Qs 7s 5s',
    winner: 'a',
  },
];

describe('flush order under each copy rule', () => {
  for (const row of VERSUS) {
    it(row.name, () => {
      const rules = rulesFor(row.rules, row.copy);
      const a = handKey(rules, cards(row.a));
      const b = handKey(rules, cards(row.b));
      assert.equal(a > b ? 'a' : a < b ? 'b' : 'tie', row.winner);
    });
  }
});

describe('a wild never names a card already in the hand, except in five of a kind', () => {
  for (const id of ['ninas-five', 'pokers-wild', 'bluff-n-peg-deuces'] as const) {
    for (const copy of WILD_COPY_RULES.filter((r) => r !== 'any')) {
      it(`${id}, copy rule ${copy}: 20,000 random hands`, () => {
        const rules = rulesFor(id, copy);
        const random = rng(0x5ca1ab1e + id.length);
        const most = maxCards(cardRuleset(id));
        let checked = 0;
        for (let i = 0; i < 20_000; i++) {
          const hand = deal(cardRuleset(id), 1 + Math.floor(random() * most), random);
          const e = evaluateHand(rules, hand);
          if (e.wilds.length === 0) continue;
          checked++;
          const held = new Set(splitHand(rules, hand).fixed);
          const named = e.wilds.map((w) => w.as);
          const copies = named.some((c, j) => held.has(c) || named.indexOf(c) !== j);
          if (copies) {
            assert.equal(
              e.category,
              'five-of-a-kind',
              `${hand.map((h) => formatCard(h.card)).join(' ')}: wilds ${named.map(formatCard).join(' ')} in a ${e.category}`,
            );
          }
          assert.ok(
            named.every((c) => !isJoker(c)),
            'a wild stands for a natural card',
          );
          assert.equal(keyCategory(e.key, rules.categories), e.category);
        }
        assert.ok(checked > 1000, `only ${checked} hands used a wild`);
      });
    }
  }
});

/**
 * Deuces wild, five cards: the published table (e.g. the Wizard of Odds'
 * deuces wild analysis; natural and wild royals together). Copying changes
 * the order inside flushes, never a hand's category, so both rules that
 * allow five of a kind must reproduce it.
 */
const DEUCES_WILD_5: Readonly<Partial<Record<Category, number>>> = {
  'five-of-a-kind': 672,
  'royal-flush': 4 + 480,
  'straight-flush': 2068,
  'four-of-a-kind': 31552,
  'full-house': 12672,
  flush: 14472,
  straight: 62232,
  'three-of-a-kind': 355080,
  'two-pair': 95040,
  'one-pair': 1225008,
  'high-card': 799680,
};

describe('category counts do not depend on copying (only five of a kind needs it)', () => {
  for (const copy of ['five-of-a-kind-only', 'any'] as const) {
    it(`deuces wild, 5 cards, copy rule ${copy}: the published table`, () => {
      assert.deepEqual(asRecord(exactCardOdds(rulesFor('bluff-n-peg-deuces', copy), 5)), DEUCES_WILD_5);
    });
  }
  // The same for the copying house rule runs in `npm run test:exhaustive` (tests/exhaustive/copy-rule-counts.test.ts).
  it("Nina's Five, 7 cards, by default: the known table", () => {
    const t = exactCardOdds(cardRuleset('ninas-five'), 7);
    assert.equal(t.total, 177_100_560);
    assert.deepEqual(asRecord(t), NINAS_FIVE_7);
  });
  for (const id of ['ninas-five', 'pokers-wild', 'bluff-n-peg-deuces'] as const) {
    it(`${id}, 5 cards: never copying turns exactly the five of a kind hands into other hands`, () => {
      const usual = asRecord(exactCardOdds(rulesFor(id, 'five-of-a-kind-only'), 5));
      const any = asRecord(exactCardOdds(rulesFor(id, 'any'), 5));
      const never = asRecord(exactCardOdds(rulesFor(id, 'never'), 5));
      assert.deepEqual(any, usual);
      assert.equal(never['five-of-a-kind'], undefined);
      const total = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0);
      assert.equal(total(never), total(usual));
      // Below four of a kind nothing moves: a lost five of a kind lands on four of a kind or a flush family hand.
      for (const c of ['full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'one-pair', 'high-card'] as const) {
        assert.equal(never[c], usual[c], c);
      }
    });
  }
});

describe('the copy rulings and their worked examples', () => {
  const rows = [
    { id: 'nf-joker-copies', ruleset: 'ninas-five', winners: [1], says: 'Only to make five of a kind' },
    { id: 'bpd-five-of-a-kind', ruleset: 'bluff-n-peg-deuces', winners: [0], says: 'highest one missing' },
  ] as const;
  for (const row of rows) {
    it(`${row.id}: states both readings, and its example judges as the ruling says`, () => {
      const ruling = handRulings(row.ruleset).find((r) => r.id === row.id);
      assert.ok(ruling?.example, `${row.id} has an example`);
      assert.ok(ruling.answer.includes(row.says), ruling.answer);
      assert.match(ruling.otherReading ?? '', /lets a (joker|deuce) copy (any card|one already showing)/u);
      const result = judgeRequest({ game: ruling.example.ruleset, hands: ruling.example.hands, board: ruling.example.board });
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.deepEqual(result.value.winners, row.winners);
    });
  }
});
