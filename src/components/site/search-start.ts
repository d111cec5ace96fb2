/**
 * What the search page shows before anything is typed: suggested searches for
 * each of Showdown's three kinds of reader, and quick links to the tools.
 *
 * The suggestions are the one list typed here; tests/e2e/search-start.spec.ts
 * checks in Chromium that every one of them finds something. The tools' links
 * carry their pages' own titles and descriptions, read at build time from the
 * attributes each page gives <Base> (see `pageMeta`), so a renamed page
 * renames its link.
 * No DOM and no Astro APIs here: tests/unit/search-start.test.ts runs it under Node.
 */

/** Suggested searches, one group per kind of reader, each query a real search of the built site. */
export const SEARCH_SUGGESTIONS = [
  { id: 'learn', reader: 'New to a game', queries: ['setup', 'peekaboo card', 'peekers', 'nuke', 'wild space', 'double or fold'] },
  { id: 'settle', reader: 'Settling a hand', queries: ['ace low', 'jokers', 'kicker', 'ties', 'five of a kind'] },
  { id: 'design', reader: 'Designing a variant', queries: ['odds', 'inversion', 'deuces wild', 'typical game', 'first seat'] },
] as const;

/** The tool pages linked from the empty search page, as routes under the site base, in the order shown. */
export const TOOL_ROUTES = ['judge/', 'compare/', 'lab/', 'lab/game/', 'glossary/'] as const;

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export type PageMetaResult = { ok: true; meta: PageMeta } | { ok: false; error: string };

/**
 * The title and description a page gives its layout, read from the page's
 * source: the `title="…"` and `description="…"` attributes of its `<Base …>`
 * tag (after the frontmatter). Only plain strings count; an `attr={…}`
 * expression, a missing or empty attribute, or no <Base> tag is an error
 * naming what was found.
 */
export function pageMeta(source: string): PageMetaResult {
  const tag = /<Base\b[^>]*>/u.exec(source.replace(/^---[\s\S]*?\n---/u, ''));
  if (!tag) return { ok: false, error: 'no <Base …> tag' };
  const read = (name: string): { ok: true; value: string } | { ok: false; error: string } => {
    const attr = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|(\\{))`, 'u').exec(tag[0]);
    if (!attr) return { ok: false, error: `<Base> has no ${name} attribute` };
    if (attr[3] !== undefined) return { ok: false, error: `<Base ${name}={…}> is an expression, not a plain string` };
    const value = (attr[1] ?? attr[2] ?? '').replace(/\s+/gu, ' ').trim();
    return value === '' ? { ok: false, error: `<Base ${name}=""> is empty` } : { ok: true, value };
  };
  const title = read('title');
  if (!title.ok) return title;
  const description = read('description');
  if (!description.ok) return description;
  return { ok: true, meta: { title: title.value, description: description.value } };
}

/** The route (under the site base) of a page file given as a path from src/pages: './lab/game.astro' -> 'lab/game/'. */
export function routeOf(file: string): string {
  const path = file
    .replace(/^\.?\//u, '')
    .replace(/\.astro$/u, '')
    .replace(/(?:^|\/)index$/u, '');
  return path === '' ? '' : `${path}/`;
}

export interface ToolLink extends PageMeta {
  readonly route: string;
}

/**
 * The tool links in TOOL_ROUTES order, from the pages' sources keyed by file
 * path (as `import.meta.glob` gives them). A route with no page, or a page
 * whose title cannot be read, is an error listing every such route.
 */
export function toolLinks(
  sources: Readonly<Record<string, string>>,
  routes: readonly string[] = TOOL_ROUTES,
): { ok: true; links: ToolLink[] } | { ok: false; error: string } {
  const byRoute = new Map(Object.entries(sources).map(([file, source]) => [routeOf(file), source]));
  const links: ToolLink[] = [];
  const errors: string[] = [];
  for (const route of routes) {
    const source = byRoute.get(route);
    if (source === undefined) {
      errors.push(`${route}: no page`);
      continue;
    }
    const meta = pageMeta(source);
    if (meta.ok) links.push({ route, ...meta.meta });
    else errors.push(`${route}: ${meta.error}`);
  }
  return errors.length ? { ok: false, error: `Search page quick links: ${errors.join('; ')}` } : { ok: true, links };
}
