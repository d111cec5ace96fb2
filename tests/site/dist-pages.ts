/*
 * Finds the built pages in dist/ (every **\/index.html plus 404.html), so the
 * quality gates cover new pages without editing any test. Pagefind's own
 * folder is skipped.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** URL path the page is served at, including the base: "/", "/games/peekaboo/", "/404.html". */
  path: string;
}

/** BASE_PATH normalised to "/" or "/sub/". */
export function basePath(raw: string | undefined = process.env.BASE_PATH): string {
  const trimmed = (raw ?? '/').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'pagefind') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** The URL path of an HTML file under distDir: dir/index.html -> dir/, other.html -> other.html. */
export function urlPathOf(distDir: string, file: string, base = basePath()): string {
  const rel = relative(distDir, file).split(sep).join('/');
  return base + (rel === 'index.html' ? '' : rel.replace(/(^|\/)index\.html$/, '$1'));
}

/** All pages: index.html files anywhere, and top-level 404.html. Sorted by path. */
export function listPages(distDir: string, base = basePath()): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const file of htmlFiles(distDir)) {
    const rel = relative(distDir, file).split(sep).join('/');
    if (rel.endsWith('index.html') || rel === '404.html') pages.push({ file, path: urlPathOf(distDir, file, base) });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
