/**
 * One error type and one result shape for the whole engine. Errors are
 * values, never thrown: a `code` for programs (each area lists its codes as
 * a const tuple, e.g. `PARSE_ERROR_CODES`), a `message` for players, and,
 * where the input came as a form, the `field` it belongs to and the `index`
 * of the hand or event, so a widget can put the message beside that input.
 */

/**
 * The inputs an error can point at. `hand`, `event` and `ballot` come with an `index` (0-based); so do a table
 * companion's `player` (the seat) and `step` (its place in a reported hand's folds and doubles), and `winners` is
 * the list of a hand's winners.
 */
export const ERROR_FIELDS = [
  'request',
  'game',
  'labels',
  'hands',
  'hand',
  'board',
  'event',
  'ballot',
  'winners',
  'player',
  'step',
] as const;
export type ErrorField = (typeof ERROR_FIELDS)[number];

export interface EngineError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly field?: ErrorField;
  readonly index?: number;
}

export type Result<T, E = EngineError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Where an error belongs: a field, and which of its entries. */
export interface ErrorPlace {
  readonly field: ErrorField;
  readonly index?: number;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** An error value, optionally placed on a field. */
export const fail = <C extends string>(
  code: C,
  message: string,
  place?: ErrorPlace,
): { readonly ok: false; readonly error: EngineError<C> } => ({
  ok: false,
  error: place === undefined ? { code, message } : { code, message, ...place },
});

/** The same error, placed on a field (an error already placed keeps its place). */
export const placed = <C extends string>(error: EngineError<C>, place: ErrorPlace): EngineError<C> =>
  error.field === undefined ? { ...error, ...place } : error;
