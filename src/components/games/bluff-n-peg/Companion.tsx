/**
 * Bluff 'N' Peg's table companion (issue 26): the peg board of a real game (a lane per player from out the back,
 * through the last-chance holes and the start, to the winner hole), the bluffing zone, who deals next, and the
 * "record a hand" form in the bar at the bottom. The rules are the companion's
 * (src/engine/games/bluff-n-peg/companion.ts, which scores with pegging.ts); this file draws them and sends
 * actions, and its form's logic is in companion-model.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CompanionShell } from '../../companion/CompanionShell.tsx';
import { RuleLink, RulingLinks } from '../../companion/RulingLinks.tsx';
import { PlayerNamesField, SetupEnd, TableNameField } from '../../companion/SetupParts.tsx';
import type { BoardProps, CompanionIslandProps, CompanionUi, SetupFormProps } from '../../companion/types.ts';
import { COMPANION, type BpTableAction, type BpTableSetup, type BpTableState } from '../../../engine/games/bluff-n-peg/companion.ts';
import { HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS } from '../../../engine/games/bluff-n-peg/pegging.ts';
import { BP_OPTIONS } from '../../../engine/games/bluff-n-peg/options.ts';
import type { EngineError } from '../../../engine/result.ts';
import { pegWords } from './board-model.ts';
import {
  emptyDraft,
  foldTimes,
  handAction,
  laneGeometry,
  lastHandLines,
  nextHandWords,
  RESULTS,
  spotOf,
  type FormSpot,
  type HandDraft,
  type HandResult,
} from './companion-model.ts';
import './companion.css';

type Props = BoardProps<BpTableSetup, BpTableState>;

/** The rulings a step of the table depends on, with a few words each for the link. */
const RULINGS = [
  ['bp-multipliers', 'The bluffing zone'],
  ['bp-fold-penalty', 'What a fold costs'],
  ['bp-double-timing', 'When to double'],
  ['bp-double-accepted', 'A double accepted'],
  ['bp-tied-hands-pay-full', 'Tied winners'],
  ['bp-last-chance', 'Last chance'],
  ['bp-last-chance-no-cards', 'No card laid'],
  ['bp-track-length', 'The track'],
  ['bp-game-end-ties', 'The end of the game'],
  ['bp-play-off', 'The play-off'],
] as const;

/** Each player's lane: their name, where their peg is in words, and the drawing (hidden from screen readers, which read the words). */
function Pegs({ state: s, idPrefix }: Props) {
  const g = laneGeometry(s.board);
  const v = { lastChance: s.board.lastChance, track: s.board.winnerHole };
  const h = 30;
  const mid = h / 2;
  const holes = (from: number, to: number): string =>
    Array.from({ length: to - from + 1 }, (_, k) => `M${g.x(from + k).toFixed(1)} ${mid}h0`).join('');
  const tens = Array.from({ length: Math.floor((s.board.winnerHole - 1) / 10) }, (_, k) => (k + 1) * 10);
  const lcLeft = g.x(-s.board.lastChance) - 4;
  const lcRight = g.x(-1) + 4;
  return (
    <div class="bpc-pegs">
      <p class="bpc-legend" aria-hidden="true">
        <span class="bpc-key bpc-key-back">out the back</span>
        <span class="bpc-key bpc-key-lc">last chance</span>
        <span class="bpc-key bpc-key-start">start</span>
        <span class="bpc-key bpc-key-win">winner hole ({s.board.winnerHole})</span>
      </p>
      <ol class="bpc-lanes" aria-labelledby={`${idPrefix}-pegs`}>
        {s.players.map((name, seat) => {
          const peg = s.pegs[seat] ?? 0;
          const out = !s.playing.includes(seat) && s.playOff;
          return (
            <li key={seat} class="bpc-lane" data-lane={seat}>
              <p class="bpc-lane-head">
                <span class={`bpc-swatch bpc-p${seat}`} aria-hidden="true"></span>
                <strong>{name}</strong> <span data-peg>{pegWords(peg, v)}</span>
                {seat === s.dealer && s.winners === null && <span class="bpc-tag">deals next</span>}
                {out && <span class="bpc-tag">not in the play-off</span>}
              </p>
              <svg class="bpc-lane-svg" viewBox={`0 0 ${g.width} ${h}`} aria-hidden="true" focusable="false">
                <rect class="bpc-wood" x="0" y="0" width={g.width} height={h} rx="5" />
                <rect class="bpc-band-lc" x={lcLeft} y="2" width={lcRight - lcLeft} height={h - 4} rx="3" />
                <circle class="bpc-hole-back" cx={g.x(-s.board.lastChance - 1)} cy={mid} r="3.2" />
                <circle class="bpc-hole-start" cx={g.x(0)} cy={mid} r="3.2" />
                <path class="bpc-holes" d={holes(-s.board.lastChance, -1) + holes(1, s.board.winnerHole - 1)} />
                {tens.map((t) => (
                  <path key={t} class="bpc-ten" d={`M${g.x(t).toFixed(1)} 3v4M${g.x(t).toFixed(1)} ${h - 7}v4`} />
                ))}
                <circle class="bpc-hole-win" cx={g.x(s.board.winnerHole)} cy={mid} r="4.5" />
                <circle class={`bpc-peg bpc-p${seat}`} cx={g.x(peg)} cy={mid} r="9" />
              </svg>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The bluffing zone: each hole's multiplier and prize; every hand starts in the first, and where the last hand ended. */
function Zone({ state: s, idPrefix }: Props) {
  const first = s.board.zone[0];
  return (
    <div class="bpc-zone-box">
      <h3 id={`${idPrefix}-zone`}>Bluffing zone</h3>
      <p>
        Each hand starts at <strong data-multiplier>{first?.multiplier ?? 1}X</strong> (the winner scores{' '}
        <strong data-prize>{first?.points ?? 0}</strong>); each accepted double moves the peg one hole up, at most {s.board.maxDoubles} a
        hand.
      </p>
      <ol class="bpc-zone" aria-labelledby={`${idPrefix}-zone`}>
        {s.board.zone.map((hole, i) => {
          const ended = s.last !== null && i === s.zoneHole;
          return (
            <li key={i} class={ended ? 'bpc-zone-last' : undefined}>
              <span class="bpc-zone-mult">{hole.multiplier}X</span>
              <span class="bpc-zone-pts">{hole.points}</span>
              <span class="visually-hidden">
                {`: losers pay ${hole.multiplier} a card laid, the winner scores ${hole.points}${ended ? '. The last hand ended here.' : '.'}`}
              </span>
            </li>
          );
        })}
      </ol>
      {s.last !== null && (
        <p class="w-hint" data-last-zone>
          The last hand ended at {s.multiplier}X.
        </p>
      )}
    </div>
  );
}

function Board(props: Props) {
  const { state: s, rulesPath, idPrefix, dispatch } = props;
  const lines = lastHandLines(s);
  return (
    <div class="bpc">
      {s.winners === null && (
        <p class="bpc-next" data-next>
          {nextHandWords(s)}
        </p>
      )}
      {s.playOff && s.winners === null && (
        <p class="bpc-playoff" data-playoff>
          The game ended with a tie for the lead: one more hand between the leaders decides it, and no peg moves.{' '}
          <RuleLink rulesPath={rulesPath} id="bp-play-off">
            The play-off
          </RuleLink>
        </p>
      )}
      {s.hands === 0 && (
        <fieldset class="w-plain bpc-first">
          <legend>Who deals first? (Everyone draws a card; the highest deals.)</legend>
          <div class="cmp-row">
            {s.players.map((name, seat) => (
              <button key={seat} type="button" aria-pressed={seat === s.dealer} onClick={() => dispatch({ type: 'dealer', player: seat })}>
                {name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <h3 id={`${idPrefix}-pegs`}>The pegs</h3>
      <Pegs {...props} />
      {lines.length > 0 && (
        <section aria-labelledby={`${idPrefix}-last`} data-last-hand>
          <h3 id={`${idPrefix}-last`}>The last hand</h3>
          <ul>
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <Zone {...props} />
      <RulingLinks idPrefix={idPrefix} rulesPath={rulesPath} rulings={RULINGS} />
    </div>
  );
}

const RESULT_WORDS: Record<HandResult, string> = { lost: 'Lost', won: 'Won', folded: 'Folded' };

/** The ids of the messages that describe a control, or undefined when none does. */
const describedBy = (...ids: readonly (string | null)[]): string | undefined => {
  const given = ids.filter((x) => x !== null);
  return given.length === 0 ? undefined : given.join(' ');
};

const sameSpot = (a: FormSpot | null, b: FormSpot): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** An error message, shown beside the control it names. */
function Beside({ id, error, alert = false }: { id: string; error: string | null; alert?: boolean }) {
  return error === null ? null : (
    <p class="w-error" id={id} data-error role={alert ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/** The "record a hand" form: each player's result and cards laid, the doubles in order, and when each folder folded. */
function HandForm({ state: s, dispatch, idPrefix, rulesPath, onClose }: Props & { readonly onClose: (cancelled: boolean) => void }) {
  const [draft, setDraft] = useState<HandDraft>(() => emptyDraft(s.players.length));
  const [error, setError] = useState<{ readonly spot: FormSpot; readonly message: string } | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  // The form opens in place of its button: the keyboard goes on to its first field.
  useEffect(() => {
    fields.current?.querySelector<HTMLElement>('select')?.focus();
  }, []);
  // A refused hand: its message in view, and the focus on the first control it names (whose description it is).
  useEffect(() => {
    if (error === null) return;
    fields.current?.querySelector<HTMLElement>('[data-error]')?.scrollIntoView({ block: 'nearest' });
    fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  }, [error]);
  const id = `${idPrefix}-hand`;
  const set = (patch: Partial<HandDraft>): void => {
    setDraft({ ...draft, ...patch });
    setError(null);
  };
  const setAt = <T,>(list: readonly T[], seat: number, value: T): T[] => list.map((x, i) => (i === seat ? value : x));
  const folders = s.playing.filter((seat) => draft.results[seat] === 'folded');
  const times = foldTimes(draft.doubles, s.players);
  const at = (spot: FormSpot): string | null => (sameSpot(error?.spot ?? null, spot) ? (error?.message ?? null) : null);
  const submit = (e: Event): void => {
    e.preventDefault();
    const { action, sources } = handAction(draft, s.playing);
    const checked = COMPANION.parseAction(s, action);
    if (!checked.ok) {
      const err: EngineError = checked.error;
      setError({ spot: spotOf(err, sources), message: err.message });
      return;
    }
    dispatch(action satisfies BpTableAction);
    setDraft(emptyDraft(s.players.length));
    onClose(false);
  };
  const winnersError = at('winners');
  return (
    <form class="bpc-hand" onSubmit={submit} data-hand-form aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{s.playOff ? 'Record the play-off hand' : `Record hand ${s.hands + 1}`}</h3>
      <div class="bpc-fields" ref={fields}>
        <fieldset class="w-plain" aria-describedby={winnersError === null ? undefined : `${id}-winners-error`}>
          <legend>Each player: won, lost (stayed in), or folded, and the cards they had laid face up.</legend>
          <Beside id={`${id}-winners-error`} error={winnersError} />
          {s.playing.map((seat) => {
            const name = s.players[seat] ?? '';
            const err = at({ player: seat });
            const errId = `${id}-p${seat}-error`;
            return (
              <div key={seat} class="bpc-player" data-player={seat}>
                <span class="bpc-player-name">
                  <span class={`bpc-swatch bpc-p${seat}`} aria-hidden="true"></span>
                  {name}
                </span>
                <label for={`${id}-r${seat}`}>
                  <span class="visually-hidden">{name}: </span>Result
                </label>
                <select
                  id={`${id}-r${seat}`}
                  value={draft.results[seat]}
                  aria-invalid={err !== null || winnersError !== null ? 'true' : undefined}
                  aria-describedby={describedBy(err === null ? null : errId, winnersError === null ? null : `${id}-winners-error`)}
                  onChange={(e) => set({ results: setAt(draft.results, seat, e.currentTarget.value as HandResult) })}
                >
                  {RESULTS.map((r) => (
                    <option key={r} value={r}>
                      {RESULT_WORDS[r]}
                    </option>
                  ))}
                </select>
                <label for={`${id}-c${seat}`}>
                  <span class="visually-hidden">{name}: </span>Cards laid
                </label>
                <select
                  id={`${id}-c${seat}`}
                  value={String(draft.cards[seat] ?? 0)}
                  aria-invalid={err !== null ? 'true' : undefined}
                  aria-describedby={err === null ? undefined : errId}
                  onChange={(e) => set({ cards: setAt(draft.cards, seat, Number(e.currentTarget.value)) })}
                >
                  {Array.from({ length: HAND_SIZE + 1 }, (_, c) => (
                    <option key={c} value={String(c)}>
                      {c}
                    </option>
                  ))}
                </select>
                <Beside id={errId} error={err} />
              </div>
            );
          })}
        </fieldset>
        {s.board.maxDoubles > 0 && (
          <fieldset class="w-plain">
            <legend>
              Each “double or fold”, in the order declared.{' '}
              <RuleLink rulesPath={rulesPath} id="bp-double-timing">
                When to double
              </RuleLink>
            </legend>
            {draft.doubles.length === 0 && <p class="w-hint">None this hand.</p>}
            {draft.doubles.map((declarer, k) => {
              const err = at({ double: k });
              const errId = `${id}-d${k}-error`;
              return (
                <div key={k} class="cmp-row" data-double={k}>
                  <label for={`${id}-d${k}`}>Double {k + 1} declared by</label>
                  <select
                    id={`${id}-d${k}`}
                    value={String(declarer)}
                    aria-invalid={err !== null ? 'true' : undefined}
                    aria-describedby={err === null ? undefined : errId}
                    onChange={(e) => set({ doubles: setAt(draft.doubles, k, Number(e.currentTarget.value)) })}
                  >
                    {s.playing.map((seat) => (
                      <option key={seat} value={String(seat)}>
                        {s.players[seat]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    aria-label={`Remove double ${k + 1}`}
                    onClick={() => set({ doubles: draft.doubles.filter((_, j) => j !== k) })}
                  >
                    Remove
                  </button>
                  <Beside id={errId} error={err} />
                </div>
              );
            })}
            {draft.doubles.length < s.board.maxDoubles && (
              <button type="button" onClick={() => set({ doubles: [...draft.doubles, s.playing[0] ?? 0] })}>
                Add a double
              </button>
            )}
          </fieldset>
        )}
        {folders.length > 0 && draft.doubles.length > 0 && (
          <fieldset class="w-plain">
            <legend>
              When each player folded.{' '}
              <RuleLink rulesPath={rulesPath} id="bp-fold-penalty">
                What a fold costs
              </RuleLink>
            </legend>
            {folders.map((seat) => {
              const err = at({ fold: seat });
              const errId = `${id}-w${seat}-error`;
              const value = Math.min(draft.when[seat] ?? 0, 2 * draft.doubles.length);
              return (
                <div key={seat} class="cmp-field" data-fold={seat}>
                  <label for={`${id}-w${seat}`}>{s.players[seat]} folded</label>
                  <select
                    id={`${id}-w${seat}`}
                    value={String(value)}
                    aria-invalid={err !== null ? 'true' : undefined}
                    aria-describedby={err === null ? undefined : errId}
                    onChange={(e) => set({ when: setAt(draft.when, seat, Number(e.currentTarget.value)) })}
                  >
                    {times.map((t) => (
                      <option key={t.value} value={String(t.value)}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                  <Beside id={errId} error={err} />
                </div>
              );
            })}
          </fieldset>
        )}
      </div>
      <Beside id={`${id}-error`} error={at('form')} alert />
      <div class="cmp-row">
        <button type="submit" class="cmp-main">
          Move the pegs
        </button>
        <button type="button" onClick={() => onClose(true)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Actions(props: Props) {
  const [open, setOpen] = useState(false);
  // Cancelled: the keyboard goes back to the button that opened the form.
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (!open && cancelled.current) opener.current?.focus();
    cancelled.current = false;
  }, [open]);
  const s = props.state;
  if (s.winners !== null) return null;
  if (open)
    return (
      <HandForm
        key={s.hands}
        {...props}
        onClose={(cancel) => {
          cancelled.current = cancel;
          setOpen(false);
        }}
      />
    );
  return (
    <div class="cmp-row" data-actions>
      <button ref={opener} type="button" class="cmp-main" aria-expanded="false" onClick={() => setOpen(true)}>
        {s.playOff ? 'Record the play-off hand' : `Record hand ${s.hands + 1}`}
      </button>
    </div>
  );
}

const BOARD_SETTINGS = [
  ['track', BP_OPTIONS[1]],
  ['lastChance', BP_OPTIONS[2]],
  ['multipliers', BP_OPTIONS[3]],
  ['points', BP_OPTIONS[4]],
  ['doubles', BP_OPTIONS[5]],
] as const;
type SettingKey = (typeof BOARD_SETTINGS)[number][0];

/** A setting's text as typed: a whole number, or whole numbers separated by commas or spaces (a list). */
const readSetting = (text: string, list: boolean): unknown => {
  const numbers = text
    .split(/[\s,]+/u)
    .filter((t) => t !== '')
    .map((t) => (/^\d+$/u.test(t) ? Number(t) : Number.NaN));
  return list ? numbers : text === '' ? Number.NaN : numbers.length === 1 ? numbers[0] : Number.NaN;
};

function SetupForm({ defaultSetup, idPrefix, onCreate, onCancel }: SetupFormProps<BpTableSetup>) {
  const [name, setName] = useState("Bluff 'N' Peg night");
  const [names, setNames] = useState<readonly string[]>(defaultSetup.players);
  const [values, setValues] = useState<Record<SettingKey, string>>(() => ({
    track: String(defaultSetup.options.track),
    lastChance: String(defaultSetup.options.lastChance),
    multipliers: defaultSetup.options.multipliers.join(', '),
    points: defaultSetup.options.points.join(', '),
    doubles: String(defaultSetup.options.doubles),
  }));
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    const options: Record<string, unknown> = {};
    for (const [key, spec] of BOARD_SETTINGS) options[key] = readSetting(values[key], spec.kind === 'ints');
    setError(await onCreate(name, { players: names, options }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-setup>
      <TableNameField idPrefix={idPrefix} value={name} onInput={setName} />
      <PlayerNamesField
        idPrefix={idPrefix}
        names={names}
        onChange={setNames}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        legend={
          <>
            <strong>
              Players, in seat order going left ({MIN_PLAYERS} to {MAX_PLAYERS})
            </strong>
          </>
        }
      />
      <details>
        <summary>Track and bluffing zone</summary>
        {BOARD_SETTINGS.map(([key, spec]) => (
          <div class="cmp-field" key={key}>
            <label for={`${idPrefix}-${key}`}>{spec.label}</label>
            <input
              id={`${idPrefix}-${key}`}
              type="text"
              inputMode={spec.kind === 'ints' ? 'text' : 'numeric'}
              value={values[key]}
              aria-describedby={`${idPrefix}-${key}-help`}
              onInput={(e) => {
                const text = e.currentTarget.value;
                setValues({ ...values, [key]: text });
              }}
            />
            <span id={`${idPrefix}-${key}-help`} class="w-hint">
              {spec.help}
              {spec.kind === 'ints' ? ' Separate the numbers with commas.' : ''}
            </span>
          </div>
        ))}
      </details>
      <SetupEnd error={error} onCancel={onCancel} />
    </form>
  );
}

const UI: CompanionUi<BpTableSetup, BpTableState, BpTableAction> = { companion: COMPANION, Board, Actions, SetupForm };

export default function Companion(props: CompanionIslandProps) {
  return <CompanionShell ui={UI} {...props} />;
}
