/**
 * Which games the Compare page shows. The checkboxes work without
 * JavaScript: the page's CSS hides a game's cells with :has() when its box
 * is unticked. Hydrated, this island also keeps the choice in the URL
 * (?cg-games=standard,peekaboo; old links' ?games= still work) and offers "All games".
 */
import { plainText } from '../../lib/url-state.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { COLUMN_IDS, type ColumnId } from './columns.ts';
import { PICKER_CODEC } from './url.ts';

export interface GamePickerProps {
  readonly games: ReadonlyArray<{ readonly id: ColumnId; readonly name: string; readonly deal: string }>;
}

export default function GamePicker({ games }: GamePickerProps) {
  const { state, setState, notes, loaded: hydrated } = useUrlState(PICKER_CODEC, { 'cg-games': COLUMN_IDS }, { writeOnLoad: false });
  const chosen = COLUMN_IDS.filter((id) => state['cg-games'].includes(id));

  const update = (next: readonly ColumnId[]): void => setState({ 'cg-games': COLUMN_IDS.filter((id) => next.includes(id)) });

  return (
    <fieldset class="cmp-picker">
      <legend>Games to compare</legend>
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            <input
              type="checkbox"
              id={`show-${g.id}`}
              name="games"
              value={g.id}
              checked={chosen.includes(g.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                update(on ? [...chosen, g.id] : chosen.filter((id) => id !== g.id));
              }}
            />
            <label for={`show-${g.id}`}>
              {g.name} <span class="cmp-deal">({g.deal})</span>
            </label>
          </li>
        ))}
      </ul>
      {hydrated && (
        <p class="cmp-picker-actions">
          <button type="button" onClick={() => update(COLUMN_IDS)} disabled={chosen.length === COLUMN_IDS.length}>
            All games
          </button>
          <span role="status" class="cmp-picker-status">
            {chosen.length < 2 ? 'Choose at least two games to compare them.' : `Showing ${chosen.length} of ${COLUMN_IDS.length} columns.`}
          </span>
        </p>
      )}
      {notes.length > 0 && (
        <div class="cmp-notes" role="note">
          <p>Some settings in the link could not be used:</p>
          <ul>
            {notes.map((n, i) => (
              <li key={i}>{plainText(n)}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
