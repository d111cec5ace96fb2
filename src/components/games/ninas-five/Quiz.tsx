/**
 * The Nina's Five quiz page's island: "Which hand wins?" (HandQuiz.tsx) from this game's quiz
 * (engine/games/ninas-five/quiz.ts) in the shared shell (QuizShell.tsx), so the page bundles no other game's quiz.
 */
import { QUIZ } from '../../../engine/games/ninas-five/quiz.ts';
import { handQuizParts } from '../../widgets/quiz/HandQuiz.tsx';
import { QuizShell } from '../../widgets/quiz/QuizShell.tsx';
import type { QuizProps } from '../../widgets/shared/props.ts';

const PARTS = handQuizParts('ninas-five', QUIZ);

export default function NinasFiveQuiz(props: QuizProps) {
  return <QuizShell {...PARTS} {...props} />;
}
