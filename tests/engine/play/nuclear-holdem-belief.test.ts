/**
 * Nuclear Annihilation Hold'em: what the sensible bot believes about the
 * other seats' roles. `roleCardsLeft` counts the role cards an unknown seat may
 * hold; here a slow oracle counts the same from the pack itself (`packOf`, the
 * table's jokers included) minus every card the view shows, and hand-worked
 * rows and the hidden state of real games check both.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JOKER_A, JOKER_B, makeCard, RANKS, SUITS, type Card } from '../../../src/engine/hands/cards.ts';
import type { Role } from '../../../src/engine/games/nuclear-holdem/mechanics.ts';
import { roleCardsLeft, type RoleCounts } from '../../../src/engine/games/nuclear-holdem/belief.ts';
import { SENSIBLE } from '../../../src/engine/games/nuclear-holdem/bots.ts';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { isRoleCard, packOf, roleOf, type NhMove } from '../../../src/engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../src/engine/games/nuclear-holdem/view.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import { botGameStates } from './nuclear-holdem-states.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../../../src/engine/play/random.ts';
import { US_STATES } from '../../../src/engine/games/nuclear-holdem/us-states.ts';

const DEFAULTS = defaultOptions(NH_OPTIONS);

/** 'Ks' is the king of spades; 'X1' and 'X2' are the two jokers. */
function card(text: string): Card {
  if (text === 'X1') return JOKER_A;
  if (text === 'X2') return JOKER_B;
  const rank = RANKS.indexOf(text[0] as (typeof RANKS)[number]);
  const suit = SUITS.indexOf(text[1] as (typeof SUITS)[number]);
  assert.ok(rank >= 0 && suit >= 0 && text.length === 2, `bad card ${text}`);
  return makeCard(rank, suit);
}
const cards = (texts: string): Card[] => (texts === '' ? [] : texts.split(' ').map(card));

/** Where my background check on a seat stands, worked out from the view's records alone. */
function checkedRole(v: NhView, seat: number): Role | null {
  const mine = v.checks.filter((c) => c.target === seat && c.by === v.seat);
  const last = mine[mine.length - 1];
  if (last === undefined) return null;
  const persuadedSince = v.actions.slice(last.at).some((a) => a.action === 'persuade' && a.target === seat);
  return persuadedSince ? null : last.role;
}

/**
 * The slow oracle: the pack's role cards one by one, less every card the view
 * shows (my role card, hand, the board, the deck in an Intel swap, a Persuade
 * card, and the hands shown this round by seats that made no Persuade since),
 * less one card of each role my checks found on another seat; never below 0.
 */
function oracle(v: NhView, o: NhOptions): RoleCounts {
  const persuaders = v.actions.filter((a) => a.round === v.round && a.action === 'persuade').map((a) => a.seat);
  const shown: Card[] = [...v.hand, ...v.board, ...(v.deck ?? [])];
  if (v.roleCard !== null) shown.push(v.roleCard);
  if (v.given !== null) shown.push(v.given);
  v.revealed.forEach((hand, seat) => {
    if (hand !== null && !persuaders.includes(seat)) shown.push(...hand);
  });
  const count: Record<Role, number> = { king: 0, queen: 0, jack: 0, joker: 0 };
  for (const c of packOf(o)) if (isRoleCard(c) && !shown.includes(c)) count[roleOf(c)] += 1;
  for (let seat = 0; seat < v.players; seat++) {
    const role = seat === v.seat ? null : checkedRole(v, seat);
    if (role !== null) count[role] -= 1;
  }
  return { king: Math.max(0, count.king), queen: Math.max(0, count.queen), jack: Math.max(0, count.jack), joker: Math.max(0, count.joker) };
}

const ALL_STATES = US_STATES.map((s) => s.postal);

/** A view of seat 0 in a round's action phase, with nothing seen but its role card, unless `over` says otherwise. */
function viewOf(roleCard: string, over: Partial<NhView> = {}): NhView {
  const players = over.players ?? 5;
  const rc = card(roleCard);
  return {
    seat: 0,
    players,
    round: 2,
    dealer: 0,
    phase: 'action',
    toAct: 0,
    role: roleOf(rc),
    roleCard: rc,
    home: 'OH',
    hand: [],
    dealt: [],
    discardsLeft: 0,
    mustFold: false,
    statesLeft: ALL_STATES,
    statesStart: ALL_STATES.length,
    lost: [],
    board: [],
    deckSize: 30,
    shown: Array.from({ length: players }, () => null),
    revealed: Array.from({ length: players }, () => null),
    winners: [0],
    deck: null,
    crossLeft: 0,
    vote: null,
    votes: [],
    actions: [],
    checks: [],
    gifts: [],
    given: null,
    jokers: 2,
    disarmBlock: 2,
    launchMargin: 2,
    nukeStates: 1,
    ending: null,
    options: { ...defaultOptions(NH_OPTIONS), players },
    ...over,
  };
}
const counts = (king: number, queen: number, jack: number, joker: number): RoleCounts => ({ king, queen, jack, joker });

const ROWS: readonly { readonly name: string; readonly view: NhView; readonly want: RoleCounts }[] = [
  // The pack holds 4 kings, 4 queens, 4 jacks and the table's jokers; my own role card is not another seat's.
  { name: 'a king, no jokers in the pack: no Communist can exist', view: viewOf('Ks', { jokers: 0 }), want: counts(3, 4, 4, 0) },
  { name: 'a king, one joker', view: viewOf('Ks', { jokers: 1 }), want: counts(3, 4, 4, 1) },
  { name: 'a king, two jokers', view: viewOf('Ks', { jokers: 2 }), want: counts(3, 4, 4, 2) },
  { name: 'a queen, no jokers', view: viewOf('Qh', { jokers: 0 }), want: counts(4, 3, 4, 0) },
  { name: 'a queen, one joker', view: viewOf('Qh', { jokers: 1 }), want: counts(4, 3, 4, 1) },
  { name: 'a queen, two jokers', view: viewOf('Qh', { jokers: 2 }), want: counts(4, 3, 4, 2) },
  { name: 'a jack, no jokers', view: viewOf('Jd', { jokers: 0 }), want: counts(4, 4, 3, 0) },
  { name: 'a jack, one joker', view: viewOf('Jd', { jokers: 1 }), want: counts(4, 4, 3, 1) },
  { name: 'a jack, two jokers', view: viewOf('Jd', { jokers: 2 }), want: counts(4, 4, 3, 2) },
  { name: 'the only joker: no other Communist', view: viewOf('X1', { jokers: 1 }), want: counts(4, 4, 4, 0) },
  {
    name: 'one of two jokers: the other may be a Communist (counted once, not twice)',
    view: viewOf('X1', { jokers: 2 }),
    want: counts(4, 4, 4, 1),
  },
  { name: 'the second joker as my role card', view: viewOf('X2', { jokers: 2 }), want: counts(4, 4, 4, 1) },
  {
    name: 'six players see the same pack: all twelve face cards may be roles',
    view: viewOf('Ks', { players: 6 }),
    want: counts(3, 4, 4, 2),
  },
  {
    name: 'face cards and a joker in my hand and on the board are nobody’s role',
    view: viewOf('Qh', { hand: cards('Kc 2s'), board: cards('Qs Jd X1 7c 8c') }),
    want: counts(3, 2, 3, 1),
  },
  {
    name: 'a Communist holding the other joker in its hand (during the discards) knows there is no other Communist',
    view: viewOf('X1', { phase: 'discard', hand: cards('X2 5h') }),
    want: counts(4, 4, 4, 0),
  },
  {
    name: 'hands shown at the showdown are nobody’s role',
    view: viewOf('Jd', { revealed: [cards('Jd 4c'), cards('Kh Kd'), null, cards('Qc 3s'), null] }),
    want: counts(2, 3, 3, 2),
  },
  {
    name: 'a hand shown by a seat that then made a Persuade is not counted: it may have given a king as a role',
    view: viewOf('Jd', {
      revealed: [null, cards('Kh Kd'), null, null, null],
      winners: [1, 0],
      actions: [{ round: 2, seat: 1, action: 'persuade', target: 3, vote: null }],
    }),
    want: counts(4, 4, 3, 2),
  },
  {
    name: 'a Persuade in an earlier round does not hide this round’s shown hand',
    view: viewOf('Jd', {
      revealed: [null, cards('Kh Kd'), null, null, null],
      actions: [{ round: 1, seat: 1, action: 'persuade', target: 3, vote: null }],
    }),
    want: counts(2, 4, 3, 2),
  },
  {
    name: 'the deck shown in my Intel swap is nobody’s role',
    view: viewOf('Ks', { phase: 'intel', deck: cards('Kh Qs Qh Jc X2 2d') }),
    want: counts(2, 2, 3, 1),
  },
  {
    name: 'a seat my check shows is a Communist holds one of the jokers',
    view: viewOf('Qh', {
      actions: [{ round: 2, seat: 0, action: 'check', target: 2, vote: null }],
      checks: [{ round: 2, at: 1, by: 0, target: 2, role: 'joker', home: 'TX' }],
    }),
    want: counts(4, 3, 4, 1),
  },
  {
    name: 'a check made before that seat was persuaded says nothing now',
    view: viewOf('Qh', {
      actions: [
        { round: 1, seat: 0, action: 'check', target: 2, vote: null },
        { round: 2, seat: 3, action: 'persuade', target: 2, vote: null },
      ],
      checks: [{ round: 1, at: 1, by: 0, target: 2, role: 'joker', home: 'TX' }],
    }),
    want: counts(4, 3, 4, 2),
  },
];

test('roleCardsLeft: the role cards another seat may hold, for each role held and 0, 1 or 2 jokers', async (t) => {
  for (const row of ROWS)
    await t.test(row.name, () => {
      const o: NhOptions = { ...DEFAULTS, players: row.view.players, jokers: row.view.jokers };
      assert.deepEqual(oracle(row.view, o), row.want, 'the oracle agrees with the worked count');
      assert.deepEqual(roleCardsLeft(row.view), row.want);
    });
});

test('roleCardsLeft equals the oracle for every seat at every step of bot games, and never rules out a role another seat really holds', async (t) => {
  for (const jokers of [0, 1, 2])
    for (const players of [4, 5, 6])
      for (const level of ['random', 'sensible'] as const)
        await t.test(`${jokers} joker${jokers === 1 ? '' : 's'}, ${players} players, ${level} bots`, () => {
          const options: NhOptions = { ...DEFAULTS, players, jokers };
          let views = 0;
          for (let g = 0; g < 3; g++)
            for (const s of botGameStates(options, mixSeed(15, jokers * 100 + players * 10 + g), level).states) {
              if (s.roleCards.some((c) => c === null)) continue;
              for (let seat = 0; seat < s.n; seat++) {
                const v = RULES.view(s, seat);
                assert.equal(v.jokers, jokers, 'the view says how many jokers the pack has');
                const left = roleCardsLeft(v);
                assert.deepEqual(left, oracle(v, options));
                // The seats I know nothing of really hold role cards among those counted.
                const held: Record<Role, number> = { king: 0, queen: 0, jack: 0, joker: 0 };
                for (let other = 0; other < s.n; other++) {
                  const rc = s.roleCards[other] ?? null;
                  if (other !== seat && rc !== null && checkedRole(v, other) === null) held[roleOf(rc)] += 1;
                }
                for (const role of ['king', 'queen', 'jack', 'joker'] as const)
                  assert.ok(held[role] <= left[role], `seat ${seat} counts ${left[role]} ${role} cards, but ${held[role]} are held`);
                views++;
              }
            }
          assert.ok(views > 100, `${views} views checked`);
        });
});

/** The bot's move for the view, given these legal moves. */
const botMove = (v: NhView, legal: readonly NhMove[]): NhMove => SENSIBLE(v, legal, rngAt(1)).move;
const BALLOTS: readonly NhMove[] = [
  { kind: 'ballot', ballot: 'for' },
  { kind: 'ballot', ballot: 'against' },
];
const actions = (players: number): NhMove[] => [
  { kind: 'nuke' },
  ...Array.from({ length: players - 1 }, (_, i) => ({ kind: 'check' as const, target: i + 1 })),
  ...Array.from({ length: players - 1 }, (_, i) => ({ kind: 'persuade' as const, target: i + 1 })),
  { kind: 'propose', vote: 'disarm' },
  { kind: 'propose', vote: 'launch' },
];
const disarmVote = { kind: 'disarm', by: 1, cast: 0, mine: null } as const;

const DECISIONS: readonly { readonly name: string; readonly view: NhView; readonly legal: readonly NhMove[]; readonly want: NhMove }[] = [
  // A dove votes to disarm when the chance that none of the other five is a Communist is at least one half.
  {
    name: 'a dove at six seats, no jokers in the pack: nobody can be a Communist, so it votes to disarm',
    view: viewOf('Qh', { players: 6, jokers: 0, phase: 'vote', vote: disarmVote }),
    legal: BALLOTS,
    want: { kind: 'ballot', ballot: 'for' },
  },
  {
    name: 'a dove at six seats, one joker: 1 in 12 per seat, (11/12)^5 = 0.65 of no Communist, so it votes to disarm',
    view: viewOf('Qh', { players: 6, jokers: 1, phase: 'vote', vote: disarmVote }),
    legal: BALLOTS,
    want: { kind: 'ballot', ballot: 'for' },
  },
  {
    name: 'a dove at six seats, two jokers: 2 in 13 per seat, (11/13)^5 = 0.43 of no Communist, so it votes against',
    view: viewOf('Qh', { players: 6, jokers: 2, phase: 'vote', vote: disarmVote }),
    legal: BALLOTS,
    want: { kind: 'ballot', ballot: 'against' },
  },
  // A Communist calls a disarmament when it passes at least 40% of the time; 30 of 50 states stand, so a jack votes to disarm 60% of the time.
  {
    name: 'a Communist at five seats, the other joker unseen: each other seat disarms (4+1+0.6×4)/13 = 0.57, four seats give 0.42, so it calls the vote',
    view: viewOf('X1', { jokers: 2, statesLeft: ALL_STATES.slice(0, 30) }),
    legal: actions(5),
    want: { kind: 'propose', vote: 'disarm' },
  },
  {
    name: 'a Communist at five seats with the only joker: each other seat disarms (4+0.6×4)/12 = 0.53, four seats give 0.36, so it nukes',
    view: viewOf('X1', { jokers: 1, statesLeft: ALL_STATES.slice(0, 30) }),
    legal: actions(5),
    want: { kind: 'nuke' },
  },
];

test('the sensible bot decides from the real mix of role cards', async (t) => {
  for (const row of DECISIONS) await t.test(row.name, () => assert.deepEqual(botMove(row.view, row.legal), row.want));
});

/** The actions a winner at `seat` may take at `players` seats: a check or a Persuade on every other seat. */
const actionsAt = (players: number, seat: number): NhMove[] => {
  const targets = Array.from({ length: players }, (_, i) => i).filter((i) => i !== seat);
  return [
    { kind: 'nuke' },
    ...targets.map((target) => ({ kind: 'check' as const, target })),
    ...targets.map((target) => ({ kind: 'persuade' as const, target })),
    { kind: 'propose', vote: 'disarm' },
    { kind: 'propose', vote: 'launch' },
  ];
};
/** My background check, made before any public action, showing `role` at `target`. */
const checked = (by: number, target: number, role: Role) => ({ round: 1, at: 0, by, target, role, home: 'TX' });

/**
 * Rows where the bot has several targets it cannot tell apart (or can tell
 * apart only by what they hold, never by their seat numbers). Over many seeds
 * of the bot's own stream it must use each of them: a bot that always takes
 * the lowest seat singles one player out game after game.
 */
const TARGETS: readonly {
  readonly name: string;
  readonly view: NhView;
  readonly kind: 'check' | 'persuade';
  readonly targets: readonly number[];
}[] = [
  {
    name: 'a dove at seat 1 of 5 who knows nobody checks any of the other four',
    view: viewOf('Qh', { jokers: 2 }),
    kind: 'check',
    targets: [1, 2, 3, 4],
  },
  {
    name: 'a dove at seat 3 of 5 checks seats below and above its own alike',
    view: viewOf('Qh', { seat: 2, winners: [2], jokers: 2 }),
    kind: 'check',
    targets: [0, 1, 3, 4],
  },
  {
    name: 'a dove at seat 2 of 6 who has checked seat 4 checks one of the other four',
    view: viewOf('Qh', {
      seat: 1,
      players: 6,
      winners: [1],
      checks: [checked(1, 3, 'queen')],
      shown: Array(6).fill(null),
      revealed: Array(6).fill(null),
    }),
    kind: 'check',
    targets: [0, 2, 4, 5],
  },
  {
    name: 'a hawk at seat 4 of 5 holding a king, knowing nobody, persuades any of the other four',
    view: viewOf('Ks', { seat: 3, winners: [3], hand: cards('Kc 2s') }),
    kind: 'persuade',
    targets: [0, 1, 2, 4],
  },
  {
    name: 'a hawk holding a king who knows seats 1 and 5 are doves persuades one of those two, not an unknown seat',
    view: viewOf('Ks', { seat: 2, winners: [2], hand: cards('Kc 2s'), checks: [checked(2, 0, 'queen'), checked(2, 4, 'queen')] }),
    kind: 'persuade',
    targets: [0, 4],
  },
  {
    name: 'a dove holding a queen who knows seats 2 and 5 are hawks persuades one of those two',
    view: viewOf('Qh', { hand: cards('Qc 2s'), checks: [checked(0, 1, 'king'), checked(0, 4, 'king')] }),
    kind: 'persuade',
    targets: [1, 4],
  },
];

test('the sensible bot spreads its checks and Persuades over equally good targets, whatever their seat numbers', async (t) => {
  const draws = 400;
  for (const row of TARGETS)
    await t.test(row.name, () => {
      const chosen = new Map<number, number>();
      for (let i = 0; i < draws; i++) {
        const move = SENSIBLE(row.view, actionsAt(row.view.players, row.view.seat), rngAt(mixSeed(7, i, 1))).move;
        assert.ok(move.kind === row.kind, `seed ${i}: ${JSON.stringify(move)}`);
        chosen.set(move.target, (chosen.get(move.target) ?? 0) + 1);
      }
      assert.deepEqual(
        [...chosen.keys()].sort((a, b) => a - b),
        row.targets,
        'every equally good target, and no other',
      );
      // Each target's share of the draws is 1/k; at 400 draws its count is within 4 standard deviations of that at 60% of it.
      const least = Math.min(...chosen.values());
      assert.ok(least >= (0.6 * draws) / row.targets.length, `the least chosen target was picked ${least} times of ${draws}`);
    });
});
