/**
 * "One hand, every verdict": the same cards judged under every ruleset, and
 * against a second hand, who wins under each (in Poker's Wild!, where hands
 * never meet, which scores more). Pure (no DOM): the island
 * renders what this returns, and unit tests call it directly.
 *
 * A game with a board takes a hand as its hole cards first and the rest as
 * that hand's own community cards (a hand's category is the best five of all
 * its cards either way). Where a game cannot take the cards, the engine's own
 * message says why.
 */
import { formatHand, formatHeld, oneDeck, type HeldCard } from '../../engine/hands/cards.ts';
import type { Category } from '../../engine/hands/categories.ts';
import { parseDice } from '../../engine/hands/dice.ts';
import { handText, judgeFields, judgeSeats, readSeat, type JudgedHand, type Seat } from '../../engine/hands/judge.ts';
import { RULESETS, RULESET_IDS, type Ruleset, type RulesetId } from '../../engine/hands/rulesets.ts';
import { judge, tieWording, type Outcome as Ending } from '../../engine/hands/verdict.ts';

export const HAND_LABELS = ['Hand A', 'Hand B'] as const;
export type Outcome = 'A' | 'B' | 'tie';

export interface HandResult {
  readonly category: Category;
  readonly description: string;
  readonly best: readonly string[];
  /** How the cards were split, when the game has a board: "hole Ks Kh, board 9d 9c 2s". */
  readonly split?: string;
}

export interface GameVerdict {
  readonly id: RulesetId;
  readonly name: string;
  readonly a: HandResult | null;
  readonly b: HandResult | null;
  /** Why this game can't judge these cards, or null. */
  readonly error: string | null;
  /** Null with one hand, or when it can't judge. Where hands only score (Poker's Wild!), "A" or "B" is the hand that scores more. */
  readonly outcome: Outcome | null;
  /** The engine's outcome (which kind of tie, or of scoring), null when `outcome` is. */
  readonly ending: Ending | null;
  readonly reasons: readonly string[];
  /** True when the outcome differs from the reference verdict (see markDifferences). */
  readonly differs: boolean;
}

/** The verdict in a few words, in the game's own terms: "Hand A wins", "Tie: split the pot", "Hand B scores more", "Same points". */
export function outcomeText(v: GameVerdict): string {
  if (v.outcome === null) return '';
  const named = v.outcome === 'A' ? HAND_LABELS[0] : HAND_LABELS[1];
  const contest = RULESETS[v.id].contest;
  switch (contest.kind) {
    case 'showdown':
      return v.outcome === 'tie' ? tieWording(contest.ties).label : `${named} wins`;
    case 'points':
      return v.outcome !== 'tie' ? `${named} scores more` : v.ending === 'no-points' ? 'Neither scores' : 'Same points';
  }
}

function toResult(h: JudgedHand, split?: string): HandResult {
  return { category: h.category, description: h.description, best: handText(h).best, ...(split === undefined ? {} : { split }) };
}

/** "Hand A" as it reads mid-sentence and at the start of one. */
const inSentence = (label: string): string => label.replace(/^Hand/u, 'hand');

/** The engine's message about one hand, naming it once: "Hand A has 7 cards; …", or "Hand A: "Zz" is not a card …". */
function aboutHand(label: string, message: string): string {
  return message.includes(label) || message.includes(inSentence(label)) ? message : `${label}: ${message}`;
}

/** The engine's message about a judgement, with the hands named as here ("hand b" → "hand B"). */
function named(message: string, labels: readonly string[]): string {
  let out = message;
  for (const label of labels) out = out.split(label.toLowerCase()).join(inSentence(label));
  return out;
}

/** One hand judged alone: its cards read once (split into its own and, in a game with a board, the board's), then judged. */
interface One {
  readonly hand: JudgedHand;
  /** The cards as read, null in a dice game. */
  readonly seat: Seat | null;
}

function judgeOne(id: RulesetId, text: string, label: string): { ok: true; value: One } | { ok: false; message: string } {
  const r = RULESETS[id];
  if (r.kind === 'dice') {
    const dice = parseDice(text, r.dice, inSentence(label));
    if (!dice.ok) return { ok: false, message: aboutHand(label, dice.error.message) };
    const res = judgeFields({ kind: 'dice', game: id, texts: [text], labels: [label], board: null, hands: [dice] });
    if (!res.ok) return { ok: false, message: aboutHand(label, res.error.message) };
    const hand = res.value.hands[0];
    return hand === undefined ? { ok: false, message: `${label}: nothing to judge.` } : { ok: true, value: { hand, seat: null } };
  }
  const seat = readSeat(r, text, inSentence(label));
  if (!seat.ok) return { ok: false, message: aboutHand(label, seat.error.message) };
  const res = judgeSeats(r, [seat.value.hole], seat.value.board, [label]);
  if (!res.ok) return { ok: false, message: aboutHand(label, named(res.error.message, [label])) };
  const hand = res.value.hands[0];
  return hand === undefined ? { ok: false, message: `${label}: nothing to judge.` } : { ok: true, value: { hand, seat: seat.value } };
}

/** "Hole cards: Ks Kh; board: 9d 9c 2s", or undefined in a game without a board (or with no board cards given). */
function splitText(r: Ruleset, seat: Seat | null, shared: boolean): string | undefined {
  if (seat === null || seat.board.length === 0 || r.kind !== 'cards') return undefined;
  const hole = formatHand(seat.hole);
  const board = formatHand(seat.board);
  return shared ? `${r.shape.handLabel}: ${hole} (board ${board}, shared)` : `${r.shape.handLabel}: ${hole}; board: ${board}`;
}

const sameCards = (x: readonly HeldCard[], y: readonly HeldCard[]): boolean =>
  x.length === y.length && x.map(formatHeld).sort().join(' ') === y.map(formatHeld).sort().join(' ');

/**
 * Both hands at one table. In a game with a board, two hands that end with
 * the same board cards share that board (it is dealt once); otherwise the
 * two hands cannot share a card, nor hold more jokers than the deck has.
 */
type Both = { ok: true; hands: readonly [JudgedHand, JudgedHand]; shared: boolean } | { ok: false; message: string };
function judgeBoth(id: RulesetId, a: One, b: One): Both {
  const r = RULESETS[id];
  if (r.kind !== 'cards' || a.seat === null || b.seat === null) return { ok: true, hands: [a.hand, b.hand], shared: false };
  const shared = a.seat.board.length > 0 && sameCards(a.seat.board, b.seat.board);
  if (shared) {
    const res = judgeSeats(r, [a.seat.hole, b.seat.hole], a.seat.board, HAND_LABELS);
    if (!res.ok) {
      return { ok: false, message: `The two hands share the board ${formatHand(a.seat.board)}: ${named(res.error.message, HAND_LABELS)}` };
    }
    const [x, y] = res.value.hands;
    if (x === undefined || y === undefined) return { ok: false, message: 'Nothing to judge.' };
    return { ok: true, hands: [x, y], shared: true };
  }
  const deal = oneDeck(
    [
      [...a.seat.hole, ...a.seat.board],
      [...b.seat.hole, ...b.seat.board],
    ],
    r.deck.jokers,
  );
  if (!deal.ok) {
    const clash = `The two hands come from one deck: ${deal.error.message}`;
    const boards = a.seat.board.length > 0 && b.seat.board.length > 0;
    return { ok: false, message: boards ? `${clash} To share a board, end both hands with the same board cards.` : clash };
  }
  return { ok: true, hands: [a.hand, b.hand], shared: false };
}

/** Whether an engine outcome puts one hand ahead: it wins, or it scores more; anything else is even. */
function oneAhead(ending: Ending): boolean {
  switch (ending) {
    case 'win':
    case 'most-points':
      return true;
    case 'tie-split':
    case 'tie-all-win':
    case 'tie-nobody':
    case 'same-points':
    case 'no-points':
      return false;
  }
}

export function verdictFor(id: RulesetId, a: string, b: string): GameVerdict {
  const r = RULESETS[id];
  const base = { id, name: r.name, a: null, b: null, outcome: null, ending: null, reasons: [], differs: false };
  const ja = judgeOne(id, a, HAND_LABELS[0]);
  if (!ja.ok) return { ...base, error: ja.message };
  const aResult = toResult(ja.value.hand, splitText(r, ja.value.seat, false));
  if (b.trim() === '') return { ...base, a: aResult, error: null, reasons: [] };
  const jb = judgeOne(id, b, HAND_LABELS[1]);
  if (!jb.ok) return { ...base, a: aResult, error: jb.message };
  const both = judgeBoth(id, ja.value, jb.value);
  if (!both.ok) return { ...base, a: aResult, error: both.message };
  const [ha, hb] = both.hands;
  const verdict = judge(
    [
      { label: HAND_LABELS[0], key: ha.key },
      { label: HAND_LABELS[1], key: hb.key },
    ],
    r,
  );
  const outcome: Outcome = oneAhead(verdict.outcome) ? (verdict.winners[0] === 0 ? 'A' : 'B') : 'tie';
  return {
    ...base,
    a: toResult(ja.value.hand, splitText(r, ja.value.seat, both.shared)),
    b: toResult(jb.value.hand, splitText(r, jb.value.seat, both.shared)),
    error: null,
    outcome,
    ending: verdict.outcome,
    reasons: verdict.reasons.slice(2),
  };
}

/**
 * Mark the verdicts that differ from the reference: standard poker's when it
 * can judge the hands, else the most common outcome.
 */
export function markDifferences(verdicts: readonly GameVerdict[]): {
  verdicts: GameVerdict[];
  reference: Outcome | null;
  referenceName: string;
} {
  const standard = verdicts.find((v) => v.id === 'standard' && v.outcome !== null);
  let reference: Outcome | null = standard?.outcome ?? null;
  let referenceName = 'standard poker';
  if (reference === null) {
    const tally = new Map<Outcome, number>();
    for (const v of verdicts) if (v.outcome !== null) tally.set(v.outcome, (tally.get(v.outcome) ?? 0) + 1);
    const ranked = [...tally.entries()].sort((x, y) => y[1] - x[1]);
    reference = ranked[0]?.[0] ?? null;
    referenceName = 'most games';
  }
  return {
    verdicts: verdicts.map((v) => ({ ...v, differs: reference !== null && v.outcome !== null && v.outcome !== reference })),
    reference,
    referenceName,
  };
}

export function allVerdicts(a: string, b: string, ids: readonly RulesetId[] = RULESET_IDS): ReturnType<typeof markDifferences> {
  return markDifferences(ids.map((id) => verdictFor(id, a, b)));
}
