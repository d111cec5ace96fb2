/**
 * Judging at the edge: text in, validated hands, a verdict out. Errors are
 * values with codes; this never throws on user input.
 */
import { err, formatCard, formatHeld, isJoker, NATURAL_CARDS, ok, quote, type Card, type HeldCard, type Result, parseCards } from './cards.ts';
import type { Category } from './categories.ts';
import { describeHand } from './describe.ts';
import { describeValue, isRecord } from './input.ts';
import { evaluateDice, parseDice, type Die } from './dice.ts';
import { evaluateHand, type Evaluation } from './evaluate.ts';
import { keyRanks } from './key.ts';
import { isRulesetId, RULESETS, type CardRuleset, type RulesetId } from './rulesets.ts';
import { judge, type Outcome } from './verdict.ts';

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
  /**
   * Each wild card its holder did not declare, and what it stands for, e.g.
   * "X=Ah" or "2c=Ks" (including the jokers listed in `declared`).
   */
  readonly wilds: readonly string[];
  /**
   * Jokers the judge declared for the player, where a joker is declared when
   * it is played (Nina's Five) but the input left it as a bare X: its best
   * declaration, e.g. "X=Qs".
   */
  readonly declared: readonly string[];
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
  /** How it ends: one winner, or a tie that splits, makes every tied hand a winner, or gives nobody anything. */
  readonly outcome: Outcome;
  /** Indexes of the winning hands: empty when a tie means nobody wins (outcome "tie-nobody"). */
  readonly winners: readonly number[];
  /** Indexes of every hand with the best value, winners or not (the tied hands on a tie). */
  readonly leaders: readonly number[];
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
  const names: unknown = request.labels;
  if (names !== undefined && (!Array.isArray(names) || !names.every((l: unknown) => typeof l === 'string'))) return err('bad-options', 'Labels must be a list of names.');
  const ruleset = RULESETS[id.value];
  const hands: unknown = request.hands;
  if (!Array.isArray(hands) || hands.length < 1) return err('empty', 'Enter at least one hand to judge.');
  if (hands.length > ruleset.hands.max) {
    return err(
      'too-many-hands',
      `${ruleset.name} judges at most ${ruleset.hands.max} hands at once (${ruleset.hands.why}), but ${hands.length.toLocaleString('en-US')} were given.`,
    );
  }
  if (!hands.every((h): h is string => typeof h === 'string')) return err('bad-token', 'Every hand must be text, like "As Kd".');
  if (request.board !== undefined && typeof request.board !== 'string') return err('bad-token', 'The board must be text, like "Qs 7d 2c".');
  const texts: readonly string[] = hands;
  const labelOf = (i: number): string => {
    const given = request.labels?.[i];
    return typeof given === 'string' ? given : `Hand ${i + 1}`;
  };
  if (ruleset.kind === 'dice') {
    if (request.board !== undefined && request.board.trim() !== '') return err('too-many-cards', 'Peekaboo has no board: every player rolls their own five dice.');
    const judged: JudgedHand[] = [];
    for (const [i, text] of texts.entries()) {
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
        declared: [],
        dead: [],
        description: describeHand(hand.category, keyRanks(hand.key), 'dice'),
        dice: dice.value,
      });
    }
    return ok(finish(id.value, [], judged, []));
  }
  return judgeCards(ruleset, { ...request, hands: texts }, labelOf);
}

/** A joker's declaration, as notation: "X=Qh". */
const declarationText = (card: Card): string => `X=${formatCard(card)}`;

/**
 * The best declaration for each bare joker in a player's own cards, where the
 * rules say a joker is named when it is played. Fast way: declare each one as
 * the card it stood for when free (what `evaluateHand` chose); a joker that
 * did not make the best five is named as the highest card not in sight. The
 * result is checked against the free reading and, should the two ever differ,
 * every declaration is tried (`bestDeclarationByTrial`, the slow oracle).
 */
export function bestDeclarations(ruleset: CardRuleset, hand: readonly HeldCard[], board: readonly HeldCard[]): HeldCard[] {
  const bare = hand.flatMap((h, i) => (isJoker(h.card) && h.declared === undefined ? [i] : []));
  if (bare.length === 0 || ruleset.handJokers === 'showdown' || !ruleset.deck.wild.includes('jokers')) return [...hand];
  const free = evaluateHand(ruleset, [...hand, ...board]);
  const inSight = new Set<Card>([...hand, ...board].map((h) => h.declared ?? h.card));
  let spare: Card = NATURAL_CARDS - 1;
  const declared = hand.map((h, i): HeldCard => {
    if (!bare.includes(i)) return h;
    const use = free.wilds.find((w) => w.source === i);
    if (use !== undefined) return { card: h.card, declared: use.as };
    while (spare > 0 && inSight.has(spare)) spare--;
    inSight.add(spare);
    return { card: h.card, declared: spare };
  });
  if (evaluateHand(ruleset, [...declared, ...board]).key === free.key) return declared;
  return bestDeclarationByTrial(ruleset, hand, board);
}

/**
 * Whether the declared jokers among `hand` may name the cards they name: a
 * declaration that repeats a card already in play (held, on the board, or
 * named by another joker) is a copy, which the ruleset's copy rule allows
 * always (`any`), never (`never`), or only when the hand is five of a kind.
 */
export function copiesAllowed(ruleset: CardRuleset, hand: readonly HeldCard[], board: readonly HeldCard[], category: Category): boolean {
  if (ruleset.wildCopy === 'any') return true;
  const seen = new Set<Card>();
  let copies = false;
  for (const h of [...hand, ...board]) {
    const card = h.declared ?? h.card;
    if (isJoker(card)) continue;
    if (seen.has(card)) copies = true;
    seen.add(card);
  }
  if (!copies) return true;
  switch (ruleset.wildCopy) {
    case 'five-of-a-kind-only':
      return category === 'five-of-a-kind';
    case 'never':
      return false;
  }
}

/**
 * Slow and obvious: try every natural card for every bare joker and keep the
 * best (first found on equal keys), skipping declarations the copy rule forbids.
 */
export function bestDeclarationByTrial(ruleset: CardRuleset, hand: readonly HeldCard[], board: readonly HeldCard[]): HeldCard[] {
  const bare = hand.flatMap((h, i) => (isJoker(h.card) && h.declared === undefined ? [i] : []));
  let best: HeldCard[] = [...hand];
  let bestKey = -Infinity;
  const walk = (k: number, current: HeldCard[]): void => {
    const at = bare[k];
    if (at === undefined) {
      const evaluation = evaluateHand(ruleset, [...current, ...board]);
      if (!copiesAllowed(ruleset, current, board, evaluation.category)) return;
      const key = evaluation.key;
      if (key > bestKey) {
        bestKey = key;
        best = current;
      }
      return;
    }
    const joker = current[at];
    if (joker === undefined) return;
    for (let card: Card = NATURAL_CARDS - 1; card >= 0; card--) {
      const next = [...current];
      next[at] = { card: joker.card, declared: card };
      walk(k + 1, next);
    }
  };
  walk(0, [...hand]);
  return best;
}

function judgeCards(ruleset: CardRuleset, request: JudgeRequest, labelOf: (i: number) => string): Result<Judgement> {
  const shape = ruleset.shape;
  const jokersWild = ruleset.deck.wild.includes('jokers');
  let board: HeldCard[] = [];
  const boardText = request.board ?? '';
  if (shape.board === null) {
    if (boardText.trim() !== '') return err('too-many-cards', `${ruleset.name} has no community cards: give each hand all its cards.`);
  } else {
    const parsed = parseCards(boardText, { jokers: ruleset.deck.jokers, min: shape.board.min, max: shape.board.max, label: 'the board' });
    if (!parsed.ok) return parsed;
    board = parsed.value;
    const named = board.find((h) => h.declared !== undefined);
    if (named !== undefined) {
      return err(
        'bad-declaration',
        jokersWild
          ? `A joker among the community cards stays free until hands are compared, and each side reads it its own way, so it cannot be declared: write it as X, not ${quote(formatHeld(named))}.`
          : `Jokers are dead in ${ruleset.name}, so a joker cannot be declared as a card: write it as X, not ${quote(formatHeld(named))}.`,
      );
    }
  }
  const used: HeldCard[] = [...board];
  const judged: JudgedHand[] = [];
  const notes: string[] = [];
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
    if (!jokersWild) {
      const named = parsed.value.find((h) => h.declared !== undefined);
      if (named !== undefined) {
        return err('bad-declaration', `Jokers are dead in ${ruleset.name}, so a joker cannot be declared as a card: write it as X, not ${quote(formatHeld(named))}.`);
      }
    }
    const named = parsed.value.filter((h) => h.declared !== undefined);
    if (named.length > 0 && !copiesAllowed(ruleset, parsed.value, board, evaluateHand(ruleset, [...parsed.value, ...board]).category)) {
      return err(
        'bad-declaration',
        `${labelOf(i)} names a joker as a card already in play (${named.map(formatHeld).join(', ')}): in ${ruleset.name} a joker ${ruleset.wildCopy === 'never' ? 'never copies a card' : 'copies a card only to make five of a kind'}.`,
      );
    }
    const hand = bestDeclarations(ruleset, parsed.value, board);
    const chosen = hand.flatMap((h, k) => (h.declared !== undefined && parsed.value[k]?.declared === undefined ? [declarationText(h.declared)] : []));
    if (chosen.length > 0) {
      notes.push(
        `${labelOf(i)} has ${chosen.length === 1 ? 'a joker' : 'jokers'} with no card named, but in ${ruleset.name} a player names a joker's card as they play it, so the judge names the best: ${chosen.join(', ')}.`,
      );
    }
    const cards = [...hand, ...board];
    const evaluation: Evaluation = evaluateHand(ruleset, cards);
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
      wilds: [...chosen, ...evaluation.wilds.map((w) => `${sourceName(w.source)}=${formatCard(w.as)}`)],
      declared: chosen,
      dead: evaluation.dead.map(sourceName),
      description: describeHand(evaluation.category, keyRanks(evaluation.key), 'cards'),
      cards,
      bestSources: evaluation.best.map((b) => b.source),
    });
  }
  return ok(finish(ruleset.id, board, judged, notes));
}

/** The verdict over judged hands; `notes` (how the judge read the input) go after the hands' own lines. */
function finish(game: RulesetId, board: HeldCard[], hands: JudgedHand[], notes: readonly string[]): Judgement {
  const ruleset = RULESETS[game];
  const verdict = judge(
    hands.map((h) => ({ label: h.label, key: h.key })),
    ruleset.categories,
    ruleset.kind === 'dice' ? 'dice' : 'cards',
    ruleset.ties,
  );
  const reasons = [...verdict.reasons.slice(0, hands.length), ...notes, ...verdict.reasons.slice(hands.length)];
  return { game, board, hands, outcome: verdict.outcome, winners: verdict.winners, leaders: verdict.leaders, reasons };
}
