import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { deckModel, handKey, keyCategory } from '../../src/engine/index.ts';
import { exactCardOdds } from '../../src/engine/odds/odds.ts';
import { RULESETS, WILD_COPY_RULES, WILD_GROUPS } from '../../src/engine/hands/rulesets.ts';
import {
  applyOrder,
  DEFAULT_VARIANT,
  HAND_SIZES,
  LAB_BASE_IDS,
  LAB_CATEGORIES,
  ladderOf,
  validateVariant,
  variantCategories,
  variantFromRuleset,
  variantRules,
  type Variant,
  type VariantIssueCode,
} from '../../src/engine/variant/variant.ts';
import { findInversions, rulesetContext, suggestedOrder, variantContext } from '../../src/engine/variant/inversions.ts';
import { inversionSentences, unreachableNotes } from '../../src/engine/variant/prose.ts';
import { VARIANT_CODEC, variantFromParams, variantToParams } from '../../src/components/lab/variant-url.ts';
import { readUrl, renameKeys } from '../../src/lib/url-state.ts';
import type { OddsTable } from '../../src/engine/odds/odds.ts';

const standard = (): Variant => variantFromRuleset('standard');
const ladder = (...cats: string[]) => cats.map((c) => ({ category: c.replace(/^-/u, ''), on: !c.startsWith('-') }));

describe('variant: from a ruleset', () => {
  it('every card ruleset round-trips to its own rules', () => {
    for (const id of LAB_BASE_IDS) {
      const r = RULESETS[id];
      const v = variantFromRuleset(id);
      const rules = variantRules(v);
      assert.deepEqual(rules.categories, r.categories, id);
      assert.equal(rules.aceLow, r.aceLow);
      assert.equal(rules.wildCopy, r.wildCopy);
      assert.equal(rules.deck.jokers, r.deck.jokers);
      assert.deepEqual([...rules.deck.wild].sort(), [...r.deck.wild].sort());
      assert.equal(v.cards, r.shape.dealt);
      assert.equal(v.ladder.length, LAB_CATEGORIES.length, 'every category listed once');
      assert.deepEqual(
        validateVariant(v).issues.filter((i) => i.severity === 'fixed'),
        [],
        `${id} is valid as it is`,
      );
      assert.deepEqual(variantToParams(v).toString(), id === 'standard' ? '' : `vl-from=${id}`);
    }
  });

  it("keeps an off category in its standard place (Nina's Five: full house between four of a kind and flush)", () => {
    const items = ladderOf(RULESETS['ninas-five'].categories);
    const at = items.findIndex((i) => i.category === 'full-house');
    assert.equal(items[at]?.on, false);
    assert.equal(items[at - 1]?.category, 'four-of-a-kind');
    assert.equal(items[at + 1]?.category, 'flush');
  });
});

describe('variant: validation', () => {
  const cases: Array<{
    name: string;
    /** Fields over standard poker's (validateVariant takes any value). */
    input: { readonly [field: string]: unknown };
    codes: VariantIssueCode[];
    check?: (v: Variant) => void;
  }> = [
    { name: 'standard poker is clean', input: {}, codes: [] },
    {
      name: 'high card off is switched back on',
      input: { ladder: ladder('royal-flush', 'straight-flush', '-high-card') },
      codes: ['catch-all-off'],
      check: (v) => assert.deepEqual(variantCategories(v).slice(-1), ['high-card']),
    },
    {
      name: 'high card above others is moved last',
      input: { ladder: ladder('high-card', 'one-pair') },
      codes: ['catch-all-moved'],
      check: (v) => assert.deepEqual(variantCategories(v), ['one-pair', 'high-card']),
    },
    {
      name: 'every category off leaves high card alone',
      input: { ladder: LAB_CATEGORIES.map((c) => ({ category: c, on: false })) },
      codes: ['catch-all-off', 'only-catch-all'],
    },
    {
      name: 'duplicates keep the first',
      input: { ladder: ladder('flush', 'straight', 'flush', 'high-card') },
      codes: ['duplicate-category'],
      check: (v) => assert.deepEqual(variantCategories(v), ['flush', 'straight', 'high-card']),
    },
    { name: 'unknown category ignored', input: { ladder: ladder('hot-garbage', 'flush', 'high-card') }, codes: ['unknown-category'] },
    { name: '99 jokers fall back', input: { jokers: 99 }, codes: ['bad-jokers'], check: (v) => assert.equal(v.jokers, 0) },
    { name: 'fractional jokers fall back', input: { jokers: 1.5 }, codes: ['bad-jokers'] },
    { name: 'hand size 4 falls back', input: { cards: 4 }, codes: ['bad-hand-size'], check: (v) => assert.equal(v.cards, 5) },
    {
      name: 'unknown base falls back to standard',
      input: { base: 'peekaboo' },
      codes: ['unknown-base'],
      check: (v) => assert.equal(v.base, 'standard'),
    },
    { name: 'unknown wild group ignored', input: { wild: ['sevens'] }, codes: ['unknown-wild'] },
    {
      name: 'five of a kind without wilds is allowed, with a note',
      input: { ladder: ladder('five-of-a-kind', 'high-card') },
      codes: ['five-without-wilds'],
    },
    {
      name: 'five of a kind with wilds that may not copy: note',
      input: { ladder: ladder('five-of-a-kind', 'high-card'), wild: ['deuces'], wildCopy: 'never' },
      codes: ['five-without-copying'],
    },
    {
      name: 'an unknown copy rule falls back to the starting one',
      input: { wildCopy: 'sometimes' },
      codes: ['unknown-copy-rule'],
      check: (v) => assert.equal(v.wildCopy, 'five-of-a-kind-only'),
    },
    {
      name: 'copying any card is a valid choice',
      input: { ladder: ladder('five-of-a-kind', 'high-card'), wild: ['deuces'], wildCopy: 'any' },
      codes: [],
      check: (v) => assert.equal(v.wildCopy, 'any'),
    },
    {
      name: 'five of a kind with wild deuces: fine',
      input: { ladder: ladder('five-of-a-kind', 'high-card'), wild: ['deuces'] },
      codes: [],
    },
    { name: 'jokers wild but none in the deck: note', input: { wild: ['jokers'], jokers: 0 }, codes: ['wild-jokers-absent'] },
    {
      name: 'any order is allowed (the makers handle it)',
      input: { ladder: ladder('one-pair', 'flush', 'royal-flush', 'high-card') },
      codes: [],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { variant, issues } = validateVariant({ ...standard(), ...c.input });
      assert.deepEqual(issues.map((i) => i.code).sort(), [...c.codes].sort());
      for (const i of issues) assert.ok(i.message.length > 10, 'every issue has a message');
      assert.equal(variant.ladder.length, LAB_CATEGORIES.length);
      assert.equal(variant.ladder.at(-1)?.category, 'high-card');
      assert.equal(variant.ladder.at(-1)?.on, true);
      c.check?.(variant);
    });
  }
  // Input that is not shaped like a variant at all (issue 10): never thrown, always a valid variant and issues saying why.
  const shapeless: { name: string; input: unknown; codes: VariantIssueCode[] }[] = [
    { name: 'an empty object', input: {}, codes: ['unknown-base', 'bad-jokers', 'bad-hand-size', 'only-catch-all'] },
    { name: 'undefined', input: undefined, codes: ['unknown-base', 'bad-jokers', 'bad-hand-size', 'only-catch-all'] },
    { name: 'a number', input: 7, codes: ['unknown-base', 'bad-jokers', 'bad-hand-size', 'only-catch-all'] },
    { name: 'wild groups that are not a list', input: { ...standard(), wild: 'deuces' }, codes: ['unknown-wild'] },
    { name: 'a wild group that is a number', input: { ...standard(), wild: [2, 'deuces'] }, codes: ['unknown-wild'] },
    { name: 'a ladder that is not a list', input: { ...standard(), ladder: 5 }, codes: ['unknown-category', 'only-catch-all'] },
    {
      name: 'ladder items that are null or have no category',
      input: { ...standard(), ladder: [null, { on: true }, ...standard().ladder] },
      codes: ['unknown-category', 'unknown-category'],
    },
    {
      name: 'a base and jokers that are symbols or objects without a prototype',
      input: { ...standard(), base: Symbol('x'), jokers: Object.create(null) as unknown },
      codes: ['unknown-base', 'bad-jokers'],
    },
  ];
  for (const c of shapeless) {
    it(`never throws on ${c.name}`, () => {
      const { variant, issues } = validateVariant(c.input);
      assert.deepEqual(issues.map((i) => i.code).sort(), [...c.codes].sort());
      for (const i of issues) assert.ok(typeof i.message === 'string' && i.message.length > 10, 'every issue has a message');
      assert.equal(variant.ladder.length, LAB_CATEGORIES.length);
      assert.equal(validateVariant(variant).issues.filter((i) => i.severity === 'fixed').length, 0, 'the result is valid');
    });
  }
});

describe('variant: URL', () => {
  const variantArb = fc
    .record({
      base: fc.constantFrom(...LAB_BASE_IDS),
      jokers: fc.integer({ min: 0, max: 2 }),
      wild: fc.subarray([...WILD_GROUPS]),
      order: fc.shuffledSubarray(
        LAB_CATEGORIES.filter((c) => c !== 'high-card'),
        { minLength: 10, maxLength: 10 },
      ),
      off: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
      aceLow: fc.boolean(),
      cards: fc.constantFrom(...HAND_SIZES),
      wildCopy: fc.constantFrom(...WILD_COPY_RULES),
    })
    .map(
      ({ order, off, ...rest }) =>
        validateVariant({
          ...rest,
          ladder: [...order.map((category, i) => ({ category, on: !off[i] })), { category: 'high-card', on: true }],
        }).variant,
    );

  it('round-trips every valid variant', () => {
    fc.assert(
      fc.property(variantArb, (v) => {
        const params = variantToParams(v);
        const back = variantFromParams(new URLSearchParams(params.toString()));
        assert.deepEqual(back.notes, []);
        assert.deepEqual(back.variant, v);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out values equal to the starting ruleset', () => {
    assert.equal(variantToParams(DEFAULT_VARIANT).toString(), '');
    const v = { ...variantFromRuleset('pokers-wild'), aceLow: false };
    assert.equal(variantToParams(v).toString(), 'vl-from=pokers-wild&vl-acelow=0');
  });

  it('a hostile URL falls back with notes and never throws', () => {
    const { variant, notes } = variantFromParams(
      new URLSearchParams(
        'vl-ladder=-5k.-rf.-sf.-4k.-fh.-fl.-st.-3k.-2p.-1p.-hc&vl-jokers=99&vl-cards=abc&vl-wild=<b>&vl-from=zzz&vl-acelow=maybe',
      ),
    );
    assert.deepEqual(variantCategories(variant), ['high-card']);
    assert.equal(variant.jokers, 0);
    assert.equal(variant.cards, 5);
    assert.equal(variant.base, 'standard');
    assert.equal(notes.length, 6);
    assert.ok(notes.some((n) => n.includes('vl-jokers="99"')));
    assert.ok(notes.some((n) => n.includes('High card is the catch-all')));
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('vl-from', 'vl-jokers', 'vl-wild', 'vl-ladder', 'vl-acelow', 'vl-cards', 'vl-copy', 'x'),
          fc.string(),
        ),
        (dict) => {
          const r = variantFromParams(new URLSearchParams(dict));
          assert.equal(validateVariant(r.variant).issues.filter((i) => i.severity === 'fixed').length, 0, 'the result is always valid');
        },
      ),
      { numRuns: 300 },
    );
  });

  const copyCases: ReadonlyArray<{ name: string; query: string; rule: string; notes: number; back: string }> = [
    {
      name: "no copy parameter: the starting ruleset's rule (copy only for five of a kind)",
      query: 'vl-from=ninas-five',
      rule: 'five-of-a-kind-only',
      notes: 0,
      back: 'vl-from=ninas-five',
    },
    { name: 'vl-copy=any', query: 'vl-from=ninas-five&vl-copy=any', rule: 'any', notes: 0, back: 'vl-from=ninas-five&vl-copy=any' },
    { name: 'vl-copy=never', query: 'vl-copy=never', rule: 'never', notes: 0, back: 'vl-copy=never' },
    {
      name: 'vl-copy=five equals the default and is dropped on the way back',
      query: 'vl-copy=five',
      rule: 'five-of-a-kind-only',
      notes: 0,
      back: '',
    },
    {
      name: 'an old link with copy=1 (copying was on) means copy any card',
      query: 'vl-from=bluff-n-peg-deuces&vl-copy=1',
      rule: 'any',
      notes: 0,
      back: 'vl-from=bluff-n-peg-deuces&vl-copy=any',
    },
    {
      name: 'an old link with copy=0 (copying was off) means never copy',
      query: 'vl-from=pokers-wild&vl-copy=0',
      rule: 'never',
      notes: 0,
      back: 'vl-from=pokers-wild&vl-copy=never',
    },
    { name: 'an old link with copy=true / copy=false', query: 'vl-copy=false', rule: 'never', notes: 0, back: 'vl-copy=never' },
    { name: 'an unknown value falls back with a note', query: 'vl-copy=maybe', rule: 'five-of-a-kind-only', notes: 1, back: '' },
  ];
  for (const c of copyCases) {
    it(`copy rule in the URL: ${c.name}`, () => {
      const { variant, notes } = variantFromParams(new URLSearchParams(c.query));
      assert.equal(variant.wildCopy, c.rule);
      assert.equal(notes.length, c.notes, notes.join(' | '));
      if (c.notes > 0) assert.match(notes[0] ?? '', /^Ignored vl-copy="maybe": use five, any, never\.$/u);
      assert.equal(variantToParams(variant).toString(), c.back);
    });
  }

  it('garbage in the ladder falls back to the starting ladder', () => {
    const { variant, notes } = variantFromParams(new URLSearchParams('vl-ladder=zz.rf'));
    assert.deepEqual(variant.ladder, DEFAULT_VARIANT.ladder);
    assert.match(notes[0] ?? '', /vl-ladder="zz.rf": "zz" is not a category code/u);
  });

  const oldLinks: ReadonlyArray<{ name: string; query: string; back: string }> = [
    { name: 'a link from before the vl- prefix', query: 'from=pokers-wild&acelow=0', back: 'vl-from=pokers-wild&vl-acelow=0' },
    {
      name: 'every old key at once',
      query: 'jokers=2&wild=jokers&ladder=5k.rf.sf.4k.fh.fl.st.3k.2p.1p.hc&acelow=0&cards=7&copy=1',
      back: 'vl-jokers=2&vl-wild=jokers&vl-ladder=5k.rf.sf.4k.fh.fl.st.3k.2p.1p.hc&vl-acelow=0&vl-cards=7&vl-copy=any',
    },
    { name: 'an old key beside its new one: the new one wins', query: 'jokers=1&vl-jokers=2', back: 'vl-jokers=2' },
    { name: "another widget's key is kept", query: 'cards=6&cv-a=As', back: 'vl-cards=6&cv-a=As' },
  ];
  for (const c of oldLinks) {
    it(`old keys are read and written as the new ones: ${c.name}`, () => {
      const params = new URLSearchParams(c.query);
      const { state, notes } = readUrl(VARIANT_CODEC, params);
      assert.deepEqual(notes, []);
      assert.equal(VARIANT_CODEC.write(state, renameKeys(params, VARIANT_CODEC.renamed)).toString(), c.back);
    });
  }
});

describe('variant: counting', () => {
  it('standard poker without full house: the 3,744 full houses become three of a kind', () => {
    const v = validateVariant({
      ...standard(),
      ladder: standard().ladder.map((i) => (i.category === 'full-house' ? { ...i, on: false } : i)),
    }).variant;
    const t = exactCardOdds(variantRules(v), 5);
    const c = Object.fromEntries(t.counts.map((r) => [r.category, r.count]));
    assert.equal(c['three-of-a-kind'], 54_912 + 3_744);
    assert.equal(c['full-house'], undefined);
    assert.equal(t.total, 2_598_960);
  });

  it('counts exactly what judging every hand one at a time gives (a variant with up to eight wilds)', () => {
    const v = validateVariant({ ...standard(), jokers: 2, wild: ['jokers', 'deuces', 'one-eyed-jacks'], cards: 5 }).variant;
    const rules = variantRules(v);
    const deck = deckModel(rules.deck).cards;
    for (const cards of [4, 5]) {
      const byHand = new Map<string, number>();
      const hand: number[] = [];
      const walk = (from: number): void => {
        if (hand.length === cards) {
          const category = keyCategory(
            handKey(
              rules,
              hand.map((card) => ({ card })),
            ),
            rules.categories,
          );
          byHand.set(category, (byHand.get(category) ?? 0) + 1);
          return;
        }
        for (let i = from; i < deck.length; i++) {
          hand.push(deck[i] ?? 0);
          walk(i + 1);
          hand.pop();
        }
      };
      walk(0);
      const table = exactCardOdds(rules, cards);
      for (const row of table.counts) assert.equal(row.count, byHand.get(row.category) ?? 0, `${cards} cards, ${row.category}`);
    }
  });

  it('counts variants with more than four wild cards in a hand (jokers, deuces and one-eyed jacks)', () => {
    const v = validateVariant({
      ...standard(),
      jokers: 2,
      wild: ['jokers', 'deuces', 'one-eyed-jacks'],
      ladder: ladderOf(RULESETS['pokers-wild'].categories),
    }).variant;
    const t = exactCardOdds(variantRules(v), 5);
    assert.equal(t.total, 3_162_510); // C(54, 5)
    // Eight wild cards; 46 naturals: no deuces, two jacks, four of each other rank.
    // Five of a kind = 5 wilds + 4 wilds (any natural) + 3 wilds with a natural pair + 2 with trips + 1 with quads.
    const pairs = 11 * 6 + 1;
    const five = 56 + 70 * 46 + 56 * pairs + 28 * (11 * 4) + 8 * 11;
    assert.equal(t.counts.find((c) => c.category === 'five-of-a-kind')?.count, five);
  });
});

describe('variant: inversions and order', () => {
  const pokersWild: OddsTable = exactCardOdds(RULESETS['pokers-wild'], 5);

  it('5 cards, two wild jokers: three of a kind is more common than two pair', () => {
    const v = validateVariant({ ...standard(), jokers: 2, wild: ['jokers'], ladder: ladderOf(RULESETS['pokers-wild'].categories) }).variant;
    const t = exactCardOdds(variantRules(v), 5);
    assert.deepEqual(t, pokersWild);
    const inv = findInversions(t, variantContext(v));
    const trips = inv.find((i) => i.higher === 'three-of-a-kind' && i.lower === 'two-pair');
    assert.deepEqual(trips, {
      higher: 'three-of-a-kind',
      higherCount: 232_968,
      lower: 'two-pair',
      lowerCount: 123_552,
      reason: 'wild-trips',
    });
    const sentences = inversionSentences(inv, variantContext(v));
    assert.ok(
      sentences.includes(
        'With jokers wild, three of a kind (232,968) turns up more often than two pair (123,552), though it ranks above it, because a joker turns any pair into three of a kind, so a hand holding a wild card is never just two pair.',
      ),
      sentences.join('\n'),
    );
    // Equal counts (four of a kind and full house, 9,360 each) are not an inversion.
    assert.equal(
      inv.some((i) => i.higher === 'four-of-a-kind' && i.lower === 'full-house'),
      false,
    );
  });

  it('standard five-card poker has no inversions', () => {
    const t = exactCardOdds(RULESETS.standard, 5);
    assert.deepEqual(findInversions(t, rulesetContext('standard')), []);
  });

  it('dice: full house above straight although more common, and hot garbage below rarer hands', () => {
    const t: OddsTable = {
      cards: 5,
      total: 7776,
      counts: [
        { category: 'full-house', count: 300 },
        { category: 'straight', count: 240 },
        { category: 'one-pair', count: 3600 },
        { category: 'hot-garbage', count: 480 },
      ],
    };
    const inv = findInversions(t, rulesetContext('peekaboo'));
    assert.deepEqual(
      inv.map((i) => `${i.higher}>${i.lower}:${i.reason}`),
      ['full-house>straight:dice-straights', 'one-pair>hot-garbage:dice-garbage'],
    );
    assert.match(
      inversionSentences(inv, rulesetContext('peekaboo'))[0] ?? '',
      /^With five dice, full house \(300\) turns up more often than straight \(240\)/u,
    );
  });

  it('groups pairs over high card in seven cards into one sentence', () => {
    const seven: OddsTable = {
      cards: 7,
      total: 100,
      counts: [
        { category: 'three-of-a-kind', count: 30 },
        { category: 'two-pair', count: 31 },
        { category: 'one-pair', count: 35 },
        { category: 'high-card', count: 4 },
      ],
    };
    const s = inversionSentences(findInversions(seven, { kind: 'cards', cards: 7, wild: [] }), { kind: 'cards', cards: 7, wild: [] });
    assert.equal(s.length, 1);
    assert.match(s.join(' '), /three of a kind \(30\), two pair \(31\) and one pair \(35\) each turn up more often than high card \(4\)/u);
  });

  it('suggested order sorts by rarity, keeps ties in place and high card last', () => {
    assert.deepEqual(suggestedOrder(pokersWild), [
      'five-of-a-kind',
      'royal-flush',
      'straight-flush',
      'four-of-a-kind',
      'full-house',
      'flush',
      'straight',
      'two-pair',
      'three-of-a-kind',
      'one-pair',
      'high-card',
    ]);
    const v = variantFromRuleset('pokers-wild');
    const applied = applyOrder(v.ladder, suggestedOrder(pokersWild));
    assert.deepEqual(
      applied.filter((i) => i.on).map((i) => i.category),
      suggestedOrder(pokersWild),
    );
  });

  it('explains five of a kind that never happens because wilds never copy', () => {
    const v = validateVariant({ ...variantFromRuleset('bluff-n-peg-deuces'), wildCopy: 'never' }).variant;
    const t = exactCardOdds(variantRules(v), 5);
    assert.equal(t.counts.find((c) => c.category === 'five-of-a-kind')?.count, 0);
    assert.deepEqual(unreachableNotes(t, variantContext(v)), [
      'Five of a kind never happens: a wild card would have to copy a card already in the hand, and wild cards never copy here.',
    ]);
    // The default (copy only for five of a kind) makes it.
    const usual = exactCardOdds(variantRules(variantFromRuleset('bluff-n-peg-deuces')), 5);
    assert.deepEqual(unreachableNotes(usual, variantContext(variantFromRuleset('bluff-n-peg-deuces'))), []);
  });

  it('explains categories that can never happen', () => {
    const noWilds = exactCardOdds({ ...variantRules(standard()), categories: ['five-of-a-kind', ...RULESETS.standard.categories] }, 5);
    assert.deepEqual(unreachableNotes(noWilds, variantContext(standard())), [
      'Five of a kind never happens: it needs a wild card, and no card is wild.',
    ]);
    const hidden = exactCardOdds({ ...variantRules(standard()), categories: ['straight-flush', 'royal-flush', 'flush', 'high-card'] }, 5);
    assert.deepEqual(unreachableNotes(hidden, variantContext(standard())), [
      'Royal flush never happens: every such hand is also a straight flush, which ranks above it here.',
    ]);
  });
});
