/**
 * Judging card games, and what judging any game shares (the request's
 * checks, the verdict, the types): text in, validated hands, a verdict out.
 * Errors are values with codes; this never throws on user input.
 *
 * No dice code: Peekaboo's hands are read and judged in judge.ts, which
 * holds the entry points for any game (readFields, judgeFields,
 * judgeRequest) and exports this module's public part, so callers import
 * from there. A widget that offers only card games (a card game's page)
 * imports readCardFields and judgeCardFields from here instead, so its page
 * loads no dice code (tests/unit/card-widget-layers.test.ts).
 */
import {
  err,
  formatCard,
  formatHand,
  formatHeld,
  isJoker,
  JOKER_A,
  NATURAL_CARDS,
  ok,
  oneDeck,
  quote,
  type Card,
  type HeldCard,
  type ParseError,
  type Result,
  parseCards,
} from './cards.ts';
import { placed } from '../result.ts';
import type { Category } from './categories.ts';
import { describeHand, describeWithoutKickers } from './describe.ts';
import { describeValue, isRecord } from '../input.ts';
import type { Die } from './dice.ts';
import { evaluateHand, type Evaluation } from './evaluate.ts';
import { keyRanks } from './key.ts';
import { isRulesetId, RULESETS, type CardRuleset, type Ruleset, type RulesetId } from './rulesets.ts';
import { judge, pointsOf, type Outcome } from './verdict.ts';

export interface JudgeRequest {
  readonly game: string;
  readonly hands: readonly string[];
  readonly board?: string | undefined;
  /** Names for the hands; defaults to "Hand 1", "Hand 2", … */
  readonly labels?: readonly string[];
}

/**
 * A card as a value: `card` is its code (0..51 natural cards, rank * 4 + suit;
 * 52 and 53 the jokers; see `Card` in cards.ts) and `text` its notation
 * ("Ah", "X"), so a widget can draw it without parsing anything.
 * Example: `{ card: 49, text: 'Ah' }` (ace = rank 12, hearts = suit 1).
 */
export interface CardValue {
  readonly card: Card;
  readonly text: string;
}

/** One card of the best five: the card it plays as, and where it came from (index in `JudgedCards.cards`, -1 for none). */
export interface PlayedCard extends CardValue {
  readonly source: number;
}

/**
 * One wild card and what it plays as: `wild` is the card held (a joker, X,
 * or a wild natural such as the 2c in deuces wild), `as` the natural card it
 * stands for. Written "X=Ah" or "2c=Ks" by `wildText`.
 */
export interface WildAs {
  readonly wild: CardValue;
  readonly as: CardValue;
}

export const cardValue = (card: Card): CardValue => ({ card, text: formatCard(card) });
/** "X=Ah", "2c=Ks": a wild use in notation (the CLI's and the reasons' form). */
export const wildText = (w: WildAs): string => `${w.wild.text}=${w.as.text}`;

interface JudgedBase {
  readonly input: string;
  readonly label: string;
  readonly category: Category;
  readonly key: number;
  /** The hand in words; where hands only score (Poker's Wild!), without the kickers, which count for nothing there. */
  readonly description: string;
  /** What the hand scores, where hands only score (contest `points`, Poker's Wild!); absent in a showdown. */
  readonly points?: number;
}

/** A hand of cards, judged. */
export interface JudgedCards extends JudgedBase {
  readonly kind: 'cards';
  /** The best five (or fewer) in order of significance, as the cards they play as. */
  readonly best: readonly PlayedCard[];
  /** Each wild card its holder did not declare, and what it stands for (including the jokers listed in `declared`). */
  readonly wilds: readonly WildAs[];
  /**
   * Jokers the judge declared for the player, where a joker is declared when
   * it is played (Nina's Five) but the input left it as a bare X: its best
   * declaration, e.g. X as Qs.
   */
  readonly declared: readonly WildAs[];
  /** Cards that did not play because they are dead (Nuclear jokers). */
  readonly dead: readonly CardValue[];
  /** The cards as parsed, the hand's own then the board's, for drawing (`PlayedCard.source` indexes them). */
  readonly cards: readonly HeldCard[];
}

/** Five dice, judged. */
export interface JudgedDice extends JudgedBase {
  readonly kind: 'dice';
  /** The dice as rolled. */
  readonly dice: readonly Die[];
  /** The dice in order of significance: the biggest group first. */
  readonly best: readonly Die[];
}

export type JudgedHand = JudgedCards | JudgedDice;

/** A judged hand in notation: what the CLI's --json prints for it (`points` only where hands only score). */
export function handText(h: JudgedHand): { input: string; category: Category; points?: number; best: string[]; wilds: string[] } {
  const scored = h.points === undefined ? {} : { points: h.points };
  switch (h.kind) {
    case 'cards':
      return { input: h.input, category: h.category, ...scored, best: h.best.map((b) => b.text), wilds: h.wilds.map(wildText) };
    case 'dice':
      return { input: h.input, category: h.category, ...scored, best: h.best.map(String), wilds: [] };
  }
}

export interface Judgement {
  readonly game: RulesetId;
  readonly board: readonly HeldCard[];
  readonly hands: readonly JudgedHand[];
  /**
   * How it ends: one winner, or a tie that splits, makes every tied hand a
   * winner, or gives nobody anything; where hands only score (Poker's Wild!),
   * one line scoring the most, lines on the same top points, or no line
   * scoring (`Outcome` in verdict.ts).
   */
  readonly outcome: Outcome;
  /**
   * Indexes of the winning hands: empty when a tie means nobody wins (outcome
   * "tie-nobody"). Where hands only score: the lines with the most points,
   * empty when none scores ("no-points").
   */
  readonly winners: readonly number[];
  /** Indexes of every hand with the best value (the most points, where hands only score), winners or not (the tied hands on a tie). */
  readonly leaders: readonly number[];
  readonly reasons: readonly string[];
}

export function parseRulesetId(game: unknown): Result<RulesetId> {
  if (typeof game === 'string' && isRulesetId(game)) return ok(game);
  return err(
    'unknown-game',
    `${typeof game === 'string' ? quote(game) : describeValue(game)} is not a game here: use one of ${Object.keys(RULESETS).join(', ')}.`,
  );
}

/**
 * A request read field by field: the board and every hand parsed once, each
 * with its own result (errors placed on their field), so a form can mark
 * each field, and `judgeFields` judges the parsed values without reading the
 * text again. Hands are read in order, each against the board and the hands
 * before it that read (a repeated card is the later field's error).
 */
export type TableFields = CardFields | DiceFields;
interface FieldsBase {
  readonly game: RulesetId;
  readonly texts: readonly string[];
  readonly labels: readonly string[];
}
export interface CardFields extends FieldsBase {
  readonly kind: 'cards';
  /** null when the game has no community cards. */
  readonly board: Result<readonly HeldCard[]> | null;
  readonly hands: readonly Result<readonly HeldCard[]>[];
}
export interface DiceFields extends FieldsBase {
  readonly kind: 'dice';
  readonly board: null;
  readonly hands: readonly Result<readonly Die[]>[];
}

/**
 * A request past the checks every game makes (checkRequest), ready to be
 * read as cards (readCardTable) or as dice (judge.ts).
 */
export interface CheckedRequest {
  readonly game: RulesetId;
  readonly texts: readonly string[];
  /** One per hand: the name the request gave it, or "Hand 1", "Hand 2", … */
  readonly labels: readonly string[];
  readonly board: string;
}

/**
 * The checks readFields makes before it reads any hand, in its order; an
 * error here (no game, too many hands, …) is about the request as a whole. A
 * form that shows each field's own error before the table is complete may
 * pass `{ handLimit: false }` to read more hands than the game judges at once
 * (`judgeFields` still refuses them).
 */
export function checkRequest(request: unknown, options?: unknown): Result<CheckedRequest> {
  if (!isRecord(request)) return err('empty', 'Give a game and the hands to judge.', { field: 'request' });
  const id = parseRulesetId(request.game);
  if (!id.ok) return { ok: false, error: placed(id.error, { field: 'game' }) };
  const names: unknown = request.labels;
  if (names !== undefined && (!Array.isArray(names) || !names.every((l: unknown) => typeof l === 'string'))) {
    return err('bad-options', 'Labels must be a list of names.', { field: 'labels' });
  }
  const ruleset = RULESETS[id.value];
  const hands: unknown = request.hands;
  if (!Array.isArray(hands) || hands.length < 1) return err('empty', 'Enter at least one hand to judge.', { field: 'hands' });
  if (hands.length > ruleset.hands.max && !(isRecord(options) && options.handLimit === false)) return tooManyHands(ruleset, hands.length);
  if (!hands.every((h): h is string => typeof h === 'string'))
    return err('bad-token', 'Every hand must be text, like "As Kd".', { field: 'hands' });
  const board: unknown = request.board;
  if (board !== undefined && typeof board !== 'string')
    return err('bad-token', 'The board must be text, like "Qs 7d 2c".', { field: 'board' });
  const texts: readonly string[] = hands;
  const given: readonly unknown[] = Array.isArray(names) ? names : [];
  const labelOf = (i: number): string => {
    const label = given[i];
    return typeof label === 'string' ? label : `Hand ${i + 1}`;
  };
  return ok({ game: id.value, texts, labels: texts.map((_, i) => labelOf(i)), board: board ?? '' });
}

/**
 * A hand's label as a message names it mid-sentence ("hand 2 has 8 cards"): the default label in lower case, a
 * label the caller gave (players' names, say) exactly as written.
 */
export const labelInSentence = (labels: readonly string[], i: number): string => {
  const label = labels[i] ?? '';
  return label === `Hand ${i + 1}` ? label.toLowerCase() : label;
};

/** A field's result, an error placed on hand `index`. */
export const onHand = <T>(r: Result<T>, index: number): Result<T> =>
  r.ok ? r : { ok: false, error: placed(r.error, { field: 'hand', index }) };

/** A checked request read as a card game's fields: the board first, then each hand against the cards before it. */
export function readCardTable(ruleset: CardRuleset, request: CheckedRequest): Result<CardFields> {
  const { texts, labels } = request;
  const shape = ruleset.shape;
  const used: HeldCard[] = [];
  let board: Result<readonly HeldCard[]> | null = null;
  if (shape.board === null) {
    if (request.board.trim() !== '')
      return err('too-many-cards', `${ruleset.name} has no community cards: give each hand all its cards.`, { field: 'board' });
  } else {
    const parsed = parseCards(request.board, {
      jokers: ruleset.deck.jokers,
      min: shape.board.min,
      max: shape.board.max,
      label: 'the board',
    });
    if (parsed.ok) used.push(...parsed.value);
    board = parsed.ok ? parsed : { ok: false, error: placed(parsed.error, { field: 'board' }) };
  }
  const read = texts.map((text, i) => {
    const parsed = parseCards(text, {
      jokers: ruleset.deck.jokers,
      min: shape.hand.min,
      max: shape.hand.max,
      used,
      label: labelInSentence(labels, i),
    });
    if (parsed.ok) used.push(...parsed.value);
    return onHand(parsed, i);
  });
  return ok({ kind: 'cards', game: request.game, texts, labels, board, hands: read });
}

/** readFields for a page that judges only card games: a card game's fields as readFields reads them; a dice game is refused. */
export function readCardFields(request: unknown, options?: unknown): Result<CardFields> {
  const checked = checkRequest(request, options);
  if (!checked.ok) return checked;
  const ruleset = RULESETS[checked.value.game];
  if (ruleset.kind !== 'cards') return notCards(ruleset);
  return readCardTable(ruleset, checked.value);
}

const notCards = (ruleset: Ruleset): Result<never> => err('unknown-game', `${ruleset.name} is not played with cards.`, { field: 'game' });

function tooManyHands(ruleset: Ruleset, count: number): Result<never> {
  return err(
    'too-many-hands',
    `${ruleset.name} judges at most ${ruleset.hands.max} hands at once (${ruleset.hands.why}), but ${count.toLocaleString('en-US')} were given.`,
    { field: 'hands' },
  );
}

/** Every field's error, the board's first, then the hands' in order (empty when every field reads). */
export function fieldErrors(fields: TableFields): ParseError[] {
  const all = [fields.board, ...fields.hands];
  return all.flatMap((r) => (r === null || r.ok ? [] : [r.error]));
}

/** What judgeFields refuses before it judges: more hands than the game takes, then the first field's error (null for neither). */
export function fieldsFault(fields: TableFields): Result<never> | null {
  const ruleset = RULESETS[fields.game];
  if (fields.hands.length > ruleset.hands.max) return tooManyHands(ruleset, fields.hands.length);
  const first = fieldErrors(fields)[0];
  return first === undefined ? null : { ok: false, error: first };
}

/** judgeFields for a page that judges only card games: a card game's verdict as judgeFields gives it; dice are refused. */
export function judgeCardFields(fields: TableFields): Result<Judgement> {
  const fault = fieldsFault(fields);
  if (fault !== null) return fault;
  const ruleset = RULESETS[fields.game];
  if (fields.kind !== 'cards' || ruleset.kind !== 'cards') return notCards(ruleset);
  return judgeCards(ruleset, fields);
}

/** judgeRequest for a page that judges only card games: readCardFields then judgeCardFields. */
export function judgeCardRequest(request: unknown): Result<Judgement> {
  const fields = readCardFields(request);
  return fields.ok ? judgeCardFields(fields.value) : fields;
}

/**
 * One seat's cards written together: the hand's own cards first, then (in a
 * game with a board) the board's. Parsed once and split after the hand's size.
 */
export interface Seat {
  readonly hole: readonly HeldCard[];
  readonly board: readonly HeldCard[];
}

/** Read a seat's text (`label` names it in messages, as in "hand A has 8 cards"). */
export function readSeat(ruleset: CardRuleset, text: string, label: string): Result<Seat> {
  const { hand, board } = ruleset.shape;
  const parsed = parseCards(text, { jokers: ruleset.deck.jokers, min: hand.min, max: hand.max + (board?.max ?? 0), label });
  if (!parsed.ok) return parsed;
  return ok({ hole: parsed.value.slice(0, hand.max), board: board === null ? [] : parsed.value.slice(hand.max) });
}

/**
 * Judge hands already read, around one board: the cards are checked as one
 * deal (no card twice, no joker too many) and judged without reading text
 * again. Errors are placed as `judgeRequest` would place them.
 */
export function judgeSeats(
  ruleset: CardRuleset,
  holes: readonly (readonly HeldCard[])[],
  board: readonly HeldCard[],
  labels: readonly string[],
): Result<Judgement> {
  const deal = oneDeck([board, ...holes], ruleset.deck.jokers);
  if (!deal.ok) return deal;
  const [dealt = [], ...hands] = deal.value;
  return judgeCardFields({
    kind: 'cards',
    game: ruleset.id,
    texts: hands.map(formatHand),
    labels,
    board: ruleset.shape.board === null ? null : ok(dealt),
    hands: hands.map((h) => ok(h)),
  });
}

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

function judgeCards(ruleset: CardRuleset, fields: CardFields): Result<Judgement> {
  const jokersWild = ruleset.deck.wild.includes('jokers');
  const board: readonly HeldCard[] = fields.board?.ok === true ? fields.board.value : [];
  const named = board.find((h) => h.declared !== undefined);
  if (named !== undefined) {
    return err(
      'bad-declaration',
      jokersWild
        ? `A joker among the community cards stays free until hands are compared, and each side reads it its own way, so it cannot be declared: write it as X, not ${quote(formatHeld(named))}.`
        : `Jokers are dead in ${ruleset.name}, so a joker cannot be declared as a card: write it as X, not ${quote(formatHeld(named))}.`,
      { field: 'board' },
    );
  }
  const judged: JudgedCards[] = [];
  const notes: string[] = [];
  for (const [i, read] of fields.hands.entries()) {
    if (!read.ok) return read;
    const own = read.value;
    const label = fields.labels[i] ?? '';
    const place = { field: 'hand', index: i } as const;
    const named = own.filter((h) => h.declared !== undefined);
    if (!jokersWild && named[0] !== undefined) {
      return err(
        'bad-declaration',
        `Jokers are dead in ${ruleset.name}, so a joker cannot be declared as a card: write it as X, not ${quote(formatHeld(named[0]))}.`,
        place,
      );
    }
    if (named.length > 0 && !copiesAllowed(ruleset, own, board, evaluateHand(ruleset, [...own, ...board]).category)) {
      return err(
        'bad-declaration',
        `${label} names a joker as a card already in play (${named.map(formatHeld).join(', ')}): in ${ruleset.name} a joker ${ruleset.wildCopy === 'never' ? 'never copies a card' : 'copies a card only to make five of a kind'}.`,
        place,
      );
    }
    const hand = bestDeclarations(ruleset, own, board);
    const declared = hand.flatMap((h, k): WildAs[] =>
      h.declared !== undefined && own[k]?.declared === undefined ? [{ wild: cardValue(h.card), as: cardValue(h.declared) }] : [],
    );
    if (declared.length > 0) {
      notes.push(
        `${label} has ${declared.length === 1 ? 'a joker' : 'jokers'} with no card named, but in ${ruleset.name} a player names a joker's card as they play it, so the judge names the best: ${declared.map(wildText).join(', ')}.`,
      );
    }
    const cards = [...hand, ...board];
    const evaluation: Evaluation = evaluateHand(ruleset, cards);
    const sourceValue = (source: number): CardValue => cardValue(cards[source]?.card ?? JOKER_A);
    judged.push({
      kind: 'cards',
      input: fields.texts[i] ?? '',
      label,
      category: evaluation.category,
      key: evaluation.key,
      best: evaluation.best.map((b) => ({ ...cardValue(b.card), source: b.source })),
      wilds: [...declared, ...evaluation.wilds.map((w) => ({ wild: sourceValue(w.source), as: cardValue(w.as) }))],
      declared,
      dead: evaluation.dead.map(sourceValue),
      description: describeHand(evaluation.category, keyRanks(evaluation.key), 'cards'),
      cards,
    });
  }
  return ok(finish(ruleset.id, board, judged, notes));
}

/**
 * The verdict over judged hands; `notes` (how the judge read the input) go
 * after the hands' own lines. Where hands only score, each hand carries its
 * points and is described without its kickers.
 */
export function finish(game: RulesetId, board: readonly HeldCard[], judged: readonly JudgedHand[], notes: readonly string[]): Judgement {
  const ruleset = RULESETS[game];
  const hands = scored(ruleset, judged);
  const verdict = judge(
    hands.map((h) => ({ label: h.label, key: h.key })),
    ruleset,
  );
  const reasons = [...verdict.reasons.slice(0, hands.length), ...notes, ...verdict.reasons.slice(hands.length)];
  return { game, board, hands, outcome: verdict.outcome, winners: verdict.winners, leaders: verdict.leaders, reasons };
}

/** The hands as a ruleset's contest shows them: unchanged in a showdown; with their points, and no kickers, where hands only score. */
function scored(ruleset: Ruleset, hands: readonly JudgedHand[]): readonly JudgedHand[] {
  switch (ruleset.contest.kind) {
    case 'showdown':
      return hands;
    case 'points':
      return hands.map((h) => ({
        ...h,
        points: pointsOf(ruleset, h.category),
        description: describeWithoutKickers(h.category, keyRanks(h.key), h.kind),
      }));
  }
}
