/*
 * Checks every internal link, asset reference and #fragment in a built site.
 *
 * For each HTML file under distDir it reads href/src/srcset/action/poster
 * attributes (outside <script>/<style>/comments), resolves them against the
 * page's URL (with the base path), and checks that the target file exists and,
 * for #fragments, that the target HTML has that id (or <a name>).
 * Absolute URLs on the site's own origin (siteUrl) count as internal.
 * Other http(s) URLs are external: as links (<a href>) they are only listed;
 * as resources the browser would fetch (img/script/link/... src or href)
 * they are errors, since the site must not request another host.
 * 404.html is served at any missing address, so its links must be
 * base-absolute (start with "/"); relative ones are reported.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listPages, basePath } from './dist-pages.ts';

export interface Problem {
  page: string;
  url: string;
  reason: string;
}
export interface LinkReport {
  pages: number;
  /** Internal references checked (links + assets), fragments included. */
  checked: number;
  /** Of those, how many had a #fragment that was checked. */
  fragments: number;
  problems: Problem[];
  /** External <a href> links: allowed, listed for review. */
  externalLinks: { page: string; url: string }[];
}

interface Ref {
  tag: string;
  attr: string;
  value: string;
  rel: string;
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'poster', 'srcset', 'formaction', 'data']);
/** <link rel=...> values that only name a URL and make the browser fetch nothing. */
const NON_FETCH_REL = /\b(canonical|alternate|author|license|help|me|next|prev|search)\b/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Tags with their attributes, skipping comments and the bodies of script/style/template-free raw text. */
export function parseTags(html: string): { tag: string; attrs: Map<string, string> }[] {
  const out: { tag: string; attrs: Map<string, string> }[] = [];
  const stripped = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  const tagRe = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
  const attrRe = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const m of stripped.matchAll(tagRe)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(attrRe)) {
      attrs.set(a[1]!.toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''));
    }
    out.push({ tag: m[1]!.toLowerCase(), attrs });
  }
  return out;
}

function refsOf(html: string): { refs: Ref[]; ids: Set<string> } {
  const refs: Ref[] = [];
  const ids = new Set<string>();
  for (const { tag, attrs } of parseTags(html)) {
    const id = attrs.get('id');
    if (id) ids.add(id);
    if (tag === 'a' && attrs.get('name')) ids.add(attrs.get('name')!);
    for (const [attr, value] of attrs) {
      if (!URL_ATTRS.has(attr) || (attr === 'data' && tag !== 'object')) continue;
      const rel = attrs.get('rel') ?? '';
      if (attr === 'srcset') {
        for (const part of value.split(',')) {
          const url = part.trim().split(/\s+/)[0];
          if (url) refs.push({ tag, attr, value: url, rel });
        }
      } else {
        refs.push({ tag, attr, value: value.trim(), rel });
      }
    }
  }
  return { refs, ids };
}

/** A navigation link (may point anywhere) rather than a resource the browser fetches. */
function isNavigation(ref: Ref): boolean {
  if (ref.tag === 'a' || ref.tag === 'area' || ref.tag === 'form' || ref.attr === 'formaction') return true;
  return ref.tag === 'link' && NON_FETCH_REL.test(ref.rel);
}

export function checkSite(distDir: string, opts: { base?: string; siteUrl?: string } = {}): LinkReport {
  const base = basePath(opts.base ?? process.env.BASE_PATH);
  const siteOrigin = new URL(opts.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:4321').origin;
  const pages = listPages(distDir, base);
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idCache.get(file);
    if (!ids) idCache.set(file, (ids = refsOf(readFileSync(file, 'utf8')).ids));
    return ids;
  };

  /** The file a site path maps to, the way a static host (and scripts/serve.mjs) serves it. */
  const fileFor = (pathname: string): string | null => {
    if (!pathname.startsWith(base)) return null;
    const rel = decodeURIComponent(pathname.slice(base.length));
    const candidates =
      rel === '' || rel.endsWith('/') ? [join(distDir, rel, 'index.html')] : [join(distDir, rel), join(distDir, rel, 'index.html')];
    return candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
  };

  const report: LinkReport = { pages: pages.length, checked: 0, fragments: 0, problems: [], externalLinks: [] };
  for (const page of pages) {
    const { refs } = refsOf(readFileSync(page.file, 'utf8'));
    const is404 = page.path === `${base}404.html`;
    const pageUrl = new URL(page.path, siteOrigin);
    for (const ref of refs) {
      const raw = ref.value;
      if (raw === '' || /^(mailto|tel|javascript|data|blob):/i.test(raw)) continue;
      let url: URL;
      try {
        url = new URL(raw, pageUrl);
      } catch {
        report.problems.push({ page: page.path, url: raw, reason: 'unparseable URL' });
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      if (url.origin !== siteOrigin) {
        if (isNavigation(ref)) report.externalLinks.push({ page: page.path, url: raw });
        else report.problems.push({ page: page.path, url: raw, reason: `<${ref.tag} ${ref.attr}> loads from another host` });
        continue;
      }
      if (is404 && !/^(\/|#|[a-z]+:)/i.test(raw)) {
        report.problems.push({ page: page.path, url: raw, reason: 'relative link in 404.html (served at any address)' });
      }
      report.checked++;
      const target = fileFor(url.pathname);
      if (!target) {
        report.problems.push({ page: page.path, url: raw, reason: `no file for ${url.pathname}` });
        continue;
      }
      if (url.hash.length > 1) {
        report.fragments++;
        const id = decodeURIComponent(url.hash.slice(1));
        if (!target.endsWith('.html')) {
          report.problems.push({ page: page.path, url: raw, reason: `#${id} on a non-HTML target` });
        } else if (!idsOf(target).has(id)) {
          report.problems.push({ page: page.path, url: raw, reason: `no id "${id}" in ${url.pathname}` });
        }
      }
    }
  }
  return report;
}
