/**
 * The hand-ranker island: pick a game, enter two to ten hands (and the
 * board), see each hand's best five, its wild cards, the category, the
 * winner (in Poker's Wild!, what each line scores) and the engine's reasons; share a permalink; judge the same cards
 * under every game. Peekaboo hands are five dice, typed ("6 6 6 3 2") or
 * set with five die menus per hand.
 *
 * This module's default export is the island for card games only (a card
 * game's page): it loads no dice code. Where the widget offers Peekaboo (the
 * judge page), DiceHandRanker.tsx renders the same view with the dice parts.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cardName, faceText, isJoker, type Card, type HeldCard } from '../../../engine/hands/cards.ts';
import { CATEGORY_LABELS } from '../../../engine/hands/categories.ts';
import type { Die } from '../../../engine/hands/dice.ts';
import type { WildAs } from '../../../engine/hands/judge-cards.ts';
import { RULESETS, type CardRuleset } from '../../../engine/hands/rulesets.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { CardFace } from '../../svg/Card.tsx';
import { CardPicker } from '../shared/CardPicker.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { Notes } from '../shared/Notes.tsx';
import type { HandRankerProps } from '../shared/props.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import {
  maxHands,
  MIN_HANDS,
  CARD_JUDGING,
  addJoker,
  checkFieldsWith,
  exampleTable,
  handLabel,
  handOutcome,
  isAhead,
  verdictCell,
  verdictSummary,
  hasBoard as gameHasBoard,
  isCardGame,
  isDiceGame,
  isExample,
  judgeEverywhere,
  jokersIn,
  naturalsIn,
  removeJoker,
  toggleCard,
  type JudgeGame,
  type Judging,
  type Table,
} from './model.ts';
import { permalinkPath, tableCodecWith } from './url.ts';
import '../../../styles/scroll-cue.css';

type Field = number | 'board';

/** One card of the best five: what it is, and what it plays as when wild (a joker, or a natural wild card such as a deuce). */
function PlayedCard({ source, as }: { source: HeldCard | undefined; as: Card | undefined }) {
  if (source === undefined) return as === undefined ? null : <CardFace held={{ card: as }} />;
  return <CardFace held={source} wildAs={as} />;
}

/** A joker as the queen of clubs → "A joker plays as the queen of clubs (Q♣)."; a wild deuce → "The wild 2♣ plays as …". */
function wildSentence({ wild, as }: WildAs): string {
  const fromText = isJoker(wild.card) ? 'A joker' : `The wild ${faceText(wild.card).short}`;
  return `${fromText} plays as ${cardName(as.card)} (${faceText(as.card).short}).`;
}

/** What the view draws for Peekaboo: a hand's five die menus, and a judged hand's dice (DiceHandRanker.tsx). */
export interface DiceParts {
  readonly Menus: (props: { idPrefix: string; hand: number; label: string; text: string; onChange: (text: string) => void }) => JSX.Element;
  readonly Row: (props: { dice: readonly Die[] }) => JSX.Element;
}

/** The island for card games only: no dice code. */
export default function HandRanker(props: HandRankerProps) {
  return <HandRankerView {...props} judging={CARD_JUDGING} />;
}

/** The widget, reading and judging with `judging`; `dice` draws Peekaboo's hands where the widget offers it. */
export function HandRankerView(props: HandRankerProps & { judging: Judging; dice?: DiceParts }) {
  const { idPrefix: id, syncUrl, judgePath, standalone, judging, dice: diceParts } = props;
  const games = props.games as readonly JudgeGame[];
  const H = props.headingLevel === 1 ? 'h2' : 'h3';
  const Hsub = props.headingLevel === 1 ? 'h3' : 'h4';
  const hydrated = useHydrated();
  // The URL changes only once the reader changes something (writeOnLoad false), so a page that
  // merely shows the example keeps a clean address.
  const [codec] = useState(() => tableCodecWith(judging, games));
  const url = useUrlState<Table>(codec, () => exampleTable(games[0] ?? 'standard'), { sync: syncUrl, writeOnLoad: false, wait: 200 });
  const { state: table, setState: setTable, notes } = url;
  const [picking, setPicking] = useState<Field | null>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const [origin, setOrigin] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);

  useEffect(() => setOrigin(window.location.origin), []);

  const dice = isDiceGame(table.game);
  // The card rules, or null for Peekaboo (dice: no deck, no jokers, no board).
  const ruleset: CardRuleset | null = isCardGame(table.game) ? RULESETS[table.game] : null;
  const gameName = RULESETS[table.game].name;
  const hasBoard = gameHasBoard(table.game);
  const checks = useMemo(() => checkFieldsWith(judging, table), [judging, table]);
  const fieldsOk = checks.hands.every((h) => h.ok) && (checks.board === null || checks.board.ok);
  const verdict = useMemo(() => (fieldsOk ? judging.judge(checks) : null), [judging, checks, fieldsOk]);
  const everywhere = useMemo(() => (dice ? [] : judgeEverywhere(table.hands, hasBoard ? table.board : '')), [table, hasBoard, dice]);
  const link = `${origin}${permalinkPath(judgePath, table)}`;

  const update = (next: Partial<Table>): void => {
    setTable((t) => ({ ...t, ...next }));
    setCopyStatus('');
  };
  const setHand = (i: number, text: string): void => update({ hands: table.hands.map((h, j) => (j === i ? text : h)) });
  const fieldText = (f: Field): string => (f === 'board' ? table.board : (table.hands[f] ?? ''));
  const setField = (f: Field, text: string): void => (f === 'board' ? update({ board: text }) : setHand(f, text));

  const changeGame = (game: JudgeGame): void => {
    setPicking(null);
    // Cards don't make dice (or the other way round): switching between them starts from the new game's example.
    setTable((t) =>
      isExample(t) || isDiceGame(t.game) !== isDiceGame(game)
        ? exampleTable(game)
        : { game, hands: t.hands, board: gameHasBoard(game) ? t.board : '' },
    );
  };
  const addHand = (): void => {
    if (table.hands.length >= maxHands(table.game)) return;
    update({ hands: [...table.hands, ''] });
    setPicking(table.hands.length);
  };
  const removeHand = (i: number): void => {
    if (table.hands.length <= MIN_HANDS) return;
    update({ hands: table.hands.filter((_, j) => j !== i) });
    setPicking(null);
  };

  const copy = async (): Promise<void> => {
    const select = (): void => {
      linkInput.current?.focus();
      linkInput.current?.select();
      setCopyStatus('The link is selected: press Ctrl+C (or ⌘C) to copy it.');
    };
    try {
      // lib.dom types navigator.clipboard as always there, but browsers leave it out on insecure (http) pages.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
      if (navigator.clipboard === undefined) {
        select();
        return;
      }
      await navigator.clipboard.writeText(link);
      setCopyStatus('Link copied.');
    } catch {
      select();
    }
  };

  // Cards and jokers in use, for the picker.
  const fields: Field[] = [...(hasBoard ? (['board'] as const) : []), ...table.hands.map((_, i) => i)];
  const jokerTotal = fields.reduce<number>((n, f) => n + jokersIn(fieldText(f)), 0);
  const picker = (f: Field) => {
    if (ruleset === null) return null;
    const text = fieldText(f);
    const used = new Set<Card>();
    for (const other of fields) if (other !== f) for (const c of naturalsIn(fieldText(other))) used.add(c);
    const target = f === 'board' ? 'the board' : handLabel(f);
    return (
      <CardPicker
        id={`${id}-picker`}
        target={target}
        selected={naturalsIn(text)}
        used={used}
        onToggle={(card) => setField(f, toggleCard(fieldText(f), card))}
        jokers={{
          inDeck: ruleset.deck.jokers,
          left: ruleset.deck.jokers - jokerTotal,
          inField: jokersIn(text),
          declarable: ruleset.deck.wild.includes('jokers'),
        }}
        onAddJoker={(declared) => setField(f, addJoker(fieldText(f), declared))}
        onRemoveJoker={() => setField(f, removeJoker(fieldText(f)))}
        onClose={() => {
          setPicking(null);
          document.getElementById(`${id}-${f === 'board' ? 'board' : `h${f + 1}`}-pick`)?.focus();
        }}
      />
    );
  };

  const fieldBlock = (f: Field) => {
    const key = f === 'board' ? 'board' : `h${f + 1}`;
    const inputId = `${id}-${key}`;
    const label = f === 'board' ? 'Board' : handLabel(f);
    const hint =
      ruleset === null
        ? 'five dice, like 6 6 6 3 2'
        : f === 'board'
          ? (ruleset.shape.boardLabel ?? 'the community cards')
          : ruleset.shape.handLabel;
    const check = f === 'board' ? checks.board : checks.hands[f];
    const error = check !== null && check !== undefined && !check.ok ? check.error.message : null;
    const open = picking === f;
    return (
      <div class="w-field" key={key}>
        <label for={inputId}>{label}</label>{' '}
        <span class="w-hint" id={`${inputId}-hint`}>
          <span aria-hidden="true">· </span>
          {hint}
        </span>
        <div class="w-field-row">
          <input
            type="text"
            id={inputId}
            value={fieldText(f)}
            autocomplete="off"
            autocapitalize="off"
            spellcheck={false}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
            onInput={(e) => setField(f, e.currentTarget.value)}
          />
          {ruleset !== null && (
            <button
              type="button"
              id={`${inputId}-pick`}
              aria-expanded={open}
              {...(open ? { 'aria-controls': `${id}-picker` } : {})}
              onClick={() => setPicking(open ? null : f)}
            >
              Pick cards<span class="visually-hidden"> for {label}</span>
            </button>
          )}
          {f !== 'board' && table.hands.length > MIN_HANDS && (
            <button type="button" onClick={() => removeHand(f)}>
              Remove<span class="visually-hidden"> {label}</span>
            </button>
          )}
        </div>
        {error !== null && (
          <p class="w-error" id={`${inputId}-error`}>
            {error}
          </p>
        )}
        {dice && f !== 'board' && diceParts !== undefined && (
          <diceParts.Menus idPrefix={id} hand={f} label={label} text={table.hands[f] ?? ''} onChange={(text) => setHand(f, text)} />
        )}
        {open && picker(f)}
      </div>
    );
  };

  const announce = !fieldsOk
    ? 'No verdict yet: a field needs fixing.'
    : verdict?.ok
      ? verdictSummary(verdict.value)
      : (verdict?.error.message ?? '');

  return (
    <div class="w-widget w-hand-ranker" data-pagefind-ignore>
      <form onSubmit={(e) => e.preventDefault()}>
        <fieldset class="w-plain" disabled={!hydrated}>
          <legend class="visually-hidden">Hands to judge</legend>
          <Notes notes={notes} />
          {games.length > 1 ? (
            <div class="w-field">
              <label for={`${id}-game`}>Game</label>{' '}
              <select id={`${id}-game`} value={table.game} onChange={(e) => changeGame(e.currentTarget.value as JudgeGame)}>
                {games.map((g) => (
                  <option key={g} value={g}>
                    {RULESETS[g].name}
                    {isDiceGame(g) ? ' (dice)' : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p class="w-field">Game: {gameName}</p>
          )}
          {ruleset === null ? (
            <p class="w-hint">
              Type five dice like <code>6 6 6 3 2</code>, or set each die with its menu.
            </p>
          ) : (
            <p class="w-hint">
              Type cards like <code>As Kd Th</code> (10 is T or 10{ruleset.deck.jokers > 0 ? ', a joker is X' : ''}
              {ruleset.deck.wild.includes('jokers') ? ', a joker declared as a card is X=Qh' : ''}), or use Pick cards.
            </p>
          )}
          {hasBoard && fieldBlock('board')}
          {table.hands.map((_, i) => fieldBlock(i))}
          <p>
            <button type="button" onClick={addHand} disabled={table.hands.length >= maxHands(table.game)}>
              Add a hand
            </button>{' '}
            <span class="w-hint">
              {maxHands(table.game) === MIN_HANDS ? `(${MIN_HANDS} hands in this game)` : `(${MIN_HANDS} to ${maxHands(table.game)} hands)`}
            </span>
          </p>
        </fieldset>
      </form>

      <section class="w-result" aria-labelledby={`${id}-verdict`}>
        <H id={`${id}-verdict`}>Verdict</H>
        {!fieldsOk ? (
          <p>No verdict yet: fix the fields marked above.</p>
        ) : verdict === null || !verdict.ok ? (
          <p class="w-error">{verdict?.error.message ?? ''}</p>
        ) : (
          <>
            <p class="w-verdict">
              <strong>{verdictSummary(verdict.value)}</strong>
            </p>
            <ul class="w-hands">
              {verdict.value.hands.map((h, i) => {
                const won = isAhead(verdict.value, i);
                return (
                  <li key={i} class={won ? 'w-won' : ''}>
                    <Hsub>
                      {h.label}: {CATEGORY_LABELS[h.category]}
                      {handOutcome(verdict.value, i)}
                    </Hsub>
                    {h.kind === 'dice' ? (
                      diceParts !== undefined && <diceParts.Row dice={h.dice} />
                    ) : (
                      <p class="w-best">
                        <span class="visually-hidden">Best five: </span>
                        {h.best.map((b, k) => (
                          <PlayedCard key={k} source={h.cards[b.source]} as={isJoker(b.card) ? undefined : b.card} />
                        ))}
                      </p>
                    )}
                    <p>{h.description}</p>
                    {h.kind === 'cards' && h.wilds.length > 0 && (
                      <ul class="w-wilds">
                        {h.wilds.map((w, k) => (
                          <li key={k}>{wildSentence(w)}</li>
                        ))}
                      </ul>
                    )}
                    {h.kind === 'cards' && h.dead.length > 0 && (
                      <p>Dead, not playing: {h.dead.map((d) => (isJoker(d.card) ? 'a joker' : d.text)).join(', ')}.</p>
                    )}
                  </li>
                );
              })}
            </ul>
            <Hsub>Why, step by step</Hsub>
            <ol class="w-reasons">
              {verdict.value.reasons.map((r, k) => (
                <li key={k}>{r}</li>
              ))}
            </ol>
          </>
        )}
        <LiveRegion message={announce} />
      </section>

      <section class="w-share" aria-labelledby={`${id}-share`}>
        <H id={`${id}-share`}>Share this judgement</H>
        <div class="w-field">
          <label for={`${id}-link`}>Link to these hands</label>
          <div class="w-field-row">
            <input type="text" id={`${id}-link`} ref={linkInput} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy()} disabled={!hydrated}>
              Copy link
            </button>
          </div>
          <p class="w-status" role="status">
            {copyStatus}
          </p>
          {!standalone && (
            <p>
              <a href={permalinkPath(judgePath, table)}>Open these hands on the Judge a hand page</a>, with every game to choose from.
            </p>
          )}
        </div>
      </section>

      {!dice && (
        <details class="w-everywhere">
          <summary>Judge under every game</summary>
          <table data-scroll-cue>
            <caption>The same cards judged by each card game</caption>
            <thead>
              <tr>
                <th scope="col">Game</th>
                {table.hands.map((_, i) => (
                  <th scope="col" key={i}>
                    {handLabel(i)}
                  </th>
                ))}
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {everywhere.map((row) => (
                <tr key={row.game} class={row.game === table.game ? 'w-current' : ''}>
                  <th scope="row">
                    {row.name}
                    {row.game === table.game ? <span class="w-hint"> (chosen)</span> : null}
                  </th>
                  {row.result.ok ? (
                    <>
                      {row.result.value.hands.map((h, i) => (
                        <td key={i}>{CATEGORY_LABELS[h.category]}</td>
                      ))}
                      <td>{verdictCell(row.result.value)}</td>
                    </>
                  ) : (
                    <td colSpan={table.hands.length + 1}>Can't judge: {row.result.error.message}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
