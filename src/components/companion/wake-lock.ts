/**
 * Keeps the screen awake while a table is open (the Screen Wake Lock API). The browser drops the lock whenever the
 * page is hidden, so it is asked for again when the page is shown. Where the API is missing or refuses, nothing
 * breaks: the page says the screen may sleep.
 */
import { useEffect, useState } from 'preact/hooks';

export type WakeState = 'awake' | 'asleep' | 'unsupported';

type Sentinel = WakeLockSentinel;

/** The API, or null where the browser has none (the DOM types declare it always there). */
function api(): WakeLock | null {
  return 'wakeLock' in navigator ? navigator.wakeLock : null;
}

export function useWakeLock(active: boolean): WakeState {
  const [state, setState] = useState<WakeState>('asleep');
  useEffect(() => {
    const lock = api();
    if (lock === null) {
      setState('unsupported');
      return;
    }
    if (!active) return;
    let sentinel: Sentinel | null = null;
    let stopped = false;
    const acquire = (): void => {
      if (document.visibilityState !== 'visible' || (sentinel !== null && !sentinel.released)) return;
      lock.request('screen').then(
        (s) => {
          if (stopped) {
            void s.release();
            return;
          }
          sentinel = s;
          setState('awake');
          s.addEventListener('release', () => {
            if (!stopped) setState('asleep');
          });
        },
        () => setState('asleep'),
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      if (sentinel !== null) void sentinel.release();
      setState('asleep');
    };
  }, [active]);
  return state;
}

export function wakeWords(state: WakeState): string {
  switch (state) {
    case 'awake':
      return 'The screen stays on while this table is open.';
    case 'asleep':
      return 'The screen may go dark: this browser did not agree to keep it on.';
    case 'unsupported':
      return 'The screen may go dark: this browser cannot keep it on.';
  }
}
