/**
 * One option of the game as a native control, from its spec: a number input
 * (int), a checkbox (bool), a select (choice) or a text input of
 * comma-separated whole numbers (ints). What the reader types is kept as a
 * draft; only a value its spec accepts reaches the experiment, and a bad one
 * is named under the field.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatOptionValue, parseOptionValue, type OptionSpec } from '../../../engine/play/options.ts';

export interface OptionFieldProps {
  readonly spec: OptionSpec;
  readonly value: OptionSpec['default'];
  readonly onChange: (value: OptionSpec['default']) => void;
  readonly disabled: boolean;
}

export function OptionField({ spec, value, onChange, disabled }: OptionFieldProps) {
  const id = `bl-opt-${spec.name}`;
  const [draft, setDraft] = useState(formatOptionValue(value));
  const [error, setError] = useState('');
  useEffect(() => {
    setDraft(formatOptionValue(value));
    setError('');
  }, [formatOptionValue(value)]);
  const help = <span class="bl-help">{spec.help}</span>;
  const typed = (text: string): void => {
    setDraft(text);
    const parsed = parseOptionValue(spec, text);
    if (parsed.ok) {
      setError('');
      onChange(parsed.value);
    } else setError(parsed.error.message);
  };
  const errorId = `${id}-error`;
  const errorLine =
    error === '' ? null : (
      <span class="bl-field-error" id={errorId}>
        {error}
      </span>
    );
  switch (spec.kind) {
    case 'bool':
      return (
        <div class="bl-field bl-check">
          <input id={id} type="checkbox" checked={value === true} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
          <label for={id}>
            {spec.label}
            {help}
          </label>
        </div>
      );
    case 'choice':
      return (
        <div class="bl-field">
          <label for={id}>{spec.label}</label>
          <select id={id} value={String(value)} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
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
      return (
        <div class="bl-field">
          <label for={id}>{spec.label}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={spec.min}
            max={spec.max}
            step={1}
            value={draft}
            disabled={disabled}
            aria-invalid={error === '' ? undefined : true}
            aria-describedby={error === '' ? undefined : errorId}
            onInput={(e) => typed(e.currentTarget.value)}
          />
          {errorLine}
          {help}
        </div>
      );
    case 'ints':
      return (
        <div class="bl-field">
          <label for={id}>{spec.label}</label>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            spellcheck={false}
            value={draft}
            disabled={disabled}
            aria-invalid={error === '' ? undefined : true}
            aria-describedby={error === '' ? undefined : errorId}
            onInput={(e) => typed(e.currentTarget.value)}
          />
          {errorLine}
          {help}
        </div>
      );
  }
}
