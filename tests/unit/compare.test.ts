import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RULESETS } from '../../src/engine/hands/rulesets.ts';
import { alignedCategories, ladderMarks } from '../../src/components/compare/data.ts';
import { toCsv, toMarkdown, fmtPercent, fmtOneIn } from '../../src/components/compare/export.ts';
import { allVerdicts, outcomeText, verdictFor } from '../../src/components/compare/verdicts.ts';

const std = RULESETS.standard.categories;

describe('compare: ladder differences', () => {
  it("Nina's Five is missing the full house and adds five of a kind", () => {
    const m = ladderMarks(RULESETS['ninas-five'].categories, std);
    assert.equal(m.get('full-house')?.mark, 'missing');
    assert.equal(m.get('five-of-a-kind')?.mark, 'added');
    assert.equal(m.get('flush')?.mark, 'same');
  });

  it('Peekaboo adds hot garbage and drops the flushes and high card', () => {
    const m = ladderMarks(RULESETS.peekaboo.categories, std);
    assert.equal(m.get('hot-garbage')?.mark, 'added');
    for (const c of ['royal-flush', 'straight-flush', 'flush', 'high-card'] as const) assert.equal(m.get(c)?.mark, 'missing');
    // Full house is above straight in standard poker too, so it has not moved.
    assert.equal(m.get('full-house')?.mark, 'same');
  });

  it('an order change is marked on both hands, naming the other', () => {
    const swapped = std.map((c) => (c === 'straight' ? 'flush' : c === 'flush' ? 'straight' : c));
    const m = ladderMarks(swapped, std);
    assert.deepEqual(m.get('straight'), { mark: 'moved', against: ['flush'] });
    assert.deepEqual(m.get('flush'), { mark: 'moved', against: ['straight'] });
    assert.equal(m.get('full-house')?.mark, 'same');
  });

  it('aligns every category any ladder uses, in the standard order', () => {
    assert.deepEqual(alignedCategories([std, RULESETS.peekaboo.categories]), [
      'five-of-a-kind',
      'royal-flush',
      'straight-flush',
      'four-of-a-kind',
      'full-house',
      'flush',
      'straight',
      'three-of-a-kind',
      'two-pair',
      'one-pair',
      'high-card',
      'hot-garbage',
    ]);
  });
});

describe('compare: export', () => {
  const t = {
    header: ['Hand', 'Count'],
    rows: [
      ['Full house', '3744'],
      ['Say "hi", | there', '1'],
    ],
  };
  it('CSV quotes what needs quoting', () => {
    assert.equal(toCsv(t), 'Hand,Count\r\nFull house,3744\r\n"Say ""hi"", | there",1\r\n');
  });
  it('Markdown escapes pipes and right-aligns numbers', () => {
    assert.equal(toMarkdown(t), '| Hand | Count |\n| --- | ---: |\n| Full house | 3744 |\n| Say "hi", \\| there | 1 |\n');
  });
  it('formats rare probabilities with enough digits', () => {
    assert.equal(fmtPercent(4, 2_598_960), '0.000154%');
    assert.equal(fmtPercent(1_302_540, 2_598_960), '50.12%');
    assert.equal(fmtOneIn(0, 10), 'never');
    assert.equal(fmtOneIn(54_912, 2_598_960), '1 in 47.3');
  });
});

describe('compare: one hand, every verdict', () => {
  it('judges the same cards differently by game', () => {
    const { verdicts, reference } = allVerdicts('Ks Kh 9d 9c 2s', 'Qs Qh Qd 4c 7h');
    const by = Object.fromEntries(verdicts.map((v) => [v.id, v]));
    assert.equal(reference, 'B');
    assert.equal(by.standard?.a?.category, 'two-pair');
    assert.equal(by.standard.outcome, 'B');
    assert.equal(by['bluff-n-peg-deuces']?.a?.category, 'full-house');
    assert.equal(by['bluff-n-peg-deuces'].outcome, 'A');
    assert.equal(by['bluff-n-peg-deuces'].differs, true);
    assert.equal(by.standard.differs, false);
    assert.match(by.peekaboo?.error ?? '', /die face/u);
    assert.equal(by.peekaboo?.outcome, null);
  });

  it('splits hole cards and board in games with a board', () => {
    const v = verdictFor('nuclear-holdem', 'As Ad Ac Kd Kh', '');
    assert.equal(v.a?.category, 'full-house');
    assert.match(v.a.split ?? '', /As Ad; board: Ac Kd Kh/u);
  });

  it("says why a game can't take the cards", () => {
    assert.match(verdictFor('standard', 'As X', '').error ?? '', /no jokers/u);
    assert.match(verdictFor('pokers-wild', 'As Ks Qs Js Ts 9s', '').error ?? '', /6 cards/u);
    assert.match(verdictFor('standard', 'As Kd', 'As Qd').error ?? '', /one deck.*As appears twice/u);
    const tie = verdictFor('ninas-five', 'As Kd Qh Jc 9s', 'Ah Ks Qd Jh 9c');
    assert.equal(tie.outcome, 'tie');
    assert.equal(outcomeText(tie), 'Tie: nobody wins');
  });

  it('Peekaboo takes dice', () => {
    const v = verdictFor('peekaboo', '6 6 6 4 3', '5 5 2 2 1');
    assert.equal(v.a?.category, 'three-of-a-kind');
    assert.equal(v.outcome, 'A');
  });
});

describe('compare: one hand, every verdict, at one table', () => {
  const shared: Array<[string, string, string, 'A' | 'B' | 'tie']> = [
    // Hold'em: two hole cards each, then the same five on the board.
    ['nuclear-holdem', 'Ah Kd Qh Jd Tc 4s 2h', 'Qs Qc Qh Jd Tc 4s 2h', 'A'],
    // The board may be written in any order.
    ['nuclear-holdem', 'Ah Kd Qh Jd Tc 4s 2h', 'Qs Qc 2h 4s Tc Jd Qh', 'A'],
    // Nina's Five: a team's four cards, then the three community cards.
    ['ninas-five', 'X Qh Qd 7c Qs 2d 5h', 'Ks Kd 9h 9c Qs 2d 5h', 'A'],
  ];
  for (const [id, a, b, outcome] of shared) {
    it(`${id}: two hands ending with the same board share it (${b})`, () => {
      const v = verdictFor(id as 'nuclear-holdem', a, b);
      assert.equal(v.error, null, v.error ?? '');
      assert.equal(v.outcome, outcome);
      assert.match(v.b?.split ?? '', /shared/u);
    });
  }

  it('different boards that overlap are one deck, and the message says how to share', () => {
    const v = verdictFor('nuclear-holdem', 'Ah Kd Qh Jd Tc 4s 2h', 'Qs Qc Qh Jd Tc 4s 3h');
    assert.match(v.error ?? '', /one deck: Qh appears twice.*same board cards/u);
  });

  it('a hole card that is on the shared board is still a duplicate', () => {
    const v = verdictFor('nuclear-holdem', 'Ah Kd Qh Jd Tc 4s 2h', 'Qh Qc Qh Jd Tc 4s 2h');
    assert.match(v.error ?? '', /Qh appears twice/u);
  });

  const messages: Array<[string, string, string, RegExp]> = [
    ['bluff-n-peg', 'As Ks Qs Js Ts 9s 8s', '', /^Hand A has 7 cards; it takes 1 to 5 cards\.$/u],
    ['standard', 'As Kd', 'Qh Qd Qc Qs Jh Jd Jc Js', /^Hand B has 8 cards; it takes 1 to 7 cards\.$/u],
    ['peekaboo', '6 6 6 3', '', /^Hand A has 4 dice; it needs 5\.$/u],
    ['standard', 'Zz', '', /^Hand A: "Z/u],
  ];
  for (const [id, a, b, message] of messages) {
    it(`names the hand once: ${id} ${a} / ${b}`, () => {
      const v = verdictFor(id as 'standard', a, b);
      assert.match(v.error ?? '', message);
      assert.doesNotMatch(v.error ?? '', /Hand [AB]: Hand|hand a|hand b/u);
    });
  }
});
