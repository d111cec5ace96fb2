import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/engine/cli.ts', import.meta.url));
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('cli judge', () => {
  it('prints the verdict and reasons as JSON', () => {
    const r = run('judge', '--game', 'standard', '--json', 'Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { game: string; hands: Array<{ input: string; category: string; best: string[]; wilds: string[] }>; winners: number[]; reasons: string[] };
    assert.equal(out.game, 'standard');
    assert.deepEqual(out.winners, [0]);
    assert.deepEqual(out.hands.map((h) => h.category), ['two-pair', 'two-pair']);
    assert.deepEqual(out.hands[0]?.best, ['Kh', 'Kd', '9s', '9c', '2h']);
    assert.ok(out.reasons.some((s) => s.includes('nines beat sevens')));
  });

  it('reports what each wild card stood for', () => {
    const r = run('judge', '--game', 'ninas-five', '--board', 'Qd 2c 7s', '--json', 'Qs Qh Qc X', 'Ad Kd Jd Td');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { hands: Array<{ category: string; wilds: string[] }>; winners: number[] };
    assert.equal(out.hands[0]?.category, 'five-of-a-kind');
    assert.equal(out.hands[0]?.wilds.length, 1);
    assert.match(out.hands[0]?.wilds[0] ?? '', /^X=Q[shdc]$/u);
    assert.equal(out.hands[1]?.category, 'royal-flush');
    assert.deepEqual(out.winners, [0]);
  });

  it('prints a readable table without --json', () => {
    const r = run('judge', '--game', 'peekaboo', '6 6 6 3 2', '6 6 6 3 4');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /Hand 2 wins\./u);
  });
});

describe('cli odds', () => {
  it('prints the exact dice table as JSON without --cards', () => {
    const r = run('odds', '--game', 'peekaboo', '--json');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { game: string; cards: number; total: number; counts: Record<string, number> };
    assert.equal(out.total, 7776);
    assert.equal(out.counts['hot-garbage'], 480);
  });
  it('counts five-card hands', () => {
    const r = run('odds', '--game', 'standard', '--cards', '5', '--json');
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
    ['unknown option', ['judge', '--game', 'standard', '--fast', 'As'], /Unknown option --fast/u],
    ['unknown command', ['shuffle'], /Unknown command/u],
  ];
  for (const [name, args, message] of rows) {
    it(name, () => {
      const r = run(...args);
      assert.equal(r.status, 2);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, message);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    });
  }
});
