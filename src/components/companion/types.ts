/**
 * What a game plugs into the table companion's page shell (CompanionShell.tsx): its companion (the engine's
 * rules for a real table), a Board that draws the table, the Actions for the bar at the bottom of the screen,
 * and the form that sets up a new table. Every change a Board or Actions makes goes through `dispatch`, which
 * runs the companion's parseAction, then the record, then the store.
 */
import type { ComponentType } from 'preact';
import type { CompanionRules } from '../../engine/companion/types.ts';
import type { GameId } from '../../engine/ids.ts';

export interface BoardProps<Setup, State> {
  readonly state: State;
  readonly setup: Setup;
  /** An action from the page, checked by the companion before anything changes. */
  readonly dispatch: (action: unknown) => void;
  /** The game's rules page, for links to the rulings a step depends on (`${rulesPath}#ruling-<id>`). */
  readonly rulesPath: string;
  readonly idPrefix: string;
}

export interface SetupFormProps<Setup> {
  readonly defaultSetup: Setup;
  readonly idPrefix: string;
  /** Makes the table; resolves to an error message to show, or null once it is made. */
  readonly onCreate: (name: string, setup: unknown) => Promise<string | null>;
  readonly onCancel: (() => void) | null;
}

export interface CompanionUi<Setup, State, Action> {
  readonly companion: CompanionRules<Setup, State, Action>;
  readonly Board: ComponentType<BoardProps<Setup, State>>;
  readonly Actions: ComponentType<BoardProps<Setup, State>>;
  readonly SetupForm: ComponentType<SetupFormProps<Setup>>;
}

/** What the page passes to a game's companion island. */
export interface CompanionIslandProps {
  readonly game: GameId;
  readonly title: string;
  readonly rulesPath: string;
}
