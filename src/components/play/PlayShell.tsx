/**
 * The play page's island body, the same for every game: the guided first
 * round, then the practice table. Each game's island (islands/<Id>Play.tsx)
 * passes its own model, tutorial script and board, so a page bundles only
 * its own game.
 */
import { useRef } from 'preact/hooks';
import type { TutorialScript } from '../../engine/tutorial/types.ts';
import { useHydrated } from '../widgets/shared/use-hydrated.ts';
import type { BoardComponent } from './board.ts';
import { GuidedRound } from './GuidedRound.tsx';
import type { PlayModel } from './model.ts';
import { PracticeTable } from './PracticeTable.tsx';

/** What the page passes to a game's island (validated by `playPropsSchema` in props.ts). */
export interface PlayIslandProps {
  readonly rulesPath: string;
  readonly idPrefix: string;
  readonly syncUrl: boolean;
}

export interface PlayShellProps<S, M, V> extends PlayIslandProps {
  readonly model: PlayModel<S, M, V>;
  readonly script: TutorialScript;
  readonly Board: BoardComponent<S, M, V>;
  /** Open the move list at first: true while the board has no controls of its own. */
}

export function PlayShell<S, M, V>({ model, script, Board, rulesPath, idPrefix: id, syncUrl }: PlayShellProps<S, M, V>) {
  const live = useHydrated();
  const practiceRef = useRef<HTMLHeadingElement>(null);
  return (
    <div class="play-app" data-play-live={live ? 'true' : undefined} data-pagefind-ignore>
      <GuidedRound
        model={model}
        script={script}
        Board={Board}
        rulesPath={rulesPath}
        idPrefix={`${id}-guided`}
        live={live}
        onPractice={() => {
          practiceRef.current?.scrollIntoView({ block: 'start' });
          practiceRef.current?.focus();
        }}
      />
      <PracticeTable model={model} Board={Board} idPrefix={`${id}-table`} live={live} syncUrl={syncUrl} headingRef={practiceRef} />
    </div>
  );
}
