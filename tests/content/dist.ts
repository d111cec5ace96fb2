/*
 * Shared by the content tests: where the built site is, and small helpers to
 * read a built page's sections as text. The tests run over dist/ after
 * `astro build` (DIST_DIR overrides the folder); they stop with a clear
 * message when there is no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DIST = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '../../dist'));

/** Throws a readable error when the site has not been built. */
export function requireDist(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No built site in ${DIST}: run "npx astro build" (or "npm run build") before "node --test tests/content/".`);
  }
}

/** The HTML of a built page by its path under the site, e.g. "games/peekaboo/" or "glossary/". */
export function readPage(path: string): string {
  requireDist();
  const file = join(DIST, path.replace(/^\/+/, ''), path.endsWith('.html') ? '' : 'index.html');
  if (!existsSync(file)) throw new Error(`Page not built: ${file}`);
  return readFileSync(file, 'utf8');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: "'",
  lsquo: "'",
  ldquo: '"',
  rdquo: '"',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  times: '×',
};

/** Visible-ish text of an HTML fragment: tags dropped, entities decoded, quotes straightened, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e.startsWith('#')) return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The <main> element's HTML (the page content without header and footer). */
export function mainOf(html: string): string {
  const start = html.search(/<main\b/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < 0) throw new Error('page has no <main>');
  return html.slice(start, end);
}

/**
 * The HTML of the section that starts at the heading with this id and runs to
 * the next heading of the same or a higher level. Null if there is no such heading.
 */
export function sectionHtml(html: string, id: string): string | null {
  const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const open = new RegExp(`<h([1-6])\\b[^>]*\\sid="${esc}"[^>]*>`).exec(html);
  if (!open) return null;
  const level = Number(open[1]);
  const rest = html.slice(open.index + open[0].length);
  const next = new RegExp(`<h[1-${level}]\\b`).exec(rest);
  return open[0] + (next ? rest.slice(0, next.index) : rest);
}

/** Ids of the h2 headings inside <main>, in order. */
export function h2Ids(html: string): string[] {
  return [...mainOf(html).matchAll(/<h2\b[^>]*\sid="([^"]+)"/g)].map((m) => m[1]!);
}
