/*
 * What the e2e specs' own scripts leave on a page's window, so a spec reads
 * `window.__csp` with its type instead of casting `window`. Every field is
 * optional: a page has none of them unless a spec's init script (or a
 * planted payload it checks for) put it there, and the site never reads them.
 */
export {};

declare global {
  interface Window {
    /** csp.spec.ts: every CSP violation the page reported, as text (its RECORD_VIOLATIONS init script). */
    __csp?: string[];
    /** csp.spec.ts: set by the inline script it injects, which the policy must refuse. */
    __injected?: boolean;
    /** widget-*.spec.ts: set by markup planted in a URL parameter, which must never run. */
    __pwned?: number;
    /** lab.spec.ts: messages posted to the Lab's counting worker. */
    __posts?: number;
    /** lab.spec.ts: every text the Lab's status line took. */
    __said?: string[];
    /** search-start.spec.ts: the URL of every history.replaceState call. */
    __replaced?: string[];
    /** search-start.spec.ts: the elements each layout shift moved. */
    __moved?: string[];
  }
}
