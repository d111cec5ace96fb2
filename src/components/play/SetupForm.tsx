/**
 * The practice table's setup: native controls drawn from the game's option
 * specs (a number field for a whole number, a checkbox for yes/no, a select
 * for a choice, a text field for a list), the player's seat, each computer
 * seat's level (Easy, Expert or Random) and the seed (a deal number; a game number for dice).
 * "Players" comes first; the other rules sit in a closed "More rules" group
 * at the printed values. Its words are in setup-words.ts.
 */
import { useEffect, useState } from 'preact/hooks';
import { PLAY_LEVELS, type PlayLevel } from '../../engine/play/types.ts';
import { formatOptionValue, parseOptions, parseOptionValue, type OptionSpec, type OptionValues } from '../../engine/play/options.ts';
import { MAX_SEED } from '../../engine/play/random.ts';
import type { PlayGame } from './model.ts';
import { OptionSpecField } from '../widgets/shared/OptionSpecField.tsx';
import { DEFAULT_LEVEL, fitLevels } from './play-url.ts';
import { deal } from './record-code.ts';
import { setupWords } from './setup-words.ts';

export interface SetupChoice<Specs extends readonly OptionSpec[]> {
  readonly seed: number;
  /** One level per seat; the player's own entry is the default and means nothing. */
  readonly levels: readonly PlayLevel[];
  readonly seat: number;
  readonly options: OptionValues<Specs>;
}

/** What the form starts from: a link's levels, seat and options, and its deal if it names one. */
export type SetupDefaults<Specs extends readonly OptionSpec[]> = Omit<SetupChoice<Specs>, 'seed'> & { readonly seed: number | null };

/** The levels in the order the form offers them: the usual one first. */
const ORDER: readonly PlayLevel[] = ['sensible', 'expert', 'random'];

export function freshSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % 1_000_000;
}

export function SetupForm<Specs extends readonly OptionSpec[], S, M, V>({
  game: { rules, words: gameWords },
  idPrefix: id,
  initial,
  seat: firstSeat,
  live,
  onStart,
}: {
  game: PlayGame<Specs, S, M, V>;
  idPrefix: string;
  initial: SetupDefaults<Specs> | null;
  /** The seat offered when `initial` names none (the guided round's seat, so the table seats the player where it did). */
  seat: number;
  live: boolean;
  onStart: (choice: SetupChoice<Specs>) => void;
}) {
  const [texts, setTexts] = useState<Record<string, string>>(() => {
    const chosen: Readonly<Record<string, OptionSpec['default']>> = initial?.options ?? {};
    return Object.fromEntries(rules.options.map((s) => [s.name, formatOptionValue(chosen[s.name] ?? s.default)]));
  });
  // Kept for every seat a table can have, so changing the players or your seat keeps each seat's choice.
  const [levels, setLevels] = useState<readonly PlayLevel[]>(initial?.levels ?? []);
  const [seat, setSeat] = useState(initial?.seat ?? firstSeat);
  const [seed, setSeed] = useState(initial?.seed == null ? '' : String(initial.seed));
  const [error, setError] = useState('');
  const words = setupWords(rules.id);
  useEffect(() => {
    if (seed === '') setSeed(String(freshSeed()));
  }, []);

  /** The fields read: each one alone (its own message), then all together, typed by the specs (null while any is wrong). */
  const parsed = (): { options: OptionValues<Specs> | null; errors: string[]; fieldErrors: Record<string, string> } => {
    const errors: string[] = [];
    const fieldErrors: Record<string, string> = {};
    const pairs: [string, string][] = [];
    for (const spec of rules.options) {
      const text = texts[spec.name] ?? '';
      const r = parseOptionValue(spec, text);
      if (r.ok) pairs.push([spec.name, text]);
      else {
        errors.push(`${spec.label}: ${r.error.message}`);
        fieldErrors[spec.name] = r.error.message;
      }
    }
    const all = parseOptions(rules.options, pairs);
    if (!all.ok && errors.length === 0) errors.push(all.error.message);
    return { options: all.ok && errors.length === 0 ? all.value : null, errors, fieldErrors };
  };
  const current = parsed();
  const dealt = current.options === null ? null : deal(rules, current.options, 0);
  const seatNames = current.options !== null && dealt?.ok === true ? gameWords.seatNames(current.options) : [];
  const players = rules.options.find((s) => s.name === 'players');
  const others = rules.options.filter((s) => s !== players);
  const field = (spec: OptionSpec) => (
    <OptionSpecField
      key={spec.name}
      spec={spec}
      id={`${id}-${spec.name}`}
      text={texts[spec.name] ?? ''}
      error={current.fieldErrors[spec.name] ?? ''}
      disabled={!live}
      onText={(v) => {
        setTexts({ ...texts, [spec.name]: v });
        // The alert was about the last Start; the field now speaks for itself.
        setError('');
      }}
    />
  );

  const start = (): void => {
    const { options, errors } = parsed();
    if (options === null) {
      setError(errors.join(' '));
      return;
    }
    const check = deal(rules, options, 0);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    if (!/^\d{1,10}$/u.test(seed.trim()) || Number(seed) > MAX_SEED) {
      setError(words.seedError(MAX_SEED));
      return;
    }
    const names = gameWords.seatNames(options);
    setError('');
    const at = Math.min(seat, names.length - 1);
    onStart({ seed: Number(seed), levels: fitLevels(levels, names.length, at), seat: at, options });
  };

  return (
    <form
      class="play-setup"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <h3 id={`${id}-title`} tabIndex={-1}>
        {words.title}
      </h3>
      {players !== undefined && field(players)}
      {seatNames.length > 0 && (
        <div class="spec-field">
          <label for={`${id}-seat`}>{words.seat}</label>
          <select
            id={`${id}-seat`}
            value={String(Math.min(seat, seatNames.length - 1))}
            disabled={!live}
            onChange={(e) => setSeat(Number(e.currentTarget.value))}
          >
            {seatNames.map((n, i) => (
              <option key={n} value={String(i)}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
      {seatNames.length > 0 && (
        <fieldset class="play-levels" aria-describedby={`${id}-level-help`}>
          <legend>{words.level}</legend>
          <small class="spec-help" id={`${id}-level-help`}>
            {words.levelHelp}
          </small>
          {seatNames.map((n, i) =>
            i === Math.min(seat, seatNames.length - 1) ? null : (
              <div class="spec-field" key={n}>
                <label for={`${id}-level-${i}`}>{n}</label>
                <select
                  id={`${id}-level-${i}`}
                  value={levels[i] ?? DEFAULT_LEVEL}
                  disabled={!live}
                  onChange={(e) => {
                    const chosen = PLAY_LEVELS.find((l) => l === e.currentTarget.value);
                    if (chosen === undefined) return;
                    const next = Array.from({ length: Math.max(levels.length, i + 1) }, (_, s) => levels[s] ?? DEFAULT_LEVEL);
                    next[i] = chosen;
                    setLevels(next);
                  }}
                >
                  {ORDER.map((l) => (
                    <option key={l} value={l}>
                      {words.levels[l]}
                    </option>
                  ))}
                </select>
              </div>
            ),
          )}
        </fieldset>
      )}
      <div class="spec-field">
        <label for={`${id}-seed`}>{words.seed}</label>
        <input
          id={`${id}-seed`}
          type="text"
          inputMode="numeric"
          value={seed}
          disabled={!live}
          aria-describedby={`${id}-seed-help`}
          onInput={(e) => setSeed(e.currentTarget.value)}
        />
        <small class="spec-help" id={`${id}-seed-help`}>
          {words.seedHelp}
        </small>
      </div>
      {others.length > 0 && (
        <details class="play-more">
          <summary>{words.moreRules}</summary>
          {others.map(field)}
        </details>
      )}
      <div role="alert">{error !== '' && <p class="w-error">{error}</p>}</div>
      <p>
        <button type="submit" class="play-primary" disabled={!live}>
          {words.start}
        </button>
      </p>
    </form>
  );
}
