/*
 * The canonical address of a page: only when the build knows the site's origin
 * (SITE_URL, which astro.config.mjs passes as `site`). A default build has no
 * origin, so its pages carry no canonical link rather than one to localhost.
 */
export function canonicalUrl(site: URL | undefined, pathname: string): string | undefined {
  return site === undefined ? undefined : new URL(pathname, site).href;
}
