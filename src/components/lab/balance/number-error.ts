/** The Balance Lab's count fields (games, seed): what is wrong with a typed count. */
import { textFault, textFaultWords } from '../../../engine/text.ts';

/**
 * What is wrong with a typed count, or '' when it is a whole number in range.
 * Taken exactly as typed, as the option fields, the CLI and the links take
 * values (src/engine/text.ts): " 500" is refused, not trimmed.
 */
export function numberError(text: string, min: number, max: number): string {
  const fault = textFault(text);
  if (fault !== null) return `This value ${textFaultWords(fault)}: type the number alone.`;
  const n = Number(text);
  return /^\d+$/u.test(text) && n >= min && n <= max
    ? ''
    : `Use a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
}
