/**
 * Nuclear Annihilation Hold'em's move labels come from the seat's view alone
 * (WORDS.moveLabel), where the practice table used to play every legal move
 * and cut the log's sentence to its first clause (the old path of
 * move-words.ts, rebuilt here as the oracle from `describe` and `apply`,
 * whose words the records fixture pins). At every state of many bot games,
 * each legal move's label is non-empty, differs from the other legal moves'
 * labels and equals the old label: no Nuclear label ever read what a move
 * leads to, so none had to change.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstClause, moveFields } from './old-labels.ts';
import { isJoker, parseNatural, type Card } from '../../../src/engine/hands/cards.ts';
import { SENSIBLE } from '../../../src/engine/games/nuclear-holdem/bots.ts';
import { NH_OPTIONS, type NhOptions } from '../../../src/engine/games/nuclear-holdem/options.ts';
import { RULES } from '../../../src/engine/games/nuclear-holdem/rules.ts';
import type { NhMove, NhState } from '../../../src/engine/games/nuclear-holdem/state.ts';
import { WORDS } from '../../../src/engine/games/nuclear-holdem/words.ts';
import { randomBot } from '../../../src/engine/bots/random.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed, rngAt } from '../../../src/engine/play/random.ts';
import type { Bot } from '../../../src/engine/play/types.ts';
import { capitalize } from '../../../src/engine/words.ts';
import type { NhView } from '../../../src/engine/games/nuclear-holdem/view.ts';

const DEFAULTS = defaultOptions(NH_OPTIONS);

/** The practice table's labels before WORDS.moveLabel: each move played, its log sentence cut to the first clause, the seat's name dropped, repeats told apart by the move's fields. */
function oldLabels(s: NhState, seat: number, legal: readonly NhMove[]): string[] {
  const names = WORDS.seatNames(s.o);
  const name = names[seat] ?? '';
  const words = legal.map((move) => {
    const clause = firstClause(WORDS.describe(s, { seat, move }, RULES.apply(s, { seat, move })));
    return capitalize(clause.startsWith(`${name} `) ? clause.slice(name.length + 1) : clause);
  });
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return words.map((w, i) => ((counts.get(w) ?? 0) > 1 ? `${w} (${moveFields(legal[i], names)})` : w));
}

const labels = (s: NhState, seat: number, legal: readonly NhMove[]): string[] => {
  const v = RULES.view(s, seat);
  const names = WORDS.seatNames(s.o);
  return legal.map((m) => WORDS.moveLabel(v, m, names));
};

/** Every state of a game played by `bot` in every seat, with the legal moves at each. */
function* states(
  options: NhOptions,
  seed: number,
  bot: Bot<NhView, NhMove>,
): Generator<{ s: NhState; seat: number; legal: readonly NhMove[] }> {
  let s = RULES.newGame(options, seed);
  const rng = rngAt(mixSeed(seed, 0, 1));
  for (let seat = RULES.toAct(s); seat !== null; seat = RULES.toAct(s)) {
    const legal = RULES.legalMoves(s, seat);
    yield { s, seat, legal };
    s = RULES.apply(s, { seat, move: bot(RULES.view(s, seat), legal, rng).move });
  }
}

const GAMES: readonly { readonly name: string; readonly options: NhOptions; readonly bot: Bot<NhView, NhMove>; readonly seeds: number }[] =
  [
    { name: 'printed rules, random players', options: DEFAULTS, bot: randomBot, seeds: 12 },
    { name: 'printed rules, sensible players', options: DEFAULTS, bot: SENSIBLE, seeds: 12 },
    {
      name: '4 players, one joker, one discard, random players',
      options: { ...DEFAULTS, players: 4, jokers: 1, discards: 1 },
      bot: randomBot,
      seeds: 8,
    },
    {
      name: '6 players in 1958, Nukes of 2, sensible players',
      options: { ...DEFAULTS, players: 6, year: 1958, nukeStates: 2 },
      bot: SENSIBLE,
      seeds: 8,
    },
  ];

test('every legal move has a label, different from the other legal moves, equal to the label the old path gave', async (t) => {
  const seen = new Set<string>();
  for (const game of GAMES)
    await t.test(game.name, () => {
      let moves = 0;
      for (let g = 0; g < game.seeds; g++)
        for (const { s, seat, legal } of states(game.options, mixSeed(41, g), game.bot)) {
          const got = labels(s, seat, legal);
          assert.deepEqual(got, oldLabels(s, seat, legal), `round ${s.round}, seat ${seat}, ${s.phase}`);
          assert.equal(new Set(got).size, got.length, `labels differ: ${got.join(' | ')}`);
          for (const [i, label] of got.entries()) {
            assert.match(label, /^[A-Z].*\S$/u);
            // Which kinds of label the games reached, for the check below.
            const m = legal[i]!;
            seen.add(
              m.kind === 'cross'
                ? label.split(' ')[0]!
                : m.kind === 'discard'
                  ? `discard of ${legal.filter((x) => x.kind === 'discard').length}`
                  : m.kind === 'ballot'
                    ? label.split(' (')[0]!
                    : m.kind,
            );
          }
          moves += legal.length;
        }
      assert.ok(moves > 1000, `${moves} moves labelled`);
    });
  await t.test('the games reached every kind of label: both crosses, a lone discard and two, both ballots', () => {
    for (const kind of [
      'home',
      'discard of 1',
      'discard of 2',
      'keep',
      'Crossed',
      'Nuked',
      'reveal',
      'fold',
      'nuke',
      'intel',
      'swap',
      'check',
      'persuade',
      'give',
      'replace',
      'propose',
      'Cast a secret ballot',
      'Cast the last ballot',
    ])
      assert.ok(seen.has(kind), `${kind} (seen: ${[...seen].join(', ')})`);
  });
});

const c = (text: string): Card => {
  const card = parseNatural(text);
  assert.ok(card.ok, text);
  return card.value;
};

test('labels pinned by hand, each read from a view built for it', async (t) => {
  // The position: seed 1, homes written, Player 2 (seat 1) to discard with both dealt cards.
  let s = RULES.newGame(DEFAULTS, 1);
  for (let seat = 0; seat < 5; seat++) s = RULES.apply(s, { seat, move: { kind: 'home', state: s.states[seat] ?? '' } });
  const v = RULES.view(s, 1);
  const names = WORDS.seatNames(DEFAULTS);
  const label = (view: NhView, move: NhMove): string => WORDS.moveLabel(view, move, names);
  const hand = v.hand.filter((x) => !isJoker(x));
  assert.equal(hand.length, 2, 'no joker in the hand this deal');
  const rows: readonly [string, NhView, NhMove, string][] = [
    ['a home', { ...v, phase: 'homes' }, { kind: 'home', state: 'TX' }, 'Wrote down a home state in secret (state TX)'],
    [
      'one of two dealt cards',
      { ...v, hand: [c('7c'), c('Td')], dealt: [c('7c'), c('Td')] },
      { kind: 'discard', card: c('7c') },
      'Threw away a hole card face down and drew another (card 7♣)',
    ],
    [
      'the last dealt card',
      { ...v, hand: [c('2h'), c('Td')], dealt: [c('Td')] },
      { kind: 'discard', card: c('Td') },
      'Threw away a hole card face down and drew another',
    ],
    [
      "a Communist's other joker",
      { ...v, role: 'joker', roleCard: 52, hand: [53, c('Td')], dealt: [53, c('Td')] },
      { kind: 'discard', card: 53 },
      'Threw away a hole card face down and drew another',
    ],
    ['keep', v, { kind: 'keep' }, 'Kept their hole cards'],
    ['a cross after a discard', { ...v, phase: 'cross', crossLeft: 1 }, { kind: 'cross', state: 'OH' }, 'Crossed off Ohio'],
    [
      'a cross of my own Nuke',
      { ...v, phase: 'cross', crossLeft: 5, actions: [{ round: v.round, seat: 1, action: 'nuke', target: null, vote: null }] },
      { kind: 'cross', state: 'OH' },
      'Nuked Ohio',
    ],
    [
      "a cross after another seat's Nuke (a joker of mine)",
      { ...v, phase: 'cross', crossLeft: 1, actions: [{ round: v.round, seat: 2, action: 'nuke', target: null, vote: null }] },
      { kind: 'cross', state: 'OH' },
      'Crossed off Ohio',
    ],
    [
      'a cross after my Nuke of last round',
      { ...v, phase: 'cross', crossLeft: 1, actions: [{ round: v.round - 1, seat: 1, action: 'nuke', target: null, vote: null }] },
      { kind: 'cross', state: 'OH' },
      'Crossed off Ohio',
    ],
    ['reveal', { ...v, hand: [c('Ah'), 52] }, { kind: 'reveal' }, 'Showed A♥ a joker'],
    ['fold', v, { kind: 'fold' }, 'Folded without showing'],
    ['nuke', v, { kind: 'nuke' }, 'Chose Nuke'],
    ['intel', v, { kind: 'intel' }, 'Chose Intel and looked through the deck'],
    ['a swap', v, { kind: 'swap', take: 52, give: c('Td') }, 'Swapped a hole card for a card from the deck (take ★, give 10♦)'],
    ['a check', v, { kind: 'check', target: 3 }, 'Ran a background check on Player 4'],
    ['a persuasion', v, { kind: 'persuade', target: 0 }, 'Set out to persuade Player 1'],
    [
      'a gift',
      v,
      { kind: 'give', card: c('Qs') },
      'Passed a card in secret, threw the rest away with the board, and drew a new hand (card Q♠)',
    ],
    ['a replacement', v, { kind: 'replace', card: c('2c') }, 'Took the card and threw away one of their own (card 2♣)'],
    ['a proposal', v, { kind: 'propose', vote: 'launch' }, 'Called a vote to launch'],
    [
      'a ballot',
      { ...v, vote: { kind: 'disarm', by: 0, cast: 2, mine: null } },
      { kind: 'ballot', ballot: 'for' },
      'Cast a secret ballot (ballot for)',
    ],
    [
      "the proposer's ballot",
      { ...v, vote: { kind: 'disarm', by: 1, cast: 4, mine: null } },
      { kind: 'ballot', ballot: 'against' },
      'Cast the last ballot (ballot against)',
    ],
  ];
  for (const [name, view, move, want] of rows) await t.test(name, () => assert.equal(label(view, move), want));
});

test("the view's dealt cards are the cards its seat may throw away, outside a Communist's forced discard", () => {
  let checked = 0;
  for (let g = 0; g < 10; g++)
    for (const { s, seat, legal } of states({ ...DEFAULTS, discards: g % 3 }, mixSeed(43, g), g % 2 === 0 ? randomBot : SENSIBLE)) {
      const v = RULES.view(s, seat);
      if (v.phase !== 'discard') {
        assert.deepEqual(v.dealt, v.phase === 'cross' && s.phase === 'discard' ? s.dealt[seat] : []);
        continue;
      }
      const discards = legal.flatMap((m) => (m.kind === 'discard' ? [m.card] : []));
      const forced = v.roleCard !== null && isJoker(v.roleCard) && v.hand.some(isJoker);
      if (!forced)
        assert.deepEqual(
          discards,
          v.hand.filter((x) => v.dealt.includes(x)),
        );
      checked++;
    }
  assert.ok(checked > 100, `${checked} discard decisions`);
});
