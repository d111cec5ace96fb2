/**
 * Nuclear Annihilation Hold'em through the framework's one checked path:
 * `play(RULES, state, x)` refuses what is not a legal move of the seat to
 * act, with one of MOVE_ERROR_CODES, and accepts each legal move, giving
 * the state the trusted `RULES.apply` gives. Nuclear had its own validator
 * (matchLegal, refusing with 'bad-move'); it is gone, and these rows hold the
 * game to the framework's codes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NH_OPTIONS } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import type { NhMove, NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { MOVE_ERROR_CODES, play, type MoveError, type MoveErrorCode } from '../../../src/engine/play/play.ts';
import type { Result } from '../../../src/engine/result.ts';
import { mixSeed } from '../../../src/engine/play/random.ts';
import { botGameStates } from './nuclear-holdem-states.ts';

const DEFAULTS = defaultOptions(NH_OPTIONS);
const json = (x: unknown): string => JSON.stringify(x);

/** Every state of a random game that reaches every phase (seed 1) and of a sensible one; a row takes the first state of its phase (the cross queue counts as one). */
const STATES = [...botGameStates(DEFAULTS, 1, 'random').states, ...botGameStates({ ...DEFAULTS, players: 4 }, 11, 'sensible').states];
const phaseOf = (s: NhState): string => (s.crossing.length > 0 ? 'cross' : s.phase);
const first = (phase: string): NhState => {
  const s = STATES.find((x) => phaseOf(x) === phase);
  assert.ok(s !== undefined, `the games reach the ${phase} phase`);
  return s;
};
const toAct = (s: NhState): number => RULES.toAct(s) ?? -1;
const legal = (s: NhState): readonly NhMove[] => RULES.legalMoves(s, toAct(s));
const over = STATES.find((s) => RULES.toAct(s) === null);

interface Row {
  readonly name: string;
  readonly state: NhState;
  readonly input: unknown;
  readonly code: MoveErrorCode;
}

const homes = first('homes');
const discard = first('discard');
const cross = first('cross');
const showdown = first('showdown');
const action = first('action');
const intel = first('intel');
const vote = first('vote');
const dealtCard = legal(discard).find((m) => m.kind === 'discard')?.card;
const seatMove = (s: NhState, move: unknown, seat = toAct(s)): unknown => ({ seat, move });

const ROWS: readonly Row[] = [
  { name: 'null', state: homes, input: null, code: 'not-your-turn' },
  { name: 'a string', state: homes, input: 'home', code: 'not-your-turn' },
  { name: 'a list', state: homes, input: [0, { kind: 'home', state: 'AL' }], code: 'not-your-turn' },
  { name: 'no seat', state: homes, input: { move: legal(homes)[0] }, code: 'not-your-turn' },
  { name: 'the seat as a string', state: homes, input: { seat: '0', move: legal(homes)[0] }, code: 'not-your-turn' },
  {
    name: 'another seat, with the move legal for the seat to act',
    state: discard,
    input: seatMove(discard, legal(discard)[0], toAct(discard) + 1),
    code: 'not-your-turn',
  },
  { name: 'a seat that does not exist', state: homes, input: seatMove(homes, legal(homes)[0], 5), code: 'not-your-turn' },
  { name: 'no move', state: homes, input: { seat: 0 }, code: 'illegal-move' },
  { name: 'a move that is not an object', state: showdown, input: seatMove(showdown, 'reveal'), code: 'illegal-move' },
  { name: 'an unknown kind', state: action, input: seatMove(action, { kind: 'surrender' }), code: 'illegal-move' },
  { name: 'a legal move with a key more', state: action, input: seatMove(action, { kind: 'nuke', states: 9 }), code: 'illegal-move' },
  { name: 'a legal move with a key less', state: action, input: seatMove(action, { kind: 'propose' }), code: 'illegal-move' },
  {
    name: 'a card as a string',
    state: discard,
    input: seatMove(discard, { kind: 'discard', card: String(dealtCard) }),
    code: 'illegal-move',
  },
  {
    name: 'a home out of place: the discards have begun',
    state: discard,
    input: seatMove(discard, { kind: 'home', state: 'TX' }),
    code: 'illegal-move',
  },
  { name: 'a state not on the board', state: homes, input: seatMove(homes, { kind: 'home', state: 'ZZ' }), code: 'illegal-move' },
  { name: 'a showdown move while states are crossed off', state: cross, input: seatMove(cross, { kind: 'reveal' }), code: 'illegal-move' },
  { name: 'a discard at the showdown', state: showdown, input: seatMove(showdown, { kind: 'keep' }), code: 'illegal-move' },
  {
    name: 'a swap before choosing Intel',
    state: action,
    input: seatMove(action, { kind: 'swap', take: action.deck[0], give: action.hands[toAct(action)]?.[0] }),
    code: 'illegal-move',
  },
  {
    name: 'a swap giving a card not in hand',
    state: intel,
    input: seatMove(intel, { kind: 'swap', take: intel.deck[0], give: intel.deck[1] }),
    code: 'illegal-move',
  },
  {
    name: 'a ballot that is neither for nor against',
    state: vote,
    input: seatMove(vote, { kind: 'ballot', ballot: '' }),
    code: 'illegal-move',
  },
  {
    name: 'a check on a round winner',
    state: action,
    input: seatMove(action, { kind: 'check', target: toAct(action) }),
    code: 'illegal-move',
  },
  ...(over === undefined
    ? []
    : [{ name: 'any move once the game is over', state: over, input: { seat: 0, move: { kind: 'nuke' } }, code: 'game-over' as const }]),
];

test('play refuses what is not a legal move now, with the framework code, and changes nothing', async (t) => {
  assert.ok(over !== undefined, 'a game reaches its end');
  for (const row of ROWS)
    await t.test(row.name, () => {
      const before = json(row.state);
      const got = play(RULES, row.state, row.input);
      assert.equal(got.ok ? 'accepted' : got.error.code, row.code);
      assert.ok(MOVE_ERROR_CODES.includes(row.code));
      assert.equal(json(row.state), before);
    });
});

test('play accepts each legal move of the seat to act, as a copy from JSON, and gives the state apply gives', () => {
  const phases = new Set<string>();
  let accepted = 0;
  for (const [i, s] of [...STATES, ...botGameStates({ ...DEFAULTS, players: 6, jokers: 1 }, mixSeed(3, 1), 'random').states].entries()) {
    const seat = RULES.toAct(s);
    if (seat === null) continue;
    const moves = RULES.legalMoves(s, seat);
    // Long lists (a cross, a home, a swap) repeat one pattern: their ends and middle are enough.
    const tried = moves.length > 12 ? [moves[0], moves[1], moves[Math.floor(moves.length / 2)], moves.at(-1)] : moves;
    for (const move of tried) {
      if (move === undefined) continue;
      const got: Result<NhState, MoveError> = play(RULES, s, JSON.parse(json({ seat, move })) as unknown);
      assert.ok(got.ok, `state ${i}, ${phaseOf(s)}: ${json(move)}`);
      assert.equal(json(got.value), json(RULES.apply(s, { seat, move })));
      accepted++;
    }
    phases.add(phaseOf(s));
  }
  assert.deepEqual([...phases].sort(), ['action', 'cross', 'discard', 'give', 'homes', 'intel', 'replace', 'showdown', 'vote']);
  assert.ok(accepted > 800, `${accepted} moves accepted`);
});
