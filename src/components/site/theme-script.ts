/*
 * The site's only inline JavaScript on widget-free pages (the e2e JS budget
 * checks it stays under 1 KB). ThemeScript.astro writes it into <head> so the
 * saved theme is set before first paint (no flash); it reveals the toggle
 * (hidden without JS, when the system theme simply applies) and keeps its
 * aria-pressed in sync. It is a string, not a module, because the page's
 * Content-Security-Policy allows it by the hash of these exact characters.
 */
export const THEME_SCRIPT = `(function () {
  var d = document.documentElement,
    k = 'showdown-theme',
    m = matchMedia('(prefers-color-scheme: dark)'),
    t;
  try {
    t = localStorage.getItem(k);
  } catch (e) {}
  if (t === 'light' || t === 'dark') d.dataset.theme = t;
  d.classList.add('js');
  function dark() {
    return (d.dataset.theme || (m.matches ? 'dark' : 'light')) === 'dark';
  }
  function sync() {
    var b = document.getElementById('theme-toggle');
    if (b) b.setAttribute('aria-pressed', String(dark()));
  }
  document.addEventListener('DOMContentLoaded', sync);
  m.addEventListener('change', sync);
  document.addEventListener('click', function (e) {
    if (!(e.target instanceof Element) || !e.target.closest('#theme-toggle')) return;
    d.dataset.theme = dark() ? 'light' : 'dark';
    try {
      localStorage.setItem(k, d.dataset.theme);
    } catch (e) {}
    sync();
  });
})();`;
