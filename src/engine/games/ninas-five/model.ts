/**
 * Nina's Five, playable: the model the registry, the simulator and the
 * practice table use. The reducer lives in ninas-five-state.ts, the view in
 * ninas-five-view.ts, the bots in ninas-five-bots.ts; hands are judged by
 * the engine's evaluator under the options' wild-copy rule.
 */
import { faceText, isJoker, type Card } from '../../hands/cards.ts';
import { fail } from '../../result.ts';
import { STATS } from './stats.ts';
import type { GameModel, Outcome, SeatMove } from '../../play/types.ts';
import { random, sensible, handWords } from './bots.ts';
import { NF_OPTIONS, checkNfOptions, rulesFor } from './options.ts';
import {
  SEAT_NAMES,
  TEAM_NAMES,
  auditState,
  legalMoves,
  newState,
  playMove,
  seatsOf,
  type LaidCard,
  type NfMove,
  type NfState,
  type TrickRecord,
} from './rules.ts';
import { viewOf, type NfView } from './view.ts';

/** Moves in one trick: eight cards and two peekaboo decisions. */
export const MOVES_PER_TRICK = 10;

const cardText = (c: Card): string => (isJoker(c) ? 'a joker' : `the ${faceText(c).short}`);
const laidText = (l: LaidCard): string => (l.as === undefined ? cardText(l.card) : `a joker named the ${faceText(l.as).short}`);

/** "Trick 3: North–South's flush, A-K-9-7-4 beats East–West's pair of nines; 2–1." */
function trickText(s: NfState, r: TrickRecord): string {
  const rules = rulesFor(s.o.wildCopy);
  const [a, b] = [handWords(rules, r.keys[0]), handWords(rules, r.keys[1])];
  const score = `${s.score[0]}–${s.score[1]}`;
  if (r.winner === null) return `trick ${r.trick} is tied, ${a} each, so nobody takes it (${score})`;
  const loser = r.winner === 0 ? 1 : 0;
  return `${TEAM_NAMES[r.winner]} take trick ${r.trick} with ${r.winner === 0 ? a : b} against ${loser === 0 ? a : b} (${score})`;
}

function swapText(s: NfState): string {
  const words = ([0, 1] as const).map((team) => {
    const w = s.swaps.find((x) => x.by === team);
    return w === undefined
      ? `${TEAM_NAMES[team]} keep their peekaboo card`
      : `${TEAM_NAMES[team]} swap their peekaboo card for ${SEAT_NAMES[w.seat] ?? '?'}'s ${laidText(w.replaced).replace(/^the /u, '')}`;
  });
  return words.join(' and ');
}

function describe(before: NfState, { seat, move }: SeatMove<NfMove>, after: NfState): string {
  const who = SEAT_NAMES[seat] ?? '?';
  const parts: string[] = [];
  if (move.kind === 'peekaboo') {
    const revealed = before.o.peekabooReveal === 'in-turn' || after.step !== 'peekaboo';
    if (!revealed) parts.push(`${who} makes ${TEAM_NAMES[seat % 2 === 0 ? 0 : 1]}'s peekaboo choice in secret`);
    else if (before.o.peekabooReveal === 'in-turn')
      parts.push(
        move.replace === 'pass'
          ? `${who} keeps the peekaboo card`
          : `${who} says "peekaboo!" and swaps in the face-down card for ${SEAT_NAMES[move.replace] ?? '?'}'s ${laidText(before.laid[move.replace]?.[0] ?? { card: 0 }).replace(/^the /u, '')}`,
      );
    else parts.push(`${who} chooses too; ${swapText(after)}`);
  } else {
    parts.push(`${who} lays ${move.as === undefined ? cardText(move.card) : `a joker named the ${faceText(move.as).short}`}`);
  }
  if (after.results.length > before.results.length) {
    const r = after.results.at(-1);
    if (r !== undefined) parts.push(trickText(after, r));
  }
  if (after.step === 'second-plays' && before.step !== 'second-plays') parts.push(`the river is ${cardText(after.community[2] ?? 0)}`);
  if (after.trick > before.trick && after.step !== 'over') {
    const shuffled = after.shuffleTrick === 1 ? 'reshuffles and ' : '';
    parts.push(
      `${SEAT_NAMES[after.dealer] ?? '?'} ${shuffled}deals trick ${after.trick}, flop ${after.community.map((c) => faceText(c).short).join(' ')}`,
    );
  }
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function outcome(s: NfState): Outcome | null {
  if (s.step !== 'over') return null;
  const [a, b] = s.score;
  const winner = a > b ? 0 : b > a ? 1 : null;
  const results = s.results;
  const swaps = results.flatMap((r) => r.swaps);
  const last = results.at(-1);
  const stats = {
    tricks: results.length,
    tiedTricks: results.filter((r) => r.winner === null).length,
    swaps: swaps.length,
    swapWins: swaps.filter((w) => w.effect > 0).length,
    swapLosses: swaps.filter((w) => w.effect < 0).length,
    swapJokers: swaps.filter((w) => isJoker(w.card)).length,
    /** Tricks taken by the team that lays first (the dealer's left) and by the dealer's team. */
    leadTeamTricks: results.filter((r) => r.winner !== null && r.winner !== r.dealer % 2).length,
    dealerTeamTricks: results.filter((r) => r.winner !== null && r.winner === r.dealer % 2).length,
    /** Team 1 (East–West) lays first in the first trick. */
    firstLeadWins: winner === 1 ? 1 : 0,
    drawnGames: winner === null ? 1 : 0,
    limitGames: Math.max(a, b) < s.o.tricksToWin ? 1 : 0,
  };
  const summary =
    winner === null
      ? `The game stopped at the ${s.o.trickLimit}-trick limit level at ${a}–${b}, so it is a draw.`
      : Math.max(a, b) < s.o.tricksToWin
        ? `${TEAM_NAMES[winner]} led ${Math.max(a, b)}–${Math.min(a, b)} when the ${s.o.trickLimit}-trick limit ended the game.`
        : `${TEAM_NAMES[winner]} won ${Math.max(a, b)}–${Math.min(a, b)} after ${results.length} tricks, taking the last with ${handWords(rulesFor(s.o.wildCopy), last?.keys[winner] ?? 0)}.`;
  return {
    winners: winner === null ? [0, 1, 2, 3] : [...seatsOf(winner)],
    tie: winner === null,
    scores: [a, b, a, b],
    length: results.length,
    stats,
    summary,
  };
}

export const MODEL: GameModel<typeof NF_OPTIONS, NfState, NfMove, NfView> = {
  id: 'ninas-five',
  options: NF_OPTIONS,
  checkOptions: checkNfOptions,
  lengthUnit: 'tricks',
  maxMoves: (o) => o.trickLimit * MOVES_PER_TRICK,
  seatNames: () => SEAT_NAMES,
  newGame: newState,
  toAct: (s) => (s.step === 'over' ? null : s.turn),
  legalMoves,
  play: (s, m) => {
    if (typeof m !== 'object' || (m as SeatMove<NfMove> | null) === null) return fail('bad-move', 'A move needs a seat and a move.');
    return playMove(s, m.seat, m.move);
  },
  view: viewOf,
  outcome,
  audit: auditState,
  describe,
  bots: { random, sensible },
  stats: STATS,
};
