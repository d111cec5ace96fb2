/**
 * The hand-ranker's logic, free of the DOM (unit-tested in Node): example
 * hands per game, per-field checks in the engine's own words, editing a
 * field from the card picker or the die menus, and judging the same cards
 * under every game. Peekaboo is judged too: each hand is five dice.
 *
 * No dice code here: what reads and judges a table is a `Judging`,
 * CARD_JUDGING on a card game's page, so that page loads no dice code, or
 * ANY_JUDGING (dice-model.ts) where Peekaboo is offered. The checks and
 * verdicts for any game (checkFields, judgeTable) and the die menus' helpers
 * are in dice-model.ts.
 */
import { NATURAL_CARDS, formatCard, isJoker, parseToken, tokenize, type Card, type Result } from '../../../engine/hands/cards.ts';
import { fieldErrors, judgeCardFields, judgeCardRequest, readCardFields } from '../../../engine/hands/judge-cards.ts';
import type { Judgement, JudgeRequest, TableFields } from '../../../engine/hands/judge-cards.ts';
import { CATEGORY_PHRASES } from '../../../engine/hands/categories.ts';
import {
  CARD_RULESET_IDS,
  DICE_RULESET_IDS,
  RULESETS,
  isCardRulesetId,
  type CardRulesetId,
  type DiceRulesetId,
  type RulesetId,
} from '../../../engine/hands/rulesets.ts';
import { pointsText, tieWording } from '../../../engine/hands/verdict.ts';
import { capitalize, handLabel, listAnd } from '../../../engine/words.ts';

export type { CardRulesetId };
export const CARD_GAMES: readonly CardRulesetId[] = CARD_RULESET_IDS;
/** Every game the judge takes: the card games, then Peekaboo (five dice a hand). */
export type JudgeGame = RulesetId;
export const JUDGE_GAMES: readonly JudgeGame[] = [...CARD_RULESET_IDS, ...DICE_RULESET_IDS];
export const MIN_HANDS = 2;
/**
 * How many hands the widget offers for a game: exactly what the judge takes
 * (the ruleset's `hands.max`, which the CLI's usage and the README print
 * too): two teams in Nina's Five, ten at a standard poker table.
 */
export function maxHands(game: JudgeGame): number {
  return RULESETS[game].hands.max;
}
/** The most hands any game takes: the widget's link has a key for each (hr-h1 … hr-h<MAX_HANDS>). */
export const MAX_HANDS: number = JUDGE_GAMES.reduce((most, game) => Math.max(most, maxHands(game)), MIN_HANDS);

export interface Table {
  readonly game: JudgeGame;
  readonly hands: readonly string[];
  readonly board: string;
}

/** A worked example per game: close enough that the reasons have something to decide. */
export const EXAMPLES: { readonly [G in JudgeGame]: Omit<Table, 'game'> } = {
  standard: { hands: ['Kc Kh 6d 6c 3s', 'Ks Kd 6h 6s 4c'], board: '' },
  'ninas-five': { hands: ['X Qh Qd 7c', 'Ks Kd 9h 9c'], board: 'Qs 2d 5h' },
  'nuclear-holdem': { hands: ['Ah Kd', 'Qs Qc'], board: 'Qh Jd Tc 4s 2h' },
  'pokers-wild': { hands: ['X 7h 7d 2c 9s', '8s 8h 8c Kd 3h'], board: '' },
  'bluff-n-peg': { hands: ['Ks Kh 3d', 'Kd Kc 5s'], board: '' },
  'bluff-n-peg-deuces': { hands: ['2s Kh Kd', 'Ks Kc 9h'], board: '' },
  peekaboo: { hands: ['6 6 6 3 2', '6 6 6 3 4'], board: '' },
};

export function exampleTable(game: JudgeGame): Table {
  return { game, ...EXAMPLES[game] };
}

export function isExample(table: Table): boolean {
  const ex = EXAMPLES[table.game];
  return table.board.trim() === ex.board && table.hands.length === ex.hands.length && table.hands.every((h, i) => h.trim() === ex.hands[i]);
}

export const isDiceGame = (game: JudgeGame): game is DiceRulesetId => !isCardRulesetId(game);

/** Whether the game has community cards (Peekaboo has none: each player rolls their own dice). */
export function hasBoard(game: JudgeGame): boolean {
  const r = RULESETS[game];
  return r.kind === 'cards' && r.shape.board !== null;
}

export { handLabel };

/**
 * The verdict in one sentence, in the game's own terms: a tie says what it
 * means in this game (the engine's tie wording); in Poker's Wild!, where
 * lines never meet, it says what scores.
 */
export function verdictSummary(j: Judgement): string {
  const leaders = j.leaders.map((i) => j.hands[i]).filter((h) => h !== undefined);
  const first = leaders[0];
  if (first === undefined) return 'No winner.';
  const contest = RULESETS[j.game].contest;
  switch (contest.kind) {
    case 'showdown':
      if (j.outcome === 'win') return `${first.label} wins with ${CATEGORY_PHRASES[first.category]}: ${first.description}.`;
      return `Tie between ${listAnd(leaders.map((h) => h.label))}: ${first.description}. ${tieWording(contest.ties).label}.`;
    case 'points': {
      const points = pointsText(first.points ?? 0);
      const kind = CATEGORY_PHRASES[first.category];
      if (j.outcome === 'no-points') return j.hands.length === 1 ? `${first.label} scores nothing.` : 'No line scores.';
      if (leaders.length > 1) return `${capitalize(listAnd(leaders.map((h) => h.label)))} score the same: ${points} each, for ${kind}.`;
      if (j.hands.length === 1) return `${first.label} scores ${points}, for ${kind}.`;
      return `${first.label} scores ${j.hands.length === 2 ? 'more' : 'the most'}: ${points}, for ${kind}.`;
    }
  }
}

/**
 * What a hand's heading adds: " (wins)", " (ties for the win)", " (ties;
 * nobody wins)", or nothing; in Poker's Wild!, what every line scores,
 * " (scores 2 points)".
 */
export function handOutcome(j: Judgement, i: number): string {
  const points = j.hands[i]?.points;
  if (points !== undefined) return ` (scores ${pointsText(points)})`;
  if (!j.leaders.includes(i)) return '';
  switch (j.outcome) {
    case 'win':
      return ' (wins)';
    case 'tie-split':
    case 'tie-all-win':
      return ' (ties for the win)';
    case 'tie-nobody':
      return ' (ties; nobody wins)';
    case 'most-points':
    case 'same-points':
    case 'no-points':
      // Only where hands only score, and each of those hands has its points (above).
      return '';
  }
}

/** Whether a hand is shown as ahead: one with the best hand (tied or not), or a line that scores the most. */
export function isAhead(j: Judgement, i: number): boolean {
  switch (RULESETS[j.game].contest.kind) {
    case 'showdown':
      return j.leaders.includes(i);
    case 'points':
      return j.winners.includes(i);
  }
}

/** The "Judge under every game" table's verdict cell: who wins, or, where lines only score, which scores more. */
export function verdictCell(j: Judgement): string {
  const names = (list: readonly number[]): string => listAnd(list.map((i) => handLabel(i)));
  switch (RULESETS[j.game].contest.kind) {
    case 'showdown':
      return j.winners.length === 0 ? 'No winner (a tie)' : names(j.winners);
    case 'points':
      if (j.winners.length === 0) return 'No line scores';
      return j.winners.length === 1 ? `${names(j.winners)} scores more` : `${names(j.winners)} score the same`;
  }
}

/** The table as the engine reads it: the board and each hand parsed once, each with its own result. */
export type FieldChecks = TableFields;

const requestOf = (table: Table): JudgeRequest => ({
  game: table.game,
  hands: table.hands,
  board: hasBoard(table.game) ? table.board : undefined,
  labels: table.hands.map((_, i) => handLabel(i)),
});

/**
 * How the widget reads and judges a table (the engine's readFields and
 * judgeFields, or their card-only twins): the widget on a card game's page
 * offers card games only, so it uses CARD_JUDGING and loads no dice code.
 */
export interface Judging {
  readonly read: (request: JudgeRequest, options: { readonly handLimit: boolean }) => Result<TableFields>;
  readonly judge: (fields: TableFields) => Result<Judgement>;
}

export const CARD_JUDGING: Judging = { read: readCardFields, judge: judgeCardFields };

/**
 * Check every field as the engine does (board first, then hands in order,
 * duplicates caught on the later field). `checkFields` (dice-model.ts) is
 * this for any game.
 */
export function checkFieldsWith(judging: Judging, table: Table): FieldChecks {
  const read = judging.read(requestOf(table), { handLimit: false });
  if (read.ok) return read.value;
  // Refused as a whole (never for a table this widget builds): every hand carries the message.
  const refused = { ok: false, error: read.error } as const;
  const labels = table.hands.map((_, i) => handLabel(i));
  return { kind: 'cards', game: table.game, texts: table.hands, labels, board: null, hands: table.hands.map(() => refused) };
}

/** Every field's error, board first, then the hands in order (the engine's fieldErrors). */
export { fieldErrors };

export function judgeTableWith(judging: Judging, table: Table): Result<Judgement> {
  return judging.judge(checkFieldsWith(judging, table));
}

export interface GameRow {
  readonly game: CardRulesetId;
  readonly name: string;
  readonly result: Result<Judgement>;
}

/** The same cards judged by every card game; a game that cannot take them says why. */
export function judgeEverywhere(hands: readonly string[], board: string): GameRow[] {
  return CARD_GAMES.map((game) => ({
    game,
    name: RULESETS[game].name,
    result: judgeCardRequest({ game, hands, board, labels: hands.map((_, i) => handLabel(i)) }),
  }));
}

// ---------------------------------------------------------------------------
// Editing a field's text from the picker.

interface Token {
  readonly text: string;
  readonly natural?: Card;
  readonly joker: boolean;
}

function tokensOf(text: string): Token[] {
  return tokenize(text).map((t) => {
    const parsed = parseToken(t);
    if (!parsed.ok) return { text: t, joker: false };
    return parsed.value.joker
      ? { text: t, joker: true }
      : parsed.value.card === undefined
        ? { text: t, joker: false }
        : { text: t, natural: parsed.value.card, joker: false };
  });
}

/** Natural cards written in a field (declared jokers copy a card, they don't use it up). */
export function naturalsIn(text: string): Set<Card> {
  const out = new Set<Card>();
  for (const t of tokensOf(text)) if (t.natural !== undefined) out.add(t.natural);
  return out;
}

export function jokersIn(text: string): number {
  return tokensOf(text).filter((t) => t.joker).length;
}

/** Add the card, or take it out if it is there. */
export function toggleCard(text: string, card: Card): string {
  const tokens = tokensOf(text);
  const kept = tokens.filter((t) => t.natural !== card);
  const out = kept.length === tokens.length ? [...tokens.map((t) => t.text), formatCard(card)] : kept.map((t) => t.text);
  return out.join(' ');
}

export function addJoker(text: string, declared?: Card): string {
  const joker = declared === undefined || declared >= NATURAL_CARDS || isJoker(declared) ? 'X' : `X=${formatCard(declared)}`;
  return [...tokensOf(text).map((t) => t.text), joker].join(' ');
}

/** Take out the last joker in the field. */
export function removeJoker(text: string): string {
  const tokens = tokensOf(text);
  let last = -1;
  tokens.forEach((t, i) => {
    if (t.joker) last = i;
  });
  return tokens
    .filter((_, i) => i !== last)
    .map((t) => t.text)
    .join(' ');
}

export const isCardGame = isCardRulesetId;
