/**
 * Nina's Five's guided round teaches what it says: each step's rule is really
 * exercised by the moves of that step (or, for the scoring, by the trick
 * scored just before it).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCard, isJoker } from '../../../src/engine/cards.ts';
import { judgeRequest } from '../../../src/engine/judge.ts';
import { MODELS } from '../../../src/engine/play/models.ts';
import type { NfState } from '../../../src/engine/play/ninas-five-state.ts';
import { startTutorial, tryMove, type TutorialProgress } from '../../../src/engine/tutorial/runner.ts';

/** The progress at the start of each step (after its computer moves), and the state just after the learner's move. */
function walk(): { at: TutorialProgress; after: NfState }[] {
  const s = startTutorial('ninas-five');
  assert.ok(s.ok);
  const out: { at: TutorialProgress; after: NfState }[] = [];
  let p = s.value;
  for (const step of p.script.steps) {
    const r = tryMove(p, step.expect[0]);
    assert.ok(r.ok, r.explanation);
    const mine = MODELS['ninas-five'].play(p.state, { seat: p.script.learner, move: step.expect[0] });
    assert.ok(mine.ok);
    out.push({ at: p, after: mine.value as NfState });
    p = r.next;
  }
  return out;
}

const text = (l: { card: number; as?: number }): string => (l.as !== undefined ? `X=${formatCard(l.as)}` : formatCard(l.card));

const CLAIMS: readonly { rule: string; holds: (at: NfState, after: NfState, learnerMove: unknown) => boolean }[] = [
  { rule: 'nf-first-cards', holds: (at, after) => at.step === 'first-plays' && (after.laid[2]?.length ?? 0) === 1 },
  {
    rule: 'nf-peekaboo-swap',
    holds: (at, after, m) =>
      at.step === 'peekaboo' &&
      (m as { replace: unknown }).replace === 1 &&
      after.swaps.some((w) => w.by === 0 && w.seat === 1) &&
      after.laid[1]?.[0]?.peekabooOf === 0,
  },
  {
    rule: 'nf-joker-named',
    holds: (_at, after) => {
      const laid = after.laid[2]?.[1];
      return laid !== undefined && isJoker(laid.card) && laid.as !== undefined;
    },
  },
  {
    rule: 'nf-no-full-house',
    holds: (at) => {
      const r = at.results[0];
      if (r === undefined || r.winner !== 0) return false;
      const board = r.community.map(formatCard).join(' ');
      const hand = [0, 2].flatMap((seat) => (r.cards[seat] ?? []).map(text)).join(' ');
      const j = judgeRequest({ game: 'ninas-five', board, hands: [hand] });
      if (!j.ok) return false;
      const counts = new Map<string, number>();
      for (const c of `${hand} ${board}`.split(' ')) {
        const rank = c.startsWith('X=') ? c[2] : c[0];
        counts.set(rank ?? '', (counts.get(rank ?? '') ?? 0) + 1);
      }
      const sizes = [...counts.values()].sort((a, b) => b - a);
      // Three of a rank and two of another: a full house in poker, three of a kind here.
      return sizes[0] === 3 && sizes[1] === 2 && j.value.hands[0]?.category === 'three-of-a-kind';
    },
  },
];

test('each step of the Nina’s Five round exercises the rule it teaches', () => {
  const steps = walk();
  assert.deepEqual(
    steps.map((s) => s.at.script.steps[steps.indexOf(s)]?.rule),
    CLAIMS.map((c) => c.rule),
  );
  for (const [i, c] of CLAIMS.entries()) {
    const { at, after } = steps[i]!;
    assert.ok(c.holds(at.state as NfState, after, at.script.steps[i]!.expect[0]), c.rule);
  }
});

test('the claims can fail: on the step before, no claim after the first holds', () => {
  const steps = walk();
  for (const [i, c] of CLAIMS.entries()) {
    if (i === 0) continue;
    const { at, after } = steps[i - 1]!;
    assert.equal(c.holds(at.state as NfState, after, at.script.steps[i - 1]!.expect[0]), false, c.rule);
  }
});
