/**
 * The judge at its edges: inputs it refuses (with a code and a message),
 * how many hands each game takes, jokers a player declares, and how ties
 * are worded. Expected values come from the rules, written out by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bestDeclarationByTrial,
  bestDeclarations,
  evaluateHand,
  judgeRequest,
  parseCards,
  quote,
  RULESETS,
  RULESET_IDS,
  tieWording,
  wildText,
  TIE_RULES,
  type CardRuleset,
  type JudgedHand,
  type ParseErrorCode,
  type RulesetId,
} from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';

describe('judge: input it refuses', () => {
  // The requests as a form or another program might send them: judgeRequest checks any value.
  const rows: ReadonlyArray<{ name: string; request: unknown; code: ParseErrorCode; message: RegExp }> = [
    {
      name: "Nina's Five: a declared joker on the board (community jokers stay free)",
      request: { game: 'ninas-five', board: 'X=Qh 2c 7s', hands: ['Qs Qd Qc 3h', 'Ks Kd Kc 3d'] },
      code: 'bad-declaration',
      message: /community cards stays free.*write it as X, not "X=Qh"/u,
    },
    {
      name: "Nina's Five: a joker declared as a card the team holds, for a flush (a copy only five of a kind allows)",
      request: { game: 'ninas-five', board: '4h 9s 2d', hands: ['Ah X=Ah Jh 8h', 'As Ks Qs Js'] },
      code: 'bad-declaration',
      message: /Hand 1 names a joker as a card already in play \(X=Ah\).*only to make five of a kind/u,
    },
    {
      name: "Nina's Five: a joker declared as a card on the board, for a pair",
      request: { game: 'ninas-five', board: 'Kh 9s 2d', hands: ['X=Kh 3c 4d 7s', 'As Ks Qs Js'] },
      code: 'bad-declaration',
      message: /already in play \(X=Kh\)/u,
    },
    {
      name: 'Nuclear: a declared joker in a hand (jokers are dead)',
      request: { game: 'nuclear-holdem', board: '2c 7d 9h', hands: ['X=As Kd', 'Qs Qc'] },
      code: 'bad-declaration',
      message: /Jokers are dead in Nuclear.*cannot be declared/u,
    },
    {
      name: 'Nuclear: a declared joker on the board (jokers are dead)',
      request: { game: 'nuclear-holdem', board: 'X=As 7d 9h', hands: ['Ah Kd', 'Qs Qc'] },
      code: 'bad-declaration',
      message: /Jokers are dead in Nuclear/u,
    },
    {
      name: 'Nuclear: one hole card is not a hand (every player holds two)',
      request: { game: 'nuclear-holdem', board: '2c 7d 9h', hands: ['Ah', 'Qs Qc'] },
      code: 'too-few-cards',
      message: /exactly 2 cards/u,
    },
    {
      name: "Nina's Five: three teams",
      request: { game: 'ninas-five', hands: ['As', 'Ks', 'Qs'] },
      code: 'too-many-hands',
      message: /at most 2 hands at once \(two teams play each trick\), but 3 were given/u,
    },
    {
      name: 'Peekaboo: 130,000 rolls, without a stack overflow',
      request: { game: 'peekaboo', hands: Array.from({ length: 130_000 }, () => '6 6 6 6 6') },
      code: 'too-many-hands',
      message: /at most 6 hands at once .* but 130,000 were given/u,
    },
    {
      name: 'hands that are not a list',
      request: { game: 'standard', hands: 'As Kd' },
      code: 'empty',
      message: /at least one hand/u,
    },
    {
      name: 'a hand that is not text',
      request: { game: 'standard', hands: ['As', 7] },
      code: 'bad-token',
      message: /must be text/u,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const result = judgeRequest(row.request);
      assert.equal(result.ok, false);
      assert.equal(result.error.code, row.code);
      assert.match(result.error.message, row.message);
    });
  }
});

describe('judge: how many hands each game takes', () => {
  // From the rules: two Nina's Five teams; Nuclear seats 4 to 6; Peekaboo is for
  // 2 to 6; the Bluff 'N' Peg board has six pegs; standard poker and Poker's Wild!
  // (no player count) stop at ten.
  const MAX: { readonly [Id in RulesetId]: number } = {
    standard: 10,
    'ninas-five': 2,
    'nuclear-holdem': 6,
    'pokers-wild': 10,
    'bluff-n-peg': 6,
    'bluff-n-peg-deuces': 6,
    peekaboo: 6,
  };
  const NATURALS = [
    'As',
    'Ks',
    'Qs',
    'Js',
    'Ts',
    '9s',
    '8s',
    '7s',
    '6s',
    '5s',
    '4s',
    '3s',
    'Ah',
    'Kh',
    'Qh',
    'Jh',
    'Th',
    '9h',
    '8h',
    '7h',
    '6h',
    '5h',
    '4h',
    '3h',
  ];
  const handsFor = (id: RulesetId, n: number): string[] => {
    const r = RULESETS[id];
    if (r.kind === 'dice') return Array.from({ length: n }, () => '6 5 4 3 1');
    const size = r.shape.hand.min;
    return Array.from({ length: n }, (_, i) => NATURALS.slice(i * size, i * size + size).join(' '));
  };
  for (const id of RULESET_IDS) {
    it(`${id}: ${MAX[id]} hands are judged, ${MAX[id] + 1} are refused`, () => {
      const fits = judgeRequest({ game: id, hands: handsFor(id, MAX[id]) });
      assert.ok(fits.ok, fits.ok ? '' : fits.error.message);
      const over = judgeRequest({ game: id, hands: handsFor(id, MAX[id] + 1) });
      assert.equal(over.ok ? 'ok' : over.error.code, 'too-many-hands');
    });
  }
});

/** The jokers the judge declared for a hand, in notation ("X=Kh"). */
const declaredOf = (h: JudgedHand | undefined): string[] => (h?.kind === 'cards' ? h.declared.map(wildText) : []);

describe("judge: a Nina's Five player's joker is declared when played", () => {
  const nf = RULESETS['ninas-five'] as CardRuleset;
  const cards = (text: string) => {
    const parsed = parseCards(text, { jokers: 2, min: 0, max: 7 });
    assert.ok(parsed.ok);
    return parsed.value;
  };
  it('the judged hand lists the declaration it chose, and plays exactly as that declaration typed in', () => {
    const bare = judgeRequest({ game: 'ninas-five', board: '4h 9s 2d', hands: ['Ah X Jh 8h', 'As Ks Qs Js'] });
    assert.ok(bare.ok);
    const chosen = declaredOf(bare.value.hands[0]);
    assert.equal(chosen.length, 1);
    const typed = judgeRequest({ game: 'ninas-five', board: '4h 9s 2d', hands: [`Ah ${chosen[0] ?? ''} Jh 8h`, 'As Ks Qs Js'] });
    assert.ok(typed.ok);
    assert.equal(typed.value.hands[0]?.key, bare.value.hands[0]?.key);
    assert.deepEqual(declaredOf(typed.value.hands[0]), []);
  });
  it('a joker already declared is left alone', () => {
    const j = judgeRequest({ game: 'ninas-five', board: 'Qh Jh 5s', hands: ['X=3c 4h 8d 9s', 'As 2d 6c 7c'] });
    assert.ok(j.ok);
    assert.deepEqual(declaredOf(j.value.hands[0]), []);
    assert.ok(!j.value.reasons.some((r) => r.includes('names the best')));
  });
  it("Poker's Wild! jokers stay free (no declaration is made)", () => {
    const j = judgeRequest({ game: 'pokers-wild', hands: ['4c 5c 6c 7c X'] });
    assert.ok(j.ok);
    assert.deepEqual(declaredOf(j.value.hands[0]), []);
  });
  it('the quick declaration is as good as trying every card (2,000 random hands, slow oracle)', () => {
    const random = mulberry32(10);
    const deck = [
      'X',
      'X',
      ...['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].flatMap((r) => ['s', 'h', 'd', 'c'].map((s) => r + s)),
    ];
    for (let n = 0; n < 2000; n++) {
      const pool = [...deck];
      for (let i = pool.length - 1; i > 0; i--) {
        const k = Math.floor(random() * (i + 1));
        [pool[i], pool[k]] = [pool[k] ?? '', pool[i] ?? ''];
      }
      const handSize = 1 + Math.floor(random() * 4);
      const boardSize = Math.floor(random() * 4);
      // Put a joker in the hand most of the time, so the test has work to do.
      if (!pool.slice(0, handSize).includes('X') && random() < 0.8) pool.splice(0, 0, 'X');
      const handText = pool.slice(0, handSize).join(' ');
      const boardText = pool.slice(handSize, handSize + boardSize).join(' ');
      const hand = cards(handText);
      const board = cards(boardText).map((h) => (h.card >= 52 ? { card: hand.some((c) => c.card === 52) ? 53 : 52 } : h));
      const fast = evaluateHand(nf, [...bestDeclarations(nf, hand, board), ...board]).key;
      const slow = evaluateHand(nf, [...bestDeclarationByTrial(nf, hand, board), ...board]).key;
      assert.equal(fast, slow, `${handText} | ${boardText}`);
    }
  });
});

describe('judge: a declared joker may copy a card only for five of a kind', () => {
  it('four aces and X=As make five of a kind', () => {
    const j = judgeRequest({ game: 'ninas-five', board: 'Ad Ac 7h', hands: ['As Ah X=As 3c', 'Kh Qh Jh Th'] });
    assert.ok(j.ok, j.ok ? '' : j.error.message);
    assert.equal(j.value.hands[0]?.category, 'five-of-a-kind');
    assert.deepEqual(j.value.winners, [0]);
  });
  it('a bare joker is never declared as a card in play unless that makes five of a kind', () => {
    const j = judgeRequest({ game: 'ninas-five', board: '4h 9s 2d', hands: ['Ah X Jh 8h', 'As Ks Qs Js'] });
    assert.ok(j.ok);
    assert.deepEqual(declaredOf(j.value.hands[0]), ['X=Kh']);
  });
});

describe('ties: one wording per tie rule', () => {
  // Written from the rules: Nuclear has no pot; Nina's Five gives an equal trick to nobody.
  const EXPECTED: ReadonlyArray<[string, string, RegExp]> = [
    ['split-pot', 'tie-split', /split the pot/u],
    ['no-winner', 'tie-nobody', /nobody wins/u],
    ['each-wins-in-full', 'tie-all-win', /each of them wins in full/u],
    ['all-winners-safe', 'tie-all-win', /each of them is a winner/u],
  ];
  for (const [rule, outcome, clause] of EXPECTED) {
    it(`${rule}: ${outcome}`, () => {
      const w = tieWording(rule as (typeof TIE_RULES)[number]);
      assert.equal(w.outcome, outcome);
      assert.match(w.clause, clause);
    });
  }
  it('every tie rule has a row above', () => assert.deepEqual([...TIE_RULES].sort(), EXPECTED.map((r) => r[0]).sort()));
  it('no game without a pot talks about one', () => {
    const nuclear = RULESETS['nuclear-holdem'].contest;
    assert.ok(nuclear.kind === 'showdown');
    assert.doesNotMatch(tieWording(nuclear.ties).label, /pot/u);
    assert.doesNotMatch(tieWording(nuclear.ties).clause, /pot/u);
  });
});

describe('quote: untrusted input shown on one line', () => {
  const rows: ReadonlyArray<[string, string, string]> = [
    ['a newline', 'A\nK', '"A\\nK"'],
    ['an ANSI colour escape', '\u001b[31mAs', '"\\x1B[31mAs"'],
    ['a right-to-left override', 'A\u202Es', '"A\\u202Es"'],
    ['a tab and a DEL', 'A\t\u007f', '"A\\t\\x7F"'],
    ['25 emoji clipped after 24 whole ones', '🂡'.repeat(25), `"${'🂡'.repeat(24)}…"`],
    ['plain text untouched', 'Kd', '"Kd"'],
  ];
  for (const [name, input, expected] of rows) it(name, () => assert.equal(quote(input), expected));
});

describe('cards: suits as phones write them', () => {
  const rows: ReadonlyArray<[string, string, readonly number[]]> = [
    ['emoji spades and hearts with U+FE0F', 'A♠️ K♥️', [48, 45]],
    ['back to back with U+FE0F', 'A♠️K♥️', [48, 45]],
    ['text-style U+FE0E', 'Q♦︎', [42]],
    ['a ten with U+FE0F', '10♠️', [32]],
  ];
  for (const [name, text, expected] of rows) {
    it(name, () => {
      const parsed = parseCards(text, { jokers: 0, min: 1, max: 7 });
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
      assert.deepEqual(
        parsed.value.map((h) => h.card),
        expected,
      );
    });
  }
  it('a suit outside the BMP is named whole in the message', () => {
    const parsed = parseCards('A🂡', { jokers: 0, min: 1, max: 7 });
    assert.equal(parsed.ok, false);
    assert.match(parsed.error.message, /^"🂡" is not a suit in "A🂡"/u);
  });
});
