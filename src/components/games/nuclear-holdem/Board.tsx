/**
 * Nuclear Annihilation Hold'em's table for one seat: the player's secret role
 * card, home state and hole cards; the community cards; every commander at
 * the table (dealer, whose turn, who showed or folded, the round's winners);
 * the big board of states as a grid of tiles (lost ones struck through); the
 * votes and their results; and the player's own intelligence (background
 * checks, Persuade cards). The moves sit where they act: a state tile picks a
 * home or crosses a state off, a hole card is thrown away, a commander is
 * checked or persuaded from their row, and the phase's other choices (keep,
 * reveal or fold, Nuke, Intel, a vote) are buttons grouped under the phase's
 * name. Once the game is over (`final`) every role, home and hand is shown.
 */
import { useState } from 'preact/hooks';
import { useKeepFocus } from '../../play/keep-focus.ts';
import type { Card } from '../../../engine/hands/cards.ts';
import { ROLE_INFO, type Role } from '../../../engine/games/nuclear-holdem/mechanics.ts';
import { rolesOf, type NhMove, type NhState } from '../../../engine/games/nuclear-holdem/state.ts';
import type { NhView } from '../../../engine/games/nuclear-holdem/view.ts';
import { CardFace } from '../../svg/Card.tsx';
import { markData, markTag, markWords, type BoardProps } from '../../play/board.ts';
import { TurnTag } from '../../play/TurnTag.tsx';
import { findLegal, sameMove } from '../../../engine/play/moves.ts';
import { stateName } from '../../../engine/games/nuclear-holdem/words.ts';
import { PHASE_WORDS, cardShort, persuading, tilesOf } from './moves.ts';
import '../../widgets/shared/widgets.css';
import '../../play/board-shared.css';
import './board.css';

type Props = BoardProps<NhState, NhMove, NhView>;

const roleWords = (role: Role): string => `${ROLE_INFO[role].nickname} (${role === 'joker' ? 'a joker' : `a ${role}`})`;

function Back({ label }: { label: string }) {
  return <CardFace faceDown label={label} class="nh-back" />;
}

function Cards({ cards }: { cards: readonly Card[] }) {
  return (
    <>
      {cards.map((c) => (
        <CardFace key={c} held={{ card: c }} />
      ))}
    </>
  );
}

export default function Board(props: Props) {
  const { view: v, seatNames: names, legal, onMove, hint, cueId, final, interactive, idPrefix, thinking } = props;
  const me = v.seat;
  const root = useKeepFocus<HTMLDivElement>();
  const controls = interactive && final === null && legal.length > 0;
  const mine = (m: NhMove): NhMove | undefined => (controls ? findLegal(legal, m) : undefined);
  const hinted = (m: NhMove | undefined): boolean => m !== undefined && sameMove(m, hint);
  const hintWords = (m: NhMove | undefined): string => (hinted(m) ? markWords(cueId) : '');
  // A hint's tag is a word in the button; a guided step's is drawn from data-mark (board-shared.css), with its description.
  const tag = (m: NhMove | undefined) => (hinted(m) && cueId === undefined ? <span class="nh-hint-tag">{markTag(cueId)}</span> : null);
  const marked = (m: NhMove | undefined) => (cueId === undefined ? {} : markData(cueId, hinted(m)));
  const name = (seat: number): string => names[seat] ?? `Player ${seat + 1}`;

  /** One move button (a plain call, not a component, so it keeps focus across renders); nothing when the move is not legal now. */
  function moveButton(move: NhMove, text: string) {
    const m = mine(move);
    if (m === undefined) return null;
    return (
      <button type="button" class={`nh-move${hinted(m) ? ' nh-hint' : ''}`} {...marked(m)} onClick={() => onMove(m)}>
        {text}
        {tag(m)}
      </button>
    );
  }

  // ---- The big board: arrow keys move between state buttons, one tab stop for the grid.
  const tiles = tilesOf(v);
  const tileMove = (postal: string): NhMove | undefined =>
    v.phase === 'homes' ? mine({ kind: 'home', state: postal }) : v.phase === 'cross' ? mine({ kind: 'cross', state: postal }) : undefined;
  const tileMoves = tiles.map((t) => (t.status === 'standing' ? tileMove(t.postal) : undefined));
  const firstLive = Math.max(
    0,
    tileMoves.findIndex((m) => hinted(m)) >= 0 ? tileMoves.findIndex((m) => hinted(m)) : tileMoves.findIndex((m) => m !== undefined),
  );
  const [focusTile, setFocusTile] = useState<number | null>(null);
  const stop = focusTile !== null && tileMoves[focusTile] !== undefined ? focusTile : firstLive;
  const onTileKey = (e: KeyboardEvent, i: number): void => {
    const live = tileMoves.flatMap((m, j) => (m === undefined ? [] : [j]));
    const at = live.indexOf(i);
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? live[Math.min(live.length - 1, at + 1)]
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? live[Math.max(0, at - 1)]
          : e.key === 'Home'
            ? live[0]
            : e.key === 'End'
              ? live.at(-1)
              : undefined;
    if (to === undefined) return;
    e.preventDefault();
    setFocusTile(to);
    const grid = (e.currentTarget as HTMLElement).closest('ul');
    grid?.querySelectorAll<HTMLButtonElement>('button')[live.indexOf(to)]?.focus();
  };

  // ---- Roles and homes: my own, or everyone's once the game is over.
  const roles: readonly Role[] | null = final === null ? null : rolesOf(final);
  const homes = final?.homes ?? null;
  const myHomeLost = v.home !== null && v.lost.some((l) => l.postal === v.home);

  // ---- Intel: the hole card to give up, then a card from the deck.
  const [giveUp, setGiveUp] = useState<Card | null>(null);
  const hintGive = hint?.kind === 'swap' ? hint.give : null;
  const swapGive = giveUp !== null && v.hand.includes(giveUp) ? giveUp : (hintGive ?? v.hand[0] ?? null);

  const target = persuading(v);
  const turnText =
    v.toAct === null
      ? ''
      : v.toAct === me
        ? 'your turn'
        : `${name(v.toAct)} to ${v.phase === 'vote' ? 'vote' : v.phase === 'cross' ? 'cross off' : 'act'}`;
  const standing = v.statesLeft.length;

  function holeCard(c: Card) {
    const m =
      v.phase === 'discard'
        ? mine({ kind: 'discard', card: c })
        : v.phase === 'replace'
          ? mine({ kind: 'replace', card: c })
          : v.phase === 'give'
            ? mine({ kind: 'give', card: c })
            : undefined;
    if (v.phase === 'intel' && controls) {
      return (
        <button key={c} type="button" class="board-card-btn nh-card-btn" aria-pressed={swapGive === c} onClick={() => setGiveUp(c)}>
          <span class="visually-hidden">Give up </span>
          <CardFace held={{ card: c }} />
        </button>
      );
    }
    if (m === undefined) return <CardFace key={c} held={{ card: c }} />;
    const label =
      m.kind === 'discard'
        ? `Throw away ${cardShort(c)} (and cross off a state)`
        : m.kind === 'give'
          ? `Give ${cardShort(c)} to ${target === null ? 'them' : name(target)}`
          : `Throw away ${cardShort(c)} for the card you were given`;
    return (
      <button
        key={c}
        type="button"
        class={`board-card-btn nh-card-btn${hinted(m) ? ' nh-hint' : ''}`}
        aria-label={`${label}${hintWords(m)}`}
        {...marked(m)}
        onClick={() => onMove(m)}
      >
        <CardFace held={{ card: c }} />
        {tag(m)}
      </button>
    );
  }

  function phaseControls() {
    if (!controls) return null;
    switch (v.phase) {
      case 'homes':
        return <p>Write down your home state in secret: choose it on the big board below.</p>;
      case 'cross':
        return (
          <p>
            Cross off {v.crossLeft === 1 ? 'a state' : `${v.crossLeft} states`} on the big board below
            {v.crossLeft > 1 ? ', one at a time' : ''}.
          </p>
        );
      case 'discard':
        return (
          <>
            <p>
              Throw away a card you were dealt (press it above) and draw another, crossing off a state for each; a card drawn this way is
              kept. {v.discardsLeft === 1 ? '1 discard' : `${v.discardsLeft} discards`} left this round.
            </p>
            {moveButton({ kind: 'keep' }, 'Keep my cards')}
          </>
        );
      case 'showdown':
        return (
          <>
            {moveButton({ kind: 'reveal' }, 'Reveal my hand')}
            {moveButton({ kind: 'fold' }, 'Fold')}
          </>
        );
      case 'action':
        return (
          <>
            <p>You won the round: choose one action (background checks and Persuade are on each commander’s row).</p>
            {moveButton({ kind: 'nuke' }, `Nuke: cross off ${v.players * v.nukeStates} states`)}
            {moveButton({ kind: 'intel' }, 'Intel: swap a hole card for one from the deck')}
            {moveButton({ kind: 'propose', vote: 'disarm' }, 'Call a vote to disarm')}
            {moveButton({ kind: 'propose', vote: 'launch' }, 'Call a vote to launch')}
          </>
        );
      case 'intel':
        return (
          <>
            <p>Choose the hole card to give up (above), then the card to take from the deck.</p>
            <div class="nh-deck" role="group" aria-label={`The deck, ${v.deck?.length ?? 0} cards`}>
              {(v.deck ?? []).map((take) => {
                const m = swapGive === null ? undefined : mine({ kind: 'swap', take, give: swapGive });
                if (m === undefined) return <CardFace key={take} held={{ card: take }} />;
                return (
                  <button
                    key={take}
                    type="button"
                    class={`board-card-btn nh-card-btn${hinted(m) ? ' nh-hint' : ''}`}
                    aria-label={`Take ${cardShort(take)} for your ${cardShort(swapGive ?? take)}${hintWords(m)}`}
                    {...marked(m)}
                    onClick={() => onMove(m)}
                  >
                    <CardFace held={{ card: take }} />
                    {tag(m)}
                  </button>
                );
              })}
            </div>
          </>
        );
      case 'give':
        return (
          <p>
            Persuade {target === null ? '' : name(target)}: pass them one card from your hand or the board (press it); the rest are thrown
            away and you draw a new hand.
          </p>
        );
      case 'replace':
        return (
          <p>
            You were persuaded with {v.given === null ? 'a card' : <CardFace held={{ card: v.given }} />}: press the hole card it replaces.
          </p>
        );
      case 'vote':
        return (
          <>
            {moveButton({ kind: 'ballot', ballot: 'for' }, `Vote for ${v.vote?.kind === 'launch' ? 'the launch' : 'disarmament'}`)}
            {moveButton({ kind: 'ballot', ballot: 'against' }, 'Vote against')}
          </>
        );
      case 'over':
        return null;
    }
  }

  const controlsNow = phaseControls();
  const thisRound = v.actions.filter((a) => a.round === v.round);

  return (
    <div class="nh-board" id={`${idPrefix}-board`} ref={root}>
      <p class="nh-status">
        <strong>{v.phase === 'over' ? 'Game over' : `Round ${v.round === 0 ? 1 : v.round}: ${PHASE_WORDS[v.phase]}`}</strong>
        {turnText !== '' && <span class={`board-chip${v.toAct === me ? ' board-chip-turn' : ''}`}>{turnText}</span>}
        <span class="nh-muted">
          {standing} of {v.statesStart} states standing
        </span>
      </p>

      <div class="nh-top">
        <div class="nh-me" role="group" aria-label={`You, ${name(me)}`}>
          <div class="nh-me-role">
            <span class="nh-label">Secret role</span>
            {v.roleCard === null || v.role === null ? (
              <span class="nh-muted">drawn after the homes</span>
            ) : (
              <span class="nh-role">
                <CardFace held={{ card: v.roleCard }} />
                <span>
                  <strong>{roleWords(v.role)}</strong>: {ROLE_INFO[v.role].aim}
                </span>
              </span>
            )}
          </div>
          <p class="nh-home">
            <span class="nh-label">Home</span>{' '}
            {v.home === null ? <span class="nh-muted">not chosen yet</span> : <strong>{stateName(v.home)}</strong>}
            {myHomeLost && <span class="nh-lost-tag"> lost</span>}
          </p>
          <div class="nh-hole board-arrive" role="group" aria-label="Your hole cards">
            <span class="nh-label">Hole cards</span>
            <span class="nh-cards">{v.hand.length === 0 ? <span class="nh-muted">none yet</span> : v.hand.map(holeCard)}</span>
          </div>
          {v.mustFold && <p class="nh-note">You hold the other joker with no discard left, so you sit this round out.</p>}
        </div>
        <div class="nh-community board-arrive" role="group" aria-label="Community cards">
          <span class="nh-label">Board</span>
          <span class="nh-cards">
            {v.board.map((c) => {
              const m = v.phase === 'give' ? mine({ kind: 'give', card: c }) : undefined;
              if (m === undefined) return <CardFace key={c} held={{ card: c }} />;
              return (
                <button
                  key={c}
                  type="button"
                  class={`board-card-btn nh-card-btn${hinted(m) ? ' nh-hint' : ''}`}
                  aria-label={`Give ${cardShort(c)} from the board to ${target === null ? 'them' : name(target)}${hintWords(m)}`}
                  {...marked(m)}
                  onClick={() => onMove(m)}
                >
                  <CardFace held={{ card: c }} />
                  {tag(m)}
                </button>
              );
            })}
            {v.board.length === 0 &&
              v.phase !== 'over' &&
              [0, 1, 2, 3, 4].map((i) => <span key={i} class="board-slot" aria-hidden="true" />)}
          </span>
          {/* One line, so the two facts never run together. */}
          <span class="nh-muted nh-small">
            {v.board.length === 0 ? `${v.phase === 'over' ? 'No board' : 'Dealt after the discards'}. ` : ''}
            {v.deckSize} cards in the deck
          </span>
        </div>
      </div>

      {v.vote !== null && (
        <p class="nh-vote-now">
          <strong>{name(v.vote.by)}</strong> called a vote to {v.vote.kind}: {v.vote.cast} of {v.players} secret ballots cast
          {v.vote.mine !== null && `, yours: ${v.vote.mine === '' ? 'blank' : v.vote.mine}`}. A disarmament fails with {v.disarmBlock}{' '}
          against; a launch needs {v.launchMargin} more for than against.
        </p>
      )}

      {controlsNow !== null && (
        <div class="nh-actions" role="group" aria-label={`${PHASE_WORDS[v.phase]}: your choices`}>
          {controlsNow}
        </div>
      )}

      <ul class="nh-players" aria-label="Commanders at the table">
        {names.map((_, seat) => {
          const shown = v.shown[seat] ?? null;
          const cards = v.revealed[seat] ?? null;
          const won =
            v.winners.includes(seat) &&
            (v.phase === 'action' || v.phase === 'intel' || v.phase === 'give' || v.phase === 'replace' || v.phase === 'vote');
          const check = seat === me ? undefined : mine({ kind: 'check', target: seat });
          const persuade = seat === me ? undefined : mine({ kind: 'persuade', target: seat });
          const ballot = final !== null && v.ending !== null && 'ballots' in v.ending ? v.ending.ballots[seat] : undefined;
          return (
            <li key={seat} class={`nh-player${v.toAct === seat ? ' nh-to-act' : ''}`}>
              <span class="nh-player-name">
                <strong>{seat === me ? `${name(seat)} (you)` : name(seat)}</strong>
                {v.dealer === seat && <span class="board-chip">dealer</span>}
                {v.toAct === seat && (
                  <TurnTag class="board-chip board-chip-turn" words={seat === me ? 'your turn' : 'to act'} thinking={thinking === seat} />
                )}
                {won && <span class="board-chip nh-chip-won">won the round</span>}
              </span>
              <span class="nh-player-cards">
                {final !== null ? (
                  <Cards cards={final.hands[seat] ?? []} />
                ) : cards !== null ? (
                  <Cards cards={cards} />
                ) : seat === me ? (
                  v.hand.length > 0 && <span class="nh-muted nh-small">your hole cards are shown above</span>
                ) : v.phase === 'homes' ? null : (
                  <>
                    <Back label={`${name(seat)}'s hole card, face down`} />
                    <Back label={`${name(seat)}'s hole card, face down`} />
                  </>
                )}
                {shown === 'folded' && <span class="nh-muted"> folded</span>}
              </span>
              {roles !== null && (
                <span class="nh-player-role">
                  {roleWords(roles[seat] ?? 'queen')}, home {stateName(homes?.[seat] ?? '')}
                  {ballot !== undefined && `, voted ${ballot === '' ? 'blank' : ballot}`}
                </span>
              )}
              {(check !== undefined || persuade !== undefined) && (
                <span class="nh-player-moves">
                  {check !== undefined && (
                    <button
                      type="button"
                      class={`nh-move${hinted(check) ? ' nh-hint' : ''}`}
                      {...marked(check)}
                      onClick={() => onMove(check)}
                    >
                      Background check on {name(seat)}
                      {tag(check)}
                    </button>
                  )}
                  {persuade !== undefined && (
                    <button
                      type="button"
                      class={`nh-move${hinted(persuade) ? ' nh-hint' : ''}`}
                      {...marked(persuade)}
                      onClick={() => onMove(persuade)}
                    >
                      Persuade {name(seat)}
                      {tag(persuade)}
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>

      <div class="nh-states" role="group" aria-label={`The big board: ${standing} of ${v.statesStart} states standing`}>
        <p class="nh-states-head">
          <span class="nh-label">The big board</span> {standing} of {v.statesStart} standing
          {tileMoves.some((m) => m !== undefined) && <span class="nh-muted nh-small"> (arrow keys move between states)</span>}
        </p>
        <ul class="nh-tiles">
          {tiles.map((t, i) => {
            const m = tileMoves[i];
            const home = t.postal === v.home || (homes?.includes(t.postal) ?? false);
            const cls = `nh-tile nh-${t.status}${home ? ' nh-home-tile' : ''}`;
            const lostWords = t.lost === undefined ? '' : `, lost in round ${t.lost.round} (${name(t.lost.seat)})`;
            if (m !== undefined) {
              const label = m.kind === 'home' ? `Home: ${t.name}` : `Cross off ${t.name}`;
              // The name holds the visible postal code too ("Cross off Colorado (CO)"), so voice control can say what it sees.
              return (
                <li key={t.postal}>
                  <button
                    type="button"
                    class={`${cls} nh-tile-btn${hinted(m) ? ' nh-hint' : ''}`}
                    tabIndex={i === stop ? 0 : -1}
                    onFocus={() => setFocusTile(i)}
                    onKeyDown={(e) => onTileKey(e, i)}
                    {...marked(m)}
                    onClick={() => onMove(m)}
                  >
                    <span class="visually-hidden">{label} (</span>
                    {t.postal}
                    <span class="visually-hidden">
                      ){t.postal === v.home ? ', your home' : ''}
                      {hintWords(m)}
                    </span>
                  </button>
                </li>
              );
            }
            return (
              <li key={t.postal} class={cls}>
                <span aria-hidden="true">{t.postal}</span>
                <span class="visually-hidden">
                  {t.name}
                  {t.status === 'standing' ? '' : lostWords}
                  {t.postal === v.home ? ', your home' : ''}
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      {(thisRound.length > 0 || v.votes.length > 0 || v.checks.length > 0 || v.gifts.length > 0) && (
        <div class="nh-record">
          {thisRound.length > 0 && (
            <div role="group" aria-label="This round's actions">
              <span class="nh-label">This round</span>
              <ul>
                {thisRound.map((a, i) => (
                  <li key={i}>
                    {name(a.seat)}:{' '}
                    {a.action === 'nuke'
                      ? 'Nuke'
                      : a.action === 'intel'
                        ? 'Intel'
                        : a.action === 'check'
                          ? `background check on ${name(a.target ?? 0)}`
                          : a.action === 'persuade'
                            ? `Persuade on ${name(a.target ?? 0)}`
                            : `called a vote to ${a.vote ?? ''}`}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {v.votes.length > 0 && (
            <div role="group" aria-label="Votes">
              <span class="nh-label">Votes</span>
              <ul>
                {v.votes.map((x, i) => (
                  <li key={i}>
                    Round {x.round}: {name(x.by)}’s vote to {x.kind}, {x.for} for and {x.against} against:{' '}
                    <strong>{x.passed ? 'passed' : 'failed'}</strong>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {(v.checks.length > 0 || v.gifts.length > 0) && (
            <div role="group" aria-label="What only you know">
              <span class="nh-label">Only you know</span>
              <ul>
                {v.checks.map((c, i) => (
                  <li key={`c${i}`}>
                    Round {c.round}: {name(c.target)} was a {ROLE_INFO[c.role].nickname}, home {stateName(c.home)}
                  </li>
                ))}
                {v.gifts.map((g, i) => (
                  <li key={`g${i}`}>
                    Round {g.round}: {g.by === me ? `you gave ${name(g.target)}` : `${name(g.by)} gave you`} the {cardShort(g.card)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
