/**
 * What Nina's Five's table companion (Companion.tsx) shows, worked out from the companion's state without the DOM:
 * each team's tricks against the target, the hands left in this shuffle, the dealer and who lays first, and the
 * trick judge's answer with its error placed on the field it names. The verdict is the judge's (`judgeTrickText`);
 * nothing here ranks a hand.
 */
import { judgeTrickText, teamName, type NfTableState } from '../../../engine/games/ninas-five/companion.ts';
import { COMMUNITY_CARDS, SEATS, TEAM_CARDS, TEAMS, type TeamIndex } from '../../../engine/games/ninas-five/tricks.ts';
import type { Judgement } from '../../../engine/hands/judge-cards.ts';

export interface TeamLine {
  readonly team: TeamIndex;
  readonly name: string;
  readonly tricks: number;
  /** Tricks still to take to win. */
  readonly toGo: number;
}

export interface TableFacts {
  readonly teams: readonly [TeamLine, TeamLine];
  /** Tricks left before the next reshuffle, this one included. */
  readonly handsLeft: number;
  /** The coming trick starts a shuffle: deal six cards each first. */
  readonly freshDeal: boolean;
  readonly dealer: string;
  /** The player on the dealer's left, who lays first. */
  readonly laysFirst: string;
}

export function tableFacts(s: NfTableState): TableFacts {
  const line = (team: TeamIndex): TeamLine => ({
    team,
    name: teamName(s, team),
    tricks: s.score[team],
    toGo: Math.max(0, s.tricksToWin - s.score[team]),
  });
  return {
    teams: [line(TEAMS[0]), line(TEAMS[1])],
    handsLeft: s.handsPerShuffle - s.sinceShuffle,
    freshDeal: s.sinceShuffle === 0,
    dealer: s.players[s.dealer] ?? '',
    laysFirst: s.players[(s.dealer + 1) % SEATS] ?? '',
  };
}

/** The trick judge's three fields. */
export type JudgeField = 'team-0' | 'team-1' | 'community';

export interface JudgeText {
  readonly teams: readonly [string, string];
  readonly community: string;
}

export type JudgeAnswer =
  | {
      readonly ok: true;
      /** The team that takes the trick, or null: nobody, on equal hands. */
      readonly team: TeamIndex | null;
      readonly summary: string;
      /** Each team's hand in a line: its name, what it holds, and the best five. */
      readonly hands: readonly string[];
      readonly reasons: readonly string[];
      /** Whether the cards are a whole trick (four a team, three community), so the verdict may be recorded. */
      readonly whole: boolean;
    }
  | { readonly ok: false; readonly field: JudgeField | null; readonly message: string };

const fieldOf = (field: string | undefined, index: number | undefined): JudgeField | null =>
  field === 'board' ? 'community' : field === 'hand' && index === 0 ? 'team-0' : field === 'hand' && index === 1 ? 'team-1' : null;

function summaryOf(team: TeamIndex | null, j: Judgement, names: readonly [string, string]): string {
  const holds = j.hands[j.leaders[0] ?? 0]?.description ?? '';
  return team === null ? `Nobody takes the trick: both teams have ${holds}.` : `${names[team]} take the trick with ${holds}.`;
}

/** Judges the trick in the fields, the teams named by their players; an error comes back on the field it belongs to. */
export function judgeText(s: NfTableState, text: JudgeText): JudgeAnswer {
  const names: readonly [string, string] = [teamName(s, 0), teamName(s, 1)];
  const judged = judgeTrickText({ teams: text.teams, community: text.community, labels: names });
  if (!judged.ok) return { ok: false, field: fieldOf(judged.error.field, judged.error.index), message: judged.error.message };
  const j = judged.value.judgement;
  const hands = j.hands.map((h) => {
    const best = h.kind === 'cards' ? ` (best five ${h.best.map((b) => b.text).join(' ')})` : '';
    return `${h.label}: ${h.description}${best}.`;
  });
  const whole =
    j.board.length === COMMUNITY_CARDS && j.hands.every((h) => h.kind === 'cards' && h.cards.length - j.board.length === TEAM_CARDS);
  return { ok: true, team: judged.value.team, summary: summaryOf(judged.value.team, j, names), hands, reasons: j.reasons, whole };
}
