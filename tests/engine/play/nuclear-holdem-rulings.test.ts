/**
 * Nuclear Annihilation Hold'em rulings, one scenario each: a hand-built
 * position, the moves, and the result worked out by hand from the ruling's
 * text (seats are 0-based here; the log calls seat 0 "Player 1").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseNatural, type Card } from '../../../src/engine/hands/cards.ts';
import { RULINGS } from '../../../src/engine/games/nuclear-holdem/rulings.ts';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { packOf, type NhMove, type NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import { playable } from '../../../src/engine/play/playable.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import { play } from '../../../src/engine/play/play.ts';

const GAME = playable('nuclear-holdem');

const DEFAULTS = defaultOptions(NH_OPTIONS);
const JOKER_A = 52;
const JOKER_B = 53;

/** A card from notation ("Ks"), or a joker ("X1", "X2"). */
function c(text: string): Card {
  if (text === 'X1') return JOKER_A;
  if (text === 'X2') return JOKER_B;
  const card = parseNatural(text);
  assert.ok(card.ok, text);
  return card.value;
}
const cards = (text: string): Card[] => (text === '' ? [] : text.split(' ').map(c));

interface Scene {
  readonly options?: Partial<NhOptions>;
  /** Role cards, one per seat ("Ks Qh Jd X1 Kc"). */
  readonly roles: string;
  /** Hole cards, two per seat, seats separated by "|". */
  readonly hands: string;
  readonly deckTop?: string;
  readonly board?: string;
  readonly over?: Partial<NhState>;
}

/** The position: homes written (seat i takes the i-th state), then every card placed as the scene says; the deck is the rest of the pack. */
function scene(sc: Scene): NhState {
  const o: NhOptions = { ...DEFAULTS, ...sc.options };
  let s = RULES.newGame(o, 1);
  for (let seat = 0; seat < o.players; seat++) s = must(s, seat, { kind: 'home', state: s.states[seat] ?? '' });
  const roleCards = cards(sc.roles);
  const hands = sc.hands.split('|').map((h) => cards(h.trim()));
  const board = cards(sc.board ?? '');
  const top = cards(sc.deckTop ?? '');
  const used = new Set([...roleCards, ...hands.flat(), ...board, ...top]);
  const built: NhState = {
    ...s,
    roleCards,
    hands,
    board,
    deck: [...top, ...packOf(o).filter((x) => !used.has(x))],
    discards: [],
    crossing: [],
    mustFold: hands.map(() => false),
    used: hands.map(() => 0),
    dealt: hands,
    ...sc.over,
  };
  assert.equal(RULES.audit(built), null, 'the scene accounts for every card');
  return built;
}

function must(s: NhState, seat: number, move: NhMove): NhState {
  const next = play(RULES, s, { seat, move });
  assert.ok(next.ok, next.ok ? '' : `${JSON.stringify(move)} by seat ${seat}: ${next.error.message}`);
  return next.value;
}
/** Play moves as [seat, move] pairs. */
const run = (s: NhState, moves: readonly (readonly [number, NhMove])[]): NhState => moves.reduce((acc, [seat, m]) => must(acc, seat, m), s);

/** The showdown with every seat's cards placed (dealer seat 0 unless said). */
const atShowdown = (sc: Scene, over: Partial<NhState> = {}): NhState =>
  scene({
    board: BOARD,
    ...sc,
    over: { phase: 'showdown', done: 0, shown: [null, null, null, null, null], showing: [null, null, null, null, null], turn: 1, ...over },
  });
/** Seat `winner` (and any others listed) won, with the board on the table. */
const atAction = (sc: Scene, winners: number[], over: Partial<NhState> = {}): NhState =>
  scene({
    board: BOARD,
    ...sc,
    over: { phase: 'action', winners, acted: 0, turn: winners[0] ?? 0, shown: ['folded', 'folded', 'folded', 'folded', 'folded'], ...over },
  });

const FIVE = { roles: 'Ks Qh Jd Qs Kc', hands: '2c 7d | 3c 8d | 4c 9d | 5c Td | 6c 2d' };
const BOARD = 'As Ah 9s 4s 3h';

interface Row {
  readonly ruling: string;
  readonly name: string;
  readonly check: () => void;
}

const rows: Row[] = [
  {
    ruling: 'nh-discard-dealt-cards',
    name: 'the replacement for a discard is kept: only the other dealt card may still go, and then the turn passes',
    check() {
      const s = scene({ ...FIVE, deckTop: '2h 5s' });
      const after = run(s, [
        [1, { kind: 'discard', card: c('3c') }],
        [1, { kind: 'cross', state: 'TX' }],
      ]);
      assert.deepEqual(after.hands[1], [c('2h'), c('8d')]);
      assert.deepEqual(RULES.legalMoves(after, 1), [{ kind: 'discard', card: c('8d') }, { kind: 'keep' }]);
      const again = play(RULES, after, { seat: 1, move: { kind: 'discard', card: c('2h') } });
      assert.equal(again.ok ? 'accepted' : again.error.code, 'illegal-move', 'the 2h drawn for the 3c may not be thrown away');
      const both = run(after, [
        [1, { kind: 'discard', card: c('8d') }],
        [1, { kind: 'cross', state: 'OH' }],
      ]);
      assert.deepEqual(both.hands[1], [c('2h'), c('5s')]);
      assert.equal(RULES.toAct(both), 2, 'both dealt cards gone: the next seat discards');
    },
  },
  {
    ruling: 'nh-discard-dealt-cards',
    name: 'seed 7, random bots, moves 6 to 9: Player 3 throws away the 6c and may not throw away the 2d drawn for it',
    check() {
      const game = playGame(GAME, DEFAULTS, 7, ['random']);
      const s = run(
        RULES.newGame(DEFAULTS, 7),
        game.record.moves.slice(0, 8).map((m) => [m.seat, m.move as NhMove] as const),
      );
      assert.deepEqual(game.record.moves[6], { seat: 2, move: { kind: 'discard', card: c('6c') } }, 'move 7 throws away the 6c');
      assert.deepEqual(s.hands[2], [c('2d'), c('3h')]);
      assert.deepEqual(RULES.legalMoves(s, 2), [{ kind: 'discard', card: c('3h') }, { kind: 'keep' }]);
      assert.equal(play(RULES, s, { seat: 2, move: { kind: 'discard', card: c('2d') } }).ok, false);
      assert.equal(RULES.view(s, 2).discardsLeft, 1);
    },
  },
  {
    ruling: 'nh-discard-dealt-cards',
    name: 'a king who draws a joker as a replacement: the king card lands in the replacement place, so it is kept too',
    check() {
      const s = scene({ ...FIVE, roles: 'Ks Kh Jd Qs Kc', deckTop: 'X1' });
      const after = run(s, [
        [1, { kind: 'discard', card: c('3c') }],
        [1, { kind: 'cross', state: 'TX' }],
      ]);
      assert.deepEqual(after.hands[1], [c('Kh'), c('8d')]);
      assert.deepEqual(RULES.legalMoves(after, 1), [{ kind: 'discard', card: c('8d') }, { kind: 'keep' }]);
    },
  },
  {
    ruling: 'nh-discard-dealt-cards',
    name: "seed 5: Player 5 is dealt a joker; the old role card in the joker's place may be thrown away like the other dealt card",
    check() {
      let s = RULES.newGame(DEFAULTS, 5);
      for (let seat = 0; seat < 5; seat++) s = must(s, seat, { kind: 'home', state: s.states[seat] ?? '' });
      assert.equal(s.stats.jokerSwaps, 1, 'one joker was dealt to a seat that was not a Communist');
      assert.deepEqual(
        s.roleCards.map((r) => r !== null && r >= JOKER_A),
        [false, false, false, false, true],
        'Player 5 made the swap: the only Communist',
      );
      const turn = run(s, [
        [1, { kind: 'keep' }],
        [2, { kind: 'keep' }],
        [3, { kind: 'keep' }],
      ]);
      assert.deepEqual(RULES.legalMoves(turn, 4), [...(turn.hands[4] ?? []).map((card) => ({ kind: 'discard', card })), { kind: 'keep' }]);
    },
  },
  {
    ruling: 'nh-joker-swap-card',
    name: 'a king who draws a joker becomes a Communist, and his king card becomes a hole card where the joker landed',
    check() {
      // Seat 1 holds 3c 8d and throws away the 3c; the replacement is the joker, so the king card lands where the 3c was.
      const king = run(scene({ ...FIVE, roles: 'Ks Kh Jd Qs Kc', deckTop: 'X1' }), [[1, { kind: 'discard', card: c('3c') }]]);
      assert.equal(king.roleCards[1], JOKER_A);
      assert.deepEqual(king.hands[1], [c('Kh'), c('8d')]);
      assert.equal(RULES.view(king, 1).role, 'joker');
      assert.deepEqual(king.crossing, [{ seat: 1, left: 1, why: 'discard' }], 'the discard still costs a state');
    },
  },
  {
    ruling: 'nh-second-joker',
    name: 'a Communist holding the other joker with a discard left may only discard that joker',
    check() {
      const s = scene({ ...FIVE, roles: 'Ks X1 Jd Qs Kc', hands: '2c 7d | X2 8d | 4c 9d | 5c Td | 6c 2d', deckTop: '3c' });
      assert.deepEqual(RULES.legalMoves(s, 1), [{ kind: 'discard', card: JOKER_B }]);
      const after = must(s, 1, { kind: 'discard', card: JOKER_B });
      assert.deepEqual(after.hands[1], [c('3c'), c('8d')]);
      assert.equal(after.crossing[0]?.left, 1);
    },
  },
  {
    ruling: 'nh-second-joker',
    name: 'the other joker as the replacement for the last discard: keep it, and sit the showdown out',
    check() {
      const s = scene({ ...FIVE, options: { discards: 1 }, roles: 'Ks X1 Jd Qs Kc', deckTop: 'X2' });
      const keep = { kind: 'keep' } as const;
      const after = run(s, [
        [1, { kind: 'discard', card: c('3c') }],
        [1, { kind: 'cross', state: 'TX' }],
        [2, keep],
        [3, keep],
        [4, keep],
        [0, keep],
      ]);
      assert.deepEqual(after.hands[1], [JOKER_B, c('8d')]);
      assert.equal(after.phase, 'showdown');
      assert.equal(after.shown[1], 'folded', 'folded without being asked');
      const shown = run(after, [
        [2, { kind: 'reveal' }],
        [3, { kind: 'reveal' }],
        [4, { kind: 'reveal' }],
      ]);
      assert.equal(RULES.toAct(shown), 0, 'after seat 4 the dealer decides; seat 1 is never asked');
    },
  },
  {
    ruling: 'nh-joker-any-time',
    name: 'a Communist who takes the other joker by Intel throws it away, draws the top card and crosses off a state',
    check() {
      const s = atAction({ ...FIVE, roles: 'Ks X1 Jd Qs Kc', deckTop: '7h X2' }, [1, 3]);
      const after = run(s, [
        [1, { kind: 'intel' }],
        [1, { kind: 'swap', take: JOKER_B, give: c('3c') }],
      ]);
      assert.deepEqual(after.hands[1], [c('7h'), c('8d')]);
      assert.ok(after.discards.includes(JOKER_B) && after.discards.includes(c('3c')));
      assert.deepEqual(after.crossing, [{ seat: 1, left: 1, why: 'joker' }]);
      assert.equal(RULES.toAct(after), 1);
    },
  },
  {
    ruling: 'nh-joker-any-time',
    name: 'a queen who takes a joker by Intel becomes a Communist at once, the queen card in her hand',
    check() {
      const after = run(atAction({ ...FIVE, deckTop: '7h X2' }, [1, 3]), [
        [1, { kind: 'intel' }],
        [1, { kind: 'swap', take: JOKER_B, give: c('3c') }],
      ]);
      assert.equal(after.roleCards[1], JOKER_B);
      assert.deepEqual(after.hands[1], [c('Qh'), c('8d')]);
      assert.deepEqual(after.crossing, []);
    },
  },
  {
    ruling: 'nh-joker-any-time',
    name: 'a joker passed by Persuade to a Communist is thrown away and costs the Communist a state',
    check() {
      const s = atAction({ ...FIVE, roles: 'Ks Qh X1 Qs Kc', hands: '2c 7d | 3c X2 | 4c 9d | 5c Td | 6c 2d' }, [1]);
      const after = run(s, [
        [1, { kind: 'persuade', target: 2 }],
        [1, { kind: 'give', card: JOKER_B }],
      ]);
      assert.equal(after.roleCards[2], JOKER_A, 'still a Communist');
      assert.ok(after.discards.includes(JOKER_B));
      assert.deepEqual(after.crossing, [{ seat: 2, left: 1, why: 'joker' }]);
    },
  },
  {
    ruling: 'nh-who-goes-first',
    name: "the first discard is on the dealer's left",
    check() {
      let s = RULES.newGame(DEFAULTS, 5);
      for (let seat = 0; seat < 5; seat++) s = must(s, seat, { kind: 'home', state: s.states[seat] ?? '' });
      assert.equal(s.dealer, 0);
      assert.equal(RULES.toAct(s), 1);
    },
  },
  {
    ruling: 'nh-who-goes-first',
    name: 'with dealer seat 2, the showdown asks seats 3, 4, 0, 1, 2, and the board ties everyone, who act from the dealer',
    check() {
      const s = atShowdown({ ...FIVE, roles: 'Kc Qc Jc Qd Kd', board: 'As Ks Qs Js Ts' }, { dealer: 2, turn: 3 });
      const asked: number[] = [];
      let t = s;
      while (t.phase === 'showdown') {
        const seat = RULES.toAct(t) ?? -1;
        asked.push(seat);
        t = must(t, seat, { kind: 'reveal' });
      }
      assert.deepEqual(asked, [3, 4, 0, 1, 2]);
      assert.deepEqual(t.winners, [2, 3, 4, 0, 1]);
      assert.equal(RULES.toAct(t), 2);
    },
  },
  {
    ruling: 'nh-everyone-folds',
    name: 'everyone folds: no winner, no action, and the next round is dealt by the next seat',
    check() {
      const s = atShowdown(FIVE);
      const after = run(
        s,
        [1, 2, 3, 4, 0].map((seat) => [seat, { kind: 'fold' }] as const),
      );
      assert.equal(after.round, s.round + 1);
      assert.equal(after.dealer, 1);
      assert.equal(after.phase, 'discard');
      assert.deepEqual(after.actions, []);
      assert.equal(after.stats.foldouts, 1);
    },
  },
  {
    ruling: 'nh-everyone-folds',
    name: 'a folded better hand does not win: only revealed hands count',
    check() {
      const s = atShowdown({ ...FIVE, hands: 'Ac Ad | 3c 8d | 4c 9d | 5c Td | 6c 2d' });
      const after = run(s, [
        [1, { kind: 'reveal' }],
        [2, { kind: 'reveal' }],
        [3, { kind: 'fold' }],
        [4, { kind: 'fold' }],
        [0, { kind: 'fold' }],
      ]);
      // Board As Ah 9s 4s 3h: seat 1 has a pair of aces with 3s (two pair), seat 2 has aces and nines (two pair, higher).
      assert.deepEqual(after.winners, [2]);
    },
  },
  {
    ruling: 'nh-persuade-board',
    name: 'the first winner persuades with a board card; the board is gone, the second winner still acts and can give only from their hand',
    check() {
      const s = atAction(FIVE, [1, 3]);
      const after = run(s, [
        [1, { kind: 'persuade', target: 0 }],
        [1, { kind: 'give', card: c('As') }],
        [0, { kind: 'replace', card: c('2c') }],
      ]);
      assert.deepEqual(after.board, []);
      assert.deepEqual(after.hands[0], [c('As'), c('7d')]);
      assert.equal(RULES.toAct(after), 3);
      const second = must(after, 3, { kind: 'persuade', target: 4 });
      assert.deepEqual(
        RULES.legalMoves(second, 3),
        (second.hands[3] ?? []).map((card) => ({ kind: 'give', card })),
      );
    },
  },
  {
    ruling: 'nh-persuade-board',
    name: 'a queen passed by Persuade makes a king a queen, and the old king card is thrown away',
    check() {
      const s = atAction({ ...FIVE, board: 'Qd Ah 9s 4s 3h' }, [1, 3]);
      const after = run(s, [
        [1, { kind: 'persuade', target: 4 }],
        [1, { kind: 'give', card: c('Qd') }],
      ]);
      assert.equal(after.roleCards[4], c('Qd'));
      assert.ok(after.discards.includes(c('Kc')));
      assert.equal(after.phase, 'action', 'no card to replace: the next winner acts');
      assert.equal(RULES.toAct(after), 3);
    },
  },
  {
    ruling: 'nh-last-state',
    name: 'a Nuke of five with two states left ends the game after the second, and the Communist wins',
    check() {
      const s = atAction({ ...FIVE, roles: 'Ks Qh Jd Qs X1' }, [1], { states: ['OH', 'PA'], statesStart: 2, lost: [] });
      const after = run(s, [
        [1, { kind: 'nuke' }],
        [1, { kind: 'cross', state: 'OH' }],
        [1, { kind: 'cross', state: 'PA' }],
      ]);
      assert.equal(RULES.toAct(after), null);
      assert.deepEqual(after.ending, { kind: 'board-empty' });
      assert.deepEqual(RULES.outcome(after)?.winners, [4]);
    },
  },
  {
    ruling: 'nh-last-state',
    name: 'the last state lost to a discard ends the game before anyone else discards',
    check() {
      const s = scene({ ...FIVE, over: { states: ['OH'], statesStart: 1, lost: [] } });
      const after = run(s, [
        [1, { kind: 'discard', card: c('3c') }],
        [1, { kind: 'cross', state: 'OH' }],
      ]);
      assert.equal(RULES.toAct(after), null);
      const outcome = RULES.outcome(after);
      assert.ok(outcome !== null);
      assert.deepEqual(outcome.winners, [], 'no Communist at the table: everyone loses');
      assert.match(outcome.summary, /everyone loses/u);
    },
  },
  {
    ruling: 'nh-last-state',
    name: 'a persuader who draws a joker and crosses off the last state ends the game: the card on its way is thrown away, none lost',
    check() {
      // Seat 1 gives the 5h; of its two fresh cards the first is a joker (seat 1 is a king), so it swaps roles; the second is the other joker, which costs the last state.
      const s = atAction({ ...FIVE, deckTop: 'X1 X2 8c' }, [1], { states: ['OH'], statesStart: 1, lost: [] });
      const given = run(s, [
        [1, { kind: 'persuade', target: 0 }],
        [1, { kind: 'give', card: c('8d') }],
      ]);
      assert.equal(given.phase, 'replace', 'the receiver has not yet taken the card');
      assert.equal(RULES.toAct(given), 1, 'the persuader crosses off a state first');
      const after = must(given, 1, { kind: 'cross', state: 'OH' });
      assert.equal(RULES.toAct(after), null);
      assert.deepEqual(after.ending, { kind: 'board-empty' });
      assert.equal(after.persuade, null);
      assert.ok(after.discards.includes(c('8d')), 'the 8d is in the discards');
      assert.equal(RULES.audit(after), null, 'every card accounted for');
    },
  },
  {
    ruling: 'nh-round-limit',
    name: 'with a one-round limit, a round of folds ends the game as if the board had fallen',
    check() {
      const s = atShowdown({ ...FIVE, options: { roundLimit: 1 }, roles: 'Ks Qh X2 Qs Kc' });
      const after = run(
        s,
        [1, 2, 3, 4, 0].map((seat) => [seat, { kind: 'fold' }] as const),
      );
      assert.deepEqual(after.ending, { kind: 'round-limit' });
      assert.deepEqual(RULES.outcome(after)?.winners, [2]);
      assert.match(RULES.outcome(after)?.summary ?? '', /after 1 round/u);
    },
  },
  {
    ruling: 'nh-secret-ballots',
    name: "ballots go from the proposer's left, nobody sees another's ballot, a failed vote shows only its count",
    check() {
      const s = atAction(FIVE, [1]);
      let t = must(s, 1, { kind: 'propose', vote: 'launch' });
      const order: number[] = [];
      const votes: Record<number, 'for' | 'against'> = { 2: 'for', 3: 'against', 4: 'for', 0: 'for', 1: 'against' };
      while (t.vote !== null) {
        const seat = RULES.toAct(t) ?? -1;
        order.push(seat);
        t = must(t, seat, { kind: 'ballot', ballot: votes[seat] ?? 'against' });
        if (t.vote !== null) {
          const next = RULES.toAct(t) ?? -1;
          const v = RULES.view(t, next);
          assert.equal(v.vote?.mine, null);
          assert.ok(!JSON.stringify(v).includes('"ballots"'), 'no ballot list in a view during the vote');
        }
      }
      assert.deepEqual(order, [2, 3, 4, 0, 1]);
      // 3 for, 2 against: a margin of one, short of the two a launch needs.
      assert.deepEqual(t.votes, [{ round: 1, by: 1, kind: 'launch', for: 3, against: 2, passed: false }]);
      assert.equal(t.ending, null);
      assert.ok(!JSON.stringify(RULES.view(t, 1)).includes('"ballots"'));
    },
  },
  {
    ruling: 'nh-secret-ballots',
    name: 'a passed launch opens the ballots: the kings and jacks who voted for it win',
    check() {
      const s = atAction(FIVE, [1]);
      const votes: Record<number, 'for' | 'against'> = { 2: 'for', 3: 'for', 4: 'for', 0: 'for', 1: 'against' };
      let t = must(s, 1, { kind: 'propose', vote: 'launch' });
      while (t.vote !== null) {
        const seat = RULES.toAct(t) ?? -1;
        t = must(t, seat, { kind: 'ballot', ballot: votes[seat] ?? 'against' });
      }
      // Roles Ks Qh Jd Qs Kc; 4 for, 1 against passes; kings 0 and 4 and the jack 2 voted for it; queen 3 did too but loses.
      assert.deepEqual(RULES.outcome(t)?.winners, [0, 2, 4]);
      assert.deepEqual(RULES.view(t, 3).ending, { kind: 'launch', ballots: ['for', 'against', 'for', 'for', 'for'] });
    },
  },
  {
    ruling: 'nh-year-first',
    name: 'in 1950 the homes on offer are the 48 states, without Alaska and Hawaii; in 1959 with Hawaii crossed off, 49',
    check() {
      const homes = (o: Partial<NhOptions>): string[] =>
        RULES.legalMoves(RULES.newGame({ ...DEFAULTS, ...o }, 1), 0).map((m) => (m.kind === 'home' ? m.state : ''));
      const early = homes({ year: 1950 });
      assert.equal(early.length, 48);
      assert.ok(!early.includes('AK') && !early.includes('HI'));
      const late = homes({ year: 1959, hawaii: false });
      assert.equal(late.length, 49);
      assert.ok(late.includes('AK') && !late.includes('HI'));
    },
  },
  {
    ruling: 'nh-tied-winners-act',
    name: 'tied winners are safe from each other: checks and Persuade target only the others',
    check() {
      const s = atAction(FIVE, [1, 3]);
      const targets = RULES.legalMoves(s, 1).flatMap((m) => (m.kind === 'check' || m.kind === 'persuade' ? [m.target] : []));
      assert.deepEqual(targets, [0, 2, 4, 0, 2, 4]);
    },
  },
  {
    ruling: 'nh-nuke-count',
    name: 'a Nuke at a table of five crosses off five states',
    check() {
      const after = must(atAction(FIVE, [1]), 1, { kind: 'nuke' });
      assert.deepEqual(after.crossing, [{ seat: 1, left: 5, why: 'nuke' }]);
    },
  },
];

test('every new Nuclear ruling has a scenario', () => {
  const covered = new Set(rows.map((r) => r.ruling));
  const known = new Set<string>(RULINGS.map((r) => r.id));
  for (const id of covered) assert.ok(known.has(id), `${id} is a ruling`);
  for (const id of [
    'nh-discard-dealt-cards',
    'nh-joker-swap-card',
    'nh-second-joker',
    'nh-joker-any-time',
    'nh-who-goes-first',
    'nh-everyone-folds',
    'nh-persuade-board',
    'nh-last-state',
    'nh-round-limit',
    'nh-secret-ballots',
    'nh-year-first',
  ])
    assert.ok(covered.has(id), `${id} has no scenario`);
});

for (const row of rows) test(`${row.ruling}: ${row.name}`, row.check);

test("options: the vote thresholds are the table's, and impossible thresholds are refused", async (t) => {
  const ballots = (s0: NhState, votes: Record<number, 'for' | 'against'>): NhState => {
    let s = must(s0, 1, { kind: 'propose', vote: 'launch' });
    while (s.vote !== null) {
      const seat = RULES.toAct(s) ?? -1;
      s = must(s, seat, { kind: 'ballot', ballot: votes[seat] ?? 'against' });
    }
    return s;
  };
  const threeTwo = { 0: 'for', 1: 'against', 2: 'for', 3: 'against', 4: 'for' } as const;
  const rows: [string, Partial<NhOptions>, boolean][] = [
    ['3 for, 2 against fails the printed margin of two', {}, false],
    ['3 for, 2 against passes a margin of one', { launchMargin: 1 }, true],
  ];
  for (const [name, options, passed] of rows)
    await t.test(name, () => {
      const s = ballots(atAction({ ...FIVE, options }, [1]), threeTwo);
      assert.equal(s.votes.at(-1)?.passed, passed);
      assert.equal(s.ending?.kind === 'launch', passed);
    });
  const bad: [string, Partial<NhOptions>, RegExp][] = [
    ['a launch margin above the table size', { players: 4, launchMargin: 5 }, /can never be reached by 4 players/u],
    ['a disarm block above the table size', { players: 5, disarmBlock: 6 }, /never be 6 votes against/u],
  ];
  for (const [name, options, want] of bad)
    await t.test(name, () => assert.match(RULES.checkOptions?.({ ...DEFAULTS, ...options })?.message ?? '', want));
  await t.test('the printed rules pass the check', () => assert.equal(RULES.checkOptions?.(DEFAULTS), null));
});
