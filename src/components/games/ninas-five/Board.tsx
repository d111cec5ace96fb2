/**
 * Nina's Five's table: four seats round a square table (the player at the
 * bottom, partner opposite), each with the cards laid this trick; the
 * community cards and the two peekaboo cards in the middle; the running score
 * by team; and the player's hand. The player lays a card by pressing it in the
 * hand, names a joker in a short list before laying it, and makes the
 * peekaboo swap by pressing the opponent's card to swap out (or Pass). Once
 * the game is over (`final`) every hand is shown face up.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useKeepFocus } from '../../play/keep-focus.ts';
import { isJoker, type Card } from '../../../engine/hands/cards.ts';
import { sameMove } from '../../../engine/play/moves.ts';
import { handWords } from '../../../engine/games/ninas-five/words.ts';
import { rulesFor } from '../../../engine/games/ninas-five/options.ts';
import { teamOf } from '../../../engine/games/ninas-five/rules.ts';
import { TEAM_NAMES, type NfMove, type NfState, type TrickRecord } from '../../../engine/games/ninas-five/state.ts';
import type { NfView, SeenCard } from '../../../engine/games/ninas-five/view.ts';
import { CardFace } from '../../svg/Card.tsx';
import { markData, markTag, markWords, type BoardProps } from '../../play/board.ts';
import { TurnTag } from '../../play/TurnTag.tsx';
import { cardShort, highestName, jokerNamesOf, layMove, namesBySuit, peekabooMove, placeOf, type Place } from './moves.ts';
import '../../widgets/shared/widgets.css';
import '../../play/board-shared.css';
import './board.css';

type Props = BoardProps<NfState, NfMove, NfView>;

const READING: readonly Place[] = ['top', 'left', 'right', 'bottom'];

/** A card lying face down: its back, with the words a screen reader needs. */
function Back({ label }: { label: string }) {
  return <CardFace faceDown label={label} />;
}

function Laid({ card, team }: { card: SeenCard; team: readonly string[] }) {
  if ('faceDown' in card) return <Back label={`face down: ${team[card.peekabooOf] ?? ''}'s peekaboo card`} />;
  return <CardFace held={card.as === undefined ? { card: card.card } : { card: card.card, declared: card.as }} />;
}

function stepWords(v: NfView): string {
  switch (v.step) {
    case 'first-plays':
      return 'First cards';
    case 'peekaboo':
      return 'Peekaboo: swap or pass';
    case 'second-plays':
      return 'Second cards, after the river';
    case 'over':
      return 'Game over';
  }
}

function LastTrick({ last, v, names }: { last: TrickRecord; v: NfView; names: readonly string[] }) {
  const rules = rulesFor(v.wildCopy);
  const team = (t: 0 | 1) => handWords(rules, last.keys[t]);
  return (
    <div class="nf-last" role="group" aria-label={`Trick ${last.trick}, last scored`}>
      <p class="nf-last-title">
        <strong>Trick {last.trick}:</strong>{' '}
        {last.winner === null ? `tied (${team(0)} each), nobody takes it` : `${TEAM_NAMES[last.winner]} took it with ${team(last.winner)}`}
        {last.winner !== null && ` against ${team(last.winner === 0 ? 1 : 0)}`}.
      </p>
      <ul class="nf-last-cards">
        {last.cards.map((cards, seat) => (
          <li key={seat}>
            <span class="nf-last-name">{names[seat]}</span>{' '}
            {cards.map((l, i) => (
              <CardFace key={i} held={l.as === undefined ? { card: l.card } : { card: l.card, declared: l.as }} />
            ))}
          </li>
        ))}
        <li>
          <span class="nf-last-name">Community</span>{' '}
          {last.community.map((c) => (
            <CardFace key={c} held={{ card: c }} />
          ))}
        </li>
      </ul>
    </div>
  );
}

export default function Board(props: Props) {
  const { view: v, seatNames: names, legal, onMove, hint, cueId, final, interactive, idPrefix, thinking } = props;
  const me = v.seat;
  const root = useKeepFocus<HTMLDivElement>();
  const controls = interactive && final === null && legal.length > 0;
  const [jokerOpen, setJokerOpen] = useState<Card | null>(null);
  const [jokerName, setJokerName] = useState<Card | null>(null);

  const hinted = (m: NfMove | undefined): boolean => m !== undefined && sameMove(m, hint);
  // A hint's tag is a word in the card's button; a guided step's is drawn from data-mark (board-shared.css), with its description.
  const tagOf = (on: boolean) => (on && cueId === undefined ? <span class="mark-tag nf-hint-tag">{markTag(cueId)}</span> : null);
  const hintTag = (m: NfMove | undefined) => tagOf(hinted(m));
  const hintWords = (m: NfMove | undefined): string => (hinted(m) ? markWords(cueId) : '');
  const marked = (m: NfMove | undefined) => (cueId === undefined ? {} : markData(cueId, hinted(m)));

  const teamLabel = (seat: number): string => TEAM_NAMES[teamOf(seat)];
  const who = (seat: number): string =>
    seat === me ? `${names[seat] ?? ''} (you)` : teamOf(seat) === teamOf(me) ? `${names[seat] ?? ''} (partner)` : (names[seat] ?? '');

  const openJoker = jokerOpen !== null && v.hand.includes(jokerOpen) && controls ? jokerOpen : null;
  const names0 = openJoker === null ? [] : jokerNamesOf(legal, openJoker);
  const hintName = hint?.kind === 'lay' && hint.card === openJoker ? (hint.as ?? null) : null;
  // The list starts at the hint's (or the guided step's) name, else at the highest card the joker may be.
  const chosen = jokerName !== null && names0.includes(jokerName) ? jokerName : (hintName ?? highestName(names0));

  // Opening the naming list moves focus to it, so a keyboard user names the joker next.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (openJoker !== null) select.current?.focus();
  }, [openJoker]);

  const hands: readonly (readonly Card[])[] | null = final === null ? null : final.hands;

  function seatArea(seat: number) {
    const laid = v.laid[seat] ?? [];
    const toAct = v.toAct === seat;
    const theirs = teamOf(seat) !== teamOf(me);
    const swap = controls && v.step === 'peekaboo' && theirs ? peekabooMove(legal, seat) : undefined;
    const first = laid[0];
    const rest = laid.slice(1);
    const held = hands?.[seat] ?? null;
    const count = v.handSizes[seat] ?? 0;
    return (
      <div
        key={seat}
        class={`nf-seat nf-${placeOf(seat, me)}${toAct ? ' nf-to-act' : ''} nf-team-${teamOf(seat)}`}
        role="group"
        aria-label={`${who(seat)}, ${teamLabel(seat)}`}
      >
        <p class="nf-seat-name">
          <strong>{who(seat)}</strong>
          {v.dealer === seat && <span class="board-chip">dealer</span>}
          {toAct && (
            <TurnTag class="board-chip board-chip-turn" words={seat === me ? 'your turn' : 'to play'} thinking={thinking === seat} />
          )}
        </p>
        <div class="nf-laid board-arrive">
          {first === undefined ? (
            <span class="nf-empty">no card laid</span>
          ) : swap !== undefined && !('faceDown' in first) ? (
            <button
              type="button"
              class={`board-card-btn nf-card-btn${hinted(swap) ? ' nf-hint' : ''}`}
              aria-label={`Peekaboo: swap out ${names[seat] ?? ''}'s ${cardShort(first.as ?? first.card)}${first.as === undefined ? '' : ' (a named joker)'}${hintWords(swap)}`}
              {...marked(swap)}
              onClick={() => onMove(swap)}
            >
              <Laid card={first} team={TEAM_NAMES} />
              {hintTag(swap)}
            </button>
          ) : (
            <Laid card={first} team={TEAM_NAMES} />
          )}
          {rest.map((c, i) => (
            <Laid key={i} card={c} team={TEAM_NAMES} />
          ))}
        </div>
        {seat !== me &&
          (held === null ? (
            <p class="nf-held">{count === 1 ? '1 card in hand' : `${count} cards in hand`}</p>
          ) : (
            <p class="nf-held">
              <span class="nf-held-label">Hand:</span>{' '}
              {held.length === 0 ? 'empty' : held.map((c) => <CardFace key={c} held={{ card: c }} />)}
            </p>
          ))}
      </div>
    );
  }

  const pass = controls && v.step === 'peekaboo' ? peekabooMove(legal, 'pass') : undefined;
  const myTeam = teamOf(me);
  const river = v.community.length < 3 && v.step !== 'over';

  return (
    <div class="nf-board" id={`${idPrefix}-board`} ref={root}>
      <div class="nf-status">
        <p class="nf-score">
          <span class="visually-hidden">Score: </span>
          <span class={`nf-score-team nf-team-0${myTeam === 0 ? ' nf-mine' : ''}`}>
            {TEAM_NAMES[0]} <strong>{v.score[0]}</strong>
          </span>
          <span class={`nf-score-team nf-team-1${myTeam === 1 ? ' nf-mine' : ''}`}>
            {TEAM_NAMES[1]} <strong>{v.score[1]}</strong>
          </span>
          <span class="nf-score-goal">
            first to {v.tricksToWin}
            <span class="visually-hidden"> tricks wins</span>
          </span>
        </p>
        <p class="nf-step">
          {v.step === 'over' ? (
            'Game over'
          ) : (
            <>
              Trick {v.trick}: {stepWords(v)}
              {v.toAct !== null && <> · {v.toAct === me ? 'your turn' : `${names[v.toAct] ?? ''} to play`}</>}
              {v.tricksLeftInShuffle > 1 && <> · {v.tricksLeftInShuffle - 1} more before the reshuffle</>}
            </>
          )}
        </p>
      </div>

      <div class="nf-table">
        {/* In reading order (top, left, right, bottom), so focus moves the way the eye does. */}
        {[0, 1, 2, 3].sort((a, b) => READING.indexOf(placeOf(a, me)) - READING.indexOf(placeOf(b, me))).map(seatArea)}
        <div class="nf-center" role="group" aria-label="Middle of the table">
          <div class="nf-community board-arrive">
            <span class="nf-label">Community</span>
            <span class="nf-cards">
              {v.community.map((c) => (
                <CardFace key={c} held={{ card: c }} />
              ))}
              {v.step === 'over' && <span class="nf-empty">the last trick is shown below</span>}
              {river && (
                <span class="board-slot nf-slot">
                  <span>{v.community.length === 0 ? 'flop' : 'river'}</span>
                </span>
              )}
            </span>
          </div>
          {v.peekabooCards.some(Boolean) && (
            <div class="nf-peekaboo">
              <span class="nf-label">Peekaboo</span>
              <span class="nf-cards">
                {([0, 1] as const).map((t) =>
                  v.peekabooCards[t] ? (
                    <span key={t} class={`nf-pk nf-team-${t}`}>
                      <Back label={`face down: ${TEAM_NAMES[t]}'s peekaboo card`} />
                      <span class="nf-pk-team" aria-hidden="true">
                        {t === myTeam ? 'yours' : 'theirs'}
                      </span>
                    </span>
                  ) : null,
                )}
              </span>
              {pass !== undefined && (
                <button type="button" class={`nf-pass${hinted(pass) ? ' nf-hint' : ''}`} {...marked(pass)} onClick={() => onMove(pass)}>
                  Pass: no swap{hintTag(pass)}
                </button>
              )}
              {v.myChoice !== null && (
                <p class="nf-choice">
                  Your team chose in secret: {v.myChoice === 'pass' ? 'pass' : `swap out ${names[v.myChoice] ?? ''}'s card`}.
                </p>
              )}
            </div>
          )}
        </div>
      </div>

      <div
        class="nf-hand"
        role="group"
        aria-label={`Your hand, ${names[me] ?? ''}: ${v.hand.length === 1 ? '1 card' : `${v.hand.length} cards`}`}
      >
        <span class="nf-label nf-hand-label" aria-hidden="true">
          Your hand
        </span>
        {v.hand.length === 0 && <span class="nf-empty">no cards in hand</span>}
        {v.hand.map((c) => {
          if (!controls || v.step === 'peekaboo') return <CardFace key={c} held={{ card: c }} />;
          if (isJoker(c)) {
            const jokerHint = hint?.kind === 'lay' && hint.card === c;
            return (
              <button
                key={c}
                type="button"
                class={`board-card-btn nf-card-btn${jokerHint ? ' nf-hint' : ''}`}
                aria-expanded={openJoker === c}
                aria-controls={`${idPrefix}-joker`}
                aria-label={`Lay the joker: name it first${jokerHint ? markWords(cueId) : ''}`}
                {...(cueId === undefined ? {} : markData(cueId, jokerHint))}
                onClick={() => {
                  setJokerOpen(openJoker === c ? null : c);
                  setJokerName(null);
                }}
              >
                <CardFace held={{ card: c }} />
                {tagOf(jokerHint)}
              </button>
            );
          }
          const m = layMove(legal, c);
          if (m === undefined) return <CardFace key={c} held={{ card: c }} />;
          return (
            <button
              key={c}
              type="button"
              class={`board-card-btn nf-card-btn${hinted(m) ? ' nf-hint' : ''}`}
              aria-label={`Lay ${cardShort(c)}${hintWords(m)}`}
              {...marked(m)}
              onClick={() => onMove(m)}
            >
              <CardFace held={{ card: c }} />
              {hintTag(m)}
            </button>
          );
        })}
      </div>

      {openJoker !== null && chosen !== null && (
        <div class="nf-joker" id={`${idPrefix}-joker`} role="group" aria-label="Name the joker">
          <label for={`${idPrefix}-joker-name`}>Name the joker as</label>{' '}
          <select
            ref={select}
            id={`${idPrefix}-joker-name`}
            value={String(chosen)}
            onChange={(e) => setJokerName(Number(e.currentTarget.value))}
          >
            {namesBySuit(names0).map((g) => (
              <optgroup key={g.suit} label={g.suit}>
                {g.cards.map((c) => (
                  <option key={c} value={String(c)}>
                    {cardShort(c)}
                    {c === hintName && cueId === undefined ? ' (hint)' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>{' '}
          <button
            type="button"
            onClick={() => {
              setJokerOpen(null);
              onMove({ kind: 'lay', card: openJoker, as: chosen });
            }}
          >
            Lay the joker as {cardShort(chosen)}
          </button>
        </div>
      )}

      {v.last !== null && <LastTrick last={v.last} v={v} names={names} />}
    </div>
  );
}
