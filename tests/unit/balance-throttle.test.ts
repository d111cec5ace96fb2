/**
 * The progress bar's throttle: at most one redraw per interval, always with
 * the latest figures, and nothing after stop (the end of a run).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { throttled } from '../../src/components/lab/balance/throttle.ts';

test('progress redraws: one per interval with the latest value, none after stop', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const shown: number[] = [];
  const bar = throttled<number>((v) => shown.push(v), 200);
  const rows: [string, () => void, number[]][] = [
    ['a burst of reports draws nothing at once', () => [1, 2, 3].forEach((v) => bar.update(v)), []],
    ['after the interval it draws once, the latest', () => t.mock.timers.tick(200), [3]],
    ['quiet: nothing more', () => t.mock.timers.tick(1000), [3]],
    [
      'one more report waits its interval',
      () => {
        bar.update(4);
        t.mock.timers.tick(199);
      },
      [3],
    ],
    ['then draws', () => t.mock.timers.tick(1), [3, 4]],
    [
      'a report then stop: never drawn',
      () => {
        bar.update(5);
        bar.stop();
        t.mock.timers.tick(1000);
      },
      [3, 4],
    ],
    [
      'after stop, a new report draws again',
      () => {
        bar.update(6);
        t.mock.timers.tick(200);
      },
      [3, 4, 6],
    ],
  ];
  for (const [name, act, want] of rows) {
    act();
    assert.deepEqual(shown, want, name);
  }
});
