/**
 * The CLI's output under stress (issue item 17): a stream that fails (a full
 * disk, a reader gone), input that holds invisible or line-breaking
 * characters, values padded with white space, and counts of one. The stream
 * rows spawn the real CLI, as a user would run it; the others call its `main`
 * in this process (cli-run.ts), and one of them is spawned as well.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CLI, runCli, spawnCli, type CliRun } from './cli-run.ts';

const run = (args: readonly string[]): Promise<CliRun> => runCli(args);
/** A stack frame as Node prints one ("    at main (file:…)"). */
const STACK = /^\s+at /mu;

describe('cli: a stream that cannot be written ends the run without a stack trace', () => {
  const full = existsSync('/dev/full');
  const rows: ReadonlyArray<{ name: string; args: readonly string[]; stream: 'stdout' | 'stderr'; status: number; stderr: RegExp | '' }> = [
    {
      name: '--help > /dev/full',
      args: ['--help'],
      stream: 'stdout',
      status: 1,
      stderr: /^Could not write the output \(ENOSPC\), so the run stopped\.\n$/u,
    },
    {
      name: 'simulate --log > /dev/full',
      args: ['simulate', '--game', 'ninas-five', '--log'],
      stream: 'stdout',
      status: 1,
      stderr: /^Could not write the output \(ENOSPC\), so the run stopped\.\n$/u,
    },
    {
      name: 'judge > /dev/full',
      args: ['judge', '--game', 'peekaboo', '6 6 6 3 2', '6 6 6 3 4'],
      stream: 'stdout',
      status: 1,
      stderr: /ENOSPC/u,
    },
    {
      name: 'a usage error with 2> /dev/full keeps its status 2',
      args: ['judge', '--game', 'chess', 'As'],
      stream: 'stderr',
      status: 2,
      stderr: '',
    },
    {
      name: 'a good run with 2> /dev/full still succeeds',
      args: ['judge', '--game', 'standard', 'As', 'Kd'],
      stream: 'stderr',
      status: 0,
      stderr: '',
    },
  ];
  for (const row of rows) {
    it(row.name, { skip: full ? false : 'no /dev/full here' }, () => {
      const fd = openSync('/dev/full', 'w');
      try {
        const stdio = row.stream === 'stdout' ? (['ignore', fd, 'pipe'] as const) : (['ignore', 'pipe', fd] as const);
        const r = spawnSync(process.execPath, [CLI, ...row.args], { stdio: [...stdio], encoding: 'utf8' });
        assert.equal(r.status, row.status, r.stderr);
        const stderr = row.stream === 'stdout' ? r.stderr : '';
        if (row.stderr === '') assert.equal(stderr, '');
        else assert.match(stderr, row.stderr);
        assert.doesNotMatch(stderr, STACK);
      } finally {
        closeSync(fd);
      }
    });
  }

  const closed: ReadonlyArray<{ name: string; args: readonly string[]; stream: 'stdout' | 'stderr'; status: number }> = [
    { name: '--help into a closed pipe: status 0, nothing on stderr', args: ['--help'], stream: 'stdout', status: 0 },
    { name: "a whole game's log into a closed pipe", args: ['simulate', '--game', 'nuclear-holdem', '--log'], stream: 'stdout', status: 0 },
    { name: 'a usage error into a closed stderr pipe keeps its status 2', args: ['odds', '--game', 'chess'], stream: 'stderr', status: 2 },
  ];
  for (const row of closed) {
    it(row.name, async () => {
      const child = spawn(process.execPath, [CLI, ...row.args], { stdio: ['ignore', 'pipe', 'pipe'] });
      const gone = row.stream === 'stdout' ? child.stdout : child.stderr;
      const kept = row.stream === 'stdout' ? child.stderr : child.stdout;
      gone.destroy();
      let other = '';
      kept.on('data', (d: Buffer) => (other += d.toString()));
      const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      assert.equal(status, row.status);
      if (row.stream === 'stdout') assert.equal(other, '');
      assert.doesNotMatch(other, STACK);
    });
  }
});

describe('cli: no invisible or line-breaking character reaches the terminal raw', () => {
  const CHARS: ReadonlyArray<{ name: string; ch: string; shown: string }> = [
    { name: 'a carriage return', ch: '\r', shown: '\\r' },
    { name: 'a line separator (U+2028)', ch: '\u2028', shown: '\\u2028' },
    { name: 'a paragraph separator (U+2029)', ch: '\u2029', shown: '\\u2029' },
    { name: 'a zero-width space (U+200B)', ch: '\u200B', shown: '\\u200B' },
    { name: 'a soft hyphen (U+00AD)', ch: '\u00AD', shown: '\\xAD' },
    { name: 'a byte-order mark (U+FEFF)', ch: '\uFEFF', shown: '\\uFEFF' },
    { name: 'a right-to-left override (U+202E)', ch: '\u202E', shown: '\\u202E' },
  ];
  const PLACES: ReadonlyArray<{ name: string; args: (ch: string) => string[] }> = [
    { name: 'in a hand', args: (ch) => ['judge', '--game', 'standard', `As${ch}Kd`, 'Qh'] },
    { name: 'in the board', args: (ch) => ['judge', '--game', 'ninas-five', '--board', `Qd 2c${ch}7s`, 'Qs Qh', 'Ad Kd'] },
    { name: 'in the game', args: (ch) => ['judge', '--game', `stan${ch}dard`, 'As'] },
    { name: 'in an option value', args: (ch) => ['simulate', '--game', 'peekaboo', '--option', `players=3${ch}`] },
    { name: 'in an unknown flag', args: (ch) => ['judge', `--ga${ch}me`, 'standard', 'As'] },
    { name: 'in the command', args: (ch) => [`jud${ch}ge`] },
  ];
  const refusedShown = (r: CliRun, shown: string): void => {
    assert.equal(r.status, 2, r.stdout);
    assert.equal(r.stdout, '');
    assert.ok(r.stderr.includes(shown), r.stderr);
    assert.doesNotMatch(r.stderr.slice(0, -1), /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u, JSON.stringify(r.stderr));
  };
  /** Rows also run as a real process: what reaches a terminal is what the process writes. */
  const SPAWNED = ['a right-to-left override (U+202E) in a hand', 'a carriage return in an option value'];
  for (const c of CHARS)
    for (const place of PLACES) {
      const name = `${c.name} ${place.name}`;
      it(`${name}: refused, shown as ${c.shown}, never raw`, async () => refusedShown(await run(place.args(c.ch)), c.shown));
      if (SPAWNED.includes(name))
        it(`${name}: refused, shown as ${c.shown}, never raw (spawned)`, () => refusedShown(spawnCli(place.args(c.ch)), c.shown));
    }
});

describe('cli: every value is taken exactly as written (one rule with the links and the Balance Lab)', () => {
  const refused: ReadonlyArray<{ name: string; args: readonly string[]; message: RegExp }> = [
    {
      name: '--option "players= 3 "',
      args: ['simulate', '--game', 'peekaboo', '--option', 'players= 3 '],
      message: /^--option "players= 3 " starts or ends with white space/u,
    },
    {
      name: '--option "players= 3" (the value starts with a space)',
      args: ['simulate', '--game', 'peekaboo', '--option', 'players= 3'],
      message:
        /^The value of option players, " 3", starts or ends with white space: values are taken exactly as written, like players=4\./u,
    },
    {
      name: '--option "players =3" (the name ends with a space)',
      args: ['simulate', '--game', 'peekaboo', '--option', 'players =3'],
      message: /^The option name "players " starts or ends with white space/u,
    },
    {
      name: 'Nina\'s Five --option peekabooReveal="together "',
      args: ['simulate', '--game', 'ninas-five', '--option', 'peekabooReveal=together '],
      message: /^--option "peekabooReveal=together " starts or ends with white space/u,
    },
    {
      name: 'Nina\'s Five --option="peekabooReveal=together "',
      args: ['simulate', '--game', 'ninas-five', '--option=peekabooReveal=together '],
      message: /^--option "peekabooReveal=together " starts or ends with white space/u,
    },
    {
      name: 'a hand with a newline inside',
      args: ['judge', '--game', 'standard', 'As\nKd', 'Qh'],
      message: /^Hand 1 "As\\nKd" contains a line break \(\\n\): values are taken exactly as written/u,
    },
    {
      name: 'a hand with a space in front',
      args: ['judge', '--game', 'standard', 'Qh', ' As Kd'],
      message: /^Hand 2 " As Kd" starts or ends with white space/u,
    },
    {
      name: 'a hand with a no-break space at its end',
      args: ['judge', '--game', 'peekaboo', '6 6 6 3 2\u00A0', '1 2 3 4 5'],
      message: /^Hand 1 "6 6 6 3 2\u00A0" starts or ends with white space/u,
    },
    {
      name: 'a board with a space at its end',
      args: ['judge', '--game', 'ninas-five', '--board', 'Qd 2c 7s ', 'Qs Qh', 'Ad Kd'],
      message: /^--board "Qd 2c 7s " starts or ends with white space/u,
    },
    {
      name: 'a padded game',
      args: ['judge', '--game', 'standard ', 'As'],
      message: /^--game "standard " starts or ends with white space/u,
    },
    {
      name: 'a padded seed',
      args: ['simulate', '--game', 'peekaboo', '--seed', ' 7'],
      message: /^--seed " 7" starts or ends with white space/u,
    },
    {
      name: 'a space after a comma in --bots',
      args: ['simulate', '--game', 'peekaboo', '--bots', 'sensible, random'],
      message: /^Unknown bot level " random" in --bots: use random, sensible, skilled or expert, separated by commas \(no spaces\)\./u,
    },
    {
      name: 'a padded --cards',
      args: ['odds', '--game', 'standard', '--cards', '5 '],
      message: /^--cards "5 " starts or ends with white space/u,
    },
  ];
  for (const row of refused) {
    it(`refused: ${row.name}`, async () => {
      const r = await run(row.args);
      assert.equal(r.status, 2, r.stdout);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, row.message);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    });
  }

  const accepted: ReadonlyArray<{ name: string; args: readonly string[]; stdout: RegExp }> = [
    {
      name: '--option players=3',
      args: ['simulate', '--game', 'peekaboo', '--games', '20', '--option', 'players=3'],
      stdout: /^20 games of peekaboo/u,
    },
    {
      name: "Nina's Five --option peekabooReveal=together",
      args: ['simulate', '--game', 'ninas-five', '--games', '20', '--option', 'peekabooReveal=together'],
      stdout: /^20 games of ninas-five/u,
    },
    {
      name: 'an expert among sensible players',
      // A 3 × 4 board: ten cards laid, so the expert's searches take a second, not several.
      args: [
        'simulate',
        '--game',
        'pokers-wild',
        '--games',
        '1',
        '--bots',
        'expert,sensible',
        '--option',
        'rows=3',
        '--option',
        'cols=4',
        '--option',
        'wildSpaces=0',
      ],
      stdout: /^1 game of pokers-wild, seed 1\b[^]*\bexpert\b/u,
    },
    {
      name: 'skilled players among sensible ones',
      args: ['simulate', '--game', 'ninas-five', '--games', '20', '--bots', 'skilled,sensible'],
      stdout: /^20 games of ninas-five, seed 1\b[^]*\bskilled\b/u,
    },
    {
      name: "a skilled player's game, told move by move with its look-ahead",
      args: ['simulate', '--game', 'pokers-wild', '--log', '--bots', 'skilled,sensible'],
      stdout:
        /^pokers-wild, seed 1; Player 1: skilled, Player 2: sensible, Player 3: skilled, Player 4: sensible\n[^]*\bLooking one turn ahead in 1 deal/u,
    },
    {
      name: "an expert's game, told move by move with its reasons",
      args: [
        'simulate',
        '--game',
        'pokers-wild',
        '--log',
        '--bots',
        'expert,sensible',
        '--option',
        'rows=3',
        '--option',
        'cols=4',
        '--option',
        'wildSpaces=0',
      ],
      stdout:
        /^pokers-wild, seed 1; Player 1: expert, Player 2: sensible, Player 3: expert, Player 4: sensible\n[^]*\bdeals that fit what I have seen\b/u,
    },
    {
      name: 'a hand with spaces between its cards',
      args: ['judge', '--game', 'standard', 'As  Kd', 'Qh'],
      stdout: /^Hand 1: As {2}Kd {2}->/mu,
    },
  ];
  for (const row of accepted) {
    it(`accepted: ${row.name}`, async () => {
      const r = await run(row.args);
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, row.stdout);
    });
  }
});

describe('cli: a count of one is singular', () => {
  const rows: ReadonlyArray<{ name: string; args: readonly string[]; status: number; out: 'stdout' | 'stderr'; text: RegExp }> = [
    {
      name: 'one game',
      args: ['simulate', '--game', 'peekaboo', '--games', '1'],
      status: 0,
      out: 'stdout',
      text: /^1 game of peekaboo, seed 1/u,
    },
    {
      name: 'two games',
      args: ['simulate', '--game', 'peekaboo', '--games', '2'],
      status: 0,
      out: 'stdout',
      text: /^2 games of peekaboo, seed 1/u,
    },
    {
      name: 'no games',
      args: ['simulate', '--game', 'peekaboo', '--games', '0'],
      status: 0,
      out: 'stdout',
      text: /^0 games of peekaboo, seed 1/u,
    },
    {
      name: 'one die too few… by four',
      args: ['judge', '--game', 'peekaboo', '6', '1 2 3 4 5'],
      status: 2,
      out: 'stderr',
      text: /^Hand 1 has 1 die; it needs 5\./u,
    },
    {
      name: 'two dice',
      args: ['judge', '--game', 'peekaboo', '6 6', '1 2 3 4 5'],
      status: 2,
      out: 'stderr',
      text: /^Hand 1 has 2 dice; it needs 5\./u,
    },
  ];
  for (const row of rows) {
    it(row.name, async () => {
      const r = await run(row.args);
      assert.equal(r.status, row.status, r.stderr);
      assert.match(r[row.out], row.text);
    });
  }
});
