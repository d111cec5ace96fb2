/**
 * The parts every game's "new table" form shares (each game's Companion.tsx `SetupForm`): the table's name, the
 * players' names in seat order, and the end of the form (the engine's message, Start and Cancel). The checks are the
 * engine's (record.ts `checkTableName`, companion/setup.ts `parseNames`, run by the shell when the form is sent):
 * these only draw the fields.
 */
import type { ComponentChildren } from 'preact';
import { MAX_PLAYER_NAME } from '../../engine/companion/setup.ts';
import { MAX_NAME } from '../../engine/companion/record.ts';

export function TableNameField({ idPrefix, value, onInput }: { idPrefix: string; value: string; onInput: (name: string) => void }) {
  return (
    <div class="cmp-field">
      <label for={`${idPrefix}-name`}>Name of the table</label>
      <input id={`${idPrefix}-name`} type="text" maxLength={MAX_NAME} value={value} onInput={(e) => onInput(e.currentTarget.value)} />
    </div>
  );
}

interface PlayerNamesProps {
  readonly idPrefix: string;
  /** The fieldset's legend: the seat order, and how many may play. */
  readonly legend: ComponentChildren;
  readonly names: readonly string[];
  readonly onChange: (names: string[]) => void;
  /** With `min` equal to `max` the count is fixed: no Add or Remove buttons. */
  readonly min: number;
  readonly max: number;
}

export function PlayerNamesField({ idPrefix, legend, names, onChange, min, max }: PlayerNamesProps) {
  return (
    <fieldset class="w-plain">
      <legend>{legend}</legend>
      {names.map((n, i) => (
        <div class="cmp-row cmp-player" key={i}>
          <label for={`${idPrefix}-p${i}`}>Player {i + 1}</label>
          <input
            id={`${idPrefix}-p${i}`}
            type="text"
            maxLength={MAX_PLAYER_NAME}
            value={n}
            onInput={(e) => {
              const text = e.currentTarget.value;
              onChange(names.map((x, j) => (j === i ? text : x)));
            }}
          />
          {names.length > min && (
            <button type="button" aria-label={`Remove player ${i + 1}`} onClick={() => onChange(names.filter((_, j) => j !== i))}>
              Remove
            </button>
          )}
        </div>
      ))}
      {names.length < max && (
        <button type="button" onClick={() => onChange([...names, `Player ${names.length + 1}`])}>
          Add a player
        </button>
      )}
    </fieldset>
  );
}

/** The form's last lines: the engine's message when the table could not be made, Start, and Cancel where there is a table to go back to. */
export function SetupEnd({ error, onCancel }: { error: string | null; onCancel: (() => void) | null }) {
  return (
    <>
      {error !== null && (
        <p class="w-error" role="alert">
          {error}
        </p>
      )}
      <div class="cmp-row">
        <button type="submit" class="cmp-main">
          Start the table
        </button>
        {onCancel !== null && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}

interface NumberSettingProps {
  readonly idPrefix: string;
  /** The option's name (its field's id). */
  readonly name: string;
  /** The option spec's words and range (play/options.ts `int` specs). */
  readonly spec: { readonly label: string; readonly help: string; readonly min: number; readonly max: number };
  readonly value: string;
  readonly onInput: (text: string) => void;
}

/** One whole-number option of a new table, as typed: the companion's parseSetup checks it when the form is sent. */
export function NumberSettingField({ idPrefix, name, spec, value, onInput }: NumberSettingProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div class="cmp-field">
      <label for={id}>{spec.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={spec.min}
        max={spec.max}
        value={value}
        aria-describedby={`${id}-help`}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <span id={`${id}-help`} class="w-hint">
        {spec.help}
      </span>
    </div>
  );
}
