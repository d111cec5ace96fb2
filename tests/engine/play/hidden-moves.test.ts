/**
 * For every game: a seat's legal moves, the words for them and the bots'
 * choices depend only on what the seat may see. Random legal play, then at
 * each state the seat to act is compared against the same state with what it
 * may not see dealt again (redeal.ts), so a move list built from a hidden
 * order (the deck's, another hand's) or a label that reads hidden cards fails.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GAME_IDS, type GameId } from '../../../src/engine/ids.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions, type OptionValues } from '../../../src/engine/play/options.ts';
import { assertMovesHidden, randomPlay } from './harness.ts';
import { REDEAL } from './redeal.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { expertBudget, expertFor } from '../../../src/engine/bots/index.ts';
import type { SearchBudget } from '../../../src/engine/search/ismcts.ts';
import { rngAt } from '../../../src/engine/play/random.ts';

/**
 * The expert with a small budget: the same search (the tree, or flat with its margin) and sampler as at the table, a
 * few deals a move.
 */
const small = (id: GameId): SearchBudget => ({ ...expertBudget(id), iterations: 6, rolloutDepth: 12, pool: 6 });

type Options = OptionValues<AnyPlayable['rules']['options']>;

interface Plan {
  /** Option changes to play besides the printed rules. */
  readonly variants: readonly Record<string, unknown>[];
  readonly runs: number;
  /** Check every `stride`-th state of a game (moves are labelled by playing each one, which is the slow part). */
  readonly stride: number;
  /** A kind of state the runs must reach, where a leak was once found, and its name. */
  readonly reach?: readonly [name: string, (state: never) => boolean];
  /** Runs that once found a leak, replayed first every time: [variant (-1: the printed rules), seed, picks, salt]. */
  readonly examples?: readonly (readonly [variant: number, seed: number, picks: readonly number[], salt: number])[];
}

const PLANS: { readonly [G in GameId]: Plan } = {
  'ninas-five': { variants: [{ peekabooReveal: 'in-turn' }, { jokers: 0 }], runs: 12, stride: 3 },
  peekaboo: {
    variants: [{ players: 3, peekers: 3, lookers: 2 }],
    runs: 20,
    stride: 2,
    // A call that put a player all in was labelled from the state after it: a showdown's payout there said whether the
    // caller would win ("Called 1 chip" against "Called 1 chip and is all in").
    examples: [[-1, 4, [546457237, 1599401543, 1008967090, 1292474452], 0]],
  },
  'nuclear-holdem': {
    variants: [{ players: 4 }, { players: 6, jokers: 1 }],
    runs: 30,
    stride: 1,
    reach: ['an Intel swap', (s: NhState) => s.phase === 'intel' && s.crossing.length === 0],
  },
  'pokers-wild': { variants: [{ players: 2 }], runs: 10, stride: 4 },
  'bluff-n-peg': { variants: [{ players: 2, deucesWild: true }], runs: 20, stride: 1 },
};

for (const id of GAME_IDS)
  test(`${id}: legal moves, their words and the bots' choices never change when what the seat cannot see is dealt again`, () => {
    const game: AnyPlayable = playable(id);
    const { rules, words } = game;
    const plan = PLANS[id];
    const redeal = REDEAL[id] as (s: unknown, seat: number, salt: number) => unknown;
    const base = defaultOptions(rules.options);
    const options: Options[] = [base, ...plan.variants.map((v) => ({ ...base, ...v }) as Options)];
    const expert = expertFor(id, small(id)) as (view: unknown, legal: readonly unknown[], rng: ReturnType<typeof rngAt>) => unknown;
    let compared = 0;
    let expertCompared = 0;
    let changed = 0;
    let reached = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...options),
        fc.nat({ max: 0xffffffff }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        fc.nat({ max: 0xffffff }),
        (o, seed, picks, salt) => {
          const played = randomPlay(game, o, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
          const names = words.seatNames(o);
          for (const [i, s] of played.states.entries()) {
            const seat = rules.toAct(s);
            if (seat === null || i % plan.stride !== 0) continue;
            const other = redeal(s, seat, salt + i);
            assert.equal(rules.audit(other), null, `the redeal keeps every card (move ${i})`);
            if (JSON.stringify(other) !== JSON.stringify(s)) changed++;
            if (plan.reach?.[1](s as never) === true) reached++;
            compared += assertMovesHidden(game, s, other, seat, names, salt + i);
            // The expert deals its own hidden states from the view: the state behind it must not matter.
            const legal: readonly unknown[] = rules.legalMoves(s, seat);
            if (legal.length > 1 && i % (plan.stride * 3) === 0) {
              assert.equal(
                JSON.stringify(expert(rules.view(s, seat), legal, rngAt(salt + i))),
                JSON.stringify(expert(rules.view(other, seat), rules.legalMoves(other, seat), rngAt(salt + i))),
                `the expert's choice for seat ${seat} depends only on its view (move ${i})`,
              );
              expertCompared++;
            }
          }
        },
      ),
      {
        numRuns: plan.runs,
        examples: (plan.examples ?? []).map(
          ([v, seed, picks, salt]) => [options[v + 1] ?? base, seed, [...picks], salt] as [Options, number, number[], number],
        ),
      },
    );
    assert.ok(compared > 100, `${compared} moves compared`);
    assert.ok(expertCompared > 20, `${expertCompared} expert choices compared`);
    assert.ok(changed > 20, `the redeal changed ${changed} states`);
    if (plan.reach !== undefined) assert.ok(reached > 0, `the runs reached ${plan.reach[0]}`);
  });
