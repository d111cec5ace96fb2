/**
 * Nina's Five's guided round teaches what it says: each step's rule is really
 * exercised at that step (and only there, so a claim can fail).
 */
import { test } from 'node:test';
import { formatCard, isJoker } from '../../../src/engine/hands/cards.ts';
import { judgeRequest } from '../../../src/engine/hands/judge.ts';
import type { LaidCard, NfMove, NfState } from '../../../src/engine/games/ninas-five/state.ts';
import { checkClaims, type Claim } from './walk.ts';

const text = (l: LaidCard): string => (l.as !== undefined ? `X=${formatCard(l.as)}` : formatCard(l.card));
const SOUTH = 2;

/** A team's hand in the last scored trick that holds three of one rank and two of another, judged three of a kind. */
function tripsAndPairJudgedTrips(s: NfState): boolean {
  const r = s.results.at(-1);
  if (r?.winner !== 0) return false;
  const board = r.community.map(formatCard).join(' ');
  const hand = [0, 2].flatMap((seat) => (r.cards[seat] ?? []).map(text)).join(' ');
  const j = judgeRequest({ game: 'ninas-five', board, hands: [hand] });
  if (!j.ok) return false;
  const counts = new Map<string, number>();
  for (const c of `${hand} ${board}`.split(' ')) {
    const rank = c.startsWith('X=') ? c.slice(2, 3) : c.slice(0, 1);
    counts.set(rank, (counts.get(rank) ?? 0) + 1);
  }
  const sizes = [...counts.values()].sort((a, b) => b - a);
  return sizes[0] === 3 && sizes[1] === 2 && j.value.hands[0]?.category === 'three-of-a-kind';
}

const CLAIMS: readonly Claim<NfState>[] = [
  {
    rule: 'nf-first-cards',
    holds: ({ at, mine }) =>
      at.step === 'first-plays' && at.trick === 1 && (at.laid[SOUTH]?.length ?? 0) === 0 && mine.laid[SOUTH]?.length === 1,
  },
  {
    rule: 'nf-peekaboo-swap',
    holds: ({ at, move, mine }) =>
      at.step === 'peekaboo' &&
      (move as NfMove).kind === 'peekaboo' &&
      (move as { replace: unknown }).replace !== 'pass' &&
      mine.step !== 'peekaboo' &&
      mine.swaps.some((w) => w.by === 0),
  },
  {
    rule: 'nf-joker-named',
    holds: ({ mine, at }) => {
      const laid = mine.laid[SOUTH]?.[1];
      return at.trick === 1 && laid !== undefined && isJoker(laid.card) && laid.as !== undefined;
    },
  },
  { rule: 'nf-no-full-house', holds: ({ at }) => at.results.length === 1 && tripsAndPairJudgedTrips(at) },
];

test('each step of the Nina’s Five round exercises the rule it teaches, and no other step does', () => {
  checkClaims('ninas-five', CLAIMS);
});
