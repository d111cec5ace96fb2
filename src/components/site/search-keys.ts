/**
 * "/" and Ctrl+K (Cmd+K on macOS; either works anywhere) open search from any page: they focus the
 * header's search box (the input marked data-search-box), or the page's own
 * search box on /search/, or go to /search/ when a page has neither. They
 * never fire while the reader is typing (a text input, textarea, select or
 * contenteditable has the focus). Escape in an empty search box leaves it,
 * back to where the focus was (a non-empty box is first cleared by the
 * browser, as type="search" does).
 *
 * The decisions are pure functions (tests/unit/search-keys.test.ts); `start`
 * wires them to the document. Where there is room (a wide screen with a
 * mouse), a <kbd>/</kbd> hint sits at the end of the header's empty search
 * box; it is added here, so a page without JavaScript never shows a shortcut
 * that would not work, and aria-keyshortcuts is set the same way.
 */

/** The parts of a KeyboardEvent the decision reads. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** The parts of the focused element the decision reads. */
export interface FocusTarget {
  readonly tagName: string;
  /** An <input>'s type, lower case ("text" when absent). */
  readonly type?: string;
  readonly isContentEditable: boolean;
}

/** Input types that take typed text: a key pressed in one of them is the reader's typing. */
const TEXT_INPUTS = /^(?:text|search|email|url|tel|password|number|date|datetime-local|month|week|time)$/u;

/** True when keys pressed in this element are the reader's typing (or choosing), not a shortcut. */
export function isTyping(target: FocusTarget | null): boolean {
  if (target === null) return false;
  const tag = target.tagName.toUpperCase();
  return (
    target.isContentEditable ||
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    (tag === 'INPUT' && TEXT_INPUTS.test((target.type ?? 'text').toLowerCase()))
  );
}

/**
 * True when the key press should open search: "/" with no Ctrl, Cmd or Alt
 * (Shift allowed: some keyboards need it for "/"), or K with one of Ctrl and
 * Cmd and no Alt; never while typing. Both Ctrl+K and Cmd+K count everywhere
 * (no platform sniffing: on Windows the system keeps Win+K for itself).
 */
export function opensSearch(press: KeyPress, target: FocusTarget | null): boolean {
  if (isTyping(target) || press.altKey) return false;
  if (press.key === '/') return !press.ctrlKey && !press.metaKey;
  return (press.key === 'k' || press.key === 'K') && press.ctrlKey !== press.metaKey;
}

/** The shortcuts as aria-keyshortcuts spells them. */
export const KEY_SHORTCUTS = '/ Control+K Meta+K';

export function start(): void {
  const box =
    document.querySelector<HTMLInputElement>('input[data-search-box]') ??
    document.querySelector<HTMLInputElement>('main form[role="search"] input[type="search"]');
  let cameFrom: HTMLElement | null = null;
  let openedMenu: HTMLDetailsElement | null = null;
  box?.setAttribute('aria-keyshortcuts', KEY_SHORTCUTS);
  if (box?.hasAttribute('data-search-box')) box.insertAdjacentHTML('afterend', '<kbd class="search-key" aria-hidden="true">/</kbd>');

  document.addEventListener('keydown', (event) => {
    const active = document.activeElement as HTMLElement | null;
    if (event.key === 'Escape' && box !== null && active === box) {
      if (box.value !== '') return; // the browser clears a search box first
      box.blur();
      if (openedMenu) openedMenu.open = false;
      cameFrom?.focus();
      cameFrom = openedMenu = null;
      return;
    }
    if (event.defaultPrevented || event.isComposing || !opensSearch(event, active)) return;
    event.preventDefault();
    if (box === null) {
      window.location.assign(`${import.meta.env.BASE_URL.replace(/\/?$/u, '/')}search/`);
      return;
    }
    cameFrom = active !== document.body && active?.isConnected ? active : null;
    // On a phone the header's box sits in the closed "Menu": open it first.
    const menu = box.closest('details');
    openedMenu = menu && !menu.open ? menu : null;
    if (menu) menu.open = true;
    box.focus();
    box.select();
  });
}
