/**
 * Bluff 'N' Peg bluffing-zone scorer (Preact island): walk through a hand
 * step by step (who laid how many cards, who declared double or fold, who
 * accepted or folded, who won) and see every peg's move and the bluffing
 * peg, drawn on a pegboard SVG and given again as tables. URL state in
 * peg-state.ts.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import {
  BLUFF_ZONE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  OUT_THE_BACK,
  START_HOLE,
  WINNER_HOLE,
  scoreHand,
  type HandScore,
} from '../../../engine/games/bluff-n-peg/pegging.ts';
import { capitalize as cap } from '../../../engine/words.ts';
import { plainText } from '../../../lib/url-state.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { EXAMPLE, HAND_CODEC, checkStep, eventsOf, holeLabel, parseCardCount, type Step } from './peg-state.ts';
import '../../../styles/scroll-cue.css';

interface Props {
  readonly id: string;
}

const KINDS = ['lay', 'double', 'accept', 'fold'] as const;
type Kind = (typeof KINDS)[number];
const KIND_LABELS: { readonly [K in Kind]: string } = {
  lay: 'lays cards face up',
  double: 'declares double or fold',
  accept: 'accepts the double',
  fold: 'folds',
};

export function stepText(step: Step): string {
  const who = `Player ${step.player + 1}`;
  return step.type === 'lay' ? `${who} lays ${step.cards} card${step.cards === 1 ? '' : 's'}` : `${who} ${KIND_LABELS[step.type]}`;
}
const mult = (peg: number): string => `${BLUFF_ZONE[peg]?.multiplier ?? 1}X`;
export function holeName(p: number): string {
  if (p >= WINNER_HOLE) return 'the winner hole';
  if (p === START_HOLE) return 'the start hole';
  if (p === OUT_THE_BACK) return 'out the back';
  if (p < 0) return `last-chance hole ${-p}`;
  return `hole ${p}`;
}
/** Every hole a peg may start a hand in, lowest first: the last-chance holes, the start hole, holes 1 to 120. */
const START_CHOICES: readonly number[] = Array.from({ length: WINNER_HOLE - OUT_THE_BACK - 1 }, (_, k) => OUT_THE_BACK + 1 + k);
const startOption = (p: number): string => (p < 0 ? `Last-chance hole ${-p}` : p === START_HOLE ? 'Start hole' : `Hole ${p}`);
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The pegboard: the bluffing zone on top, then one track per player from out the back to the winner hole. */
function Pegboard({
  score,
  players,
  start,
  pegNow,
}: {
  score: HandScore | null;
  players: number;
  start: readonly number[];
  pegNow: number;
}): JSX.Element {
  const W = 480;
  const X0 = 70;
  const X1 = W - 20;
  const x = (p: number): number => X0 + ((p - OUT_THE_BACK) / (WINNER_HOLE - OUT_THE_BACK)) * (X1 - X0);
  const trackTop = 110;
  const gap = 36;
  // Room under the last track for its peg label and the start / winner labels (with descenders).
  const H = trackTop + players * gap + 18;
  const label =
    score === null
      ? `Pegboard: the bluffing peg is at ${mult(pegNow)}. The hand is not finished, so no peg has moved.`
      : `Pegboard: the bluffing peg ends at ${mult(pegNow)}. ${score.moves.map((m) => `Player ${m.player + 1} moves from ${holeName(m.from)} to ${holeName(m.to)}`).join('; ')}.`;
  return (
    <svg class="bp-board" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <text x={W / 2} y="16" class="bp-t mid bold">
        Bluffing zone
      </text>
      {BLUFF_ZONE.map((z, i) => {
        const cx = 175 + i * 60;
        return (
          <g key={z.multiplier}>
            <text x={cx} y="36" class="bp-t mid bold">
              {z.multiplier}X
            </text>
            <circle cx={cx} cy="52" r={i === pegNow ? 11 : 7} class={i === pegNow ? 'bp-peg' : 'bp-hole'} />
            <text x={cx} y="80" class="bp-t mid">
              {z.points}
            </text>
          </g>
        );
      })}
      <text x="140" y="36" class="bp-t end small">
        losers pay
      </text>
      <text x="140" y="80" class="bp-t end small">
        winner gets
      </text>
      {Array.from({ length: players }, (_, p) => {
        const y = trackTop + p * gap;
        const move = score?.moves[p];
        const from = move?.from ?? start[p] ?? 0;
        const to = move?.to ?? from;
        return (
          <g key={p}>
            <text x="8" y={y + 4} class="bp-t small bold">
              Player {p + 1}
            </text>
            <line x1={x(OUT_THE_BACK)} y1={y} x2={x(WINNER_HOLE)} y2={y} class="bp-track" />
            <line x1={x(START_HOLE)} y1={y - 8} x2={x(START_HOLE)} y2={y + 8} class="bp-track" />
            <circle cx={x(WINNER_HOLE)} cy={y} r="6" class="bp-hole" />
            <circle cx={x(from)} cy={y} r="6" class="bp-from" />
            {to !== from && <line x1={x(from)} y1={y - 11} x2={x(to)} y2={y - 11} class="bp-arrow" />}
            <circle cx={x(to)} cy={y} r="5" class="bp-peg" />
            {/* Right of the peg on the left half, left of it on the right half, so the label never runs off the board. */}
            <text x={x(to) <= W / 2 ? x(to) + 10 : x(to) - 10} y={y + 16} class={x(to) <= W / 2 ? 'bp-t small' : 'bp-t small end'}>
              {move === undefined ? holeLabel(from) : `${holeLabel(from)} → ${holeLabel(to)} (${signed(move.points)})`}
            </text>
          </g>
        );
      })}
      <text x={x(START_HOLE)} y={H - 5} class="bp-t mid small">
        start
      </text>
      <text x={x(WINNER_HOLE) - 10} y={H - 5} class="bp-t end small">
        winner hole ({WINNER_HOLE})
      </text>
    </svg>
  );
}

export default function BluffScorer({ id }: Props): JSX.Element {
  const { state: hand, setState: setHand, notes } = useUrlState(HAND_CODEC, EXAMPLE);
  const [said, setSaid] = useState('');
  const [who, setWho] = useState(0);
  const [kind, setKind] = useState<Kind>('lay');
  const [cards, setCards] = useState('1');

  const result = scoreHand(hand.start, eventsOf(hand));
  const score = result.ok ? result.value : null;
  // The bluffing peg after each step: from the full replay when it is valid, else a stand-in win.
  const trace =
    score?.peg ??
    (() => {
      const folded = new Set(hand.steps.filter((s) => s.type === 'fold').map((s) => s.player));
      const someone = [...Array(hand.players).keys()].filter((p) => !folded.has(p)).slice(0, 1);
      const r = scoreHand(hand.start, [...hand.steps, { type: 'win', players: someone }]);
      return r.ok ? r.value.peg : [];
    })();
  const pegNow = hand.steps.length === 0 ? 0 : (trace[hand.steps.length - 1] ?? trace.at(-1) ?? 0);
  const folded = new Set(hand.steps.filter((s) => s.type === 'fold').map((s) => s.player));
  const seats = Array.from({ length: hand.players }, (_, i) => i);

  const cardCount = parseCardCount(cards);
  function add(): void {
    const count = parseCardCount(cards);
    if (kind === 'lay' && !count.ok) {
      setSaid(`Can't add "Player ${who + 1} lays cards": ${count.error}`);
      return;
    }
    const step: Step = kind === 'lay' ? { type: 'lay', player: who, cards: count.ok ? count.value : 1 } : { type: kind, player: who };
    const problem = checkStep(hand, step);
    if (problem !== null) {
      setSaid(`Can't add "${stepText(step)}": ${problem}`);
      return;
    }
    setHand((h) => ({
      ...h,
      steps: [...h.steps, step],
      winners: step.type === 'fold' ? h.winners.filter((w) => w !== step.player) : h.winners,
    }));
    setSaid(`Added: ${stepText(step)}.`);
  }

  const setPlayers = (n: number): void => {
    setHand({ players: n, start: Array.from({ length: n }, (_, i) => hand.start[i] ?? 0), steps: [], winners: [] });
    setWho((w) => Math.min(w, n - 1));
    setSaid(`${n} players: a new hand with no steps yet.`);
  };

  let outcome: string;
  if (score !== null) {
    const over = score.gameOver;
    outcome = `Hand scored. The bluffing peg ended at ${mult(pegNow)}. ${score.moves
      .map((m) => `Player ${m.player + 1} ${m.outcome} ${signed(m.points)}, to ${holeName(m.to)}`)
      .join(
        '. ',
      )}.${over === null ? '' : over.playOff ? ' The game ends in a tie: the leaders play one more hand.' : ` Game over: player ${(over.leaders[0] ?? 0) + 1} wins.`}`;
  } else outcome = result.ok ? '' : `Not scored yet: ${result.error.message}`;

  return (
    <div class="bp-scorer" id={id}>
      {notes.length > 0 && (
        <div class="wb-notes" role="note">
          <p>
            <strong>Some settings in the address were not used:</strong>
          </p>
          <ul>
            {notes.map((t) => (
              <li key={t}>{plainText(t)}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset>
        <legend>The table</legend>
        <label for={`${id}-players`}>Players</label>{' '}
        <select id={`${id}-players`} value={String(hand.players)} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
          {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, k) => MIN_PLAYERS + k).map((k) => (
            <option key={k} value={String(k)}>
              {k}
            </option>
          ))}
        </select>
        <div class="bp-starts">
          {seats.map((p) => (
            <label key={p}>
              Player {p + 1} peg at start{' '}
              <select
                value={String(hand.start[p] ?? 0)}
                onChange={(e) => {
                  const v = Number(e.currentTarget.value);
                  setHand((h) => ({ ...h, start: h.start.map((s, i) => (i === p ? v : s)) }));
                  setSaid('');
                }}
              >
                {START_CHOICES.map((hole) => (
                  <option key={hole} value={String(hole)}>
                    {startOption(hole)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Add what happens next</legend>
        <div class="bp-add">
          <label for={`${id}-who`}>Who</label>
          <select id={`${id}-who`} value={String(who)} onChange={(e) => setWho(Number(e.currentTarget.value))}>
            {seats.map((p) => (
              <option key={p} value={String(p)}>
                Player {p + 1}
                {folded.has(p) ? ' (folded)' : ''}
              </option>
            ))}
          </select>
          <label for={`${id}-what`}>What</label>
          <select
            id={`${id}-what`}
            value={kind}
            onChange={(e) =>
              setKind((KINDS as readonly string[]).includes(e.currentTarget.value) ? (e.currentTarget.value as Kind) : 'lay')
            }
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
          {kind === 'lay' && (
            <>
              <label for={`${id}-cards`}>Number of cards</label>
              <input
                id={`${id}-cards`}
                type="text"
                inputMode="numeric"
                size={3}
                autoComplete="off"
                value={cards}
                aria-invalid={cardCount.ok ? undefined : true}
                aria-describedby={cardCount.ok ? undefined : `${id}-cards-error`}
                onInput={(e) => setCards(e.currentTarget.value)}
              />
              {!cardCount.ok && (
                <p class="bp-error" id={`${id}-cards-error`}>
                  {cap(cardCount.error)}
                </p>
              )}
            </>
          )}
          <button type="button" onClick={add}>
            Add step
          </button>
        </div>
      </fieldset>

      <h3 class="bp-h">The hand so far</h3>
      {hand.steps.length === 0 ? (
        <p>No steps yet: add what each player does, in order.</p>
      ) : (
        <table class="bp-steps" data-scroll-cue>
          <caption class="visually-hidden">Steps of the hand and the bluffing peg after each</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">What happened</th>
              <th scope="col">Bluffing peg</th>
            </tr>
          </thead>
          <tbody>
            {hand.steps.map((s, i) => (
              <tr key={`${i}-${s.type}`}>
                <td>{i + 1}</td>
                <td>{stepText(s)}</td>
                <td>{trace[i] === undefined ? '—' : mult(trace[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div class="bp-buttons">
        <button
          type="button"
          disabled={hand.steps.length === 0}
          onClick={() => {
            setHand((h) => ({ ...h, steps: h.steps.slice(0, -1) }));
            setSaid('Removed the last step.');
          }}
        >
          Undo last step
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            setHand((h) => ({ ...h, steps: [], winners: [] }));
            setSaid('A new hand: no steps yet.');
          }}
        >
          Start the hand over
        </button>
      </div>

      <fieldset>
        <legend>Who won the hand (tick more than one for a tie)</legend>
        {seats.map((p) => (
          <label key={p} class="bp-win">
            <input
              type="checkbox"
              checked={hand.winners.includes(p)}
              disabled={folded.has(p)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setHand((h) => ({
                  ...h,
                  winners: on ? [...h.winners.filter((w) => w !== p), p].sort() : h.winners.filter((w) => w !== p),
                }));
                // The outcome below says what this changed; an older message (a refused step, say) no longer applies.
                setSaid('');
              }}
            />{' '}
            Player {p + 1}
            {folded.has(p) ? ' (folded)' : ''}
          </label>
        ))}
      </fieldset>

      <div aria-live="polite" class="bp-live">
        {said !== '' && <p>{said}</p>}
        <p>
          <strong>{outcome}</strong>
        </p>
      </div>

      <Pegboard score={score} players={hand.players} start={hand.start} pegNow={pegNow} />

      {score !== null && (
        <table class="bp-moves" data-scroll-cue>
          <caption>Peg moves this hand</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Outcome</th>
              <th scope="col">Cards shown</th>
              <th scope="col">Points</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
            </tr>
          </thead>
          <tbody>
            {score.moves.map((m) => (
              <tr key={m.player}>
                <th scope="row">Player {m.player + 1}</th>
                <td>{m.outcome}</td>
                <td>{m.cardsShown}</td>
                <td>{signed(m.points)}</td>
                <td>{holeLabel(m.from)}</td>
                <td>{holeLabel(m.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
