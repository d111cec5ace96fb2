/**
 * Every game's sampler (games/<id>/sampler.ts), the search's only window on what a seat cannot see. Over states
 * reached by random and sensible play, from many seeds, for every seat:
 *
 * - the sampled state, seen from that seat, is exactly the view it was sampled from;
 * - it passes the game's audit (every card, die and chip accounted for);
 * - the seat's legal moves there are its legal moves in the true state, in order;
 * - the hidden part varies from sample to sample where more than one deal fits, and is not simply the true one.
 *
 * One row per game: its options to play, and what of a state the seat cannot see (to compare samples).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_IDS, type GameId } from '../../../src/engine/ids.ts';
import { SAMPLERS } from '../../../src/engine/bots/index.ts';
import { defaultOptions, type OptionValues } from '../../../src/engine/play/options.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { mixSeed, rngAt } from '../../../src/engine/play/random.ts';
import type { BotLevel } from '../../../src/engine/play/types.ts';
import type { BpState } from '../../../src/engine/games/bluff-n-peg/state.ts';
import type { NfState } from '../../../src/engine/games/ninas-five/state.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import type { PeekabooState } from '../../../src/engine/games/peekaboo/state.ts';
import type { PwState } from '../../../src/engine/games/pokers-wild/state.ts';
import { canonical } from '../play/canonical.ts';

type Options = OptionValues<AnyPlayable['rules']['options']>;

interface Row {
  /** Option changes to play besides the printed rules. */
  readonly variants: readonly Record<string, unknown>[];
  /** Games per option set and level. */
  readonly games: number;
  /** Check every `stride`-th state of a game. */
  readonly stride: number;
  /** What `seat` cannot see in a state, as data to compare (the sampler deals it). */
  readonly hidden: (state: never, seat: number) => unknown;
  /** What the view does not show but a sample must get right (how many cards lie where). */
  readonly same: (state: never) => unknown;
}

const others = <T>(list: readonly T[], seat: number): T[] => list.filter((_, i) => i !== seat);

const ROWS: { readonly [G in GameId]: Row } = {
  'ninas-five': {
    variants: [{ peekabooReveal: 'in-turn' }, { jokers: 0, peekaboo: false }, { handsPerShuffle: 1, cardsDealt: 4 }],
    games: 3,
    stride: 2,
    hidden: (s: NfState, seat: number) => [
      others(s.hands, seat),
      s.deck,
      s.peekaboo,
      s.buried,
      s.laid.map((cards) => cards.filter((l) => l.peekabooOf !== undefined).map((l) => l.card)),
      s.pending,
    ],
    same: (s: NfState) => [s.deck.length, s.buried.length, s.shuffleTrick, s.swaps.map((w) => [w.by, w.seat, w.replaced.card])],
  },
  peekaboo: {
    variants: [
      { players: 3, peekers: 3, lookers: 2 },
      { players: 6, chips: 8, keptDice: 'may-reroll' },
    ],
    games: 3,
    stride: 2,
    hidden: (s: PeekabooState, seat: number) => others(s.peekers, seat),
    same: (s: PeekabooState) => [s.o, s.peekers.map((p) => p.length)],
  },
  'nuclear-holdem': {
    variants: [{ players: 4 }, { players: 6, jokers: 1, discards: 2 }],
    games: 3,
    stride: 2,
    hidden: (s: NhState, seat: number) => [others(s.roleCards, seat), others(s.homes, seat), others(s.hands, seat), s.deck, s.discards],
    same: (s: NhState) => [
      s.o,
      s.phase,
      s.deck.length,
      s.discards.length,
      s.phase === 'over' ? null : [s.acted, s.done],
      s.crossing.map((c) => c.seat),
    ],
  },
  'pokers-wild': {
    variants: [
      { players: 2, circles: 2 },
      { players: 6, rows: 12, cols: 12, wildSpaces: 4 },
    ],
    games: 4,
    stride: 3,
    hidden: (s: PwState, seat: number) => [others(s.hands, seat), s.deck],
    same: (s: PwState) => [s.deckSize, s.starters, s.turns, s.deck.length],
  },
  'bluff-n-peg': {
    variants: [
      { players: 2, deucesWild: true },
      { players: 6, discards: 0 },
    ],
    games: 3,
    stride: 2,
    hidden: (s: BpState, seat: number) => [others(s.held, seat), others(s.thrown, seat), s.deck],
    same: (s: BpState) => [s.o, s.deck.length, s.held.map((h) => h.length), s.thrown.map((h) => h.length), s.stats.hands],
  },
};

/** The states of one game played by `level` players from `seed`. */
function statesOf(game: AnyPlayable, options: Options, seed: number, level: BotLevel): unknown[] {
  const { rules } = game;
  const bot = game.bots[level];
  const rng = rngAt(mixSeed(seed, 0, 1));
  let state: unknown = rules.newGame(options, seed);
  const states = [state];
  for (let seat = rules.toAct(state); seat !== null; seat = rules.toAct(state)) {
    const legal: readonly unknown[] = rules.legalMoves(state, seat);
    const move: unknown = bot(rules.view(state, seat), legal, rng).move;
    state = rules.apply(state, { seat, move });
    states.push(state);
  }
  return states;
}

const SAMPLES = 3;

for (const id of GAME_IDS)
  test(`${id}: a sampled state fits the seat's view exactly, passes the audit, keeps the legal moves, and varies what is hidden`, () => {
    const game: AnyPlayable = playable(id);
    const { rules } = game;
    const row = ROWS[id];
    const sample = SAMPLERS[id] as (view: unknown, rng: ReturnType<typeof rngAt>) => unknown;
    const base = defaultOptions(rules.options);
    const optionSets: Options[] = [base, ...row.variants.map((v) => ({ ...base, ...v }) as Options)];
    let checked = 0;
    let eligible = 0;
    let varied = 0;
    let asTrue = 0;
    for (const [o, options] of optionSets.entries())
      for (const level of ['random', 'sensible'] as const)
        for (let g = 0; g < row.games; g++) {
          const seed = mixSeed(0x5a4e, o * 100 + g, level === 'random' ? 0 : 1);
          for (const [i, state] of statesOf(game, options, seed, level).entries()) {
            if (i % row.stride !== 0) continue;
            for (let seat = 0; seat < rules.seats(options); seat++) {
              const view: unknown = rules.view(state, seat);
              const where = `${canonical(options)}, seed ${seed}, ${level} play, state ${i}, seat ${seat}`;
              const rng = rngAt(mixSeed(seed, i, seat + 7));
              const hiddens: string[] = [];
              for (let k = 0; k < SAMPLES; k++) {
                const sampled = sample(view, rng);
                assert.equal(canonical(rules.view(sampled, seat)), canonical(view), `the view is kept (${where})`);
                assert.equal(rules.audit(sampled), null, `the sample passes the audit (${where})`);
                assert.equal(
                  canonical(rules.legalMoves(sampled, seat)),
                  canonical(rules.legalMoves(state, seat)),
                  `the legal moves are kept (${where})`,
                );
                assert.equal(
                  canonical(row.same(sampled as never)),
                  canonical(row.same(state as never)),
                  `the unshown counts are kept (${where})`,
                );
                hiddens.push(canonical(row.hidden(sampled as never, seat)));
                checked++;
              }
              const truth = canonical(row.hidden(state as never, seat));
              // A deal of one way (nothing hidden, or one card left) cannot vary.
              if (new Set(hiddens).size === 1 && hiddens[0] === truth) continue;
              eligible++;
              if (new Set(hiddens).size > 1) varied++;
              if (hiddens.every((h) => h === truth)) asTrue++;
            }
          }
        }
    assert.ok(checked > 300, `${checked} samples checked`);
    assert.ok(eligible > 50, `${eligible} views with something hidden`);
    assert.ok(varied >= 0.9 * eligible, `the hidden part varied in ${varied} of ${eligible} views`);
    assert.ok(asTrue <= 0.1 * eligible, `the samples were all the true deal in ${asTrue} of ${eligible} views`);
  });
