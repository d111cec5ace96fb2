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
import type { Category } from '../../engine/categories.ts';
import { judgeRequest, type JudgedHand } from '../../engine/judge.ts';
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
  return { category: h.category, description: h.description, best: h.best, ...(split === undefined ? {} : { split }) };
}

/** Judge one hand's text under one ruleset, splitting hole cards and board where the game has one. */
function judgeOne(id: RulesetId, text: string, label: string): { ok: true; hand: JudgedHand; split?: string } | { ok: false; message: string } {
  const r = RULESETS[id];
  if (r.kind === 'cards' && r.shape.board !== null) {
    const parsed = parseCards(text, { jokers: r.deck.jokers, min: 0, max: 99, label: label.toLowerCase() });
    if (!parsed.ok) return { ok: false, message: `${label}: ${parsed.error.message}` };
    const cards = parsed.value.map(formatHeld);
    const hole = cards.slice(0, r.shape.hand.max);
    const board = cards.slice(r.shape.hand.max);
    const res = judgeRequest({ game: id, hands: [hole.join(' ')], board: board.join(' '), labels: [label] });
    if (!res.ok) return { ok: false, message: `${label}: ${res.error.message}` };
    const hand = res.value.hands[0];
    if (hand === undefined) return { ok: false, message: `${label}: nothing to judge.` };
    return board.length > 0 ? { ok: true, hand, split: `${r.shape.handLabel}: ${hole.join(' ')}; board: ${board.join(' ')}` } : { ok: true, hand };
  }
  const res = judgeRequest({ game: id, hands: [text], labels: [label] });
  if (!res.ok) return { ok: false, message: `${label}: ${res.error.message}` };
  const hand = res.value.hands[0];
  return hand === undefined ? { ok: false, message: `${label}: nothing to judge.` } : { ok: true, hand };
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
  const clash = crossCheck(id, a, b);
  if (clash !== null) return { ...base, a: aResult, error: clash };
  const verdict = judge(
    [
      { label: HAND_LABELS[0], key: ja.hand.key },
      { label: HAND_LABELS[1], key: jb.hand.key },
    ],
    r.categories,
    r.kind === 'dice' ? 'dice' : 'cards',
    r.ties,
  );
  const outcome: Outcome = verdict.outcome !== 'win' ? 'tie' : verdict.winners[0] === 0 ? 'A' : 'B';
  return { ...base, a: aResult, b: toResult(jb.hand, jb.split), error: null, outcome, reasons: verdict.reasons.slice(2) };
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
