/**
 * Peekaboo's table: every player's chips and dice as one seat sees them (its
 * own peekers face up, the others' under their cups), the pot, and the
 * player's controls. A looker is held by pressing it (a toggle button), then
 * "Roll" rolls the rest or "Stand" keeps them all. Logic in board-model.ts.
 */
import { useState } from 'preact/hooks';
import type { Die } from '../../../engine/hands/dice.ts';
import type { PeekabooMove, PeekabooState } from '../../../engine/games/peekaboo/state.ts';
import type { PeekabooView } from '../../../engine/games/peekaboo/view.ts';
import { faceName } from '../../../engine/games/peekaboo/words.ts';
import { sameMove } from '../../../engine/play/moves.ts';
import { DieFace } from '../../svg/Die.tsx';
import { markData, type BoardProps } from '../../play/board.ts';
import { TurnTag } from '../../play/TurnTag.tsx';
import {
  actionLabel,
  chips,
  diceAt,
  dice as diceWord,
  forcedIndexes,
  indexesOf,
  keepMove,
  lastRoundText,
  phaseText,
  potsText,
  rollOffText,
  tookAPot,
} from './board-model.ts';
import '../../widgets/shared/widgets.css';
import '../../play/board-shared.css';
import './board.css';
import { useKeepFocus } from '../../play/keep-focus.ts';

type Props = BoardProps<PeekabooState, PeekabooMove, PeekabooView>;

/** More antes than this are offered as a menu. */
const MAX_ANTE_BUTTONS = 6;
const faces = (ds: readonly Die[]): string => ds.map(faceName).join(', ');

/** A die under a cup: a blank face, with the words for screen readers given by the caller. */
function HiddenDie() {
  return <DieFace face={null} size="1.9em" />;
}

/** One seat: name, chips, what it has put in, and its dice. */
function Seat({ p, seat, mine }: { p: Props; seat: number; mine: boolean }) {
  const v = p.view;
  const name = p.seatNames[seat] ?? `Player ${seat + 1}`;
  const lookers = v.lookers[seat] ?? [];
  const held = v.held[seat] ?? [];
  const inRound = v.inRound[seat] ?? false;
  const folded = v.folded[seat] ?? false;
  const out = v.out[seat] ?? false;
  const rolled = inRound && (v.phase === 'roll' || v.phase === 'bet');
  const peekers = mine ? v.myPeekers : [];
  const status = out
    ? 'out of the game'
    : folded
      ? 'folded'
      : v.answered[seat] === true && !inRound
        ? 'sat this round out'
        : v.phase === 'join' && !(v.answered[seat] ?? false) && v.toAct !== seat
          ? 'to answer the ante'
          : rolled && (v.chips[seat] ?? 0) === 0
            ? 'all in'
            : '';
  const kept = mine ? new Set<number>() : new Set(forcedIndexes(lookers, held, 'stay-kept'));
  const classes = ['board-seat', mine ? 'pk-mine' : '', v.toAct === seat ? 'board-acting' : '', folded || out ? 'board-gone' : '']
    .join(' ')
    .trim();
  const headId = `${p.idPrefix}-seat-${seat}`;
  return (
    <li class={classes} aria-labelledby={headId}>
      <p class="pk-seat-head" id={headId}>
        <strong>{mine ? `${name} (you)` : name}</strong>
        {v.first === seat && v.phase !== 'over' ? <span class="pk-tag">first player</span> : null}
        {v.toAct === seat ? <TurnTag class="pk-tag pk-tag-turn" words="to act" thinking={p.thinking === seat} /> : null}
      </p>
      <p class="pk-chips">
        <span class="pk-stack" aria-hidden="true"></span>
        <span>
          {chips(v.chips[seat] ?? 0)}
          {(v.put[seat] ?? 0) > 0 ? <span class="pk-put">{`, ${chips(v.put[seat] ?? 0)} in the pot`}</span> : null}
        </span>
      </p>
      {status === '' ? null : <p class="pk-status">{status}</p>}
      {rolled ? (
        <div class="pk-dice" role="group" aria-label={`${mine ? 'Your' : `${name}'s`} dice`}>
          <span class="pk-cup">
            <span class="pk-cap" aria-hidden="true">
              peekers
            </span>
            {mine && peekers.length > 0 ? (
              <>
                {peekers.map((d) => (
                  <DieFace face={d} kind="peeker" size="1.9em" />
                ))}
                <span class="visually-hidden">{`Peekers, only you see them: ${faces(peekers)}.`}</span>
              </>
            ) : (
              <>
                {Array.from({ length: v.peekerCount }, () => (
                  <HiddenDie />
                ))}
                <span class="visually-hidden">{`${v.peekerCount} peekers, face down under the cup.`}</span>
              </>
            )}
          </span>
          {lookers.length === 0 ? (
            <span class="pk-wait">lookers not rolled yet</span>
          ) : mine ? null : (
            <span class="pk-lookers">
              {lookers.map((d, i) => (
                <span class={`pk-looker${kept.has(i) && v.toAct === seat ? ' pk-kept' : ''}`} key={`${i}-${d}-${lookers.join('')}`}>
                  <DieFace face={d} size="1.9em" />
                </span>
              ))}
              <span class="visually-hidden">{`Lookers: ${faces(lookers)}.`}</span>
            </span>
          )}
        </div>
      ) : null}
      {mine && rolled ? <MyLookers p={p} key={`${v.round}-${lookers.join('')}-${v.rollsLeft[seat] ?? 0}-${v.toAct ?? -1}`} /> : null}
    </li>
  );
}

/** The player's lookers: toggle buttons to hold them when it is their roll, else plain dice. */
function MyLookers({ p }: { p: Props }) {
  const v = p.view;
  const lookers = v.lookers[v.seat] ?? [];
  const forced = forcedIndexes(lookers, v.held[v.seat] ?? [], v.keptDice);
  const rolling = p.interactive && v.phase === 'roll' && v.toAct === v.seat && p.legal.some((m) => m.kind === 'keep');
  const [picked, setPicked] = useState<readonly number[]>([]);
  const hint = p.hint?.kind === 'keep' ? indexesOf(lookers, p.hint.dice) : [];
  if (lookers.length === 0) return null;
  if (!rolling) {
    return (
      <div class="pk-lookers pk-my-lookers" role="group" aria-label="Your lookers">
        {lookers.map((d, i) => (
          <span class="pk-looker" key={`${i}-${d}-${lookers.join('')}`}>
            <DieFace face={d} size="2.6em" />
          </span>
        ))}
        <span class="visually-hidden">{`Your lookers: ${faces(lookers)}.`}</span>
      </div>
    );
  }
  const chosen = [...new Set([...forced, ...picked])];
  const kept = diceAt(lookers, chosen);
  const roll = kept.length < lookers.length ? keepMove(p.legal, kept) : undefined;
  const stand = keepMove(p.legal, lookers);
  const rollsLeft = v.rollsLeft[v.seat] ?? 0;
  const toggle = (i: number) => {
    setPicked((now) => (now.includes(i) ? now.filter((k) => k !== i) : [...now, i]));
  };
  return (
    <div class="pk-hold">
      <p class="pk-hold-help" id={`${p.idPrefix}-hold-help`}>
        Press a looker to hold it, then roll the rest ({rollsLeft} {rollsLeft === 1 ? 'roll' : 'rolls'} left), or stand on all of them.
      </p>
      <div
        class="pk-lookers pk-my-lookers"
        role="group"
        aria-label="Your lookers: press to hold"
        aria-describedby={`${p.idPrefix}-hold-help`}
      >
        {lookers.map((d, i) =>
          forced.includes(i) ? (
            <span class="pk-looker pk-kept" key={`${i}-${d}-${lookers.join('')}`}>
              <DieFace face={d} size="2.6em" />
              <span class="pk-die-note">kept</span>
              <span class="visually-hidden">{`Die ${i + 1}: ${faceName(d)}, kept for this turn.`}</span>
            </span>
          ) : (
            <button
              type="button"
              class={`pk-looker pk-die-btn board-tap${hint.includes(i) ? ' board-hint' : ''}`}
              {...markData(p.cueId, hint.includes(i))}
              aria-pressed={picked.includes(i)}
              key={`${i}-${d}-${lookers.join('')}`}
              onClick={() => {
                toggle(i);
              }}
            >
              <DieFace face={d} size="2.6em" />
              <span class="pk-die-note" aria-hidden="true">
                {picked.includes(i) ? 'held' : '\u00a0'}
              </span>
              <span class="visually-hidden">{`Hold die ${i + 1}: ${faceName(d)}`}</span>
            </button>
          ),
        )}
      </div>
      <div class="board-actions" role="group" aria-label="Your roll">
        {roll === undefined ? null : (
          <button
            type="button"
            class={`board-action board-primary${sameMove(p.hint, roll) ? ' board-hint' : ''}`}
            {...markData(p.cueId, sameMove(p.hint, roll))}
            onClick={() => {
              p.onMove(roll);
            }}
          >
            {kept.length === 0 ? `Roll all ${diceWord(lookers.length)}` : `Roll ${diceWord(lookers.length - kept.length)}`}
          </button>
        )}
        {stand === undefined ? null : (
          <button
            type="button"
            class={`board-action${sameMove(p.hint, stand) ? ' board-hint' : ''}`}
            {...markData(p.cueId, sameMove(p.hint, stand))}
            onClick={() => {
              p.onMove(stand);
            }}
          >
            Stand: keep all {diceWord(lookers.length)}
          </button>
        )}
      </div>
    </div>
  );
}

/** Ante, join, bet: one button per legal move. */
function Actions({ p }: { p: Props }) {
  const [ante, setAnte] = useState(1);
  if (!p.interactive) return null;
  const moves = p.legal.filter((m): m is Exclude<PeekabooMove, { kind: 'keep' }> => m.kind !== 'keep');
  if (moves.length === 0) return null;
  const antes = moves.flatMap((m) => (m.kind === 'ante' ? [m] : []));
  if (antes.length > MAX_ANTE_BUTTONS) {
    // A long list of antes (a high cap in the options) is a menu, not a row of buttons.
    const chosen = antes.find((m) => m.chips === ante) ?? antes[0];
    const selectId = `${p.idPrefix}-pk-ante`;
    return (
      <div class="board-actions" role="group" aria-label="Actions on the table">
        <label for={selectId}>Ante</label>
        <select
          id={selectId}
          value={String(chosen?.chips ?? 1)}
          onChange={(e) => {
            setAnte(Number(e.currentTarget.value));
          }}
        >
          {antes.map((m) => (
            <option value={String(m.chips)}>{chips(m.chips)}</option>
          ))}
        </select>
        {chosen === undefined ? null : (
          <button
            type="button"
            class={`board-action board-primary${sameMove(p.hint, chosen) ? ' board-hint' : ''}`}
            {...markData(p.cueId, sameMove(p.hint, chosen))}
            onClick={() => {
              p.onMove(chosen);
            }}
          >
            {actionLabel(p.view, chosen)}
          </button>
        )}
      </div>
    );
  }
  return (
    <div class="board-actions" role="group" aria-label="Actions on the table">
      {moves.map((m) => (
        <button
          type="button"
          class={`board-action${m.kind === 'fold' || m.kind === 'sit-out' ? '' : ' board-primary'}${sameMove(p.hint, m) ? ' board-hint' : ''}`}
          {...markData(p.cueId, sameMove(p.hint, m))}
          onClick={() => {
            p.onMove(m);
          }}
        >
          {actionLabel(p.view, m)}
        </button>
      ))}
    </div>
  );
}

/** The last round's result: who took the pot, and at a showdown every hand shown. */
function LastRound({ p }: { p: Props }) {
  const r = p.view.last;
  if (r === null) return null;
  const name = (seat: number): string => (seat === p.seat ? 'you' : (p.seatNames[seat] ?? `Player ${seat + 1}`));
  return (
    <div class="board-last pk-last" role="group" aria-label="Last round">
      <p>{lastRoundText(r, name)}</p>
      {r.shown.length > 0 ? (
        <ul class="pk-shown">
          {r.shown.map((h) => (
            <li class={tookAPot(r, h.seat) ? 'pk-won' : ''}>
              <span class="pk-shown-name">{h.seat === p.seat ? 'You' : name(h.seat)}</span>
              <span aria-hidden="true">
                {h.peekers.map((d) => (
                  <DieFace face={d} kind="peeker" size="1.5em" />
                ))}
                {h.lookers.map((d) => (
                  <DieFace face={d} size="1.5em" />
                ))}
              </span>
              <span class="visually-hidden">{`peekers ${faces(h.peekers)}; lookers ${faces(h.lookers)}`}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function Board(p: Props) {
  const root = useKeepFocus<HTMLDivElement>();
  const v = p.view;
  const order = Array.from({ length: v.players }, (_, k) => (v.seat + 1 + k) % v.players).filter((s) => s !== v.seat);
  const state = p.final;
  const title = `${p.idPrefix}-pk-title`;
  return (
    <div class="pk-board" id={`${p.idPrefix}-board`} ref={root}>
      <div class="pk-felt">
        <p class="pk-top" id={title}>
          <span>
            Round {Math.min(v.round, v.rounds)} of {v.rounds}
          </span>
          <span class="pk-pot">
            <span class="pk-stack" aria-hidden="true"></span>Pot: {chips(v.pot)}
          </span>
          {v.phase === 'bet' ? <span>Bet: {chips(v.bet)} in</span> : null}
        </p>
        <p class="pk-phase">{state === null ? phaseText(v, p.seatNames) : 'The game is over: every chip is counted.'}</p>
        {v.pots.length > 1 ? (
          <p class="pk-pots">{potsText(v, (seat) => (seat === v.seat ? 'you' : (p.seatNames[seat] ?? `Player ${seat + 1}`)))}</p>
        ) : null}
        {v.round === 1 && (v.phase === 'ante' || v.phase === 'join') ? <p class="pk-rolloff">{rollOffText(v, p.seatNames)}</p> : null}
        <ul class="board-seats" aria-label="The other players">
          {order.map((seat) => (
            <Seat p={p} seat={seat} mine={false} key={seat} />
          ))}
        </ul>
        <ul class="board-seats board-me" aria-label="Your seat">
          <Seat p={p} seat={v.seat} mine={true} />
        </ul>
        <Actions p={p} />
        <LastRound p={p} />
      </div>
    </div>
  );
}
