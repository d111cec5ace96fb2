/**
 * One game option as a native control, drawn from its spec: a number input
 * (int), a checkbox (bool), a select (choice) or a text input of
 * comma-separated whole numbers (ints). Shared by the practice table's setup
 * and the Balance Lab's form, which keep the text and judge it themselves:
 * this draws the control, its help and, when `error` is set, the problem
 * named under the field (and the field marked invalid).
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
  const errorId = `${id}-error`;
  const bad = error !== '';
  const described = bad ? `${errorId} ${helpId}` : helpId;
  const help = (
    <small class="spec-help" id={helpId}>
      {spec.help}
    </small>
  );
  const errorLine = bad ? (
    <span class="spec-error" id={errorId}>
      {error}
    </span>
  ) : null;
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
        <div class="spec-field">
          {label}
          <input
            id={id}
            type={spec.kind === 'int' ? 'number' : 'text'}
            inputMode="numeric"
            min={spec.kind === 'int' ? spec.min : undefined}
            max={spec.kind === 'int' ? spec.max : undefined}
            step={spec.kind === 'int' ? 1 : undefined}
            spellcheck={spec.kind === 'ints' ? false : undefined}
            value={text}
            disabled={disabled}
            aria-invalid={bad ? true : undefined}
            aria-describedby={described}
            onInput={(e) => onText(e.currentTarget.value)}
          />
          {errorLine}
          {help}
        </div>
      );
  }
}
