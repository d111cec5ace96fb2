/**
 * The play page's island body, the same for every game: the guided first
 * round, then the practice table. Each game's island (games/<id>/Play.tsx)
 * passes its own rules, words, computer players, tutorial script and board,
 * so a page bundles only its own game. Everything is generic in the game's
 * option specs, state, move and view, so a board that does not fit its game,
 * or options of the wrong shape, are refused by the type checker.
 */
import { useMemo, useRef } from 'preact/hooks';
import type { TableBots } from '../../engine/bots/levels.ts';
import type { OptionSpec } from '../../engine/play/options.ts';
import type { GameRules, GameWords } from '../../engine/play/types.ts';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import { useHydrated } from '../widgets/shared/use-hydrated.ts';
import type { BoardComponent } from './board.ts';
import type { WorkerLike } from './expert-protocol.ts';
import { GuidedRound } from './GuidedRound.tsx';
import { shellGame } from './model.ts';
import { PracticeTable } from './PracticeTable.tsx';

/** What the page passes to a game's island (validated by `playPropsSchema` in props.ts). */
export interface PlayIslandProps {
  readonly rulesPath: string;
  readonly idPrefix: string;
  readonly syncUrl: boolean;
}

export interface PlayShellProps<Specs extends readonly OptionSpec[], S, M, V> extends PlayIslandProps {
  readonly rules: GameRules<Specs, S, M, V>;
  readonly words: GameWords<Specs, S, M, V>;
  readonly bots: TableBots<V, M>;
  /** Starts the game's expert in a Web Worker of its own (its game.ts), for the Expert seats and the hint. */
  readonly expertWorker: () => WorkerLike;
  readonly script: TutorialScript;
  readonly Board: BoardComponent<S, M, V>;
}

export function PlayShell<Specs extends readonly OptionSpec[], S, M, V>({
  rules,
  words,
  bots,
  expertWorker,
  script,
  Board,
  rulesPath,
  idPrefix: id,
  syncUrl,
}: PlayShellProps<Specs, S, M, V>) {
  const live = useHydrated();
  const practiceRef = useRef<HTMLHeadingElement>(null);
  const startPractice = useRef<((seat: number) => void) | null>(null);
  // One game for both parts of the page, so a position's legal moves are listed once.
  const game = useMemo(() => shellGame({ rules, words, bots }), [rules, words, bots]);
  return (
    <div class="play-app" data-play-live={live ? 'true' : undefined} data-pagefind-ignore>
      <GuidedRound
        game={game}
        script={script}
        Board={Board}
        rulesPath={rulesPath}
        idPrefix={`${id}-guided`}
        live={live}
        onPractice={(seat) => {
          startPractice.current?.(seat);
          practiceRef.current?.scrollIntoView({ block: 'start' });
          practiceRef.current?.focus();
        }}
      />
      <PracticeTable
        game={game}
        Board={Board}
        idPrefix={`${id}-table`}
        live={live}
        syncUrl={syncUrl}
        headingRef={practiceRef}
        startRef={startPractice}
        expertWorker={expertWorker}
        defaultSeat={script.learner}
      />
    </div>
  );
}
