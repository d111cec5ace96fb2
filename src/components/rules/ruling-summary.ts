/**
 * The short answer a folded ruling shows in its summary line, beside the
 * question: the first sentence of the ruling's answer ("No.", "Yes, at
 * once.", "Every joker wins, however they voted, and nobody else does.").
 * It is the answer's own opening, never retyped, so the folded line and the
 * full ruling cannot disagree; with no JavaScript (a deep link cannot open a
 * <details>) the reader still sees the verdict where the link lands.
 *
 * A sentence ends at ".", "!" or "?" (after any closing quote or bracket)
 * followed by a space and a capital letter, digit, quote or bracket; an
 * answer with no such break is one sentence and is returned whole.
 * No DOM here: tests/unit/ruling-summary.test.ts runs it under Node.
 */
const SENTENCE_END = /[.!?]["\u201d\u2019)]?(?=\s+["\u201c\u2018(]?[A-Z0-9])/u;

export function shortAnswer(answer: string): string {
  const end = SENTENCE_END.exec(answer);
  return end === null ? answer : answer.slice(0, end.index + end[0].length);
}
