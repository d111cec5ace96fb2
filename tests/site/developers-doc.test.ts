/*
 * DEVELOPERS.md stays rules and recipes (the architecture issue: it had grown to 24.9 KB, half of it a lab
 * notebook). It stays under 10 KB; every repository path it names in backticks exists (a `<id>` stands for
 * every game id, a `*` is a glob, a bare file name must exist somewhere in the repository); its links resolve;
 * and the measurements it used to hold live in dated records under docs/decisions/, each listed in that
 * folder's README. The checkers are pure functions, and the rows at the end show each one catching a fault.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, globSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_IDS } from '../../src/engine/ids.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC = 'DEVELOPERS.md';
const DECISIONS = 'docs/decisions';
const MAX_BYTES = 10_240;

/** Paths a span may name that are not in the repository, and why. */
const NOT_IN_REPO: readonly (readonly [prefix: string, why: string])[] = [
  ['node_modules/', 'installed by npm'],
  ['dist/', 'written by the build'],
  ['shared/', 'the seeds beside the repository, which no test reads'],
];

/**
 * Paths the doc names that land with another engineer's branch. Each row must still be missing here; once its
 * branch is merged the path exists and its row fails, saying to delete it, so this list empties itself.
 */
const PENDING: readonly (readonly [path: string, branch: string])[] = [];

const FILE_NAME = /^[\w.@-]+\.(?:ts|tsx|astro|mjs|js|json|css|md|mdx)$/u;
const SKIPPED_DIRS = new Set(['.git', '.astro', 'node_modules', 'dist', 'test-results', 'playwright-report', 'blob-report', '.cache']);

/** The names of every file in the repository (build output and installed packages left out). */
function fileNames(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) fileNames(join(dir, entry.name), into);
    } else into.add(entry.name);
  }
  return into;
}

/** Every `code span` on one line of a Markdown text. */
export const codeSpans = (markdown: string): string[] => [...markdown.matchAll(/`([^`\n]+)`/gu)].map((m) => m[1] ?? '');

/** Whether a code span names a path in the repository: a relative path with a slash, or a bare file name. */
export function isRepoPath(span: string): boolean {
  if (/\s/u.test(span) || span.startsWith('/')) return false;
  if (NOT_IN_REPO.some(([prefix]) => span.startsWith(prefix))) return false;
  return span.includes('/') || FILE_NAME.test(span);
}

/** The repository paths a code span names: itself, or in a command (`node tests/x.ts --write`) its words with a slash. */
export const pathsIn = (span: string): string[] =>
  (/\s/u.test(span) ? span.split(/\s+/u).filter((word) => word.includes('/')) : [span]).filter(isRepoPath);

/**
 * The repository paths named in `markdown`'s code spans that do not exist under `root`. `names` holds every
 * file name in the repository, for bare names; `pending` the paths allowed to be missing.
 */
export function missingPaths(markdown: string, root: string, names: ReadonlySet<string>, pending: ReadonlySet<string>): string[] {
  const missing = new Set<string>();
  for (const span of codeSpans(markdown).flatMap(pathsIn)) {
    if (pending.has(span)) continue;
    const expanded = span.includes('<id>') ? GAME_IDS.map((id) => span.replaceAll('<id>', id)) : [span];
    for (const path of expanded) {
      const found = !path.includes('/')
        ? names.has(path)
        : path.includes('*')
          ? globSync(path, { cwd: root }).length > 0
          : existsSync(join(root, path));
      if (!found) missing.add(path);
    }
  }
  return [...missing];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/gu, '-');

/** The relative links of `markdown` (in file `from`, relative to `root`) whose file or `#anchor` is not there. */
export function brokenLinks(markdown: string, from: string, root: string): string[] {
  const broken: string[] = [];
  for (const [, target = ''] of markdown.matchAll(/\]\(([^)\s]+)\)/gu)) {
    if (/^[a-z]+:/iu.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const path = file === '' ? from : normalize(join(dirname(from), file));
    if (!existsSync(join(root, path))) {
      broken.push(target);
      continue;
    }
    if (anchor === undefined) continue;
    const headings = readFileSync(join(root, path), 'utf8').match(/^#{1,6} .+$/gmu) ?? [];
    if (!headings.some((h) => slug(h.replace(/^#+ /u, '')) === anchor)) broken.push(target);
  }
  return broken;
}

/** The records in `files` (file names in docs/decisions/) that `index` (its README) does not link to. */
export const unlisted = (files: readonly string[], index: string): string[] =>
  files.filter((f) => f !== 'README.md' && !index.includes(`](${f})`));

/** What a record lacks: a name `YYYY-MM-DD-topic.md`, a `Date:` line with that date, and its Context, Decision and Measurements. */
export function recordFaults(file: string, text: string): string[] {
  const date = /^(\d{4}-\d{2}-\d{2})-[a-z0-9-]+\.md$/u.exec(file)?.[1];
  if (date === undefined) return [`${file}: name is not YYYY-MM-DD-topic.md`];
  const faults: string[] = [];
  if (!new RegExp(`^Date: ${date}\\b`, 'mu').test(text)) faults.push(`${file}: no "Date: ${date}" line`);
  for (const section of ['Context', 'Decision', 'Measurements'])
    if (!new RegExp(`^## ${section}$`, 'mu').test(text)) faults.push(`${file}: no "## ${section}" section`);
  return faults;
}

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const records = (): string[] => readdirSync(join(ROOT, DECISIONS)).filter((f) => f.endsWith('.md'));
const NAMES = fileNames(ROOT);
const PENDING_PATHS = new Set(PENDING.map(([path]) => path));

const CHECKS: readonly (readonly [name: string, problems: () => readonly unknown[]])[] = [
  [
    `${DOC} is at most ${MAX_BYTES} bytes`,
    () => {
      const size = statSync(join(ROOT, DOC)).size;
      return size <= MAX_BYTES ? [] : [`${size} bytes`];
    },
  ],
  [`every repository path ${DOC} names in backticks exists`, () => missingPaths(read(DOC), ROOT, NAMES, PENDING_PATHS)],
  [`every link in ${DOC} resolves`, () => brokenLinks(read(DOC), DOC, ROOT)],
  [`every link in ${DECISIONS}/README.md resolves`, () => brokenLinks(read(`${DECISIONS}/README.md`), `${DECISIONS}/README.md`, ROOT)],
  [`every file in ${DECISIONS}/ is listed in its README`, () => unlisted(records(), read(`${DECISIONS}/README.md`))],
  [
    `every record in ${DECISIONS}/ has its date, context, decision and measurements`,
    () => records().flatMap((f) => (f === 'README.md' ? [] : recordFaults(f, read(`${DECISIONS}/${f}`)))),
  ],
  ...PENDING.map(
    ([path, branch]) =>
      [
        `pending path ${path} (${branch}) is still missing; once it exists, delete its row from PENDING`,
        () => (isRepoPath(path) && missingPaths(`\`${path}\``, ROOT, NAMES, new Set()).length === 0 ? [`${path} exists`] : []),
      ] as const,
  ),
];

for (const [name, problems] of CHECKS) test(name, () => assert.deepEqual(problems(), []));

/** Each checker catches what it is for: a row per fault, and rows that must pass. */
const CAUGHT: readonly (readonly [name: string, found: () => readonly string[], expected: readonly string[]])[] = [
  ['a missing path', () => missingPaths('see `src/engine/nope.ts`', ROOT, NAMES, new Set()), ['src/engine/nope.ts']],
  ['a path that exists', () => missingPaths('`src/engine/ids.ts` and `tests/site/`', ROOT, NAMES, new Set()), []],
  [
    'a file missing from one game',
    () => missingPaths('`src/engine/games/<id>/rules.ts`, `src/engine/games/<id>/endings.ts`', ROOT, NAMES, new Set()),
    GAME_IDS.filter((id) => id !== 'bluff-n-peg').map((id) => `src/engine/games/${id}/endings.ts`),
  ],
  ['a glob that matches nothing', () => missingPaths('`tests/unit/*-nope.test.ts`', ROOT, NAMES, new Set()), ['tests/unit/*-nope.test.ts']],
  ['a glob that matches', () => missingPaths('`tests/unit/*-url.test.ts`', ROOT, NAMES, new Set()), []],
  [
    'a path inside a command',
    () => missingPaths('`node tests/engine/nope.ts --write` `node tests/engine/cli-run.ts`', ROOT, NAMES, new Set()),
    ['tests/engine/nope.ts'],
  ],
  ['a bare file name found nowhere', () => missingPaths('`Nowhere.tsx`', ROOT, NAMES, new Set()), ['Nowhere.tsx']],
  ['a bare file name found somewhere', () => missingPaths('`record-code.ts`', ROOT, NAMES, new Set()), []],
  ['a pending path', () => missingPaths('`src/later.ts`', ROOT, NAMES, new Set(['src/later.ts'])), []],
  [
    'code, site addresses and paths outside the repository',
    () =>
      missingPaths('`rules.apply(s, m)` `/search/` `/usr/bin/chromium` `node_modules/.bin` `shared/seeds/` `?q=`', ROOT, NAMES, new Set()),
    [],
  ],
  ['a link to a missing file', () => brokenLinks('[x](docs/nope.md)', DOC, ROOT), ['docs/nope.md']],
  ['a link to a missing anchor', () => brokenLinks('[x](README.md#no-such-heading)', DOC, ROOT), ['README.md#no-such-heading']],
  ['a link to a heading', () => brokenLinks('[x](README.md#quality-gates) [y](https://example.org/)', DOC, ROOT), []],
  ['an unlisted record', () => unlisted(['README.md', '2026-01-01-a.md', '2026-01-02-b.md'], '[a](2026-01-01-a.md)'), ['2026-01-02-b.md']],
  [
    'a record without its date',
    () => recordFaults('2026-01-01-a.md', '## Context\n## Decision\n## Measurements\n'),
    ['2026-01-01-a.md: no "Date: 2026-01-01" line'],
  ],
  [
    'a record without measurements',
    () => recordFaults('2026-01-01-a.md', 'Date: 2026-01-01\n## Context\n## Decision\n'),
    ['2026-01-01-a.md: no "## Measurements" section'],
  ],
  ['a record named without a date', () => recordFaults('timing.md', ''), ['timing.md: name is not YYYY-MM-DD-topic.md']],
];

for (const [name, found, expected] of CAUGHT) test(`the checker on ${name}`, () => assert.deepEqual(found(), expected));
