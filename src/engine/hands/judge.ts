/**
 * Judging at the edge, for any game: text in, validated hands, a verdict
 * out. Errors are values with codes; this never throws on user input.
 *
 * Here are the entry points that take Peekaboo's dice as well as cards
 * (readFields, judgeFields, judgeRequest) and the dice's own reading and
 * judging; the card games' judging and what every game shares are in
 * judge-cards.ts, whose public part this module exports too. The split lets
 * a widget that offers only card games load no dice code: it imports
 * readCardFields and judgeCardFields from judge-cards.ts.
 */
import { err, ok, type Result } from './cards.ts';
import { describeHand } from './describe.ts';
import { evaluateDice, parseDice } from './dice.ts';
import {
  checkRequest,
  fieldsFault,
  finish,
  judgeCardFields,
  labelInSentence,
  onHand,
  readCardTable,
  type DiceFields,
  type JudgedDice,
  type Judgement,
  type TableFields,
} from './judge-cards.ts';
import { keyRanks } from './key.ts';
import { RULESETS } from './rulesets.ts';

export {
  bestDeclarationByTrial,
  bestDeclarations,
  cardValue,
  copiesAllowed,
  fieldErrors,
  handText,
  judgeSeats,
  parseRulesetId,
  readSeat,
  wildText,
  type CardFields,
  type CardValue,
  type DiceFields,
  type JudgedCards,
  type JudgedDice,
  type JudgedHand,
  type Judgement,
  type JudgeRequest,
  type PlayedCard,
  type Seat,
  type TableFields,
  type WildAs,
} from './judge-cards.ts';

/**
 * Read a request's fields; an error here (no game, too many hands, …) is
 * about the request as a whole. A form that shows each field's own error
 * before the table is complete may pass `{ handLimit: false }` to read more
 * hands than the game judges at once (`judgeFields` still refuses them).
 */
export function readFields(request: unknown, options?: unknown): Result<TableFields> {
  const checked = checkRequest(request, options);
  if (!checked.ok) return checked;
  const { game, texts, labels, board } = checked.value;
  const ruleset = RULESETS[game];
  switch (ruleset.kind) {
    case 'cards':
      return readCardTable(ruleset, checked.value);
    case 'dice': {
      if (board.trim() !== '')
        return err('too-many-cards', 'Peekaboo has no board: every player rolls their own five dice.', { field: 'board' });
      const read = texts.map((text, i) => onHand(parseDice(text, ruleset.dice, labelInSentence(labels, i)), i));
      return ok({ kind: 'dice', game, texts, labels, board: null, hands: read });
    }
  }
}

/** Judge fields already read: the first field's error, or the verdict. */
export function judgeFields(fields: TableFields): Result<Judgement> {
  switch (fields.kind) {
    case 'cards':
      return judgeCardFields(fields);
    case 'dice': {
      const fault = fieldsFault(fields);
      return fault ?? ok(finish(fields.game, [], judgeDice(fields), []));
    }
  }
}

/** Text in, verdict out: `readFields` then `judgeFields`. Errors carry the field (and hand index) they belong to. */
export function judgeRequest(request: unknown): Result<Judgement> {
  const fields = readFields(request);
  return fields.ok ? judgeFields(fields.value) : fields;
}

function judgeDice(fields: DiceFields): JudgedDice[] {
  return fields.hands.flatMap((read, i) => {
    if (!read.ok) return [];
    const hand = evaluateDice(read.value);
    return [
      {
        kind: 'dice' as const,
        input: fields.texts[i] ?? '',
        label: fields.labels[i] ?? '',
        category: hand.category,
        key: hand.key,
        best: hand.ordered,
        description: describeHand(hand.category, keyRanks(hand.key), 'dice'),
        dice: read.value,
      },
    ];
  });
}
