/** A whole-number input with its range: the draft is kept as typed, and only a value in range is passed on. */
import { useEffect, useState } from 'preact/hooks';
import { NumberEntry } from '../../widgets/shared/OptionSpecField.tsx';

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
    <NumberEntry
      id={id}
      label={label}
      help=""
      range={{ min, max }}
      text={draft}
      error={bad ? `Use a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.` : ''}
      disabled={disabled}
      onText={(text) => {
        setDraft(text);
        const n = Number(text);
        const ok = /^\d+$/u.test(text.trim()) && n >= min && n <= max;
        setBad(!ok);
        if (ok) onChange(n);
      }}
    />
  );
}
