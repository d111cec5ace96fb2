/**
 * Checks for values that arrive from outside the engine (a URL, a form, JSON,
 * another program). TypeScript types say nothing about such values, so every
 * exported function that takes outside input runs them through these first.
 * All of them accept any JavaScript value and never throw.
 */

/** A plain object (not null, not an array) whose fields may be read. */
export function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number from `min` to `max` (both finite), so a loop up to it ends. */
export function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Whether `value` is one of the strings in `list` (a const tuple of ids). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/**
 * A short, printable description of any value for an error message: text is
 * quoted and clipped, other values are named by kind. Never throws (unlike
 * `String(value)` on a symbol in a template, or on an object without a
 * prototype).
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return 'nothing';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object';
  }
}
