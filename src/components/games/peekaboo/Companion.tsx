/**
 * Peekaboo's table companion (issue 26): the chips in front of each player, the ante and the pot, whose turn it is
 * and what they may do, who rolls first, and who is out of chips. The rules are the companion's
 * (src/engine/games/peekaboo/companion.ts, which plays rules.ts); this file only draws them and sends actions.
 */
import { useState } from 'preact/hooks';
import { CompanionShell } from '../../companion/CompanionShell.tsx';
import { RuleLink, RulingLinks } from '../../companion/RulingLinks.tsx';
import { NumberSettingField, PlayerNamesField, SetupEnd, TableNameField } from '../../companion/SetupParts.tsx';
import type { BoardProps, CompanionIslandProps, CompanionUi, SetupFormProps } from '../../companion/types.ts';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  PEEKABOO_COMPANION,
  tableView,
  undecidedPots,
  type PeekabooAction,
  type PeekabooSetup,
  type PeekabooTable,
} from '../../../engine/games/peekaboo/companion.ts';
import { PEEKABOO_OPTIONS } from '../../../engine/games/peekaboo/options.ts';

type Props = BoardProps<PeekabooSetup, PeekabooTable>;

const chips = (n: number): string => `${n} chip${n === 1 ? '' : 's'}`;

/** What each player is doing this round, in a word or two. */
function seatWord(t: PeekabooTable, v: ReturnType<typeof tableView>, seat: number): string {
  const g = t.game;
  if (g.out[seat] ?? false) return 'out of chips';
  if (g.phase === 'over') return '';
  if (v.live[seat] ?? false) return (v.chips[seat] ?? 0) === 0 && (g.phase === 'bet' || t.pending !== null) ? 'all in' : 'in';
  // Joined but not in: folded (at a pending showdown, the fold that brought the cups up is not in `folded` yet).
  if ((g.folded[seat] ?? false) || (t.pending !== null && (g.inRound[seat] ?? false))) return 'folded';
  return (g.answered[seat] ?? false) ? 'sat out' : '';
}

/** The rulings a step of the table depends on, with a few words each for the link. */
const RULINGS = [
  ['pk-first-player', 'Who rolls first'],
  ['pk-ante-cap', 'The ante'],
  ['pk-raise-cap', 'Raises'],
  ['pk-raise-again', 'One chance to raise'],
  ['pk-last-player', 'The last player in'],
  ['pk-odd-chips', 'Split pots'],
  ['pk-out-of-chips', 'Out of chips'],
  ['pk-game-end', 'The end of the game'],
] as const;

function Board({ state: t, setup, rulesPath, idPrefix }: Props) {
  const g = t.game;
  const v = tableView(t);
  const turn = t.started && g.phase !== 'over' && t.pending === null ? g.turn : -1;
  return (
    <div class="pk-cmp">
      <ul class="cmp-facts" data-facts>
        <li>
          Round <strong>{g.round}</strong> of {g.o.rounds}
        </li>
        {t.started && g.phase !== 'over' && (
          <li data-first>
            <strong>{setup.names[g.first]}</strong> rolls first
          </li>
        )}
        <li>
          Ante <strong data-ante>{g.ante === 0 ? 'not named yet' : chips(g.ante)}</strong>
        </li>
        <li>
          Pot <strong data-pot>{chips(v.pot)}</strong>
        </li>
        {g.phase === 'bet' && (
          <li>
            Bet <strong>{chips(v.bet)}</strong>, raises {g.raises} of {g.o.maxRaises}
          </li>
        )}
      </ul>
      {v.pots.length > 1 && (
        <p data-side-pots>
          {v.pots
            .map(
              (p, i) =>
                `${i === 0 ? 'Main pot' : `Side pot ${i}`}: ${chips(p.chips)} for ${p.seats.map((s) => setup.names[s] ?? '').join(', ')}`,
            )
            .join('. ')}
          .{' '}
          <RuleLink rulesPath={rulesPath} id="pk-cover">
            Why side pots
          </RuleLink>
        </p>
      )}
      <table class="cmp-seats">
        <caption class="visually-hidden">Chips in front of each player</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Chips</th>
            <th scope="col">In the pot</th>
            <th scope="col">This round</th>
          </tr>
        </thead>
        <tbody>
          {setup.names.map((name, seat) => (
            <tr key={seat} aria-current={seat === turn ? 'true' : undefined} data-seat={seat}>
              <th scope="row">
                {name}
                {seat === turn && <span> (to act)</span>}
              </th>
              <td class="cmp-num" data-chips>
                {v.chips[seat]}
              </td>
              <td class="cmp-num">{v.put[seat]}</td>
              <td data-state>{seatWord(t, v, seat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RulingLinks idPrefix={idPrefix} rulesPath={rulesPath} rulings={RULINGS} />
    </div>
  );
}

/** The label of a move button, for the player whose turn it is. */
function moveLabel(t: PeekabooTable, a: PeekabooAction, toCall: number): string {
  const g = t.game;
  switch (a.kind) {
    case 'first':
      return `${t.setup.names[a.seat] ?? ''} rolls first`;
    case 'ante':
      return `Ante ${a.chips}`;
    case 'join':
      return `Pay the ante (${g.ante})`;
    case 'sit-out':
      return 'Sit out';
    case 'check':
      return 'Check';
    case 'call':
      return `Call ${toCall}`;
    case 'raise':
      return `Raise to ${Math.max(...g.put) + g.o.raise}`;
    case 'fold':
      return 'Fold';
    case 'showdown':
      return 'Showdown';
  }
}

/** At the showdown: who had the best hand (ties allowed), then, for a side pot nobody named is in, who was next. */
function Showdown({ state: t, setup, dispatch, rulesPath, idPrefix }: Props) {
  const [ranks, setRanks] = useState<readonly (readonly number[])[]>([]);
  const [picked, setPicked] = useState<readonly number[]>([]);
  const g = t.game;
  const named = ranks.flat();
  const live = setup.names.flatMap((_, seat) =>
    (g.inRound[seat] ?? false) && !(g.folded[seat] ?? false) && !named.includes(seat) ? [seat] : [],
  );
  const submit = (e: Event): void => {
    e.preventDefault();
    if (picked.length === 0) return;
    const next = [...ranks, [...picked]];
    setPicked([]);
    if (undecidedPots(t, next) === 0) {
      setRanks([]);
      dispatch({ kind: 'showdown', ranks: next });
    } else setRanks(next);
  };
  return (
    <form onSubmit={submit} data-showdown>
      <fieldset class="w-plain">
        <legend>
          <strong>
            {ranks.length === 0 ? 'The cups are up: who had the best hand?' : 'A side pot is left: who was best of the rest?'}
          </strong>{' '}
          Tick each player who tied.{' '}
          <RuleLink rulesPath={rulesPath} id="pk-odd-chips">
            How ties split
          </RuleLink>
        </legend>
        {live.map((seat) => (
          <label key={seat} class="cmp-check" for={`${idPrefix}-sd-${seat}`}>
            <input
              id={`${idPrefix}-sd-${seat}`}
              type="checkbox"
              checked={picked.includes(seat)}
              onChange={(e) => setPicked(e.currentTarget.checked ? [...picked, seat] : picked.filter((s) => s !== seat))}
            />
            {setup.names[seat]}
          </label>
        ))}
      </fieldset>
      <div class="cmp-row">
        <button type="submit" class="cmp-main" disabled={picked.length === 0}>
          {picked.length > 1 ? 'They split it' : 'Won'}
        </button>
        {ranks.length > 0 && (
          <button type="button" onClick={() => setRanks([])}>
            Start again
          </button>
        )}
      </div>
    </form>
  );
}

function Actions(props: Props) {
  const { state: t, setup, dispatch } = props;
  const g = t.game;
  if (g.phase === 'over') return null;
  if (!t.started)
    return (
      <div data-actions>
        <p>
          <strong>Who won the roll-off?</strong> Everyone rolls one die; the highest rolls first (ties roll again).
        </p>
        <div class="cmp-row">
          {setup.names.map((name, seat) => (
            <button key={seat} type="button" class="cmp-main" onClick={() => dispatch({ kind: 'first', seat })}>
              {name}
            </button>
          ))}
        </div>
      </div>
    );
  if (t.pending !== null) return <Showdown key={g.round} {...props} />;
  const v = tableView(t);
  const name = setup.names[g.turn] ?? '';
  const ask =
    g.phase === 'ante'
      ? `${name}: name the ante (up to ${v.moves.length})`
      : g.phase === 'join'
        ? `${name}: pay the ante or sit out?`
        : `${name} to bet`;
  return (
    <div data-actions>
      <p>
        <strong>{ask}</strong>
        {g.phase === 'bet' && v.toCall > 0 && <span> ({chips(v.toCall)} to call)</span>}
      </p>
      <div class="cmp-row">
        {v.moves.map((a) => (
          <button
            key={a.kind === 'ante' ? `ante-${a.chips}` : a.kind}
            type="button"
            class={a.kind === 'fold' || a.kind === 'sit-out' ? undefined : 'cmp-main'}
            onClick={() => dispatch(a)}
          >
            {moveLabel(t, a, v.toCall)}
          </button>
        ))}
      </div>
    </div>
  );
}

const SETTINGS = [
  ['chips', PEEKABOO_OPTIONS[5]],
  ['maxAnte', PEEKABOO_OPTIONS[6]],
  ['raise', PEEKABOO_OPTIONS[7]],
  ['maxRaises', PEEKABOO_OPTIONS[8]],
  ['rounds', PEEKABOO_OPTIONS[9]],
] as const;
type SettingKey = (typeof SETTINGS)[number][0];

function SetupForm({ defaultSetup, idPrefix, onCreate, onCancel }: SetupFormProps<PeekabooSetup>) {
  const [name, setName] = useState('Peekaboo night');
  const [names, setNames] = useState<readonly string[]>(defaultSetup.names);
  const [values, setValues] = useState<Record<SettingKey, string>>(() => ({
    chips: String(defaultSetup.chips),
    maxAnte: String(defaultSetup.maxAnte),
    raise: String(defaultSetup.raise),
    maxRaises: String(defaultSetup.maxRaises),
    rounds: String(defaultSetup.rounds),
  }));
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    const setup: Record<string, unknown> = { names };
    for (const [key] of SETTINGS) setup[key] = values[key] === '' ? Number.NaN : Number(values[key]);
    setError(await onCreate(name, setup));
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
        <summary>Chips and limits (the site's defaults)</summary>
        {SETTINGS.map(([key, spec]) => (
          <NumberSettingField
            key={key}
            idPrefix={idPrefix}
            name={key}
            spec={spec}
            value={values[key]}
            onInput={(text) => setValues({ ...values, [key]: text })}
          />
        ))}
      </details>
      <SetupEnd error={error} onCancel={onCancel} />
    </form>
  );
}

const UI: CompanionUi<PeekabooSetup, PeekabooTable, PeekabooAction> = { companion: PEEKABOO_COMPANION, Board, Actions, SetupForm };

export default function Companion(props: CompanionIslandProps) {
  return <CompanionShell ui={UI} {...props} />;
}
