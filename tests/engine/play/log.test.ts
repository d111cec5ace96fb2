/**
 * `simulate --log` lets a reader follow the game (issue item 9): it opens
 * with what each seat was dealt and what lies on the table, and tells every
 * card drawn and every die rolled out of sight, in the game's own words.
 *
 * Two kinds of rows: each game's opening at seed 7, written out by hand from
 * the models' new-game states (the cards each seat holds, the starters, the
 * roll for the first player); and, over many seeds, a reader's check that
 * every card a seat lays or shows, and every peeker lifted at a showdown,
 * was told to the reader before.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { faceText, NATURAL_CARDS } from '../../../src/engine/hands/cards.ts';
import type { GameId } from '../../../src/engine/ids.ts';
import { DEAL_LINES } from '../../../src/engine/play/log-deals.ts';
import { narrate } from '../../../src/engine/play/log.ts';
import { defaultOptions } from '../../../src/engine/play/options.ts';
import { mixSeed } from '../../../src/engine/play/random.ts';
import { playGame } from '../../../src/engine/play/simulate.ts';
import { playable } from '../../../src/engine/play/playable.ts';

const CLI = fileURLToPath(new URL('../../../src/engine/cli.ts', import.meta.url));

describe('simulate --log opens with the deal (seed 7)', () => {
  const rows: ReadonlyArray<{ game: GameId; opening: readonly string[] }> = [
    {
      game: 'ninas-five',
      opening: [
        '      North is dealt 2♥ 2♣ 6♥ 9♥ J♥ K♣.',
        '      East is dealt 5♥ 8♠ 9♣ K♥ A♠ A♣.',
        '      South is dealt 3♦ 5♦ 9♦ 10♦ Q♠ Q♦.',
        '      West is dealt 2♦ 4♠ 4♥ 4♦ 5♣ joker.',
        '      North deals trick 1, flop J♦ K♠.',
        '      Peekaboo cards, face down: North–South 7♠, East–West J♠.',
        '   1. East lays the A♠.',
      ],
    },
    {
      game: 'peekaboo',
      opening: [
        '      Each player has 20 chips.',
        '      Rolling for the first player: Player 1 1, Player 2 1, Player 3 4, Player 4 6. Player 4 goes first.',
        '   1. Player 4 set the ante at 1 chip.',
      ],
    },
    {
      game: 'nuclear-holdem',
      opening: ['      The year is 1962: the big board holds 50 states.', '   1. Player 1 wrote down a home state in secret.'],
    },
    {
      game: 'pokers-wild',
      opening: [
        '      Wild spaces: row 2, column 4 and row 6, column 5.',
        '      Starter cards: 2♥ at row 4, column 3 and K♣ at row 4, column 6.',
        '      Player 1 is dealt A♣ 5♥ K♥ 9♣ A♠.',
        '      Player 2 is dealt 8♠ Q♠ Q♦ 3♦ 9♦.',
        '      Player 3 is dealt 10♦ 5♦ 2♦ 4♠ joker.',
        '      Player 4 is dealt 4♦ 5♣ 4♥ 2♣ 9♥.',
        '   1. Player 1 laid the K♥ at row 3, column 6: one pair down column 6, 1 point (total 1).',
        '      Player 1 draws 6♥.',
      ],
    },
    {
      game: 'bluff-n-peg',
      opening: [
        '      The draw for the first deal: Player 1 Q♦, Player 2 6♠, Player 3 5♠, Player 4 9♥.',
        '      Hand 1: Player 1 deals.',
        '      Player 1 is dealt 9♥ 4♣ 8♥ Q♣ K♥.',
        '      Player 2 is dealt 9♠ 8♣ 10♣ 5♠ 6♥.',
        '      Player 3 is dealt 9♣ 4♥ Q♥ 5♦ K♣.',
        '      Player 4 is dealt 2♥ 2♦ 4♠ J♣ A♣.',
        '   1. Player 2 threw away 3 cards.',
      ],
    },
  ];
  for (const row of rows) {
    it(row.game, () => {
      const r = spawnSync(process.execPath, [CLI, 'simulate', '--game', row.game, '--seed', '7', '--log'], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      // The first line names the game and the bots; moves are compared without the bot's reason.
      const lines = r.stdout
        .split('\n')
        .slice(1, 1 + row.opening.length)
        .map((l) => l.replace(/ {2}\(.*\)$/u, ''));
      assert.deepEqual(lines, row.opening);
    });
  }
});

/** Card words as the log writes them, back to cards: "Q♥", "10♣", "joker". */
const CARD_OF = new Map<string, string>([
  ...Array.from({ length: NATURAL_CARDS }, (_, c) => [faceText(c).short, faceText(c).short] as const),
  ['joker', 'joker'],
]);
const cardsIn = (text: string): string[] => text.split(' ').filter((w) => CARD_OF.has(w));

/** What a reader has been told each seat holds, updated line by line; `check` returns an error or null. */
interface Reader {
  readonly told: (line: string) => void;
  readonly check: (line: string) => string | null;
}

const DEALT = /^(.+?) is dealt (.+)\.$/u;

function cardReader(laid: RegExp, drawn: RegExp, newHand: RegExp | null): Reader {
  const known = new Map<string, Set<string>>();
  return {
    told(line) {
      if (newHand?.test(line) === true) known.clear();
      const d = DEALT.exec(line);
      if (d !== null) known.set(d[1] ?? '', new Set(cardsIn(d[2] ?? '')));
      const w = drawn.exec(line);
      if (w !== null) for (const c of cardsIn(w[2] ?? '')) known.get(w[1] ?? '')?.add(c);
    },
    check(line) {
      const m = laid.exec(line);
      if (m === null) return null;
      const [, who = '', what = ''] = m;
      const c = what === 'a joker' ? 'joker' : what.replace(/^the /u, '');
      return known.get(who)?.has(c) === true ? null : `${who} lays ${c}, which the log never said ${who} held`;
    },
  };
}

const READERS: { readonly [G in GameId]: () => Reader } = {
  'ninas-five': () => cardReader(/^(\w+) lays (the [^\s.;]+|a joker)/u, /^$^/u, null),
  'pokers-wild': () => cardReader(/^(Player \d) laid (the \S+|a joker) at/u, /^(Player \d) draws (.+)\.$/u, null),
  'bluff-n-peg': () => cardReader(/^(Player \d) laid (the \S+):/u, /^(Player \d) throws away .+ and draws (.+)\.$/u, /^Hand \d+/u),
  'nuclear-holdem': () => {
    const hole = new Map<string, string>();
    const norm = (cards: string): string => [...cardsIn(cards.replace(/a joker/gu, 'joker'))].sort().join(' ');
    return {
      told(line) {
        const round = /^Round \d+, hole cards: (.+)\.$/u.exec(line);
        if (round !== null) for (const part of (round[1] ?? '').split(', ')) hole.set(/^Player \d/u.exec(part)?.[0] ?? '', norm(part));
        const now = /^(Player \d) now holds (.+)\.$/u.exec(line);
        if (now !== null) hole.set(now[1] ?? '', norm(now[2] ?? ''));
      },
      check(line) {
        const m = /^(Player \d) showed (.+?):/u.exec(line);
        if (m === null) return null;
        return hole.get(m[1] ?? '') === norm(m[2] ?? '') ? null : `${m[1] ?? ''} showed ${m[2] ?? ''}, not the hole cards the log told`;
      },
    };
  },
  peekaboo: () => {
    const cups = new Map<string, number[]>();
    return {
      told(line) {
        const m = /^Under the cups, the peekers: (.+)\.$/u.exec(line);
        if (m !== null)
          for (const part of (m[1] ?? '').split(', '))
            cups.set(
              /^Player \d/u.exec(part)?.[0] ?? '',
              part
                .replace(/^Player \d /u, '')
                .split(' ')
                .map(Number),
            );
      },
      check(line) {
        for (const shown of line.matchAll(/(Player \d) shows ([1-6 ]+) \(/gu)) {
          const dice = (shown[2] ?? '').trim().split(' ').map(Number);
          for (const p of cups.get(shown[1] ?? '') ?? [NaN]) {
            const at = dice.indexOf(p);
            if (at < 0) return `${shown[1] ?? ''} shows ${shown[2] ?? ''} without the peekers the log told`;
            dice.splice(at, 1);
          }
        }
        return null;
      },
    };
  },
};

describe('simulate --log: every card laid or shown was told before', () => {
  for (const game of Object.keys(READERS) as GameId[]) {
    it(`${game}: 25 games`, () => {
      const parts = playable(game);
      let checked = 0;
      for (let seed = 1; seed <= 25; seed++) {
        const played = playGame(parts, defaultOptions(parts.rules.options), mixSeed(seed, 0), ['sensible'], mixSeed(seed, 0, 1));
        const reader = READERS[game]();
        for (const raw of narrate(parts, played.record, played.reasons, DEAL_LINES[game])) {
          const line = raw.replace(/ {2}\(.*\)$/u, '').replace(/^ +(?:\d+\. )?/u, '');
          const wrong = reader.check(line);
          assert.equal(wrong, null, `seed ${seed}: ${raw}`);
          if (/^(?:\w+ lays|Player \d (?:laid|showed|shows)|.*Showdown: )/u.test(line)) checked++;
          reader.told(line);
        }
      }
      assert.ok(checked > 25, `only ${checked} lines were checked`);
    });
  }
});
