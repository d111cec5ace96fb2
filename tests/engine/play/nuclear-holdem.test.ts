/** Nuclear Annihilation Hold'em: the shared model properties, hidden information, the bots and the simulate command. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isJoker } from '../../../src/engine/hands/cards.ts';
import { NH_OPTIONS } from '../../../src/engine/games/nuclear-holdem/options.ts';
import type { NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed } from '../../../src/engine/play/random.ts';
import { playGame, simulate } from '../../../src/engine/play/simulate.ts';
import { checkGame, randomPlay, simulateCli } from './harness.ts';
import { botGameStates } from './nuclear-holdem-states.ts';
import { playable } from '../../../src/engine/play/playable.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import { play } from '../../../src/engine/play/play.ts';

const GAME = playable('nuclear-holdem');

const DEFAULTS = defaultOptions(NH_OPTIONS);

test('Nuclear passes the shared model properties', (t) => {
  checkGame(t, GAME, {
    variants: [
      { ...DEFAULTS, players: 4 },
      { ...DEFAULTS, players: 6, jokers: 0, year: 1950 },
      { ...DEFAULTS, players: 4, jokers: 1, discards: 0, roundLimit: 3 },
      { ...DEFAULTS, players: 6, nukeStates: 3, launchMargin: 1, disarmBlock: 3, year: 1959, hawaii: false },
    ],
  });
});

/** A copy of the state in which everything `seat` may not see is changed. */
function hideFrom(s: NhState, seat: number): NhState {
  const other = (i: number): boolean => i !== seat;
  return {
    ...s,
    rng: (s.rng + 12345) >>> 0,
    deck: [...s.deck].reverse(),
    roleCards: s.roleCards.map((c, i) => (other(i) && c !== null ? 100 + i : c)),
    homes: s.homes.map((h, i) => (other(i) && h !== null ? 'ZZ' : h)),
    hands: s.hands.map((h, i) => (other(i) ? h.map((_, j) => 200 + 2 * i + j) : h)),
    vote:
      s.vote === null
        ? null
        : { ...s.vote, ballots: s.vote.ballots.map((b, i) => (other(i) && b !== null ? (b === 'for' ? 'against' : 'for') : b)) },
    checks: s.checks.map((c) => (c.by === seat ? c : { ...c, role: c.role === 'king' ? 'queen' : 'king', home: 'ZZ' })),
    gifts: s.gifts.map((g) => (g.by === seat || g.target === seat ? g : { ...g, card: 999 })),
    persuade: s.persuade === null || s.persuade.target === seat ? s.persuade : { ...s.persuade, card: 998 },
  };
}

test('view: changing what a seat may not see never changes its view; changing its own cards does', () => {
  const variants = [DEFAULTS, { ...DEFAULTS, players: 4, discards: 1 }, { ...DEFAULTS, players: 6, jokers: 1 }];
  let controls = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...variants),
      fc.nat({ max: 0xffffffff }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      (options, seed, picks) => {
        const played = randomPlay(GAME, options, seed, (n, step) => (picks[step % picks.length] ?? 0) % n);
        for (const [i, raw] of played.states.entries()) {
          if (i % 3 !== 0) continue;
          const s = raw as NhState;
          for (let seat = 0; seat < s.n; seat++) {
            const view = JSON.stringify(RULES.view(s, seat));
            assert.equal(JSON.stringify(RULES.view(hideFrom(s, seat), seat)), view, `seat ${seat} sees hidden information (move ${i})`);
            assert.ok(!/"rng"/u.test(view), 'the PRNG state is never shown');
            const hand = s.hands[seat] ?? [];
            if (hand.length > 0) {
              const mine = { ...s, hands: s.hands.map((h, j) => (j === seat ? h.map((c) => c + 300) : h)) };
              assert.notEqual(JSON.stringify(RULES.view(mine, seat)), view, 'a seat sees its own hole cards');
              controls++;
            }
          }
        }
      },
    ),
    { numRuns: 40 },
  );
  assert.ok(controls > 100, `the control ran ${controls} times`);
});

test("view: nobody sees another seat's role card, home or unrevealed hole cards, and only the Intel player sees the deck", () => {
  for (let seed = 0; seed < 30; seed++) {
    const game = playGame(GAME, DEFAULTS, mixSeed(9, seed), ['random']);
    let s = RULES.newGame(DEFAULTS, game.record.seed);
    for (const m of game.record.moves) {
      for (let seat = 0; seat < s.n; seat++) {
        const v = RULES.view(s, seat);
        assert.equal(v.roleCard, s.roleCards[seat]);
        assert.equal(v.deck === null, !(s.phase === 'intel' && s.crossing.length === 0 && s.turn === seat));
        for (let other = 0; other < s.n; other++) {
          if (other === seat) continue;
          const shown = v.revealed[other];
          assert.ok(shown === null || s.shown[other] === 'revealed', 'only revealed hands are shown');
          assert.ok(
            v.checks.every((c) => c.by === seat),
            'only my own background checks',
          );
        }
      }
      const next = play(RULES, s, m as never);
      assert.ok(next.ok);
      s = next.value;
    }
  }
});

test('Intel: the swaps are listed in card order, as the view shows the deck, never in the order of the draws to come', async (t) => {
  // Seed 1 with random bots: the first Intel swap (the issue's move 49, before ruling nh-discard-dealt-cards changed that game).
  // The draws left in that round come from the top of this deck.
  const game = playGame(GAME, DEFAULTS, 1, ['random']);
  let s = RULES.newGame(DEFAULTS, 1);
  for (const m of game.record.moves) {
    if (s.phase === 'intel' && s.crossing.length === 0) break;
    const next = play(RULES, s, m as never);
    assert.ok(next.ok);
    s = next.value;
  }
  const seat = RULES.toAct(s) ?? -1;
  assert.equal(s.phase, 'intel', 'the game reaches an Intel swap');
  const takes = (state: NhState): number[] => [...new Set(RULES.legalMoves(state, seat).map((m) => (m.kind === 'swap' ? m.take : -1)))];
  const rows: [string, NhState][] = [
    ['the deck as dealt', s],
    ['the deck upside down', { ...s, deck: [...s.deck].reverse() }],
    ['the deck cut in half', { ...s, deck: [...s.deck.slice(7), ...s.deck.slice(0, 7)] }],
  ];
  for (const [name, state] of rows)
    await t.test(name, () => {
      assert.deepEqual(takes(state), RULES.view(state, seat).deck, 'the takes follow the deck the seat sees, sorted');
      assert.deepEqual(
        RULES.legalMoves(state, seat).slice(0, 2),
        (s.hands[seat] ?? []).map((give) => ({ kind: 'swap', take: Math.min(...s.deck), give })),
        'the lowest card first, once for each hole card in hand order',
      );
    });
  assert.notDeepEqual([...s.deck], takes(s), 'the deck itself is not in card order, so the row above can fail');
});

test('audit: a lost, doubled or invented card, or a state crossed off twice, is reported', async (t) => {
  const played = randomPlay(GAME, DEFAULTS, 77, () => 0);
  const s = played.states[12] as NhState;
  assert.equal(RULES.audit(s), null);
  const [first, ...rest] = s.deck;
  const rows: [string, NhState, RegExp][] = [
    ['a card lost from the deck', { ...s, deck: rest }, /cards are accounted for/u],
    ['a card in the deck and the discards', { ...s, discards: [...s.discards, first ?? 0] }, /cards are accounted for/u],
    ['a card swapped for one not in the pack', { ...s, deck: [60, ...rest] }, /missing or counted twice/u],
    [
      'a state both on the board and lost',
      { ...s, lost: [...s.lost, { postal: s.states[0] ?? '', seat: 0, round: 1 }] },
      /state is missing or crossed off twice/u,
    ],
    [
      'a seat with three hole cards',
      { ...s, hands: s.hands.map((h, i) => (i === 0 ? [...h, first ?? 0] : h)), deck: rest },
      /two hole cards/u,
    ],
  ];
  for (const [name, state, want] of rows) await t.test(name, () => assert.match(RULES.audit(state) ?? '', want));
});

test('the sensible bot beats the random bot: sensible seats win more often than random seats, over 300 seeded games', () => {
  // Seats alternate sensible, random, ... and then random, sensible, ..., so no seat's position favours either level.
  const wins = { sensible: 0, random: 0 };
  const seats = { sensible: 0, random: 0 };
  for (let i = 0; i < 300; i++) {
    const levels = i % 2 === 0 ? (['sensible', 'random'] as const) : (['random', 'sensible'] as const);
    const options = { ...DEFAULTS, players: 4 };
    const game = playGame(GAME, options, mixSeed(2024, i), levels, mixSeed(2024, i, 1));
    for (let seat = 0; seat < 4; seat++) {
      const level = levels[seat % 2] ?? 'random';
      seats[level]++;
      if (game.outcome.winners.includes(seat)) wins[level]++;
    }
  }
  const rate = (l: 'sensible' | 'random'): number => wins[l] / seats[l];
  assert.ok(rate('sensible') > rate('random') * 1.3, `sensible ${rate('sensible').toFixed(3)} vs random ${rate('random').toFixed(3)}`);
});

test('no seat has an edge with sensible or skilled bots in every seat: each seat wins within 6 points of every other, over 2,000 seeded games', async (t) => {
  // With the same bot in every seat the rules deal roles, homes and the first deal blind, so each seat's share is the
  // same up to sampling: at 2,000 games one seat's share has a standard error of about 1.1 points, and a spread of
  // 6 points between the best and worst of 5 or 6 seats is over 5 of those. The bot that checked and persuaded the
  // lowest seat it could gave Player 1 24.5% against Player 5's 42.9% over 10,000 games at seed 2026. The skilled
  // player (own-play.ts) is the level the game page's figures are played at; it targets as the sensible one does.
  const rows = [
    { level: 'sensible', players: 5 },
    { level: 'sensible', players: 6 },
    { level: 'skilled', players: 5 },
    { level: 'skilled', players: 6 },
  ] as const;
  for (const { level, players } of rows)
    await t.test(`${level}, ${players} players`, () => {
      const tally = simulate(GAME, { ...DEFAULTS, players }, 2026, [level], 2000);
      const shares = tally.wins.map((w) => (w / tally.games) * 100);
      const spread = Math.max(...shares) - Math.min(...shares);
      assert.ok(spread <= 6, `seat win shares ${shares.map((x) => `${x.toFixed(1)}%`).join(', ')}: ${spread.toFixed(1)} points apart`);
    });
});

test("communistAtEnd: 1 exactly when a joker is some seat's role card in the final state, and never 0 in a game the Communists won", async (t) => {
  const rows = [
    { name: '5 players, two jokers, sensible bots', options: DEFAULTS, level: 'sensible' },
    { name: '4 players, one joker, random bots', options: { ...DEFAULTS, players: 4, jokers: 1 }, level: 'random' },
    { name: '6 players, no jokers, sensible bots: never', options: { ...DEFAULTS, players: 6, jokers: 0 }, level: 'sensible' },
  ] as const;
  for (const row of rows)
    await t.test(row.name, () => {
      for (let g = 0; g < 30; g++) {
        const final = botGameStates(row.options, mixSeed(31, g), row.level).states.at(-1)!;
        const stats = RULES.outcome(final)!.stats;
        const joker = final.roleCards.some((c) => c !== null && isJoker(c)) ? 1 : 0;
        assert.equal(stats.communistAtEnd, joker, `game ${g}`);
        assert.ok((stats.communistsWin ?? 0) <= joker, `game ${g}: the Communists won with no joker at the table`);
      }
    });
});

test("jokerReached: 1 exactly when some seat's role card was a joker at any step of the game (an oracle over every state)", async (t) => {
  const rows = [
    { name: '5 players, two jokers, sensible bots', options: DEFAULTS, level: 'sensible' },
    { name: '4 players, one joker, random bots', options: { ...DEFAULTS, players: 4, jokers: 1 }, level: 'random' },
    { name: '6 players, no jokers, sensible bots: never', options: { ...DEFAULTS, players: 6, jokers: 0 }, level: 'sensible' },
  ] as const;
  let reached = 0;
  let missed = 0;
  for (const row of rows)
    await t.test(row.name, () => {
      for (let g = 0; g < 30; g++) {
        const states = botGameStates(row.options, mixSeed(37, g), row.level).states;
        const stats = RULES.outcome(states.at(-1)!)!.stats;
        const ever = states.some((s) => s.roleCards.some((c) => c !== null && isJoker(c))) ? 1 : 0;
        assert.equal(stats.jokerReached, ever, `game ${g}`);
        if (ever === 1) reached++;
        else missed++;
      }
    });
  // Both answers occur, so the row checks something either way.
  assert.ok(reached > 0 && missed > 0, `${reached} games with a joker, ${missed} without`);
});

test('simulate command: Nuclear JSON has the documented keys and its own stats, the same seed prints the same bytes', () => {
  const run = (): string =>
    simulateCli(['--game', 'nuclear-holdem', '--games', '40', '--seed', '3', '--json', '--option', 'players=4']).out.join('\n');
  const text = run();
  assert.equal(run(), text);
  const s = JSON.parse(text) as { seats: unknown[]; length: { unit: string }; stats: Record<string, number>; games: number };
  assert.deepEqual(Object.keys(s), ['game', 'games', 'seed', 'options', 'bots', 'seats', 'length', 'ties', 'stats']);
  assert.equal(s.seats.length, 4);
  assert.equal(s.length.unit, 'rounds');
  for (const key of [
    'launchRate',
    'disarmRate',
    'boardEmptyRate',
    'worldEndsRate',
    'communistsWinShare',
    'kingWinRate',
    'jokerWinRate',
    'statesLostPerGame',
  ])
    assert.ok(key in s.stats, `stats has ${key}`);
  const endings = (s.stats.launchRate ?? 0) + (s.stats.disarmRate ?? 0) + (s.stats.boardEmptyRate ?? 0) + (s.stats.roundLimitRate ?? 0);
  assert.ok(Math.abs(endings - 1) < 1e-3, `every game ends one way: ${endings}`);
  const sides = ['hawksWinShare', 'dovesWinShare', 'communistsWinShare', 'nobodyWinsShare'].reduce((a, k) => a + (s.stats[k] ?? 0), 0);
  assert.ok(Math.abs(sides - 1) < 1e-3, `every game has one winning side, or none: ${sides}`);
});
