/**
 * Bluff 'N' Peg's table as one seat sees it: the peg board (a lane of holes
 * per player from out the back to the winner hole, with every peg), the
 * bluffing zone, each player's cards laid face up and the rest face down,
 * and the player's own hand. Cards to throw away are pressed (toggle
 * buttons), then thrown; in the laying a card is laid by pressing it. Logic
 * in board-model.ts.
 */
import { useState } from 'preact/hooks';
import type { Card } from '../../../engine/hands/cards.ts';
import { describeKey } from '../../../engine/games/bluff-n-peg/words.ts';
import { sameMove } from '../../../engine/play/moves.ts';
import type { BpMove, BpState } from '../../../engine/games/bluff-n-peg/state.ts';
import type { BpView } from '../../../engine/games/bluff-n-peg/view.ts';
import { CardFace } from '../../svg/Card.tsx';
import { markData, type BoardProps } from '../../play/board.ts';
import { TurnTag } from '../../play/TurnTag.tsx';
import {
  cardName,
  cardShort,
  cardsHeld,
  cardsWord,
  discardMove,
  moveLabel,
  pegWords,
  phaseText,
  trackGeometry,
  LANE,
  type StreetWidth,
} from './board-model.ts';
import '../../widgets/shared/widgets.css';
import '../../play/board-shared.css';
import './board.css';
import { useKeepFocus } from '../../play/keep-focus.ts';

type Props = BoardProps<BpState, BpMove, BpView>;

const nameOf = (p: Props, seat: number): string => p.seatNames[seat] ?? `Player ${seat + 1}`;
const shortName = (p: Props, seat: number): string =>
  nameOf(p, seat).startsWith('Player ') ? `P${seat + 1}` : nameOf(p, seat).slice(0, 3);
const listCards = (cards: readonly Card[]): string => cards.map(cardShort).join(' ');

/** The peg board, folded into streets of 30 holes with a lane per player; each street's holes drawn once and repeated per lane. */
function PegBoard({ p, street }: { p: Props; street: StreetWidth }) {
  const v = p.view;
  const g = trackGeometry(v, street);
  const first = g.streets[0];
  const last = g.streets.at(-1);
  if (first === undefined || last === undefined) return null;
  const pathOf = (count: number): string => Array.from({ length: count }, (_, c) => `M${g.colX(c)} 0h0`).join('');
  const fullId = `${p.idPrefix}-bp-${street}`;
  const lastId = `${p.idPrefix}-bp-${street}-last`;
  const lastCount = last.to - last.from + 1;
  const summary = Array.from({ length: v.players }, (_, s) => `${nameOf(p, s)} at ${pegWords(v.pegs[s] ?? 0, v)}`).join('; ');
  const lanesH = v.players * LANE;
  const band = (x: number, w: number, cls: string, y: number) => (
    <rect class={`bp-band ${cls}`} x={x - w / 2} y={y - LANE / 2} width={w} height={lanesH} rx="3" />
  );
  const lcLeft = g.lastChanceX(v.lastChance) - 5;
  const lcRight = g.lastChanceX(1) + 5;
  return (
    <svg
      class={`bp-track bp-track-${street}`}
      viewBox={`0 0 ${g.width} ${g.height + 10}`}
      role="img"
      aria-label={`Peg board, ${v.track} points from the start hole to the winner hole. ${summary}.`}
    >
      <defs>
        <path id={fullId} class="bp-holes" d={pathOf(g.perStreet)} />
        <path id={lastId} class="bp-holes" d={pathOf(lastCount)} />
      </defs>
      <rect class="bp-wood" x="0" y="0" width={g.width} height={g.height + 10} rx="8" />
      {band(g.backX, 10, 'bp-band-back', first.y)}
      {band((lcLeft + lcRight) / 2, lcRight - lcLeft, 'bp-band-lc', first.y)}
      {band(g.startX, 10, 'bp-band-start', first.y)}
      {band(g.winnerX, 12, 'bp-band-win', last.y)}
      <text class="bp-label" x={(lcLeft + lcRight) / 2} y={first.y - 15} text-anchor="middle">
        last chance
      </text>
      <text class="bp-label" x={g.backX} y={first.y - 7} text-anchor="middle">
        back
      </text>
      <text class="bp-label" x={g.startX} y={first.y - 7} text-anchor="middle">
        start
      </text>
      <text class="bp-label" x={g.winnerX + 6} y={last.y + lanesH + 4} text-anchor="end">
        winner
      </text>
      {g.streets.map((st, i) => (
        <g key={st.from}>
          {Array.from({ length: g.perStreet }, (_, c) => c)
            .filter((c) => (st.from + c) % 10 === 0 && st.from + c <= st.to)
            .map((c) => (
              <text class="bp-mark" x={g.colX(c)} y={st.y - 7} text-anchor="middle">
                {st.from + c}
              </text>
            ))}
          {i === 0 ? null : (
            <text class="bp-label" x={g.startX - 20} y={st.y + lanesH / 2 - 3} text-anchor="middle">
              {`${st.from}–${st.to}`}
            </text>
          )}
          {Array.from({ length: v.players }, (_, lane) => {
            const y = st.y + lane * LANE;
            return (
              <g class={lane === v.seat ? 'bp-lane-me' : ''} key={lane}>
                <text class="bp-lane-name" x="6" y={y + 3}>
                  {shortName(p, lane)}
                </text>
                <use href={`#${i === g.streets.length - 1 ? lastId : fullId}`} y={y} />
                {i === 0 ? (
                  <>
                    <circle class="bp-hole" cx={g.backX} cy={y} r="2.2" />
                    {Array.from({ length: v.lastChance }, (_, k) => (
                      <circle class="bp-hole" cx={g.lastChanceX(k + 1)} cy={y} r="1.9" />
                    ))}
                    <circle class="bp-hole" cx={g.startX} cy={y} r="2.2" />
                  </>
                ) : null}
                {i === g.streets.length - 1 ? <circle class="bp-hole-win" cx={g.winnerX} cy={y} r="3.6" /> : null}
              </g>
            );
          })}
        </g>
      ))}
      {Array.from({ length: v.players }, (_, lane) => {
        const at = g.at(v.pegs[lane] ?? 0, lane);
        return <circle class={`bp-peg bp-p${lane}`} cx={at.x} cy={at.y} r="4.2" key={`peg-${lane}`} />;
      })}
    </svg>
  );
}

/** The bluffing zone: the holes with what losers pay and the winner scores, and the bluffing peg. */
function Zone({ p }: { p: Props }) {
  const v = p.view;
  return (
    <div class="bp-zone-box">
      <p class="bp-zone-title" id={`${p.idPrefix}-bp-zone`}>
        Bluffing zone
      </p>
      <ol class="bp-zone" aria-labelledby={`${p.idPrefix}-bp-zone`}>
        {v.multipliers.map((m, i) => (
          <li class={i === v.zone ? 'bp-zone-here' : ''}>
            <span class="bp-zone-mult">{m}X</span>
            <span class={`bp-zone-hole${i === v.zone ? ' bp-zone-peg' : ''}`} aria-hidden="true"></span>
            <span class="bp-zone-pts">{v.prizes[i] ?? 0}</span>
            <span class="visually-hidden">
              {`: losers pay ${m} a card laid, the winner scores ${v.prizes[i] ?? 0}${i === v.zone ? '. The bluffing peg is here.' : '.'}`}
            </span>
          </li>
        ))}
      </ol>
      <p class="bp-zone-note">
        {v.doublesLeft} {v.doublesLeft === 1 ? 'double' : 'doubles'} left this hand
      </p>
    </div>
  );
}

function Backs({ n, label }: { n: number; label: string }) {
  if (n === 0) return null;
  return (
    <span class="bp-backs">
      {Array.from({ length: n }, () => (
        <CardFace faceDown label="" />
      ))}
      <span class="visually-hidden">{label}</span>
    </span>
  );
}

/** One seat: its name and tags, the cards it laid face up, the rest face down (or face up at the end). */
function Seat({ p, seat }: { p: Props; seat: number }) {
  const v = p.view;
  const mine = seat === v.seat;
  const name = nameOf(p, seat);
  const dealt = v.seats.includes(seat);
  const folded = v.folded[seat] === true;
  const laid = v.laid[seat] ?? [];
  const held = p.final?.held[seat] ?? [];
  const headId = `${p.idPrefix}-bp-seat-${seat}`;
  const tags: string[] = [];
  if (v.dealer === seat && v.phase !== 'over') tags.push('dealer');
  if (v.winners?.includes(seat) === true) tags.push('winner');
  if (!dealt && v.phase !== 'over') tags.push('not in this hand');
  if (folded) tags.push('folded');
  if (v.doubled.includes(seat)) tags.push('called double');
  const discarded = v.discarded[seat];
  return (
    <li
      class={`board-seat${v.turn === seat ? ' board-acting' : ''}${folded ? ' board-gone' : ''}${mine ? ' bp-mine' : ''}`}
      aria-labelledby={headId}
    >
      <p class="bp-seat-head" id={headId}>
        <span class={`bp-swatch bp-p${seat}`} aria-hidden="true"></span>
        <strong>{mine ? `${name} (you)` : name}</strong>
        {tags.map((t) => (
          <span class="bp-tag">{t}</span>
        ))}
        {v.turn === seat ? <TurnTag class="bp-tag bp-tag-turn" words="to act" thinking={p.thinking === seat} /> : null}
      </p>
      <p class="bp-peg-text">
        Peg: {pegWords(v.pegs[seat] ?? 0, v)}
        {discarded !== null && discarded !== undefined && dealt && v.phase !== 'over'
          ? discarded === 0
            ? '; kept all five cards'
            : `; threw away ${cardsWord(discarded)}`
          : ''}
      </p>
      {dealt ? (
        <div class="bp-cards" role="group" aria-label={mine ? 'Your cards on the table' : `${name}'s cards`}>
          {laid.length > 0 ? (
            <span class="bp-laid board-arrive">
              {laid.map((c) => (
                <CardFace held={{ card: c }} />
              ))}
            </span>
          ) : null}
          {p.final !== null ? (
            held.length > 0 ? (
              <span class="bp-revealed">
                {held.map((c) => (
                  <CardFace held={{ card: c }} />
                ))}
                <span class="bp-small">(held)</span>
              </span>
            ) : null
          ) : mine ? null : (
            <Backs n={cardsHeld(v, seat)} label={`${cardsWord(cardsHeld(v, seat))} face down`} />
          )}
          <span class="bp-showing">
            {laid.length === 0 ? 'nothing laid' : `showing ${describeKey(v.showing[seat] ?? 0, v.deucesWild)}`}
          </span>
        </div>
      ) : null}
    </li>
  );
}

/** The player's hand, with its controls when it is their turn. */
function Hand({ p }: { p: Props }) {
  const v = p.view;
  const [picked, setPicked] = useState<readonly Card[]>([]);
  if (!v.seats.includes(v.seat) || p.final !== null) return null;
  const hand = [...v.hand].sort((a, b) => a - b);
  const myTurn = p.interactive && p.legal.length > 0;
  const discarding = myTurn && v.phase === 'discard';
  const laying = myTurn && v.phase === 'lay';
  const hintCards = p.hint?.kind === 'discard' ? p.hint.cards : p.hint?.kind === 'lay' ? [p.hint.card] : [];
  const full = picked.length >= v.maxDiscards;
  const discard = discarding ? discardMove(p.legal, picked) : undefined;
  const others = myTurn ? p.legal.filter((m) => m.kind !== 'lay' && m.kind !== 'discard') : [];
  const helpId = `${p.idPrefix}-bp-hand-help`;
  return (
    <div class="bp-hand-box">
      <p class="bp-hand-title" id={`${p.idPrefix}-bp-hand`}>
        Your hand{hand.length === 0 ? ': every card laid' : ''}
      </p>
      {discarding ? (
        <p class="bp-help" id={helpId}>
          Press up to {cardsWord(v.maxDiscards)} to throw away, then throw them.
        </p>
      ) : laying ? (
        <p class="bp-help" id={helpId}>
          Press a card to lay it face up, or fold.
        </p>
      ) : null}
      <div
        class="bp-hand"
        role="group"
        aria-labelledby={`${p.idPrefix}-bp-hand`}
        aria-describedby={discarding || laying ? helpId : undefined}
      >
        {hand.map((c) => {
          const hinted = hintCards.includes(c);
          if (discarding) {
            const on = picked.includes(c);
            return (
              <button
                type="button"
                class={`bp-card-btn board-tap${hinted ? ' board-hint' : ''}`}
                {...markData(p.cueId, hinted)}
                aria-pressed={on}
                disabled={!on && full}
                aria-label={`Throw away ${cardShort(c)}, ${cardName(c)}`}
                onClick={() => {
                  setPicked((now) => (now.includes(c) ? now.filter((k) => k !== c) : [...now, c]));
                }}
              >
                <CardFace held={{ card: c }} />
                <span class="bp-card-note" aria-hidden="true">
                  {on ? 'throw' : '\u00a0'}
                </span>
              </button>
            );
          }
          const lay = laying ? p.legal.find((m) => m.kind === 'lay' && m.card === c) : undefined;
          if (lay !== undefined) {
            return (
              <button
                type="button"
                class={`bp-card-btn board-tap${hinted ? ' board-hint' : ''}`}
                {...markData(p.cueId, hinted)}
                aria-label={`Lay ${cardShort(c)}, ${cardName(c)}`}
                onClick={() => {
                  p.onMove(lay);
                }}
              >
                <CardFace held={{ card: c }} />
              </button>
            );
          }
          return <CardFace held={{ card: c }} />;
        })}
      </div>
      {v.thrown.length > 0 ? <p class="bp-small">Thrown away this hand: {listCards(v.thrown)}</p> : null}
      {discard !== undefined || others.length > 0 ? (
        <div class="board-actions" role="group" aria-label="Actions on the table">
          {discard === undefined ? null : (
            <button
              type="button"
              class={`board-action board-primary${sameMove(p.hint, discard) ? ' board-hint' : ''}`}
              {...markData(p.cueId, sameMove(p.hint, discard))}
              onClick={() => {
                p.onMove(discard);
              }}
            >
              {picked.length === 0 ? moveLabel(discard) : `${moveLabel(discard)}: ${listCards([...picked].sort((a, b) => a - b))}`}
            </button>
          )}
          {others.map((m) => (
            <button
              type="button"
              class={`board-action${m.kind === 'fold' ? '' : ' board-primary'}${sameMove(p.hint, m) ? ' board-hint' : ''}`}
              {...markData(p.cueId, sameMove(p.hint, m))}
              onClick={() => {
                p.onMove(m);
              }}
            >
              {moveLabel(m)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The last hand's result: who won, and how far each peg moved. */
function LastHand({ p }: { p: Props }) {
  const last = p.view.last;
  if (last === null) return null;
  const who = (seat: number): string => (seat === p.seat ? 'You' : nameOf(p, seat));
  const moves = last.moves.flatMap((m) => (m === null || m.points === 0 ? [] : [m]));
  return (
    <div class="board-last" role="group" aria-label="Last hand">
      <p>
        Last hand{last.playOff ? ' (a play-off)' : ''}: {last.winners.map(who).join(' and ')} won
        {moves.length > 0 && !last.playOff
          ? `: ${moves.map((m) => `${who(m.player)} ${m.points > 0 ? `+${m.points}` : `−${-m.points}`}${m.to === m.from + m.points ? '' : ` (peg to ${pegWords(m.to, p.view)})`}`).join(', ')}`
          : ''}
        .
      </p>
    </div>
  );
}

export default function Board(p: Props) {
  const root = useKeepFocus<HTMLDivElement>();
  const v = p.view;
  const order = Array.from({ length: v.players }, (_, k) => (v.seat + 1 + k) % v.players).filter((s) => s !== v.seat);
  const title = `${p.idPrefix}-bp-title`;
  return (
    <div class="bp-board" id={`${p.idPrefix}-board`} ref={root}>
      <p class="bp-top" id={title}>
        <span>Hand {Math.max(1, v.hands)}</span>
        {v.playOff ? <span>Play-off between the tied leaders</span> : null}
        <span class="bp-phase">{p.final === null ? phaseText(v, p.seatNames) : 'The game is over: every hand is shown.'}</span>
      </p>
      <PegBoard p={p} street="wide" />
      <PegBoard p={p} street="narrow" />
      <div class="bp-felt">
        <Zone p={p} />
        <ul class="board-seats" aria-label="The other players">
          {order.map((s) => (
            <Seat p={p} seat={s} key={s} />
          ))}
        </ul>
        <ul class="board-seats board-me" aria-label="Your seat">
          <Seat p={p} seat={v.seat} />
        </ul>
        <Hand p={p} key={`${v.hands}-${v.phase}-${v.turn}`} />
        <LastHand p={p} />
      </div>
    </div>
  );
}
