/**
 * A toy game to test the framework on its own: each seat gets a secret
 * number; in turn, seats add 1 or 2 to a shared counter; whoever reaches the
 * target wins. It has hidden information, randomness and options, and nothing
 * else, so framework tests do not depend on a real game's rules.
 */
import type { Playable } from '../../../src/engine/play/playable.ts';
import { rngAt } from '../../../src/engine/play/random.ts';

export const TOY_OPTIONS = [
  { kind: 'int', name: 'players', label: 'Players', help: 'How many seats.', default: 2, min: 2, max: 4 },
  { kind: 'int', name: 'target', label: 'Target', help: 'The count that wins.', default: 10, min: 3, max: 50 },
  { kind: 'bool', name: 'secret', label: 'Secret', help: 'Deal secret numbers.', default: true },
  { kind: 'choice', name: 'start', label: 'Start', help: 'Who starts.', default: 'first', choices: ['first', 'last'] },
  { kind: 'ints', name: 'steps', label: 'Steps', help: 'Allowed steps.', default: [1, 2], minLength: 1, maxLength: 3, min: 1, max: 5 },
] as const;

export interface ToyState {
  readonly players: number;
  readonly target: number;
  readonly steps: readonly number[];
  readonly secrets: readonly number[];
  readonly count: number;
  readonly added: readonly number[];
  readonly turn: number;
  readonly winner: number | null;
  readonly rng: number;
}
export type ToyMove = { readonly add: number };
export interface ToyView {
  readonly seat: number;
  readonly secret: number;
  readonly count: number;
  readonly target: number;
}

const seatNames = (o: { readonly players: number }): string[] => Array.from({ length: o.players }, (_, i) => `Player ${i + 1}`);

/** The toy as the engine plays a game: its rules (a trusted apply), its words, its figures and its two players. */
export const TOY: Playable<typeof TOY_OPTIONS, ToyState, ToyMove, ToyView> = {
  rules: {
    id: 'peekaboo',
    options: TOY_OPTIONS,
    checkOptions: (o) =>
      o.target < o.players ? { code: 'bad-options', message: 'The target must be at least the number of players.' } : null,
    lengthUnit: 'turns',
    maxMoves: (o) => o.target,
    seats: (o) => o.players,
    newGame(o, seed) {
      const rng = rngAt(seed);
      const secrets = Array.from({ length: o.players }, () => (o.secret ? 1 + rng.int(6) : 0));
      return {
        players: o.players,
        target: o.target,
        steps: o.steps,
        secrets,
        count: 0,
        added: secrets.map(() => 0),
        turn: o.start === 'first' ? 0 : o.players - 1,
        winner: null,
        rng: rng.state,
      };
    },
    toAct: (s) => (s.winner === null ? s.turn : null),
    legalMoves: (s, seat) => (s.winner === null && seat === s.turn ? s.steps.map((add) => ({ add })) : []),
    apply(s, { seat, move }) {
      const count = Math.min(s.target, s.count + move.add);
      const added = s.added.map((a, i) => (i === seat ? a + (count - s.count) : a));
      return { ...s, count, added, turn: (s.turn + 1) % s.players, winner: count >= s.target ? seat : null };
    },
    view: (s, seat) => ({ seat, secret: s.secrets[seat] ?? 0, count: s.count, target: s.target }),
    outcome: (s) =>
      s.winner === null
        ? null
        : {
            winners: [s.winner],
            tie: false,
            scores: s.added,
            length: s.added.length,
            stats: { count: s.count },
            summary: `Player ${s.winner + 1} reached ${s.target}.`,
          },
    audit: (s) => (s.added.reduce((a, b) => a + b, 0) === s.count ? null : 'the count is not the sum of the steps'),
  },
  words: {
    seatNames,
    describe: (_before, { seat, move }, after) => `Player ${seat + 1} added ${move.add}: the count is ${after.count}.`,
    moveLabel: (_view, move) => `Add ${move.add}`,
  },
  bots: {
    expert: (_v, legal, rng) => ({ move: rng.pick(legal), reason: 'Any legal move.' }),
    skilled: (_v, legal, rng) => ({ move: rng.pick(legal), reason: 'Any legal move.' }),
    random: (_v, legal, rng) => ({ move: rng.pick(legal), reason: 'Any legal move.' }),
    sensible: (v, legal) => {
      const best = legal.find((m) => v.count + m.add >= v.target) ?? legal[0];
      if (best === undefined) throw new Error('no legal move');
      return { move: best, reason: 'The step that wins now, or the smallest.' };
    },
  },
  stats: {
    summarize: (totals, games) => ({ meanCount: (totals.count ?? 0) / Math.max(1, games) }),
    labelOf: (key) => (key === 'meanCount' ? { label: 'Count at the end', format: 'mean' } : undefined),
    scoreUnit: 'points',
  },
};
