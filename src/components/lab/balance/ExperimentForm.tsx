/**
 * The experiment's controls: the game, its options (from the model's specs),
 * a bot level per seat, the number of games and the seed. Every control is a
 * native one; changing the game resets its options to the printed rules.
 */
import type { GameId } from '../../../engine/ids.ts';
import { MAX_GAMES, MIN_GAMES, type Options } from '../../../engine/play/experiment-limits.ts';
import { MAX_SEED } from '../../../engine/play/random.ts';
import { botsForSeats } from '../../../engine/play/simulate.ts';
import { LAB_LEVELS, type BotLevel } from '../../../engine/play/types.ts';
import { formatCount } from '../../../engine/words.ts';
import type { LabState } from './balance-url.ts';
import { defaultsOf, gameIdsOf, seatNamesOf, type Catalog } from './catalog.ts';
import { NumberField } from './NumberField.tsx';
import { OptionField } from './OptionField.tsx';

export interface ExperimentFormProps {
  readonly catalog: Catalog;
  readonly state: LabState;
  readonly onChange: (next: LabState) => void;
  readonly disabled: boolean;
  /** A note for options that are each valid but do not fit together, shown under the rules (null: none). */
  readonly problem?: string | null;
}

/** The id of the note for options that do not fit together (Run is described by it while it shows). */
export const COMBO_ID = 'bl-combo';

/** The shortest list that cycles to the same seats (all one level: that level alone). */
export function compressBots(levels: readonly BotLevel[]): BotLevel[] {
  const first = levels[0] ?? 'sensible';
  return levels.every((l) => l === first) ? [first] : [...levels];
}

export function ExperimentForm({ catalog, state, onChange, disabled, problem = null }: ExperimentFormProps) {
  const entry = catalog[state.game];
  const names = seatNamesOf(entry, state.options);
  const seats = botsForSeats(state.bots, names.length);
  const setGame = (game: GameId): void => onChange({ ...state, game, options: defaultsOf(catalog[game]), bots: ['sensible'] });
  const setOption = (name: string, value: Options[string]): void => {
    const options = { ...state.options, [name]: value };
    const count = seatNamesOf(entry, options).length;
    onChange({ ...state, options, bots: compressBots(botsForSeats(state.bots, count)) });
  };
  return (
    <>
      <div class="spec-field">
        <label for="bl-game">Game</label>
        <select id="bl-game" value={state.game} disabled={disabled} onChange={(e) => setGame(e.currentTarget.value as GameId)}>
          {gameIdsOf(catalog).map((id) => (
            <option key={id} value={id}>
              {catalog[id].name}
            </option>
          ))}
        </select>
      </div>
      <fieldset class="bl-options">
        <legend>Rules (the printed rules unless you change them)</legend>
        {entry.options.map((spec) => (
          <OptionField
            key={`${state.game}-${spec.name}`}
            spec={spec}
            value={state.options[spec.name] ?? spec.default}
            disabled={disabled}
            onChange={(v) => setOption(spec.name, v)}
          />
        ))}
        <p id={COMBO_ID} class="bl-combo" role="status">
          {problem ?? ''}
        </p>
      </fieldset>
      <fieldset class="bl-bots">
        <legend>Computer players</legend>
        {names.map((name, i) => (
          <div class="spec-field" key={`${state.game}-${i}`}>
            <label for={`bl-bot-${i}`}>{name}</label>
            <select
              id={`bl-bot-${i}`}
              value={seats[i]}
              disabled={disabled}
              onChange={(e) => {
                const next = [...seats];
                next[i] = e.currentTarget.value as BotLevel;
                onChange({ ...state, bots: compressBots(next) });
              }}
            >
              {/* Not the expert: a thousand searched games are too slow here; the skilled player is its quick cousin (LAB_LEVELS). */}
              {LAB_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <fieldset class="bl-run-size">
        <legend>Run</legend>
        <NumberField
          id="bl-games"
          label={`Games (${formatCount(MIN_GAMES)} to ${formatCount(MAX_GAMES)}, each side)`}
          value={state.games}
          min={MIN_GAMES}
          max={MAX_GAMES}
          disabled={disabled}
          onChange={(games) => onChange({ ...state, games })}
        />
        <NumberField
          id="bl-seed"
          label="Seed (the same seed gives the same games)"
          value={state.seed}
          min={0}
          max={MAX_SEED}
          disabled={disabled}
          onChange={(seed) => onChange({ ...state, seed })}
        />
      </fieldset>
    </>
  );
}
