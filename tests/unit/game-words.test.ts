/**
 * Words a game cannot have. Each game's texts are generated the way a reader
 * meets them and scanned for words its own rules rule out: suits, cards or
 * dealing in a dice game, a pot in a game without one, a joker where the
 * deck has none, one hand beating another where lines only score. What a
 * game lacks is read from its ruleset data (`RULESETS`: the deck, the
 * contest), not listed by hand, so a new text, a reworded step or a new game
 * is covered as it arrives.
 *
 * Scanned, per game:
 * - its guided round: every step's text and refusal, the runner's answer to
 *   every legal move and to moves from other steps, its log, the
 *   walk-through's move labels and the play page's first paragraph;
 * - its quiz: QUESTIONS questions (reasons, hand descriptions, the topic) and
 *   the quiz page's sentences;
 * - its practice table's setup form: every label, hint and message;
 * and, per ruleset, the judge's verdicts over VERDICTS random tables (ties
 * and short hands included, every ladder rung against every other) and its
 * refusals of broken tables. Where lines only score (contest `points`), the
 * verdicts may not have a hand win either: a game's own texts may say who
 * wins the game, but no line wins anything.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playIntro, walkthrough } from '../../src/components/play/walkthrough.ts';
import { fullOptions, moveLabels } from '../../src/components/play/model.ts';
import { UI_GAMES } from './play-games.ts';
import { setupWords, tableWords } from '../../src/components/play/setup-words.ts';
import { playTopic, quizPageWords, quizPieces, quizTopic } from '../../src/components/widgets/quiz/words.ts';
import { formatHand, type HeldCard } from '../../src/engine/hands/cards.ts';
import { CATEGORIES } from '../../src/engine/hands/categories.ts';
import { deckModel } from '../../src/engine/hands/deck.ts';
import { exampleHand, type ExampleHand } from '../../src/engine/hands/examples.ts';
import { GAMES } from '../../src/engine/games.ts';
import { GAME_CONTENT } from '../../src/engine/games/content.ts';
import { GAME_IDS, type GameId } from '../../src/engine/ids.ts';
import { judgeRequest } from '../../src/engine/hands/judge.ts';
import { defaultOptions, parseOptionValue } from '../../src/engine/play/options.ts';
import { MAX_SEED } from '../../src/engine/play/random.ts';
import { makeQuestion, quizTitle } from '../../src/engine/quiz.ts';
import { mulberry32 } from '../../src/engine/rng.ts';
import { RULESET_IDS, RULESETS, type Ruleset, type RulesetId } from '../../src/engine/hands/rulesets.ts';
import { startScript, stepOf, tryScriptMove, type TutorialProgress } from '../../src/engine/tutorial/run.ts';
import { TUTORIALS } from '../../src/engine/tutorial/scripts.ts';
import { tieWording } from '../../src/engine/hands/verdict.ts';
import { GAME_PARTS } from '../../src/engine/games/index.ts';
import { playable, type AnyPlayable } from '../../src/engine/play/playable.ts';

const QUESTIONS = 1500;
const VERDICTS = 1500;

/** Things a game can lack, each with the words that would claim it has them. */
const ABSENT = ['suits', 'cards', 'dealing', 'flushes', 'jokers', 'wild cards', 'a pot', 'hands beating hands', 'a winning hand'] as const;
type Absent = (typeof ABSENT)[number];

const PATTERNS: { readonly [A in Absent]: RegExp } = {
  suits: /\bsuit(?:s|ed)?\b|\b(?:spades|hearts|diamonds|clubs)\b|[♠♥♦♣♤♡♢♧]/iu,
  cards: /\bcards?\b/iu,
  dealing: /\b(?:deal|deals|dealt|dealer|dealing|deck)\b/iu,
  flushes: /\bflush(?:es)?\b/iu,
  jokers: /\bjokers?\b/iu,
  // "Poker's Wild!" is a name, not a wild card.
  'wild cards': /(?<!Poker['’]s )\bwild\b/iu,
  'a pot': /\b(?:pots?|chips?|antes?)\b/iu,
  'hands beating hands': /\bbeat(?:s|en|ing)?\b/iu,
  'a winning hand': /\b(?:win|wins|won|winning|winners?)\b/iu,
};

/** What a ruleset lacks, and why, read from its data. */
function absentFrom(r: Ruleset): Map<Absent, string> {
  const out = new Map<Absent, string>();
  if (r.kind === 'dice') {
    out.set('suits', 'dice have no suits');
    out.set('cards', `${r.name} is played with dice`);
    out.set('dealing', 'dice are rolled, not dealt');
    out.set('flushes', 'a flush needs suits');
    out.set('jokers', 'dice have no jokers');
    out.set('wild cards', 'no die is wild');
  } else {
    if (r.deck.jokers === 0) out.set('jokers', `${r.name}'s deck has no jokers`);
    if (r.deck.wild.length === 0) out.set('wild cards', `nothing is wild in ${r.name}`);
  }
  switch (r.contest.kind) {
    case 'showdown':
      if (r.contest.ties !== 'split-pot') out.set('a pot', `${r.name} has no pot: a tie there is "${tieWording(r.contest.ties).label}"`);
      break;
    case 'points':
      out.set('a pot', `${r.name} has no pot: its lines score points`);
      out.set('hands beating hands', `in ${r.name} each line scores its own points; no hand is compared with another`);
      break;
  }
  return out;
}

/** What a game lacks: what every one of its rulesets lacks. */
function absentFromGame(game: GameId): Map<Absent, string> {
  const each = GAMES[game].rulesets.map((id) => absentFrom(RULESETS[id]));
  const out = new Map<Absent, string>();
  for (const [absent, why] of each[0] ?? []) if (each.every((m) => m.has(absent))) out.set(absent, why);
  return out;
}

/**
 * What the judge's verdicts under a ruleset cannot say: what the ruleset
 * lacks, and, where lines only score, a line winning (the game itself still
 * has a winner, which its other texts may name).
 */
function absentFromVerdicts(r: Ruleset): Map<Absent, string> {
  const out = absentFrom(r);
  switch (r.contest.kind) {
    case 'showdown':
      break;
    case 'points':
      out.set('a winning hand', `in ${r.name} a line scores its points; it wins nothing, and ties win nothing either`);
      break;
  }
  return out;
}

/** A text and where a reader meets it. */
interface Said {
  readonly where: string;
  readonly text: string;
}
type Source = 'guided round' | 'quiz' | 'setup form';

interface Found {
  readonly absent: Absent;
  readonly where: string;
  readonly text: string;
  readonly word: string;
  readonly why: string;
}

function scan(texts: readonly Said[], absent: ReadonlyMap<Absent, string>): Found[] {
  const found: Found[] = [];
  for (const said of texts)
    for (const [a, why] of absent) {
      const m = PATTERNS[a].exec(said.text);
      if (m !== null) found.push({ absent: a, where: said.where, text: said.text, word: m[0], why });
    }
  return found;
}

const report = (found: readonly Found[]): string =>
  [
    `${found.length} text(s) use words the game cannot have:`,
    ...found.slice(0, 12).map((f) => `- ${f.where}: "${f.word}" (${f.why}) in: ${f.text}`),
    ...(found.length > 12 ? [`… and ${found.length - 12} more`] : []),
  ].join('\n');

// ---------------------------------------------------------------------------
// The texts

/** Every text of a game's guided round, as the runner and the play page give them. */
function guidedRound(game: GameId): Said[] {
  const { rules, words }: AnyPlayable = playable(game);
  const script = TUTORIALS[game];
  const said: Said[] = [{ where: 'play page', text: playIntro(game) }];
  const started = startScript(GAME_PARTS[game], script);
  if (!started.ok) throw new Error(started.error.message);
  let progress: TutorialProgress = started.value;
  said.push(...progress.log.map((text) => ({ where: 'log before step 1', text })));
  const seatNames = words.seatNames(fullOptions(rules.options, script.options));
  const scripted = script.steps.map((s) => s.move);
  for (const [i, step] of script.steps.entries()) {
    const where = `step ${i + 1}`;
    said.push({ where: `${where} text`, text: step.text }, { where: `${where} refusal`, text: step.wrong });
    const at = stepOf(GAME_PARTS[game], progress);
    for (const label of moveLabels(words, at.view, at.legal, seatNames)) said.push({ where: `${where} move list`, text: label });
    for (const move of [...at.legal, ...scripted, { kind: 'no-such-move' }, null])
      said.push({ where: `${where}, the runner's answer`, text: tryScriptMove(GAME_PARTS[game], progress, move).explanation });
    const next = tryScriptMove(GAME_PARTS[game], progress, step.move);
    assert.ok(next.ok, next.explanation);
    progress = next.next;
  }
  said.push(
    { where: 'the end', text: script.end },
    { where: 'after the end', text: tryScriptMove(GAME_PARTS[game], progress, null).explanation },
  );
  const walk = UI_GAMES[game]((parts) => walkthrough(parts, script));
  for (const step of walk.steps) said.push({ where: `walk-through step ${step.number}`, text: `${step.move}. ${step.happened}` });
  return said;
}

/** Every text of a game's quiz: QUESTIONS questions and the page around them. */
function quiz(game: GameId): Said[] {
  const page = quizPageWords(GAME_CONTENT[game].quiz, GAMES[game].name);
  const said: Said[] = (['description', 'intro', 'noscript', 'next'] as const).map((key) => ({
    where: `quiz page ${key}`,
    text: page[key],
  }));
  said.push({ where: 'quiz title', text: quizTitle(game) });
  for (let seed = 1; seed <= QUESTIONS; seed++) {
    const made = makeQuestion(game, seed);
    assert.ok(made.ok, made.ok ? '' : made.error.message);
    const q = made.value;
    const where = `quiz question ${seed} (${q.kind})`;
    switch (q.format) {
      case 'which-hand':
        said.push({ where: `${where} topic`, text: quizTopic(q.kind, quizPieces(GAME_CONTENT[game].quiz)) });
        for (const text of q.judgement.reasons) said.push({ where, text });
        for (const h of q.judgement.hands) said.push({ where, text: h.description });
        break;
      case 'what-scores':
        said.push({ where: `${where} topic`, text: playTopic(q.kind) }, { where, text: q.prompt }, { where, text: q.answerText });
        for (const text of q.reasons) said.push({ where, text });
        break;
    }
  }
  return said;
}

/** Every text of a game's practice-table setup form: its own words, each option's label, help and refusal, and the seats. */
function setupForm(game: GameId): Said[] {
  const words = setupWords(game);
  const { rules, words: gameWords }: AnyPlayable = playable(game);
  const said: Said[] = [
    { where: 'setup title', text: words.title },
    { where: 'setup level label', text: words.level },
    ...Object.values(words.levels).map((text) => ({ where: 'setup level choice', text })),
    { where: 'setup seat label', text: words.seat },
    { where: 'setup seed label', text: words.seed },
    { where: 'setup seed hint', text: words.seedHelp },
    { where: 'setup seed refusal', text: words.seedError(MAX_SEED) },
    { where: 'setup more rules', text: words.moreRules },
    { where: 'setup start button', text: words.start },
    ...Object.entries(tableWords(game)).map(([key, text]: [string, string]) => ({ where: `table ${key}`, text })),
  ];
  for (const spec of rules.options) {
    said.push({ where: `option ${spec.name} label`, text: spec.label }, { where: `option ${spec.name} help`, text: spec.help });
    const refused = parseOptionValue(spec, 'x');
    if (!refused.ok) said.push({ where: `option ${spec.name} refusal`, text: refused.error.message });
  }
  for (const name of gameWords.seatNames(defaultOptions(rules.options))) said.push({ where: 'setup seat choice', text: name });
  return said;
}

const exampleText = (e: ExampleHand): string => (e.kind === 'dice' ? e.dice.join(' ') : formatHand(e.cards));

/** The judge's verdicts under a ruleset: random tables, ties, short hands, every rung against every rung, and refusals. */
function verdicts(id: RulesetId): Said[] {
  const r = RULESETS[id];
  const rng = mulberry32(2026);
  const below = (n: number): number => Math.floor(rng() * n);
  const between = (min: number, max: number): number => min + below(max - min + 1);
  const said: Said[] = [];
  const judged = (hands: readonly string[], board?: string): void => {
    const j = judgeRequest({ game: id, hands, board });
    if (!j.ok) {
      said.push({ where: `refusal of ${JSON.stringify(hands)}`, text: j.error.message });
      return;
    }
    const where = `verdict on ${hands.join(' / ')}${board === undefined ? '' : ` | ${board}`}`;
    for (const text of j.value.reasons) said.push({ where, text });
    for (const h of j.value.hands) said.push({ where, text: h.description });
  };
  for (let t = 0; t < VERDICTS; t++) {
    const n = between(2, r.hands.max);
    if (r.kind === 'dice') {
      const roll = (): string => Array.from({ length: 5 }, () => 1 + below(6)).join(' ');
      const hands = Array.from({ length: n }, roll);
      // Every third table has a tie: the first roll again, in another order.
      if (t % 3 === 0)
        hands[1] = [...(hands[0] ?? '')]
          .filter((c) => c !== ' ')
          .reverse()
          .join(' ');
      judged(hands);
      continue;
    }
    const deck = [...deckModel(r.deck).cards];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = below(i + 1);
      [deck[i], deck[j]] = [deck[j] ?? 0, deck[i] ?? 0];
    }
    const take = (k: number): HeldCard[] => deck.splice(0, k).map((card) => ({ card }));
    const board = r.shape.board === null ? undefined : formatHand(take(between(r.shape.board.min, r.shape.board.max)));
    const hands = Array.from({ length: n }, () => formatHand(take(between(r.shape.hand.min, r.shape.hand.max))));
    judged(hands, board);
  }
  const examples = CATEGORIES.flatMap((c) => {
    const e = r.categories.includes(c) ? exampleHand(id, c) : null;
    return e === null ? [] : [exampleText(e)];
  });
  if (r.kind === 'dice' || r.shape.hand.max >= 5)
    for (const a of examples)
      for (const b of examples)
        if (a !== b) judged(r.kind === 'dice' ? [a, b] : [a, b.replace(/[shdc]/gu, (s) => ({ s: 'h', h: 'd', d: 'c', c: 's' })[s] ?? s)]);
  judged(Array.from({ length: r.hands.max + 1 }, () => (r.kind === 'dice' ? '6 6 6 6 6' : 'As')));
  judged([r.kind === 'dice' ? '6' : 'As As']);
  judged([r.kind === 'dice' ? 'As' : 'Zz']);
  judged([r.kind === 'dice' ? '6 6 6 6 6' : 'As'], r.kind === 'dice' ? '6 6' : undefined);
  return said;
}

// ---------------------------------------------------------------------------
// The scans

/**
 * Texts known to break the rule while another change in the same issue
 * rewrites them. Each row must still find its word (so it is deleted once
 * the rewrite lands): no row can hide a text that is already clean.
 */
const PENDING: ReadonlyArray<{ readonly game: GameId; readonly source: Source; readonly absent: Absent; readonly why: string }> = [];

const isPending = (game: GameId, source: Source, absent: Absent): boolean =>
  PENDING.some((p) => p.game === game && p.source === source && p.absent === absent);

describe('what each game lacks, read from its rulesets', () => {
  const rows: ReadonlyArray<{ game: GameId; absent: readonly Absent[] }> = [
    { game: 'ninas-five', absent: ['a pot'] },
    { game: 'peekaboo', absent: ['suits', 'cards', 'dealing', 'flushes', 'jokers', 'wild cards'] },
    { game: 'nuclear-holdem', absent: ['wild cards', 'a pot'] },
    { game: 'pokers-wild', absent: ['a pot', 'hands beating hands'] },
    { game: 'bluff-n-peg', absent: ['jokers', 'a pot'] },
  ];
  for (const row of rows)
    it(`${row.game}: ${row.absent.join(', ')}`, () =>
      assert.deepEqual([...absentFromGame(row.game).keys()].sort(), [...row.absent].sort()));
  it('every game has a row', () => assert.deepEqual(rows.map((r) => r.game).sort(), [...GAME_IDS].sort()));
  it('every kind of absence is some game’s or ruleset’s, so no pattern is dead', () => {
    const seen = new Set([
      ...GAME_IDS.flatMap((g) => [...absentFromGame(g).keys()]),
      ...RULESET_IDS.flatMap((id) => [...absentFromVerdicts(RULESETS[id]).keys()]),
    ]);
    assert.deepEqual(
      [...ABSENT].filter((a) => !seen.has(a)),
      [],
    );
  });
});

describe('the scanner finds the words it is for', () => {
  // The texts this test was written to catch, as they read before they were fixed, and clean texts beside them.
  const rows: ReadonlyArray<{ game: GameId; text: string; found: readonly Absent[] }> = [
    { game: 'peekaboo', text: 'This question was about a tie, where suits break nothing.', found: ['suits'] },
    { game: 'peekaboo', text: 'Two hands, dealt by the same engine that judges the rules pages.', found: ['dealing'] },
    {
      game: 'peekaboo',
      text: 'A first round with the cards dealt for you: each step teaches one rule as it comes up.',
      found: ['cards', 'dealing'],
    },
    { game: 'peekaboo', text: 'Both have hot garbage starting 6-5; the third card decides: a four beats a three.', found: ['cards'] },
    { game: 'peekaboo', text: 'This question was about a tie, with the dice equal face for face.', found: [] },
    { game: 'peekaboo', text: 'Player 4 takes the 10-chip pot.', found: [] },
    { game: 'nuclear-holdem', text: 'Hand A and Hand B tie: suits never break a tie, so they split the pot.', found: ['a pot'] },
    { game: 'nuclear-holdem', text: 'Nuclear jokers are dead: a joker plays as nothing.', found: [] },
    { game: 'pokers-wild', text: 'Both have one pair; the pair decides: kings beat queens.', found: ['hands beating hands'] },
    { game: 'pokers-wild', text: "Poker's Wild! is played on a board; a wild space counts as any card.", found: [] },
    { game: 'bluff-n-peg', text: 'A joker would make five of a kind.', found: ['jokers'] },
  ];
  for (const row of rows)
    it(`${row.game}: ${row.found.length === 0 ? 'clean' : row.found.join(', ')}: ${row.text}`, () =>
      assert.deepEqual(
        scan([{ where: 'row', text: row.text }], absentFromGame(row.game)).map((f) => f.absent),
        row.found,
      ));
});

describe('the verdict scanner finds the words it is for', () => {
  // Poker's Wild! verdicts as the judge wrote them before lines were scored by points, and texts that fit beside them.
  const rows: ReadonlyArray<{ ruleset: RulesetId; text: string; found: readonly Absent[] }> = [
    { ruleset: 'pokers-wild', text: 'Hand 2 wins.', found: ['a winning hand'] },
    {
      ruleset: 'pokers-wild',
      text: 'Both have two pair, kings and nines; the kicker decides: an ace beats a two (Hand 2 over Hand 1).',
      found: ['hands beating hands'],
    },
    {
      ruleset: 'pokers-wild',
      text: 'Hand 1 and Hand 2 tie with three sevens: suits never break a tie, so each of them wins in full.',
      found: ['a winning hand'],
    },
    { ruleset: 'pokers-wild', text: 'Hand 1 and Hand 2 score the same: 2 points each for two pair.', found: [] },
    { ruleset: 'pokers-wild', text: 'Hand 1 scores more: 3 points for three of a kind, against 0 for high card.', found: [] },
    { ruleset: 'standard', text: 'Hand 2 wins.', found: [] },
    { ruleset: 'bluff-n-peg', text: 'Both have one pair; the pair decides: kings beat queens (Hand 1 over Hand 2).', found: [] },
  ];
  for (const row of rows)
    it(`${row.ruleset}: ${row.found.length === 0 ? 'clean' : row.found.join(', ')}: ${row.text}`, () =>
      assert.deepEqual(
        scan([{ where: 'row', text: row.text }], absentFromVerdicts(RULESETS[row.ruleset])).map((f) => f.absent),
        row.found,
      ));
});

describe('the setup form scanner finds the words it is for', () => {
  // The seed's label and hint as the form gave them to every game, dice included, before it named the seed by the pieces.
  const rows: ReadonlyArray<{ game: GameId; text: string; found: readonly Absent[] }> = [
    { game: 'peekaboo', text: 'Deal number', found: ['dealing'] },
    { game: 'peekaboo', text: 'The same number deals the same game; picked at random, change it to replay a deal.', found: ['dealing'] },
    { game: 'peekaboo', text: 'Game number', found: [] },
    { game: 'ninas-five', text: 'Deal number', found: [] },
    // The practice table's own words, as it gave them to every game before they were named by the pieces too.
    { game: 'peekaboo', text: 'Play this deal again', found: ['dealing'] },
    { game: 'peekaboo', text: 'The deal, before any move.', found: ['dealing'] },
    { game: 'peekaboo', text: 'Play this game again', found: [] },
  ];
  for (const row of rows)
    it(`${row.game}: ${row.found.length === 0 ? 'clean' : row.found.join(', ')}: ${row.text}`, () =>
      assert.deepEqual(
        scan([{ where: 'row', text: row.text }], absentFromGame(row.game)).map((f) => f.absent),
        row.found,
      ));
  it('each game names the seed by its pieces: a deal number for cards, a game number for dice', () =>
    assert.deepEqual(Object.fromEntries(GAME_IDS.map((g) => [g, setupWords(g).seed])), {
      'ninas-five': 'Deal number',
      peekaboo: 'Game number',
      'nuclear-holdem': 'Deal number',
      'pokers-wild': 'Deal number',
      'bluff-n-peg': 'Deal number',
    }));
});

describe('no game says what it cannot have', () => {
  for (const game of GAME_IDS) {
    const absent = absentFromGame(game);
    for (const [source, texts] of [
      ['guided round', () => guidedRound(game)],
      ['quiz', () => quiz(game)],
      ['setup form', () => setupForm(game)],
    ] as const) {
      it(`${game}: its ${source}`, () => {
        const found = scan(texts(), absent);
        const pending = found.filter((f) => isPending(game, source, f.absent));
        for (const p of PENDING.filter((row) => row.game === game && row.source === source))
          assert.ok(
            pending.some((f) => f.absent === p.absent),
            `PENDING lists ${game}'s ${source} for ${p.absent}, but no text there has it any more: delete the row.`,
          );
        const real = found.filter((f) => !isPending(game, source, f.absent));
        assert.equal(real.length, 0, report(real));
      });
    }
  }
  for (const id of RULESET_IDS) {
    it(`${id}: the judge's verdicts and refusals`, () => {
      const found = scan(verdicts(id), absentFromVerdicts(RULESETS[id]));
      assert.equal(found.length, 0, report(found));
    });
  }
});
