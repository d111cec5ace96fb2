/**
 * One option of the experiment (OptionSpecField's control). What the reader
 * types is kept as a draft; only a value its spec accepts reaches the
 * experiment, and a bad one is named under the field as it is typed.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatOptionValue, parseOptionValue, type OptionSpec } from '../../../engine/play/options.ts';
import { OptionSpecField } from '../../widgets/shared/OptionSpecField.tsx';

export interface OptionFieldProps {
  readonly spec: OptionSpec;
  readonly value: OptionSpec['default'];
  readonly onChange: (value: OptionSpec['default']) => void;
  readonly disabled: boolean;
}

export function OptionField({ spec, value, onChange, disabled }: OptionFieldProps) {
  const [draft, setDraft] = useState(formatOptionValue(value));
  const [error, setError] = useState('');
  useEffect(() => {
    setDraft(formatOptionValue(value));
    setError('');
  }, [formatOptionValue(value)]);
  const typed = (text: string): void => {
    setDraft(text);
    const parsed = parseOptionValue(spec, text);
    if (parsed.ok) {
      setError('');
      onChange(parsed.value);
    } else setError(parsed.error.message);
  };
  return <OptionSpecField spec={spec} id={`bl-opt-${spec.name}`} text={draft} error={error} disabled={disabled} onText={typed} />;
}
