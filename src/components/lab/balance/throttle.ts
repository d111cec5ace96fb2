/**
 * The Balance Lab's progress bar is redrawn at most every PROGRESS_MS, with
 * the latest figures (`throttled` wraps the setter).
 * Workers report a few hundred times a run, and every redraw restyles and lays
 * out this long page on the main thread, which the workers share two cores
 * with: unthrottled, it took a third of a core (measured in Chromium).
 */
export const PROGRESS_MS = 200;
export function throttled<T>(
  show: (value: T) => void,
  ms = PROGRESS_MS,
): { readonly update: (value: T) => void; readonly stop: () => void } {
  let latest: T | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    update: (value) => {
      latest = value;
      timer ??= setTimeout(() => {
        timer = null;
        if (latest !== null) show(latest);
      }, ms);
    },
    // At the end of a run: nothing late redraws the bar over the results or the next run.
    stop: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
