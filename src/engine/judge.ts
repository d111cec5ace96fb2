/**
 * Judging at the edge: text in, validated hands, a verdict out. Errors are
 * values with codes; this never throws on user input.
 */
import { err, formatCard, formatHeld, ok, quote, type HeldCard, type Result, parseCards } from './cards.ts';
import type { Category } from './categories.ts';
import { describeHand } from './describe.ts';
import { describeValue, isRecord } from './input.ts';
import { evaluateDice, parseDice, type Die } from './dice.ts';
import { evaluateHand } from './evaluate.ts';
import { keyRanks } from './key.ts';
import { isRulesetId, RULESETS, type CardRuleset, type RulesetId } from './rulesets.ts';
import { judge } from './verdict.ts';

export interface JudgeRequest {
  readonly game: string;
  readonly hands: readonly string[];
  readonly board?: string | undefined;
  /** Names for the hands; defaults to "Hand 1", "Hand 2", … */
  readonly labels?: readonly string[];
}

export interface JudgedHand {
  readonly input: string;
  readonly label: string;
  readonly category: Category;
  readonly key: number;
  /** The best five (or fewer) in order of significance, in notation. */
  readonly best: readonly string[];
  /** Each free wild card and what it stood for, e.g. "X=Ah" or "2c=Ks". */
  readonly wilds: readonly string[];
  /** Cards that did not play because they are dead (Nuclear jokers). */
  readonly dead: readonly string[];
  readonly description: string;
  /** Parsed cards (hand then board) or dice, for drawing. */
  readonly cards?: readonly HeldCard[];
  readonly dice?: readonly Die[];
  /** Index in `cards` of each card of `best`, -1 for none. */
  readonly bestSources?: readonly number[];
}

export interface Judgement {
  readonly game: RulesetId;
  readonly board: readonly HeldCard[];
  readonly hands: readonly JudgedHand[];
  readonly winners: readonly number[];
  readonly reasons: readonly string[];
}

export function parseRulesetId(game: string): Result<RulesetId> {
  if (typeof game === 'string' && isRulesetId(game)) return ok(game);
  return err(
    'unknown-game',
    `${typeof game === 'string' ? quote(game) : describeValue(game)} is not a game here: use one of ${Object.keys(RULESETS).join(', ')}.`,
  );
}

export function judgeRequest(request: JudgeRequest): Result<Judgement> {
  if (!isRecord(request)) return err('empty', 'Give a game and the hands to judge.');
  const id = parseRulesetId(request.game);
  if (!id.ok) return id;
  if (!Array.isArray(request.hands)) return err('empty', 'Give the hands to judge as a list of text.');
  if (request.board !== undefined && typeof request.board !== 'string') return err('bad-token', 'The board is written as text, like "Qd 2c 7s".');
  const names: unknown = request.labels;
  if (names !== undefined && (!Array.isArray(names) || !names.every((l: unknown) => typeof l === 'string'))) return err('bad-options', 'Labels must be a list of names.');
  const ruleset = RULESETS[id.value];
  if (request.hands.length < 1) return err('empty', 'Enter at least one hand to judge.');
  const labelOf = (i: number): string => request.labels?.[i] ?? `Hand ${i + 1}`;
  if (ruleset.kind === 'dice') {
    if (request.board !== undefined && request.board.trim() !== '') return err('too-many-cards', 'Peekaboo has no board: every player rolls their own five dice.');
    const judged: JudgedHand[] = [];
    for (const [i, text] of request.hands.entries()) {
      const dice = parseDice(text, 5, labelOf(i).toLowerCase());
      if (!dice.ok) return dice;
      const hand = evaluateDice(dice.value);
      judged.push({
        input: text,
        label: labelOf(i),
        category: hand.category,
        key: hand.key,
        best: hand.ordered.map(String),
        wilds: [],
        dead: [],
        description: describeHand(hand.category, keyRanks(hand.key), 'dice'),
        dice: dice.value,
      });
    }
    return ok(finish(id.value, [], judged));
  }
  return judgeCards(ruleset, request, labelOf);
}

function judgeCards(ruleset: CardRuleset, request: JudgeRequest, labelOf: (i: number) => string): Result<Judgement> {
  const shape = ruleset.shape;
  let board: HeldCard[] = [];
  const boardText = request.board ?? '';
  if (shape.board === null) {
    if (boardText.trim() !== '') return err('too-many-cards', `${ruleset.name} has no community cards: give each hand all its cards.`);
  } else {
    const parsed = parseCards(boardText, { jokers: ruleset.deck.jokers, min: shape.board.min, max: shape.board.max, label: 'the board' });
    if (!parsed.ok) return parsed;
    board = parsed.value;
  }
  const used: HeldCard[] = [...board];
  const judged: JudgedHand[] = [];
  for (const [i, text] of request.hands.entries()) {
    const parsed = parseCards(text, {
      jokers: ruleset.deck.jokers,
      min: shape.hand.min,
      max: shape.hand.max,
      used,
      label: labelOf(i).toLowerCase(),
    });
    if (!parsed.ok) return parsed;
    used.push(...parsed.value);
    const cards = [...parsed.value, ...board];
    const evaluation = evaluateHand(ruleset, cards);
    const sourceName = (source: number): string => {
      const held = cards[source];
      return held === undefined ? 'X' : formatHeld(held);
    };
    judged.push({
      input: text,
      label: labelOf(i),
      category: evaluation.category,
      key: evaluation.key,
      best: evaluation.best.map((b) => formatCard(b.card)),
      wilds: evaluation.wilds.map((w) => `${sourceName(w.source)}=${formatCard(w.as)}`),
      dead: evaluation.dead.map(sourceName),
      description: describeHand(evaluation.category, keyRanks(evaluation.key), 'cards'),
      cards,
      bestSources: evaluation.best.map((b) => b.source),
    });
  }
  return ok(finish(ruleset.id, board, judged));
}

function finish(game: RulesetId, board: HeldCard[], hands: JudgedHand[]): Judgement {
  const ruleset = RULESETS[game];
  const verdict = judge(
    hands.map((h) => ({ label: h.label, key: h.key })),
    ruleset.categories,
    ruleset.kind === 'dice' ? 'dice' : 'cards',
    ruleset.ties,
  );
  return { game, board, hands, winners: verdict.winners, reasons: verdict.reasons };
}
