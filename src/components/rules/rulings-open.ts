/**
 * Opens the folded ruling a link names (<details id="ruling-…">, Rulings.astro):
 * on load when the address has its fragment, on hashchange, and when a link
 * to it on the same page is followed, even one to the ruling already in the
 * address (which fires no hashchange). Any <details> holding the target is
 * opened too. Without this script the link still lands on the ruling's
 * summary, which shows its short answer.
 *
 * An address with a query (a widget's state, shared) opens the folded "Try it"
 * tools (TryIt.astro), so the shared state is seen on a phone.
 */
function open(id: string): void {
  if (id === '') return;
  const target = document.getElementById(id);
  if (target === null) return;
  for (let el: Element | null = target; el !== null; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement) el.open = true;
  }
}

function fragment(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/u, ''));
  } catch {
    return ''; // a malformed %-escape names nothing
  }
}

export function start(): void {
  if (window.location.search !== '') {
    for (const fold of document.querySelectorAll<HTMLDetailsElement>('details[data-try-it]')) fold.open = true;
  }
  open(fragment(window.location.hash));
  window.addEventListener('hashchange', () => open(fragment(window.location.hash)));
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (link instanceof HTMLAnchorElement) open(fragment(link.hash));
  });
}
