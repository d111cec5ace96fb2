/**
 * "One hand, every verdict": the same cards judged under every ruleset, and
 * against a second hand, who wins under each. Pure (no DOM): the island
 * renders what this returns, and unit tests call it directly.
 *
 * A game with a board takes a hand as its hole cards first and the rest as
 * that hand's own community cards (a hand's category is the best five of all
 * its cards either way). Where a game cannot take the cards, the engine's own
 * message says why.
 */
import { formatHeld, parseCards, type HeldCard } from '../../engine/cards.ts';
import { parseDice } from '../../engine/dice.ts';
import type { Category } from '../../engine/categories.ts';
import { handText, judgeRequest, type JudgedHand } from '../../engine/judge.ts';
import { RULESETS, RULESET_IDS, type RulesetId } from '../../engine/rulesets.ts';
import { judge, tieWording } from '../../engine/verdict.ts';

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
  /** Null with one hand, or when it can't judge. */
  readonly outcome: Outcome | null;
  readonly reasons: readonly string[];
  /** True when the outcome differs from the reference verdict (see markDifferences). */
  readonly differs: boolean;
}

export function outcomeText(v: GameVerdict): string {
  if (v.outcome === null) return '';
  if (v.outcome === 'tie') {
    return tieWording(RULESETS[v.id].ties).label;
  }
  return `${v.outcome === 'A' ? HAND_LABELS[0] : HAND_LABELS[1]} wins`;
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

interface Cards {
  /** The hand's own cards (all of them in a game without a board), in notation. */
  readonly hole: readonly string[];
  /** In a game with a board: the cards after the hole cards. */
  readonly board: readonly string[];
}

/** Read one hand's text for one card ruleset: its own cards first, then (in a game with a board) the board. */
function readCards(id: RulesetId, text: string, label: string): { ok: true; value: Cards } | { ok: false; message: string } {
  const r = RULESETS[id];
  if (r.kind !== 'cards') return { ok: false, message: `${RULESETS[id].name} is played with dice.` };
  const { hand, board } = r.shape;
  const max = hand.max + (board?.max ?? 0);
  const parsed = parseCards(text, { jokers: r.deck.jokers, min: hand.min, max, label: inSentence(label) });
  if (!parsed.ok) return { ok: false, message: aboutHand(label, parsed.error.message) };
  const cards = parsed.value.map(formatHeld);
  return { ok: true, value: { hole: cards.slice(0, hand.max), board: board === null ? [] : cards.slice(hand.max) } };
}

const sameCards = (x: readonly string[], y: readonly string[]): boolean =>
  x.length === y.length && [...x].sort().join(' ') === [...y].sort().join(' ');

/** Judge hands together (one board, one deck): the engine's judgement, or its message. */
function judgeHands(id: RulesetId, hands: readonly string[], board: string, labels: readonly string[]): { ok: true; hands: readonly JudgedHand[] } | { ok: false; message: string } {
  const res = judgeRequest({ game: id, hands, board, labels });
  if (!res.ok) {
    // The engine names hands in lower case ("hand b"); give them back their names.
    let message = res.error.message;
    for (const label of labels) message = message.split(label.toLowerCase()).join(inSentence(label));
    return { ok: false, message };
  }
  return { ok: true, hands: res.value.hands };
}

/** Judge one hand's text under one ruleset, splitting hole cards and board where the game has one. */
function judgeOne(id: RulesetId, text: string, label: string): { ok: true; hand: JudgedHand; split?: string } | { ok: false; message: string } {
  const r = RULESETS[id];
  if (r.kind === 'dice') {
    const dice = parseDice(text, r.dice, inSentence(label));
    if (!dice.ok) return { ok: false, message: aboutHand(label, dice.error.message) };
  }
  const cards = r.kind === 'cards' ? readCards(id, text, label) : null;
  if (cards !== null && !cards.ok) return cards;
  const hole = cards === null ? text : cards.value.hole.join(' ');
  const board = cards === null ? '' : cards.value.board.join(' ');
  const res = judgeHands(id, [hole], board, [label]);
  if (!res.ok) return { ok: false, message: aboutHand(label, res.message) };
  const hand = res.hands[0];
  if (hand === undefined) return { ok: false, message: `${label}: nothing to judge.` };
  return board !== '' && r.kind === 'cards' ? { ok: true, hand, split: `${r.shape.handLabel}: ${hole}; board: ${board}` } : { ok: true, hand };
}

/**
 * Both hands at one table. In a game with a board, two hands that end with
 * the same board cards share that board (it is dealt once); otherwise the
 * two hands cannot share a card, nor hold more jokers than the deck has.
 */
function judgeBoth(
  id: RulesetId,
  a: { readonly text: string; readonly hand: JudgedHand },
  b: { readonly text: string; readonly hand: JudgedHand },
): { ok: true; hands: readonly [JudgedHand, JudgedHand]; shared: readonly string[] } | { ok: false; message: string } {
  const r = RULESETS[id];
  const ca = r.kind === 'cards' ? readCards(id, a.text, HAND_LABELS[0]) : null;
  const cb = r.kind === 'cards' ? readCards(id, b.text, HAND_LABELS[1]) : null;
  const shared = ca?.ok && cb?.ok && ca.value.board.length > 0 && sameCards(ca.value.board, cb.value.board) ? ca.value.board : [];
  let res: ReturnType<typeof judgeHands>;
  if (shared.length > 0 && ca?.ok && cb?.ok) {
    res = judgeHands(id, [ca.value.hole.join(' '), cb.value.hole.join(' ')], shared.join(' '), HAND_LABELS);
    if (!res.ok) return { ok: false, message: `The two hands share the board ${shared.join(' ')}: ${res.message}` };
  } else {
    const clash = crossCheck(id, a.text, b.text);
    if (clash !== null) {
      const boards = ca?.ok === true && cb?.ok === true && ca.value.board.length > 0 && cb.value.board.length > 0;
      return { ok: false, message: boards ? `${clash} To share a board, end both hands with the same board cards.` : clash };
    }
    return { ok: true, hands: [a.hand, b.hand], shared: [] };
  }
  const [x, y] = res.hands;
  if (x === undefined || y === undefined) return { ok: false, message: 'Nothing to judge.' };
  return { ok: true, hands: [x, y], shared };
}

/** The two hands cannot share a card (or hold more jokers than the deck has). */
function crossCheck(id: RulesetId, a: string, b: string): string | null {
  const r = RULESETS[id];
  if (r.kind !== 'cards') return null;
  const first = parseCards(a, { jokers: r.deck.jokers, min: 0, max: 99 });
  if (!first.ok) return null;
  const used: HeldCard[] = first.value;
  const second = parseCards(b, { jokers: r.deck.jokers, min: 0, max: 99, used, label: 'hand B' });
  return second.ok ? null : `The two hands come from one deck: ${second.error.message}`;
}

export function verdictFor(id: RulesetId, a: string, b: string): GameVerdict {
  const r = RULESETS[id];
  const base = { id, name: r.name, a: null, b: null, outcome: null, reasons: [], differs: false };
  const ja = judgeOne(id, a, HAND_LABELS[0]);
  if (!ja.ok) return { ...base, error: ja.message };
  const aResult = toResult(ja.hand, ja.split);
  if (b.trim() === '') return { ...base, a: aResult, error: null, reasons: [] };
  const jb = judgeOne(id, b, HAND_LABELS[1]);
  if (!jb.ok) return { ...base, a: aResult, error: jb.message };
  const both = judgeBoth(id, { text: a, hand: ja.hand }, { text: b, hand: jb.hand });
  if (!both.ok) return { ...base, a: aResult, error: both.message };
  const [ha, hb] = both.hands;
  const verdict = judge(
    [
      { label: HAND_LABELS[0], key: ha.key },
      { label: HAND_LABELS[1], key: hb.key },
    ],
    r.categories,
    r.kind === 'dice' ? 'dice' : 'cards',
    r.ties,
  );
  const outcome: Outcome = verdict.outcome !== 'win' ? 'tie' : verdict.winners[0] === 0 ? 'A' : 'B';
  const sharedNote = both.shared.length > 0 ? ` (board ${both.shared.join(' ')}, shared)` : '';
  const withShared = (split: string | undefined): string | undefined => (split === undefined || sharedNote === '' ? split : split.replace(/; board: .*$/u, sharedNote));
  return {
    ...base,
    a: toResult(ja.hand, withShared(ja.split)),
    b: toResult(jb.hand, withShared(jb.split)),
    error: null,
    outcome,
    reasons: verdict.reasons.slice(2),
  };
}

/**
 * Mark the verdicts that differ from the reference: standard poker's when it
 * can judge the hands, else the most common outcome.
 */
export function markDifferences(verdicts: readonly GameVerdict[]): { verdicts: GameVerdict[]; reference: Outcome | null; referenceName: string } {
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
