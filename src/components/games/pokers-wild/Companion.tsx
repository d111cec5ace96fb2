/**
 * Poker's Wild!'s table companion (issue 26): a scorecard per player (a row of circles per scoring hand), the
 * running totals and the winner, the bar that marks a circle (the player first, then the hand just made) or ends
 * the game, and the optional line scorer for a disputed line. The rules are the companion's
 * (src/engine/games/pokers-wild/companion.ts); this file draws them and sends actions (logic in companion-model.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CompanionShell } from '../../companion/CompanionShell.tsx';
import { RuleLink, RulingLinks } from '../../companion/RulingLinks.tsx';
import { NumberSettingField, PlayerNamesField, SetupEnd, TableNameField } from '../../companion/SetupParts.tsx';
import type { BoardProps, CompanionIslandProps, CompanionUi, SetupFormProps } from '../../companion/types.ts';
import {
  COMPANION,
  MAX_LINE,
  scoreLine,
  type PwTableAction,
  type PwTableSetup,
  type PwTableState,
} from '../../../engine/games/pokers-wild/companion.ts';
import { PW_OPTIONS } from '../../../engine/games/pokers-wild/options.ts';
import { handButtonLabel, lineVerdict, scorecards } from './companion-model.ts';
import './companion.css';

type Props = BoardProps<PwTableSetup, PwTableState>;

const RULINGS = [
  ['pw-best-hand', 'Which hand you mark'],
  ['pw-scorecard', 'Circles per hand'],
  ['pw-runs-unbroken', 'Runs are unbroken'],
  ['pw-wild-space-adjacent', 'Wild spaces'],
  ['pw-must-contribute', 'Your card must count'],
  ['pw-game-end', 'The end of the game'],
  ['pw-final-tie', 'A tie at the end'],
] as const;

/** The line scorer: a disputed row or column in the site's notation, the square of the card just laid, and the verdict. */
function LineScorer({ idPrefix, rulesPath }: { idPrefix: string; rulesPath: string }) {
  const [line, setLine] = useState('');
  const [played, setPlayed] = useState('1');
  const [verdict, setVerdict] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const id = `${idPrefix}-line`;
  const submit = (e: Event): void => {
    e.preventDefault();
    const square = Number(played);
    const scored = scoreLine({ line, played: Number.isInteger(square) ? square - 1 : Number.NaN });
    if (!scored.ok) setVerdict({ ok: false, text: scored.error.message });
    else {
      const notes = scored.value.notes.length === 0 ? '' : ` ${scored.value.notes.join(' ')}`;
      setVerdict({ ok: true, text: `${lineVerdict(scored.value)}${notes}` });
    }
  };
  return (
    <section class="pwc-line" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Check a disputed line</h3>
      <form onSubmit={submit} data-line-form noValidate>
        <div class="cmp-field">
          <label for={`${id}-text`}>The line, square by square</label>
          <input
            id={`${id}-text`}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellcheck={false}
            value={line}
            aria-describedby={`${id}-help`}
            aria-invalid={verdict !== null && !verdict.ok ? 'true' : undefined}
            onInput={(e) => {
              setLine(e.currentTarget.value);
              setVerdict(null);
            }}
          />
          <span id={`${id}-help`} class="w-hint">
            Each square of the row or column in order, separated by spaces: a card such as Qh or 10d, X for a joker, * for a wild space, _
            for an empty square (at most {MAX_LINE}). For example: 9s * 9d X 3c.
          </span>
        </div>
        <div class="cmp-field">
          <label for={`${id}-played`}>Square of the card just laid (1 is the first)</label>
          <input
            id={`${id}-played`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE}
            value={played}
            onInput={(e) => {
              setPlayed(e.currentTarget.value);
              setVerdict(null);
            }}
          />
        </div>
        <div class="cmp-row">
          <button type="submit">Score the line</button>
        </div>
        <p class={verdict !== null && !verdict.ok ? 'w-error' : 'pwc-verdict'} role="status" data-verdict>
          {verdict?.text ?? ''}
        </p>
      </form>
      <p class="w-hint">
        The card just laid scores the best hand it takes part in, across or down: check its row and its column, and mark the better one.{' '}
        <RuleLink rulesPath={rulesPath} id="pw-best-hand">
          Which hand you mark
        </RuleLink>
      </p>
    </section>
  );
}

function Board({ state: s, rulesPath, idPrefix }: Props) {
  const cards = scorecards(s);
  const over = s.ended;
  return (
    <div class="pwc">
      <table class="cmp-seats pwc-totals" data-totals>
        <caption class="visually-hidden">Running totals</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" class="cmp-num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.seat} aria-current={c.leading && (over || c.total > 0) ? 'true' : undefined} data-seat={c.seat}>
              <th scope="row">
                {c.name}
                {c.leading && over && <span> (winner)</span>}
                {c.leading && !over && c.total > 0 && <span> (leading)</span>}
              </th>
              <td class="cmp-num" data-total>
                {c.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="w-hint">
        {s.circles === 0
          ? 'A row never fills: every scoring play marks one more circle.'
          : `Each hand has ${s.circles} circles; a full row scores nothing more.`}{' '}
        <RuleLink rulesPath={rulesPath} id="pw-scorecard">
          Circles per hand
        </RuleLink>
      </p>
      <div class="pwc-cards">
        {cards.map((c) => (
          <section key={c.seat} class="pwc-card" aria-labelledby={`${idPrefix}-card-${c.seat}`} data-card={c.seat}>
            <h3 id={`${idPrefix}-card-${c.seat}`}>
              {c.name}: {c.total} point{c.total === 1 ? '' : 's'}
            </h3>
            <table class="pwc-rows">
              <caption class="visually-hidden">{c.name}'s scorecard</caption>
              <thead>
                <tr>
                  <th scope="col">Hand</th>
                  <th scope="col">Circles</th>
                  <th scope="col" class="cmp-num">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.rows.map((r) => {
                  const shown = r.left === null ? r.marked : r.marked + r.left;
                  return (
                    <tr key={r.hand} data-hand={r.hand}>
                      <th scope="row">
                        {r.label} <span class="pwc-worth">×{r.points}</span>
                      </th>
                      <td>
                        <span class="pwc-circles" aria-hidden="true">
                          {Array.from({ length: shown }, (_, k) => (
                            <span key={k} class={k < r.marked ? 'pwc-circle pwc-marked' : 'pwc-circle'}></span>
                          ))}
                        </span>
                        <span class="visually-hidden">
                          {r.marked} marked{r.left === null ? '' : `, ${r.left} open`}
                        </span>
                      </td>
                      <td class="cmp-num" data-scored>
                        {r.scored}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <LineScorer idPrefix={idPrefix} rulesPath={rulesPath} />
      <RulingLinks idPrefix={idPrefix} rulesPath={rulesPath} rulings={RULINGS} />
    </div>
  );
}

/** The bar: who scored, then the hand they made; or the end of the game, with a confirm. */
function Actions({ state: s, dispatch, rulesPath }: Props) {
  const [player, setPlayer] = useState<number | null>(null);
  const [ending, setEnding] = useState(false);
  // A step of the bar replaces the buttons pressed: the keyboard goes on to the step's first control.
  const box = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  const step = (change: () => void): void => {
    stepped.current = true;
    change();
  };
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    box.current?.querySelector<HTMLElement>('[data-first]:not([disabled]), .pwc-hands button:not([disabled])')?.focus();
  }, [player, ending]);
  if (s.ended) return null;
  if (ending)
    return (
      <div ref={box} class="cmp-confirm" role="group" aria-label="End the game?" data-end-confirm>
        <p>
          <strong>Is every card laid?</strong> The game ends: the highest total wins, and players level on it share the win. Undo can take
          it back.{' '}
          <RuleLink rulesPath={rulesPath} id="pw-game-end">
            The end of the game
          </RuleLink>
        </p>
        <div class="cmp-row">
          <button
            type="button"
            class="cmp-danger"
            onClick={() => {
              setEnding(false);
              dispatch({ type: 'end' } satisfies PwTableAction);
            }}
          >
            Yes, end the game
          </button>
          <button type="button" data-first onClick={() => step(() => setEnding(false))}>
            Not yet
          </button>
        </div>
      </div>
    );
  if (player === null)
    return (
      <div ref={box} data-actions>
        <p>
          <strong>Who scored?</strong>
        </p>
        <div class="cmp-row pwc-players">
          {s.players.map((name, seat) => (
            <button
              key={seat}
              type="button"
              class="cmp-main"
              data-first={seat === 0 ? true : undefined}
              onClick={() => step(() => setPlayer(seat))}
            >
              {name}
            </button>
          ))}
        </div>
        <div class="cmp-row">
          <button type="button" onClick={() => step(() => setEnding(true))}>
            End of the game
          </button>
        </div>
      </div>
    );
  const card = scorecards(s)[player];
  return (
    <div ref={box} data-actions>
      <div class="pwc-made">
        <p>
          <strong>{s.players[player]} made:</strong>{' '}
          <RuleLink rulesPath={rulesPath} id="pw-best-hand">
            Mark the best hand
          </RuleLink>
        </p>
        <button type="button" onClick={() => step(() => setPlayer(null))}>
          Back
        </button>
      </div>
      <div class="pwc-hands">
        {(card?.rows ?? []).map((r) => (
          <button
            key={r.hand}
            type="button"
            disabled={r.left === 0}
            onClick={() => {
              setPlayer(null);
              dispatch({ type: 'mark', player, hand: r.hand } satisfies PwTableAction);
            }}
          >
            {handButtonLabel(r)}
          </button>
        ))}
      </div>
    </div>
  );
}

const CIRCLES = PW_OPTIONS[7];
const POINTS = PW_OPTIONS[6];

function SetupForm({ defaultSetup, idPrefix, onCreate, onCancel }: SetupFormProps<PwTableSetup>) {
  const [name, setName] = useState("Poker's Wild! night");
  const [names, setNames] = useState<readonly string[]>(defaultSetup.players);
  const [points, setPoints] = useState(defaultSetup.points.join(', '));
  const [circles, setCircles] = useState(String(defaultSetup.circles));
  const [error, setError] = useState<string | null>(null);
  const min = PW_OPTIONS[0].min;
  const max = PW_OPTIONS[0].max;
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    const list = points
      .split(/[\s,]+/u)
      .filter((t) => t !== '')
      .map((t) => (/^\d+$/u.test(t) ? Number(t) : Number.NaN));
    const n = /^\d+$/u.test(circles) ? Number(circles) : Number.NaN;
    setError(await onCreate(name, { players: names, options: { points: list, circles: n } }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-setup>
      <TableNameField idPrefix={idPrefix} value={name} onInput={setName} />
      <PlayerNamesField
        idPrefix={idPrefix}
        names={names}
        onChange={setNames}
        min={min}
        max={max}
        legend={
          <>
            <strong>
              Players ({min} to {max})
            </strong>
          </>
        }
      />
      <details>
        <summary>Points and circles</summary>
        <div class="cmp-field">
          <label for={`${idPrefix}-points`}>{POINTS.label}</label>
          <input
            id={`${idPrefix}-points`}
            type="text"
            value={points}
            aria-describedby={`${idPrefix}-points-help`}
            onInput={(e) => setPoints(e.currentTarget.value)}
          />
          <span id={`${idPrefix}-points-help`} class="w-hint">
            {POINTS.help} Separate the numbers with commas.
          </span>
        </div>
        <NumberSettingField idPrefix={idPrefix} name="circles" spec={CIRCLES} value={circles} onInput={setCircles} />
      </details>
      <SetupEnd error={error} onCancel={onCancel} />
    </form>
  );
}

const UI: CompanionUi<PwTableSetup, PwTableState, PwTableAction> = { companion: COMPANION, Board, Actions, SetupForm };

export default function Companion(props: CompanionIslandProps) {
  return <CompanionShell ui={UI} {...props} />;
}
