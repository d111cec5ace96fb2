/**
 * A ruling's worked example, judged by the engine at build time: who wins
 * (in Poker's Wild!, what each line scores), the engine's own words for why,
 * and a link that opens the same hands in the Judge. Nothing here is typed
 * by hand: change the example's hands and the verdict and the link follow.
 *
 *   /judge/?hr-game=<ruleset-id>&hr-h1=<hand>&hr-h2=<hand>&hr-b=<board>   (spaces as +)
 *
 * Peekaboo uses the same scheme with dice (hr-game=peekaboo&hr-h1=6+6+6+3+2).
 * (The hand-ranker's writeTable in widgets/hand-ranker/url.ts knows card
 * games only and leaves out the default game, so examples build their own
 * query; tests/content/ruling-examples.test.ts reads it back with readTable.)
 */
import {
  handLabel as handName,
  judgeRequest,
  listAnd,
  pointsText,
  RULESETS,
  type Judgement,
  type RulingExample,
} from '../../engine/index.ts';
import { BOARD_PARAM, GAME_PARAM, HAND_PARAMS } from '../widgets/hand-ranker/url.ts';

export interface ExampleVerdict {
  /** 0-based indices of the winning hands; empty when nobody wins. */
  readonly winners: readonly number[];
  /**
   * "Hand 2 wins.", "Hand 1 and Hand 2 tie.", "Nobody wins: the hands are
   * equal."; in Poker's Wild!, where lines only score, what each scores:
   * "Hand 1 scores 3 points and Hand 2 scores 0 points."
   */
  readonly headline: string;
  /** The engine's reasons after its one-line reading of each hand. */
  readonly why: readonly string[];
  /** Judge query string, without the leading "?". */
  readonly judgeQuery: string;
}

const tidy = (text: string): string => text.trim().replace(/\s+/gu, ' ');

/** The Judge's query for an example: the game, each hand, then the board when there is one (keys from the hand-ranker's url.ts). */
export function judgeQuery(example: RulingExample): string {
  const params = new URLSearchParams();
  params.set(GAME_PARAM, example.ruleset);
  example.hands.forEach((hand, i) => {
    const key = HAND_PARAMS[i];
    if (key !== undefined) params.set(key, tidy(hand));
  });
  if (example.board !== undefined && tidy(example.board) !== '') params.set(BOARD_PARAM, tidy(example.board));
  return params.toString();
}

/** The headline in the game's own terms: who wins, or, where lines only score, what each scores. */
function headlineOf(j: Judgement): string {
  switch (RULESETS[j.game].contest.kind) {
    case 'showdown':
      return headline(j.winners, j.hands.length);
    case 'points':
      return `${listAnd(j.hands.map((h) => `${h.label} scores ${pointsText(h.points ?? 0)}`))}.`;
  }
}

function headline(winners: readonly number[], hands: number): string {
  const names = winners.map(handName);
  const [only] = names;
  if (only === undefined) return 'Nobody wins: the hands are equal.';
  if (names.length === 1) return `${only} wins.`;
  const list = listAnd(names);
  return winners.length === hands ? `${list} tie.` : `${list} tie for the win.`;
}

/** Judges an example. Throws, failing the build, if the engine rejects it or it has fewer than two hands. */
export function exampleVerdict(example: RulingExample): ExampleVerdict {
  if (example.hands.length < 2) throw new Error(`A ruling example needs two or more hands to name a winner: ${example.hands.join(' | ')}`);
  const judged = judgeRequest({
    game: example.ruleset,
    hands: [...example.hands],
    ...(example.board === undefined ? {} : { board: example.board }),
  });
  if (!judged.ok)
    throw new Error(`The engine rejects a ruling example (${example.ruleset}: ${example.hands.join(' | ')}): ${judged.error.message}`);
  const { winners, reasons } = judged.value;
  return {
    winners,
    headline: headlineOf(judged.value),
    why: reasons.slice(example.hands.length),
    judgeQuery: judgeQuery(example),
  };
}
