/** A whole-number input with its range: the draft is kept as typed, and only a value in range is passed on. */
import { useEffect, useState } from 'preact/hooks';
import '../../widgets/shared/option-field.css';

export interface NumberFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly disabled: boolean;
  readonly onChange: (value: number) => void;
}

export function NumberField({ id, label, value, min, max, disabled, onChange }: NumberFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setDraft(String(value));
    setBad(false);
  }, [value]);
  return (
    <div class="spec-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        disabled={disabled}
        aria-invalid={bad ? true : undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        onInput={(e) => {
          const text = e.currentTarget.value;
          setDraft(text);
          const n = Number(text);
          const ok = /^\d+$/u.test(text.trim()) && n >= min && n <= max;
          setBad(!ok);
          if (ok) onChange(n);
        }}
      />
      {bad ? (
        <span class="spec-error" id={`${id}-error`}>
          Use a whole number from {min.toLocaleString('en-US')} to {max.toLocaleString('en-US')}.
        </span>
      ) : null}
    </div>
  );
}
