/**
 * "/" and Ctrl+K (Cmd+K on macOS) open search from any page: they focus the
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

/** Input types that do not take typed text: a "/" pressed on them is not typing. */
const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** True when keys pressed in this element are the reader's typing (or choosing), not a shortcut. */
export function isTyping(target: FocusTarget | null): boolean {
  if (target === null) return false;
  if (target.isContentEditable) return true;
  switch (target.tagName.toUpperCase()) {
    case 'TEXTAREA':
    case 'SELECT':
      return true;
    case 'INPUT':
      return !NOT_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
    default:
      return false;
  }
}

/**
 * True when the key press should open search: "/" with no Ctrl, Cmd or Alt
 * (Shift allowed: some keyboards need it for "/"), or K with Ctrl (Cmd on
 * macOS) and no Alt; never while typing.
 */
export function opensSearch(press: KeyPress, mac: boolean, target: FocusTarget | null): boolean {
  if (isTyping(target) || press.altKey) return false;
  if (press.key === '/') return !press.ctrlKey && !press.metaKey;
  if (press.key === 'k' || press.key === 'K') return mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  return false;
}

/** The shortcut as aria-keyshortcuts spells it. */
export function keyShortcuts(mac: boolean): string {
  return mac ? '/ Meta+K' : '/ Control+K';
}

function isMac(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return /mac|iphone|ipad/iu.test(data?.platform ?? navigator.platform);
}

function searchBox(): HTMLInputElement | null {
  return (
    document.querySelector<HTMLInputElement>('input[data-search-box]') ??
    document.querySelector<HTMLInputElement>('main form[role="search"] input[type="search"]')
  );
}

function focusTarget(el: Element | null): FocusTarget | null {
  if (el === null) return null;
  return {
    tagName: el.tagName,
    ...(el instanceof HTMLInputElement ? { type: el.type } : {}),
    isContentEditable: el instanceof HTMLElement && el.isContentEditable,
  };
}

export function start(): void {
  const mac = isMac();
  let cameFrom: HTMLElement | null = null;
  let openedMenu: HTMLDetailsElement | null = null;

  const box = searchBox();
  if (box !== null) {
    box.setAttribute('aria-keyshortcuts', keyShortcuts(mac));
    if (box.hasAttribute('data-search-box')) {
      const hint = document.createElement('kbd');
      hint.className = 'search-key';
      hint.setAttribute('aria-hidden', 'true');
      hint.textContent = '/';
      box.insertAdjacentElement('afterend', hint);
    }
  }

  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    const active = document.activeElement;
    const box = searchBox();
    if (event.key === 'Escape' && box !== null && active === box) {
      if (box.value !== '') return; // the browser clears a search box first
      box.blur();
      if (openedMenu !== null) openedMenu.open = false;
      if (cameFrom !== null && cameFrom.isConnected) cameFrom.focus();
      cameFrom = null;
      openedMenu = null;
      return;
    }
    if (!opensSearch(event, mac, focusTarget(active))) return;
    event.preventDefault();
    if (box === null) {
      window.location.assign(`${import.meta.env.BASE_URL.replace(/\/?$/u, '/')}search/`);
      return;
    }
    cameFrom = active instanceof HTMLElement && active !== document.body ? active : null;
    // On a phone the header's box sits in the closed "Menu": open it first.
    const menu = box.closest('details');
    openedMenu = menu !== null && !menu.open ? menu : null;
    if (menu !== null) menu.open = true;
    box.focus();
    box.select();
  });
}
