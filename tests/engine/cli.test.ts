import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { handLines } from '../../src/engine/cli.ts';
import { OUTCOMES } from '../../src/engine/hands/verdict.ts';
import { CLI, runCli, spawnCli } from './cli-run.ts';

/** In this process (cli-run.ts); the rows that need a real process spawn it. */
const run = (...args: string[]) => runCli(args);

describe('cli judge', () => {
  it('prints the verdict and reasons as JSON', async () => {
    const r = await run('judge', '--game', 'standard', '--json', 'Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as {
      game: string;
      hands: Array<{ input: string; category: string; best: string[]; wilds: string[] }>;
      winners: number[];
      reasons: string[];
    };
    assert.equal(out.game, 'standard');
    assert.deepEqual(out.winners, [0]);
    assert.deepEqual(
      out.hands.map((h) => h.category),
      ['two-pair', 'two-pair'],
    );
    assert.deepEqual(out.hands[0]?.best, ['Kh', 'Kd', '9s', '9c', '2h']);
    assert.ok(out.reasons.some((s) => s.includes('nines beat sevens')));
  });

  it('reports what each wild card stood for', async () => {
    const r = await run('judge', '--game', 'ninas-five', '--board', 'Qd 2c 7s', '--json', 'Qs Qh Qc X', 'Ad Kd Jd Td');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { hands: Array<{ category: string; wilds: string[] }>; winners: number[] };
    assert.equal(out.hands[0]?.category, 'five-of-a-kind');
    assert.equal(out.hands[0].wilds.length, 1);
    assert.match(out.hands[0].wilds[0] ?? '', /^X=Q[shdc]$/u);
    assert.equal(out.hands[1]?.category, 'royal-flush');
    assert.deepEqual(out.winners, [0]);
  });

  it('prints a readable table without --json', async () => {
    const r = await run('judge', '--game', 'peekaboo', '6 6 6 3 2', '6 6 6 3 4');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /Hand 2 wins\./u);
  });
});

describe('cli odds', () => {
  it('prints the exact dice table as JSON without --cards', async () => {
    const r = await run('odds', '--game', 'peekaboo', '--json');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { game: string; cards: number; total: number; counts: Record<string, number> };
    assert.equal(out.total, 7776);
    assert.equal(out.counts['hot-garbage'], 480);
  });
  it('counts five-card hands', async () => {
    const r = await run('odds', '--game', 'standard', '--cards', '5', '--json');
    const out = JSON.parse(r.stdout) as { total: number; counts: Record<string, number> };
    assert.equal(out.total, 2598960);
    assert.equal(out.counts['royal-flush'], 4);
    assert.equal(out.counts['straight-flush'], 36);
  });
});

describe('cli bad input: status 2, one line on stderr, nothing on stdout', () => {
  const rows: Array<[string, string[], RegExp]> = [
    ['duplicate card', ['judge', '--game', 'standard', 'As Kd Kd'], /Kd appears twice/u],
    ['unknown game', ['judge', '--game', 'holdem', 'As Kd'], /not a game here/u],
    ['no hands', ['judge', '--game', 'standard'], /at least one hand/u],
    ['too many jokers', ['judge', '--game', 'ninas-five', 'X X X'], /only 2 jokers/u],
    ['jokers where there are none', ['judge', '--game', 'bluff-n-peg', 'X Ks'], /no jokers/u],
    ['a board where there is none', ['judge', '--game', 'bluff-n-peg', '--board', 'As', 'Ks'], /no community cards/u],
    ['bad dice', ['judge', '--game', 'peekaboo', '6 6 9 1 1'], /not a die face/u],
    ['odds without --cards', ['odds', '--game', 'standard'], /needs --cards/u],
    ['odds with a silly count', ['odds', '--game', 'standard', '--cards', '52'], /not a count from 1 to 7/u],
    ['unknown option', ['judge', '--game', 'standard', '--fast', 'As'], /Unknown option "--fast"/u],
    ['unknown command', ['shuffle'], /Unknown command/u],
    ['no arguments at all (usage is not printed on stdout)', [], /No command given: use judge, odds or simulate/u],
    ['a newline in the game', ['judge', '--game', 'hold\nem', 'As'], /--game "hold\\nem" contains a line break \(\\n\)/u],
    [
      'an ANSI escape in a card',
      ['judge', '--game', 'standard', 'As \u001b[31mKd'],
      /Hand 1 "As \\x1B\[31mKd" contains a control character \(\\x1B\)/u,
    ],
    ['a newline in an option name', ['judge', '--game', 'standard', '--fa\nst', 'As'], /Unknown option "--fa\\nst"/u],
    ['a newline and an escape in the command', ['shu\nf\u001bfle'], /Unknown command "shu\\nf\\x1Bfle"/u],
    ['an extra argument after odds', ['odds', '--game', 'peekaboo', 'As Kd'], /odds takes no hands or other words, but got "As Kd"/u],
    ['--json with a value that is not true or false', ['judge', '--game', 'standard', '--json=maybe', 'As'], /--json is a switch/u],
    [
      'a declared joker in Nuclear, where jokers are dead',
      ['judge', '--game', 'nuclear-holdem', 'X=As Kd', 'Qs Qc'],
      /Jokers are dead.*cannot be declared/u,
    ],
    [
      "a declared joker on the Nina's Five board",
      ['judge', '--game', 'ninas-five', '--board', 'X=Qh 2c 7s', 'Qs Qd Qc 3h', 'Ks Kd Kc 3d'],
      /community cards stays free/u,
    ],
    ['one Nuclear hole card', ['judge', '--game', 'nuclear-holdem', '--board', '2c 7d 9h', 'Ah', 'Qs Qc'], /exactly 2 cards/u],
    [
      'a rank outside the BMP, clipped by code point',
      ['judge', '--game', `x${'🂡'.repeat(30)}`, 'As'],
      new RegExp(`^"x${'🂡'.repeat(23)}…" is not a game here`, 'u'),
    ],
    [
      '130,000 Peekaboo hands',
      ['judge', '--game', 'peekaboo'].concat(Array.from({ length: 130_000 }, () => '66666')),
      /at most 6 hands at once/u,
    ],
  ];
  for (const [name, args, message] of rows) {
    it(name, async () => {
      const r = await runCli(args);
      assert.equal(r.status, 2);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, message);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      // Nothing raw reaches the terminal: no control character but the final newline, no broken surrogate.
      // eslint-disable-next-line no-control-regex -- looking for control characters is what this assertion does
      assert.doesNotMatch(r.stderr.slice(0, -1), /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\ufffd]/u, r.stderr);
    });
  }
});

describe('cli contract: what works', () => {
  it('--help prints the usage on stdout and exits 0 (spawned)', () => {
    const r = spawnCli(['--help']);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^Usage:/u);
    assert.equal(r.stderr, '');
  });
  it('--json=0 and --json=false leave JSON off; --json=true turns it on', async () => {
    for (const off of ['--json=0', '--json=false']) {
      const r = await run('judge', '--game', 'standard', off, 'As Kd');
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, /^Standard poker\n/u, off);
    }
    const on = await run('judge', '--game', 'standard', '--json=true', 'As Kd');
    assert.equal((JSON.parse(on.stdout) as { game: string }).game, 'standard');
  });
  it('emoji suits copied from a phone (with U+FE0F) are accepted', async () => {
    const r = await run('judge', '--game', 'standard', '--json', 'A♠️ K♥️', 'Q♦️ Q♣️');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { hands: Array<{ best: string[] }>; winners: number[] };
    assert.deepEqual(out.hands[0]?.best, ['As', 'Kh']);
    assert.deepEqual(out.winners, [1]);
  });
  it('a reader that closes the pipe early (| head -1) ends the run quietly, with no stack trace', async () => {
    const child = spawn(process.execPath, [CLI, 'odds', '--game', 'peekaboo'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    assert.equal(stderr, '');
    assert.equal(status, 0);
  });
});

describe('cli judge: outcomes and tie wording', () => {
  const json = async (...args: string[]) => {
    const r = await run('judge', '--json', ...args);
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout) as { outcome: string; winners: number[]; reasons: string[] };
  };
  it("Nina's Five: equal hands give outcome tie-nobody and no winners", async () => {
    const out = await json('--game', 'ninas-five', '--board', '5c 6d 7s', '8h 9s 2c 2d', '8c 9c 2h 2s');
    assert.equal(out.outcome, 'tie-nobody');
    assert.deepEqual(out.winners, []);
  });
  it('Nuclear: a tie makes every tied player a winner, and nobody mentions a pot', async () => {
    const r = await run('judge', '--game', 'nuclear-holdem', '--board', 'Ts Js Qs Ks As', '2c 3d', '4h 2s');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /each of them is a winner/u);
    assert.doesNotMatch(r.stdout, /pot/u);
    assert.equal((await json('--game', 'nuclear-holdem', '--board', 'Ts Js Qs Ks As', '2c 3d', '4h 2s')).outcome, 'tie-all-win');
  });
  it('Peekaboo: a tie of dice never mentions suits', async () => {
    const r = await run('judge', '--game', 'peekaboo', '5 5 3 3 1', '3 5 1 5 3');
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /suit/u);
    assert.match(r.stdout, /split the pot/u);
    assert.equal((await json('--game', 'peekaboo', '5 5 3 3 1', '3 5 1 5 3')).outcome, 'tie-split');
  });
  it('standard: one winner gives outcome win', async () => {
    assert.equal((await json('--game', 'standard', 'Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As')).outcome, 'win');
  });
  it("Poker's Wild!: two pair with different kickers score the same 2 points each, and nothing wins or beats", async () => {
    const r = await run('judge', '--game', 'pokers-wild', 'Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Hand 1: Kh Kd 9s 9c 2h {2}-> {2}Two pair \(2 points\): Kh Kd 9s 9c 2h$/mu);
    assert.match(r.stdout, /Hand 1 and Hand 2 score the same: 2 points each for two pair\./u);
    assert.match(r.stdout, /kickers add nothing/u);
    assert.doesNotMatch(r.stdout, /\b(?:wins?|beats?)\b/u);
    const out = JSON.parse((await run('judge', '--game', 'pokers-wild', '--json', 'Kh Kd 9s 9c 2h', 'Ks Kc 9h 9d As')).stdout) as {
      hands: Array<{ points?: number }>;
      outcome: string;
      winners: number[];
    };
    assert.deepEqual(
      out.hands.map((h) => h.points),
      [2, 2],
    );
    assert.equal(out.outcome, 'same-points');
    assert.deepEqual(out.winners, [0, 1]);
  });
  it("Poker's Wild!: a straight's 4 points against two pair's 2 gives outcome most-points", async () => {
    const out = await json('--game', 'pokers-wild', '5h 6d 7c 8s 9h', 'Kh Kd 4s 4c');
    assert.equal(out.outcome, 'most-points');
    assert.deepEqual(out.winners, [0]);
    assert.ok(out.reasons.includes('Hand 1 scores more: 4 points for a straight, against 2 for two pair.'), out.reasons.join(' | '));
  });
});

describe('cli usage and README say the same about hands', () => {
  const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  it("every outcome --json can print has a row in the README's table", () => {
    for (const outcome of OUTCOMES) assert.ok(readme.includes(`| \`${outcome}\` |`), `README lacks a row for ${outcome}`);
  });
  it('every line of the usage that describes a game hand appears in the README', () => {
    for (const line of handLines()) assert.ok(readme.includes(line.trim()), `README lacks: ${line.trim()}`);
  });
  it("the README's list of hands is exactly the usage's lines, so no stale limit can stay beside them", () => {
    const block = /What a hand is, per game[\s\S]*?```\n([^`]*)```/u.exec(readme)?.[1];
    assert.deepEqual(block?.trimEnd().split('\n'), handLines());
  });
  it('the usage has a line per game, with its hand limit', async () => {
    const r = await run('--help');
    for (const line of handLines()) assert.ok(r.stdout.includes(line), line);
    assert.match(r.stdout, /ninas-five: .*at most 2 hands/u);
  });
});
