/**
 * Registers the service worker that keeps the whole site for offline use (dist/sw.js, written by
 * scripts/offline.ts), and says when a new build is ready: once a new worker has installed while an
 * older one controls the page, the status line OfflineUpdate.astro renders (hidden until then) is
 * shown, with its Reload button. The button tells the waiting worker to take over (Workbox's
 * SKIP_WAITING message), and the page reloads when it has.
 *
 * Every page loads this file (tests/e2e/budget.spec.ts holds it under 1 KB gzipped), so the words
 * and the button are in the HTML, not here. Nothing happens without service workers (an old
 * browser, an insecure origin) or in `astro dev`; a refused registration is silent, since every page
 * still works online. tests/e2e/offline.spec.ts runs it against a changed build.
 */

export function start(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const region = document.getElementById('offline-update');
  if (!import.meta.env.PROD || !container || !region) return;
  let waiting: ServiceWorker | undefined;
  // Handler properties, not addEventListener: this script owns these handlers, and every byte is on every page.
  // The new worker takes over every tab at once (Workbox's clientsClaim), so each tab that offered the update
  // reloads then, whichever tab's button was pressed; the first worker's arrival reloads nothing.
  container.oncontrollerchange = () => waiting && location.reload();
  // Workbox's generated worker takes this message as "stop waiting and take over now".
  (region.querySelector('button') as HTMLButtonElement).onclick = () => waiting?.postMessage({ type: 'SKIP_WAITING' });
  const watch = (worker: ServiceWorker | null | undefined): void => {
    // A new build is ready when its worker has installed while an older one controls this page.
    const show = (): void => {
      if (worker?.state !== 'installed' || !container.controller) return;
      waiting = worker;
      (region.firstElementChild as HTMLElement).hidden = false;
    };
    show();
    if (worker) worker.onstatechange = show;
  };
  // The scope is sw.js's folder: the site's base (BASE_PATH). A refusal is silent: the site works online without it.
  container.register(region.dataset['sw'] as string).then(
    // Playwright's serviceWorkers: 'block' makes register() resolve with nothing (playwright.config.ts).
    (registration?: ServiceWorkerRegistration) => {
      watch(registration?.waiting);
      if (registration) registration.onupdatefound = () => watch(registration.installing);
    },
    () => 0,
  );
}
