/**
 * The Bluff 'N' Peg quiz page's island: "Which hand wins?" (HandQuiz.tsx) from this game's quiz
 * (engine/games/bluff-n-peg/quiz.ts) in the shared shell (QuizShell.tsx), so the page bundles no other game's quiz.
 */
import { QUIZ } from '../../../engine/games/bluff-n-peg/quiz.ts';
import { handQuizParts } from '../../widgets/quiz/HandQuiz.tsx';
import { QuizShell } from '../../widgets/quiz/QuizShell.tsx';
import type { QuizProps } from '../../widgets/shared/props.ts';

const PARTS = handQuizParts('bluff-n-peg', QUIZ);

export default function BluffNPegQuiz(props: QuizProps) {
  return <QuizShell {...PARTS} {...props} />;
}
