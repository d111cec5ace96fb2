/**
 * The big board's island: the scenario year, the count, and a checkbox list
 * of the states (the accessible core). The map beside it is server-rendered
 * SVG; this island only sets `data-status` on its paths and listens for
 * clicks on them, so no map code or path data reaches the browser.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { FIRST_YEAR, LAST_YEAR, LATE_STATES_YEAR } from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { US_STATES } from '../../../engine/games/nuclear-holdem/us-states.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { SCENARIO_CODEC, STORAGE_KEY, boardStates, parseStored, serializeStored, standingCount, type Scenario } from './bigboard-state.ts';

interface Props {
  readonly id: string;
  /** Id of the server-rendered <svg> map. */
  readonly mapId: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the game still works, it just isn't kept
  }
}

export default function BigBoardList({ id, mapId }: Props): JSX.Element {
  const [yearText, setYearText] = useState(String(LAST_YEAR));
  const url = useUrlState<Scenario>(SCENARIO_CODEC, { year: LAST_YEAR, hawaii: 'kept' }, { onRead: (s) => setYearText(String(s.year)) });
  const { state: scenario, setState: setScenario, loaded } = url;
  const [crossed, setCrossed] = useState<readonly string[]>([]);
  const [storedNote, setStoredNote] = useState<string | null>(null);
  const notes = storedNote === null ? url.notes : [...url.notes, storedNote];
  const [yearError, setYearError] = useState('');
  const [said, setSaid] = useState('');

  useEffect(() => {
    let stored: ReturnType<typeof parseStored>;
    try {
      stored = parseStored(storage()?.getItem(STORAGE_KEY) ?? null);
    } catch {
      stored = parseStored('');
    }
    setCrossed(stored.crossed);
    setStoredNote(stored.note);
  }, []);
  useEffect(() => {
    if (!loaded) return;
    try {
      storage()?.setItem(STORAGE_KEY, serializeStored(crossed));
    } catch {
      // full or blocked storage: nothing to do
    }
  }, [crossed, loaded]);

  const onBoard = boardStates(scenario);
  const onSet = new Set(onBoard.map((s) => s.postal));
  const gone = new Set(crossed);
  const { standing, total } = standingCount(scenario, crossed);
  const countText = `${standing} of ${total} states still standing`;

  const toggle = (postal: string, cross: boolean): void => {
    const name = US_STATES.find((s) => s.postal === postal)?.name ?? postal;
    setCrossed((c) => (cross ? (c.includes(postal) ? c : [...c, postal]) : c.filter((p) => p !== postal)));
    setSaid(`${name} ${cross ? 'crossed off' : 'back on the board'}.`);
  };

  // Paint the server-rendered map, and let a click on a state toggle it.
  useEffect(() => {
    const svg = document.getElementById(mapId);
    if (svg === null) return;
    for (const path of svg.querySelectorAll<SVGElement>('[data-postal]')) {
      const postal = path.dataset['postal'] ?? '';
      path.dataset['status'] = !onSet.has(postal) ? 'off-board' : gone.has(postal) ? 'crossed' : 'standing';
    }
  });
  useEffect(() => {
    const svg = document.getElementById(mapId);
    if (svg === null) return undefined;
    const onClick = (e: Event): void => {
      const target = e.target instanceof Element ? e.target.closest<SVGElement>('[data-postal]') : null;
      const postal = target?.dataset['postal'];
      if (postal === undefined || target?.dataset['status'] === 'off-board') return;
      toggle(postal, target?.dataset['status'] !== 'crossed');
    };
    svg.addEventListener('click', onClick);
    svg.classList.add('bb-live');
    return () => svg.removeEventListener('click', onClick);
  }, [mapId]);

  function setYear(text: string): void {
    setYearText(text);
    const year = Number(text);
    if (!/^\d{4}$/u.test(text) || year < FIRST_YEAR || year > LAST_YEAR) {
      setYearError(`The year must be from ${FIRST_YEAR} to ${LAST_YEAR}.`);
      return;
    }
    setYearError('');
    setScenario((s) => ({ ...s, year }));
  }

  return (
    <div class="bb-list" id={id}>
      {notes.length > 0 && (
        <div class="wb-notes" role="note">
          <p>
            <strong>Some saved settings were not used:</strong>
          </p>
          <ul>
            {notes.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="bb-scenario">
        <label for={`${id}-year`}>
          Scenario year ({FIRST_YEAR}–{LAST_YEAR})
        </label>{' '}
        <input
          id={`${id}-year`}
          type="number"
          min={FIRST_YEAR}
          max={LAST_YEAR}
          value={yearText}
          aria-invalid={yearError === '' ? undefined : true}
          aria-describedby={`${id}-year-error`}
          onInput={(e) => setYear(e.currentTarget.value)}
        />
        <span id={`${id}-year-error`} class="bb-error">
          {yearError}
        </span>
        {scenario.year === LATE_STATES_YEAR && (
          <label class="bb-hawaii">
            <input
              type="checkbox"
              checked={scenario.hawaii === 'crossed-off'}
              onChange={(e) => setScenario((s) => ({ ...s, hawaii: e.currentTarget.checked ? 'crossed-off' : 'kept' }))}
            />{' '}
            Cross off Hawaii at the start (in 1959 the player who named the year chooses)
          </label>
        )}
      </div>
      <p class="bb-count" aria-live="polite">
        <strong>{countText}</strong>
        <span class="visually-hidden">{said === '' ? '' : ` ${said}`}</span>
      </p>
      <fieldset class="bb-states">
        <legend>
          Cross off a state ({total} on the board in {scenario.year})
        </legend>
        <ul>
          {onBoard.map((s) => (
            <li key={s.postal}>
              <label>
                <input type="checkbox" checked={gone.has(s.postal)} onChange={(e) => toggle(s.postal, e.currentTarget.checked)} /> {s.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button
        type="button"
        onClick={() => {
          setCrossed([]);
          setSaid('New game: every state is back on the board.');
        }}
      >
        Reset the board
      </button>
    </div>
  );
}
