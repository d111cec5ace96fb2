/**
 * One game option as a native control, drawn from its spec: a number input
 * (int), a checkbox (bool), a select (choice) or a text input of
 * comma-separated whole numbers (ints). Shared by the practice table's setup
 * and the Balance Lab's form, which keep the text and judge it themselves:
 * this draws the control, its help and, when `error` is set, the problem
 * named under the field (and the field marked invalid). Only number and list
 * fields can be wrong: a checkbox or a select offers only valid values.
 */
import type { OptionSpec } from '../../../engine/play/options.ts';
import './option-field.css';

export interface OptionSpecFieldProps {
  readonly spec: OptionSpec;
  /** The control's id; the help and the error line take it as a prefix. */
  readonly id: string;
  /** The value as text (formatOptionValue's form): "true"/"false" for a checkbox. */
  readonly text: string;
  /** What is wrong with the text, or '' when nothing is. */
  readonly error: string;
  readonly disabled: boolean;
  readonly onText: (text: string) => void;
}

export function OptionSpecField({ spec, id, text, error, disabled, onText }: OptionSpecFieldProps) {
  const helpId = `${id}-help`;
  const help = (
    <small class="spec-help" id={helpId}>
      {spec.help}
    </small>
  );
  const label = <label for={id}>{spec.label}</label>;
  switch (spec.kind) {
    case 'bool':
      return (
        <div class="spec-field spec-check">
          <input
            id={id}
            type="checkbox"
            checked={text === 'true'}
            disabled={disabled}
            aria-describedby={helpId}
            onChange={(e) => onText(String(e.currentTarget.checked))}
          />
          {label}
          {help}
        </div>
      );
    case 'choice':
      return (
        <div class="spec-field">
          {label}
          <select id={id} value={text} disabled={disabled} aria-describedby={helpId} onChange={(e) => onText(e.currentTarget.value)}>
            {spec.choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {help}
        </div>
      );
    case 'int':
    case 'ints':
      return (
        <NumberEntry
          id={id}
          label={spec.label}
          help={spec.help}
          range={spec.kind === 'int' ? spec : null}
          text={text}
          error={error}
          disabled={disabled}
          onText={onText}
        />
      );
  }
}

export interface NumberEntryProps {
  readonly id: string;
  readonly label: string;
  /** A line under the field, or '' for none. */
  readonly help: string;
  /** A whole number in this range (a number input), or null for a comma-separated list (a text input). */
  readonly range: { readonly min: number; readonly max: number } | null;
  readonly text: string;
  readonly error: string;
  readonly disabled: boolean;
  readonly onText: (text: string) => void;
}

/** A field for a whole number or a list of them, as typed, with the problem named under it: OptionSpecField's, and the Balance Lab's games and seed. */
export function NumberEntry({ id, label, help, range, text, error, disabled, onText }: NumberEntryProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const bad = error !== '';
  const described = [bad ? errorId : '', help === '' ? '' : helpId].filter((x) => x !== '').join(' ');
  return (
    <div class="spec-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type={range === null ? 'text' : 'number'}
        inputMode="numeric"
        min={range?.min}
        max={range?.max}
        step={range === null ? undefined : 1}
        spellcheck={range === null ? false : undefined}
        value={text}
        disabled={disabled}
        aria-invalid={bad ? true : undefined}
        aria-describedby={described === '' ? undefined : described}
        onInput={(e) => onText(e.currentTarget.value)}
      />
      {bad ? (
        <span class="spec-error" id={errorId}>
          {error}
        </span>
      ) : null}
      {help === '' ? null : (
        <small class="spec-help" id={helpId}>
          {help}
        </small>
      )}
    </div>
  );
}
