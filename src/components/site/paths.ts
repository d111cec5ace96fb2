/**
 * Site-internal URLs. Every link and asset path goes through withBase() so the
 * built site works when deployed under a sub-folder (BASE_PATH, see README).
 * Paths are absolute (start with the base) so they also work from 404.html,
 * which a host serves at any missing address.
 */
export function withBase(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** True when `href` (from withBase) names the page at `pathname`. */
export function isCurrent(href: string, pathname: string): boolean {
  const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  return norm(href) === norm(pathname);
}
