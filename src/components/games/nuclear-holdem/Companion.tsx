/**
 * Nuclear Annihilation Hold'em's table companion (issue 26): the big board of states (one tap crosses one off), the
 * scenario year with Alaska and Hawaii, the dealer button and the round, what a round's winner may do, and the
 * pass-the-phone secret ballot, counted against the table's two thresholds. The rules are the companion's
 * (src/engine/games/nuclear-holdem/companion.ts); this file draws them and sends actions. A ballot lives in this
 * page's memory only: each player's choice is never shown again, and only the totals reach the record.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CompanionShell } from '../../companion/CompanionShell.tsx';
import { RuleLink as SharedRuleLink, RulingLinks, type RuleLinkProps } from '../../companion/RulingLinks.tsx';
import { NumberSettingField, PlayerNamesField, SetupEnd, TableNameField } from '../../companion/SetupParts.tsx';
import type { BoardProps, CompanionIslandProps, CompanionUi, SetupFormProps } from '../../companion/types.ts';
import {
  ACTION_REFERENCE,
  COMPANION,
  ballotAction,
  type NhTableAction,
  type NhTableSetup,
  type NhTableState,
} from '../../../engine/games/nuclear-holdem/companion.ts';
import {
  FIRST_YEAR,
  LAST_YEAR,
  LATE_STATES_YEAR,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type VoteKind,
} from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { NH_OPTIONS } from '../../../engine/games/nuclear-holdem/options.ts';
import { RULINGS } from '../../../engine/games/nuclear-holdem/rulings.ts';
import { ballotStep, countText, thresholdText, tileGroups, type BallotEvent, type BallotFlow } from './companion-model.ts';
import './companion.css';

type Props = BoardProps<NhTableSetup, NhTableState>;
type RulingId = (typeof RULINGS)[number]['id'];

/** The shared link, typed with this game's ruling ids. */
const RuleLink: (props: RuleLinkProps<RulingId>) => ReturnType<typeof SharedRuleLink> = SharedRuleLink;

/** The rulings the table's steps depend on, with a few words each for the link. */
const TABLE_RULINGS: readonly (readonly [RulingId, string])[] = [
  ['nh-hawaii-1959', 'Alaska and Hawaii by year'],
  ['nh-who-goes-first', 'Who goes first'],
  ['nh-tied-winners-act', 'Tied winners'],
  ['nh-nuke-count', 'States in a Nuke'],
  ['nh-last-state', 'The last state'],
  ['nh-vote-thresholds', 'Vote thresholds'],
  ['nh-every-player-votes', 'Everyone votes'],
  ['nh-secret-ballots', 'Secret ballots'],
];

const question = (id: RulingId): string => RULINGS.find((r) => r.id === id)?.question ?? id;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function Board({ state: s, dispatch, rulesPath, idPrefix }: Props) {
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState<{ postal: string; text: string } | null>(null);
  const standing = s.board.length - s.crossed.length;
  const n = s.players.length;
  const canPickDealer = s.round === 1 && s.crossed.length === 0 && s.votes.length === 0 && s.ending === null;
  const groups = tileGroups(s.year, s.board, s.crossed);
  const cross = (postal: string, name: string): void => {
    const checked = COMPANION.parseAction(s, { type: 'cross', state: postal });
    if (!checked.ok) {
      setRefused({
        postal,
        text: `${checked.error.message}${checked.error.code === 'already-crossed' ? ' Undo brings back the last state crossed off.' : ''}`,
      });
      return;
    }
    setRefused(null);
    setSaid(`${name} crossed off.`);
    dispatch(checked.value);
  };
  return (
    <div class="nh-cmp">
      <ul class="cmp-facts" data-facts>
        <li>
          Round <strong data-round>{s.round}</strong>
        </li>
        <li>
          Dealer <strong data-dealer>{s.players[s.dealer]}</strong>
        </li>
        <li>
          Year <strong>{s.year}</strong>
        </li>
        <li>
          <strong data-standing>{standing}</strong> of {s.board.length} states standing
        </li>
      </ul>
      {canPickDealer && (
        <fieldset class="w-plain nh-dealer">
          <legend>
            Who deals first? The button then passes left each round.{' '}
            <RuleLink rulesPath={rulesPath} id="nh-who-goes-first">
              Who goes first
            </RuleLink>
          </legend>
          <div class="cmp-row">
            {s.players.map((name, seat) => (
              <button key={seat} type="button" aria-pressed={seat === s.dealer} onClick={() => dispatch({ type: 'dealer', player: seat })}>
                {name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <section class="nh-big-board" aria-labelledby={`${idPrefix}-states`}>
        <h3 id={`${idPrefix}-states`}>The big board</h3>
        <p class="nh-hint">
          Tap a state to cross it off (Undo brings it back). A Nuke crosses off {plural(n * s.nukeStates, 'state')} at this table.{' '}
          <RuleLink rulesPath={rulesPath} id="nh-nuke-count">
            Why that many
          </RuleLink>
          . The game ends the moment the last state goes.{' '}
          <RuleLink rulesPath={rulesPath} id="nh-last-state">
            The last state
          </RuleLink>
        </p>
        <p class="nh-year">
          {s.year < LATE_STATES_YEAR
            ? `In ${s.year} Alaska and Hawaii are not yet states: they start crossed off.`
            : s.year === LATE_STATES_YEAR
              ? `In ${s.year} Alaska is on the board, and Hawaii ${s.board.includes('HI') ? 'too, as the player who named the year chose' : 'is not: the player who named the year crossed it off'}.`
              : `In ${s.year} all fifty states are on the board.`}{' '}
          <RuleLink rulesPath={rulesPath} id="nh-hawaii-1959">
            Alaska and Hawaii
          </RuleLink>
        </p>
        <p class="visually-hidden" aria-live="polite">
          {said}
        </p>
        {groups.map((g) => (
          <div key={g.label} class="nh-group" role="group" aria-label={`States ${g.label}`}>
            <p class="nh-initials" aria-hidden="true">
              {g.label}
            </p>
            <ul class="nh-tiles">
              {g.tiles.map((t) => (
                <li key={t.postal} data-tile={t.status}>
                  {t.status === 'off-board' ? (
                    <span class="nh-off">
                      <s>{t.name}</s> <span class="nh-why">{t.why}</span>
                    </span>
                  ) : (
                    <button
                      type="button"
                      aria-pressed={t.status === 'crossed'}
                      disabled={s.ending !== null}
                      aria-describedby={refused?.postal === t.postal ? `${idPrefix}-refused` : undefined}
                      onClick={() => cross(t.postal, t.name)}
                      data-postal={t.postal}
                    >
                      {t.status === 'crossed' ? <s>{t.name}</s> : t.name}
                      {t.status === 'crossed' && <span class="visually-hidden"> (crossed off)</span>}
                    </button>
                  )}
                  {refused?.postal === t.postal && (
                    <p id={`${idPrefix}-refused`} class="w-error" role="alert">
                      {refused.text}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {s.votes.length > 0 && (
        <section aria-labelledby={`${idPrefix}-votes`}>
          <h3 id={`${idPrefix}-votes`}>Votes so far</h3>
          <ol data-votes>
            {s.votes.map((v, i) => (
              <li key={i}>
                Round {v.round}, a vote to {v.kind}: {countText(v.kind, v.for, v.against, s.thresholds)}
              </li>
            ))}
          </ol>
        </section>
      )}
      <details class="nh-reference">
        <summary>What a round's winner may do</summary>
        <p>
          Every tied winner acts once, clockwise from the dealer.{' '}
          <RuleLink rulesPath={rulesPath} id="nh-tied-winners-act">
            Tied winners
          </RuleLink>
        </p>
        <dl data-action-reference>
          {ACTION_REFERENCE.map((a) => (
            <div key={a.id}>
              <dt>{a.name}</dt>
              <dd>
                {a.does}
                {a.rulings.map((r) => (
                  <span key={r.id} class="nh-ruling">
                    {' '}
                    <RuleLink rulesPath={rulesPath} id={r.id}>
                      {question(r.id)}
                    </RuleLink>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <RulingLinks idPrefix={idPrefix} rulesPath={rulesPath} rulings={TABLE_RULINGS} />
    </div>
  );
}

/** A screen's heading that takes the focus when the screen appears, so a screen reader starts there. */
function ScreenHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} class="nh-screen-head">
      {children}
    </h3>
  );
}

function Ballot({ state: s, dispatch, rulesPath, idPrefix, flow, step }: Props & { flow: BallotFlow; step: (e: BallotEvent) => void }) {
  const [error, setError] = useState<string | null>(null);
  const n = s.players.length;
  const head = `${idPrefix}-ballot`;
  const cancel = (
    <button type="button" onClick={() => step({ type: 'close' })}>
      Cancel the ballot
    </button>
  );
  switch (flow.step) {
    case 'idle':
      return null;
    case 'hand-over': {
      const voter = s.players[flow.ballots.length] ?? '';
      const last = flow.ballots.length === 0 ? null : (s.players[flow.ballots.length - 1] ?? '');
      return (
        <section class="nh-screen" aria-labelledby={head} data-ballot="hand-over">
          <ScreenHeading id={head}>{`Hand the phone to ${voter}`}</ScreenHeading>
          <p>
            {last === null ? `A secret vote to ${flow.kind}. ` : `${last} has voted; the vote is hidden. `}
            Only {voter} looks at the next screen. {thresholdText(flow.kind, n, s.thresholds)}
          </p>
          <div class="cmp-row">
            <button type="button" class="cmp-main" onClick={() => step({ type: 'show' })}>
              {`I am ${voter}: show my ballot`}
            </button>
            {cancel}
          </div>
        </section>
      );
    }
    case 'voting': {
      const voter = s.players[flow.ballots.length] ?? '';
      return (
        <section class="nh-screen" aria-labelledby={head} data-ballot="voting">
          <ScreenHeading id={head}>{`${voter}: your vote to ${flow.kind}`}</ScreenHeading>
          <p>Tap one. Nobody will see it: the next screen hides it, and only the totals are kept.</p>
          <div class="cmp-row">
            <button type="button" class="cmp-main" onClick={() => step({ type: 'cast', ballot: 'for' })}>
              {`Yes, ${flow.kind}`}
            </button>
            <button type="button" class="cmp-main" onClick={() => step({ type: 'cast', ballot: 'against' })}>
              {`No, do not ${flow.kind}`}
            </button>
          </div>
        </section>
      );
    }
    case 'all-in': {
      const count = (): void => {
        const action = ballotAction(s, flow.kind, flow.ballots);
        if (!action.ok) {
          setError(action.error.message);
          return;
        }
        if (action.value.type !== 'vote') return;
        setError(null);
        step({ type: 'counted', for: action.value.for, against: action.value.against });
        dispatch(action.value);
      };
      return (
        <section class="nh-screen" aria-labelledby={head} data-ballot="all-in">
          <ScreenHeading id={head}>Every vote is in</ScreenHeading>
          <p>
            {s.players[n - 1]} has voted; the vote is hidden. Put the phone back in the middle of the table and count the votes together.
          </p>
          {error !== null && (
            <p class="w-error" role="alert">
              {error}
            </p>
          )}
          <div class="cmp-row">
            <button type="button" class="cmp-main" onClick={count}>
              Count the votes
            </button>
            {cancel}
          </div>
        </section>
      );
    }
    case 'counted':
      return (
        <section class="nh-screen" aria-labelledby={head} data-ballot="counted">
          <ScreenHeading id={head}>{`The vote to ${flow.kind}`}</ScreenHeading>
          <p data-verdict>
            <strong>{countText(flow.kind, flow.for, flow.against, s.thresholds)}</strong> {thresholdText(flow.kind, n, s.thresholds)}{' '}
            <RuleLink rulesPath={rulesPath} id="nh-vote-thresholds">
              The thresholds
            </RuleLink>
          </p>
          <div class="cmp-row">
            <button type="button" onClick={() => step({ type: 'close' })}>
              Done
            </button>
          </div>
        </section>
      );
  }
}

function Actions(props: Props) {
  const { state: s, dispatch, rulesPath } = props;
  const [flow, setFlow] = useState<BallotFlow>({ step: 'idle' });
  const step = (e: BallotEvent): void => setFlow((f) => ballotStep(f, e, s.players.length));
  if (flow.step !== 'idle') return <Ballot {...props} flow={flow} step={step} />;
  if (s.ending !== null) return null;
  const next = s.players[(s.dealer + 1) % s.players.length] ?? '';
  return (
    <div data-actions>
      <p>
        <strong>A winner calls a vote?</strong> Each player votes in secret on this phone.{' '}
        <RuleLink rulesPath={rulesPath} id="nh-secret-ballots">
          Secret ballots
        </RuleLink>
      </p>
      <div class="cmp-row">
        {(['disarm', 'launch'] as const satisfies readonly VoteKind[]).map((kind) => (
          <button key={kind} type="button" onClick={() => step({ type: 'call', kind })}>
            {`A vote to ${kind}`}
          </button>
        ))}
      </div>
      <div class="cmp-row">
        <button type="button" class="cmp-main" onClick={() => dispatch({ type: 'next-round' })}>
          {`Next round: ${next} deals`}
        </button>
      </div>
    </div>
  );
}

const spec = (name: string) => NH_OPTIONS.find((o) => o.name === name);
const NUMBER_SETTINGS = ['disarmBlock', 'launchMargin', 'nukeStates'] as const;
type NumberSetting = (typeof NUMBER_SETTINGS)[number];

function SetupForm({ defaultSetup, idPrefix, onCreate, onCancel }: SetupFormProps<NhTableSetup>) {
  const [name, setName] = useState('Nuclear night');
  const [players, setPlayers] = useState<readonly string[]>(defaultSetup.players);
  const [year, setYear] = useState(String(defaultSetup.options.year));
  const [hawaii, setHawaii] = useState(defaultSetup.options.hawaii);
  const [values, setValues] = useState<Record<NumberSetting, string>>(() => ({
    disarmBlock: String(defaultSetup.options.disarmBlock),
    launchMargin: String(defaultSetup.options.launchMargin),
    nukeStates: String(defaultSetup.options.nukeStates),
  }));
  const [error, setError] = useState<string | null>(null);
  const num = (text: string): number => (text === '' ? Number.NaN : Number(text));
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    const options: Record<string, unknown> = { year: num(year), hawaii };
    for (const key of NUMBER_SETTINGS) options[key] = num(values[key]);
    setError(await onCreate(name, { players, options }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-setup>
      <TableNameField idPrefix={idPrefix} value={name} onInput={setName} />
      <PlayerNamesField
        idPrefix={idPrefix}
        names={players}
        onChange={setPlayers}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        legend={
          <>
            <strong>
              Players, in seat order going clockwise ({MIN_PLAYERS} to {MAX_PLAYERS})
            </strong>
          </>
        }
      />
      <div class="cmp-field">
        <label for={`${idPrefix}-year`}>
          Scenario year ({FIRST_YEAR} to {LAST_YEAR})
        </label>
        <input
          id={`${idPrefix}-year`}
          type="number"
          inputMode="numeric"
          min={FIRST_YEAR}
          max={LAST_YEAR}
          value={year}
          aria-describedby={`${idPrefix}-year-help`}
          onInput={(e) => setYear(e.currentTarget.value)}
        />
        <span id={`${idPrefix}-year-help`} class="w-hint">
          A player names the year before the deal. Before {LATE_STATES_YEAR} Alaska and Hawaii start crossed off.
        </span>
      </div>
      {year === String(LATE_STATES_YEAR) && (
        <label class="cmp-check" for={`${idPrefix}-hawaii`}>
          <input id={`${idPrefix}-hawaii`} type="checkbox" checked={hawaii} onChange={(e) => setHawaii(e.currentTarget.checked)} />
          Hawaii stays on the board (in {LATE_STATES_YEAR} the player who named the year chooses)
        </label>
      )}
      <details>
        <summary>Vote thresholds and Nukes (the printed rules by default)</summary>
        {NUMBER_SETTINGS.map((key) => {
          const o = spec(key);
          if (o === undefined || o.kind !== 'int') return null;
          return (
            <NumberSettingField
              key={key}
              idPrefix={idPrefix}
              name={key}
              spec={o}
              value={values[key]}
              onInput={(text) => setValues({ ...values, [key]: text })}
            />
          );
        })}
      </details>
      <SetupEnd error={error} onCancel={onCancel} />
    </form>
  );
}

const UI: CompanionUi<NhTableSetup, NhTableState, NhTableAction> = { companion: COMPANION, Board, Actions, SetupForm };

export default function Companion(props: CompanionIslandProps) {
  return <CompanionShell ui={UI} {...props} />;
}
