/**
 * Bluff 'N' Peg's table companion, apart from its drawing (Companion.tsx) so it runs and is tested in Node: the
 * "record a hand" form's draft and the action it becomes, where a refusal belongs on that form, each peg's move in
 * words, and where each hole of a player's lane is drawn. The rules are the companion's
 * (src/engine/games/bluff-n-peg/companion.ts); nothing here scores a hand.
 */
import type { EngineError } from '../../../engine/result.ts';
import type { BpStep, BpTableAction, BpTableState } from '../../../engine/games/bluff-n-peg/companion.ts';
import type { PegMove } from '../../../engine/games/bluff-n-peg/pegging.ts';
import { listAnd } from '../../../engine/words.ts';
import { pegWords } from './board-model.ts';

export const RESULTS = ['lost', 'won', 'folded'] as const;
export type HandResult = (typeof RESULTS)[number];

/**
 * The form as the table fills it in: each seat's result and cards laid, the doubles in the order they were
 * declared (each its declarer's seat), and for each seat that folded, when (`when`, a slot: 2k is a fold of its
 * own after k doubles, 2k + 1 a fold in answer to double k + 1).
 */
export interface HandDraft {
  readonly results: readonly HandResult[];
  readonly cards: readonly number[];
  readonly doubles: readonly number[];
  readonly when: readonly number[];
}

export const emptyDraft = (players: number): HandDraft => ({
  results: Array.from({ length: players }, () => 'lost'),
  cards: Array.from({ length: players }, () => 0),
  doubles: [],
  when: Array.from({ length: players }, () => 0),
});

/** Where each step of the built hand came from on the form: a double (its place in `doubles`) or a seat's own fold. */
export type StepSource = { readonly kind: 'double'; readonly double: number } | { readonly kind: 'fold'; readonly seat: number };

/**
 * The hand the draft reports, as the companion reads it: the winners, each seat's cards (0 for a seat not playing),
 * and the steps in order (folds of their own in seat order within a slot, each double with those who folded in
 * answer to it), with each step's source on the form. A slot past the last double counts as after the last double.
 */
export function handAction(
  draft: HandDraft,
  playing: readonly number[],
): { readonly action: Extract<BpTableAction, { type: 'hand' }>; readonly sources: readonly StepSource[] } {
  const inHand = (seat: number): boolean => playing.includes(seat);
  const folders = playing.filter((seat) => draft.results[seat] === 'folded');
  const d = draft.doubles.length;
  const slotOf = (seat: number): number => Math.min(draft.when[seat] ?? 0, 2 * d);
  const steps: BpStep[] = [];
  const sources: StepSource[] = [];
  for (let k = 0; k <= d; k++) {
    for (const seat of folders.filter((s) => slotOf(s) === 2 * k)) {
      steps.push({ type: 'fold', player: seat });
      sources.push({ kind: 'fold', seat });
    }
    const declarer = draft.doubles[k];
    if (declarer === undefined) continue;
    steps.push({ type: 'double', player: declarer, folds: folders.filter((s) => slotOf(s) === 2 * k + 1) });
    sources.push({ kind: 'double', double: k });
  }
  return {
    action: {
      type: 'hand',
      winners: playing.filter((seat) => draft.results[seat] === 'won'),
      cards: draft.cards.map((c, seat) => (inHand(seat) ? c : 0)),
      steps,
    },
    sources,
  };
}

/** The choices for when a player folded, given the doubles declared so far (names by seat). */
export function foldTimes(
  doubles: readonly number[],
  names: readonly string[],
): readonly { readonly value: number; readonly label: string }[] {
  if (doubles.length === 0) return [{ value: 0, label: 'before any double' }];
  const times = [{ value: 0, label: 'before the first double' }];
  for (const [k, seat] of doubles.entries()) {
    const by = names[seat] ?? '';
    times.push({ value: 2 * k + 1, label: `in answer to double ${k + 1} (${by})` });
    times.push({
      value: 2 * k + 2,
      label: k === doubles.length - 1 ? `after double ${k + 1}, on their own` : `between double ${k + 1} and ${k + 2}`,
    });
  }
  return times;
}

/** The places on the form an error can be shown beside. */
export type FormSpot = 'winners' | 'form' | { readonly player: number } | { readonly double: number } | { readonly fold: number };

/** Where the companion's refusal belongs on the form: beside the results, a player's row, a double, or a fold's timing. */
export function spotOf(error: EngineError, sources: readonly StepSource[]): FormSpot {
  switch (error.field) {
    case 'winners':
      return 'winners';
    case 'player':
      return error.index === undefined ? 'form' : { player: error.index };
    case 'step': {
      const source = error.index === undefined ? undefined : sources[error.index];
      if (source === undefined) return 'form';
      return source.kind === 'double' ? { double: source.double } : { fold: source.seat };
    }
    default:
      return 'form';
  }
}

const pointsWord = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;
const cardsWord = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

/** One peg's move in words: who, how it ended, the points, and from where to where. */
export function moveWords(m: PegMove, s: Pick<BpTableState, 'players' | 'board'>, playOff: boolean): string {
  const v = { lastChance: s.board.lastChance, track: s.board.winnerHole };
  const name = s.players[m.player] ?? '';
  const how =
    m.outcome === 'won'
      ? `won ${pointsWord(m.points)}`
      : `${m.outcome === 'folded' ? 'folded' : 'lost'} with ${cardsWord(m.cardsShown)} laid${m.points === 0 ? ', paying nothing' : `, paying ${pointsWord(-m.points)}`}`;
  if (playOff)
    return `${name} ${m.outcome === 'won' ? 'won the play-off hand' : how.replace(/, paying .*$/u, '')}; pegs do not move in a play-off.`;
  const where = m.from === m.to ? `stays in ${pegWords(m.to, v)}` : `${pegWords(m.from, v)} to ${pegWords(m.to, v)}`;
  return `${name} ${how}: ${where}.`;
}

/** The last hand, a line per player in it (those not in a play-off hand are left out). */
export function lastHandLines(s: BpTableState): readonly string[] {
  if (s.last === null) return [];
  const last = s.last;
  return last.moves.map((m) => moveWords(m, s, last.playOff));
}

/** Who deals the coming hand and who plays it, in a sentence. */
export function nextHandWords(s: BpTableState): string {
  const dealer = s.players[s.dealer] ?? '';
  if (!s.playOff) return `${dealer} deals hand ${s.hands + 1}.`;
  return `${dealer} deals the play-off hand between ${listAnd(s.playing.map((seat) => s.players[seat] ?? ''))}.`;
}

/** A lane's width, in its own units: the printed board's holes (61 up, 3 last-chance holes) 6 units apart. */
export const LANE_WIDTH = 424;

/**
 * One player's lane, drawn left to right: out the back, the last-chance holes (the last one first), the start hole,
 * then the track to the winner hole. `x` gives any peg position's place, in the lane's own units (0 to `width`).
 * Every lane is LANE_WIDTH wide, its holes spread over it (6 units apart on the printed board, closer on a longer
 * track, further on a shorter one), so a peg drawn in these units is the same size on the screen whatever the track.
 */
export function laneGeometry(board: Pick<BpTableState['board'], 'lastChance' | 'winnerHole'>): {
  readonly width: number;
  readonly x: (peg: number) => number;
} {
  const behind = board.lastChance + 1;
  const holes = behind + board.winnerHole + 1;
  const pad = 8;
  const gap = 6;
  const step = (LANE_WIDTH - 2 * pad - 3 * gap) / (holes - 1);
  // Out the back, then a gap, the last-chance holes, a gap, the start hole, a gap, then holes 1 to the winner hole.
  const x = (peg: number): number => {
    const p = Math.max(-behind, Math.min(board.winnerHole, peg));
    if (p === -behind) return pad;
    if (p < 0) return pad + gap + (behind + p) * step;
    if (p === 0) return pad + 2 * gap + behind * step;
    return pad + 3 * gap + (behind + p) * step;
  };
  return { width: pad * 2 + 3 * gap + (holes - 1) * step, x };
}
