/**
 * Poker's Wild!'s guided round teaches what it says: each step's rule is
 * really exercised at that step (and only there, so a claim can fail).
 */
import { test } from 'node:test';
import { isJoker } from '../../../src/engine/cards.ts';
import type { PwMove, PwState } from '../../../src/engine/play/pokers-wild.ts';
import { madeBy } from '../../../src/engine/play/pokers-wild-score.ts';
import { checkClaims, type Claim, type WalkedStep } from './walk.ts';

const ME = 0;

/** The cells of the line the learner's card scores, or null when it scores nothing. */
function scoredLine({ at, move }: WalkedStep<PwState>): number[] | null {
  const m = move as PwMove;
  const made = madeBy(at, m.card, m.row * at.cols + m.col);
  return made === null ? null : made.squares.map((q) => q.row * at.cols + q.col);
}
const gained = ({ at, mine }: WalkedStep<PwState>): number => (mine.scores[ME] ?? 0) - (at.scores[ME] ?? 0);
const throughWildSpace = (step: WalkedStep<PwState>): boolean => (scoredLine(step) ?? []).some((i) => step.at.wild.includes(i));
const throughJoker = (step: WalkedStep<PwState>): boolean =>
  (scoredLine(step) ?? []).some((i) => {
    const c = step.at.cells[i];
    return c !== null && c !== undefined && isJoker(c);
  });

const CLAIMS: readonly Claim<PwState>[] = [
  // A plain line: the card scores with natural cards only.
  { rule: 'pw-lay-and-score', holds: (s) => gained(s) > 0 && scoredLine(s) !== null && !throughWildSpace(s) && !throughJoker(s) },
  { rule: 'pw-wild-space', holds: (s) => gained(s) > 0 && throughWildSpace(s) && !throughJoker(s) },
  { rule: 'pw-joker', holds: (s) => gained(s) > 0 && throughJoker(s) && !throughWildSpace(s) },
];

test('each step of the Poker’s Wild! round exercises the rule it teaches, and no other step does', () => {
  checkClaims('pokers-wild', CLAIMS);
});
