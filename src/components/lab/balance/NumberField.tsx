/** A whole-number input with its range: the draft is kept as typed, and only a value in range is passed on. */
import { useEffect, useState } from 'preact/hooks';
import { numberError } from './number-error.ts';
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
  const [error, setError] = useState('');
  useEffect(() => {
    setDraft(String(value));
    setError('');
  }, [value]);
  return (
    <NumberEntry
      id={id}
      label={label}
      help=""
      range={{ min, max }}
      text={draft}
      error={error}
      disabled={disabled}
      onText={(text) => {
        setDraft(text);
        const problem = numberError(text, min, max);
        setError(problem);
        if (problem === '') onChange(Number(text));
      }}
    />
  );
}
