/*
 * What `npm run build` may print: nothing a newcomer would read as a problem.
 * `logProblems` names each line of a build log that reads as a warning or an
 * error: Astro's `[WARN]`/`[ERROR]` lines, Vite's and Rolldown's `(!)` notes,
 * any line with the word "warning" or "error" (or their plurals), "deprecated",
 * and the boxes tools draw around advice (Pagefind's "use the Component UI
 * instead" came in one). Colour codes are ignored. scripts/build.ts runs it on
 * its own output and fails the build on any line it names;
 * tests/site/build-log.test.ts holds one row per kind of line.
 * No Node APIs here, only text in and lines out.
 */

/** Terminal colour and cursor codes (ESC [ ... letter), built from the escape character so no regex holds a control character. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'gu');

const ALARMS: readonly { readonly why: string; readonly test: RegExp }[] = [
  { why: 'a [WARN] or [ERROR] line', test: /\[(?:warn|warning|error)\]/iu },
  { why: 'a "(!)" note', test: /^\s*\(!\)/u },
  { why: 'the word "warning"', test: /\bwarn(?:ing)?s?\b/iu },
  { why: 'the word "error"', test: /\berrors?\b/iu },
  { why: 'the word "deprecated"', test: /\bdeprecat/iu },
  { why: 'a boxed notice', test: /^\s*[┌┐└┘│╭╮╰╯║╔╗╚╝]/u },
];

export interface LogProblem {
  /** 1-based line number in the log. */
  readonly line: number;
  readonly text: string;
  readonly why: string;
}

/** The lines of `log` that read as a warning or an error, each with the first reason found. */
export function logProblems(log: string): LogProblem[] {
  const problems: LogProblem[] = [];
  log.split(/\r?\n/u).forEach((raw, i) => {
    const text = raw.replace(ANSI, '');
    const alarm = ALARMS.find((a) => a.test.test(text));
    if (alarm) problems.push({ line: i + 1, text: text.trim(), why: alarm.why });
  });
  return problems;
}
