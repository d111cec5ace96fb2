/**
 * Everything the Balance Lab needs only once a simulation runs: the game
 * models (to check the experiment), the worker pool, the results code and
 * their tables. The island imports this module dynamically on Run, so the
 * page's first script stays small.
 */
export { parseExperiment } from '../../../engine/play/experiment.ts';
export { startExperiment } from './run-experiment.ts';
export { ResultsSection } from './ResultsSection.tsx';
export { loadCharts } from './Charts.tsx';
export { SkillCheck } from './SkillCheck.tsx';
export { needsRerun, rerunOf, skillCheck } from './skill-check.ts';
