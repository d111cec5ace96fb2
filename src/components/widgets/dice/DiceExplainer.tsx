/**
 * The Peekaboo dice-roll explainer island: roll (seeded, shareable) or set
 * the five dice, mark the lookers to hold, and see the engine's advice:
 * the best hold, every hold's odds, the chances against a hand to beat, a
 * bar chart of where your hold ends up, and what the table can infer.
 */
import { useMemo, useState } from 'preact/hooks';
import { CATEGORY_LABELS } from '../../../engine/hands/categories.ts';
import { DIE_FACES, parseDice, type Die } from '../../../engine/hands/dice.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { DieFace } from '../../svg/Die.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { Notes } from '../shared/Notes.tsx';
import type { DiceExplainerProps } from '../shared/props.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { DICE_LADDER, diceOf, explain, holdText, percent, positionsFor, rollLookers } from './model.ts';
import { freshSeed } from './rng.ts';
import { DEFAULT_DICE_STATE, DICE_CODEC, type DiceState, type Goal } from './url.ts';
import '../../../styles/scroll-cue.css';

function rerollText(n: number): string {
  return n === 0 ? 'stop' : `roll ${n === 1 ? 'one die' : n === 2 ? 'two dice' : 'all three'} again`;
}

export default function DiceExplainer(props: DiceExplainerProps) {
  const { idPrefix: id, syncUrl } = props;
  const H = props.headingLevel === 1 ? 'h2' : 'h3';
  const hydrated = useHydrated();
  const [beatText, setBeatText] = useState('');
  const { state, setState, notes } = useUrlState<DiceState>(DICE_CODEC, DEFAULT_DICE_STATE, {
    sync: syncUrl,
    wait: 200,
    onRead: (read) => setBeatText(read.beat === null ? '' : read.beat.join(' ')),
  });

  const update = (next: Partial<DiceState>): void => setState((s) => ({ ...s, ...next }));
  const { peekers, lookers } = diceOf(state);
  const result = useMemo(() => explain(state), [state]);

  // A new round rolls all five; within a turn only the lookers not held roll (the peekers stay).
  const newRound = (): void => update({ seed: freshSeed(), dice: null, hold: [], rolls: DEFAULT_DICE_STATE.rolls });
  const lookerRoll = rollLookers(state, freshSeed());
  const rollFree = (): void => {
    const next = rollLookers(state, freshSeed());
    if (next !== null) update(next);
  };
  const setDie = (index: number, face: Die): void => {
    const five = [...peekers, ...lookers];
    five[index] = face;
    update({ dice: five, hold: index >= 2 ? state.hold.filter((h) => h !== index - 2) : state.hold });
  };
  const toggleHold = (i: number): void =>
    update({ hold: state.hold.includes(i) ? state.hold.filter((h) => h !== i) : [...state.hold, i].sort((a, b) => a - b) });

  const beatParsed = beatText.trim() === '' ? null : parseDice(beatText, 5, 'the hand to beat');
  const onBeat = (text: string): void => {
    setBeatText(text);
    const parsed = text.trim() === '' ? null : parseDice(text, 5, 'the hand to beat');
    // A hand to beat that doesn't parse is no target at all: its old figures must not stay on screen.
    if (parsed === null || !parsed.ok) update({ beat: null });
    else update({ beat: parsed.value });
  };
  const beatError = beatParsed !== null && !beatParsed.ok ? beatParsed.error.message : null;

  const dieSelect = (index: number, label: string, face: Die) => (
    <div class="w-die-pick" key={index}>
      <label for={`${id}-die${index}`}>{label}</label>
      <select id={`${id}-die${index}`} value={String(face)} onChange={(e) => setDie(index, Number(e.currentTarget.value) as Die)}>
        {DIE_FACES.map((f) => (
          <option key={f} value={String(f)}>
            {f}
          </option>
        ))}
      </select>
    </div>
  );

  const ex = result.ok ? result.value : null;
  const hasTarget = state.beat !== null && beatError === null;
  const announce =
    ex === null
      ? ''
      : `Keeping ${holdText(ex.chosen.keep)}: ${percent(ex.chosen.expectedStrength)} against one other roll${hasTarget ? `, ${percent(ex.chosen.win)} to beat the target` : ''}. Best hold: keep ${holdText(ex.best.keep)}.`;

  return (
    <div class="w-widget w-dice" data-pagefind-ignore>
      <form onSubmit={(e) => e.preventDefault()}>
        <fieldset class="w-plain" disabled={!hydrated}>
          <legend class="visually-hidden">Your Peekaboo turn</legend>
          <Notes notes={notes} />
          <p class="w-dice-show">
            <span class="visually-hidden">{`Your peekers: ${peekers.join(' and ')}. Your lookers: ${lookers.join(', ')}.`}</span>
            <span aria-hidden="true">
              Peekers{' '}
              {peekers.map((d, i) => (
                <DieFace key={`p${i}`} face={d} kind="peeker" />
              ))}{' '}
              · Lookers{' '}
              {lookers.map((d, i) => (
                <DieFace key={`l${i}`} face={d} />
              ))}
            </span>
          </p>
          <p class="w-dice-rolls">
            {/* aria-disabled, not disabled: after the last roll, keyboard focus stays on the button instead of dropping to the page. */}
            <button
              type="button"
              onClick={rollFree}
              aria-disabled={lookerRoll === null ? 'true' : undefined}
              aria-describedby={`${id}-roll-hint`}
            >
              Roll the lookers not held
            </button>{' '}
            <button type="button" onClick={newRound}>
              New round: roll all five
            </button>
          </p>
          <p class="w-hint" id={`${id}-roll-hint`}>
            {state.rolls === 0
              ? 'No rolls left this turn. '
              : state.hold.length >= lookers.length
                ? 'Every looker is held, so there is nothing to roll. '
                : "Your peekers stay as they are for the whole round: only the lookers you don't hold roll, and each roll uses one of your rolls left. "}
            {state.dice === null
              ? `Roll number ${state.seed} (it's in the link, so you can share it).`
              : 'These dice are in the link, so you can share them.'}
          </p>
          <fieldset class="w-dice-set">
            <legend>Set the dice by hand</legend>
            {dieSelect(0, 'Peeker 1', peekers[0] ?? 1)}
            {dieSelect(1, 'Peeker 2', peekers[1] ?? 1)}
            {lookers.map((d, i) => dieSelect(i + 2, `Looker ${i + 1}`, d))}
          </fieldset>
          <fieldset class="w-dice-set">
            <legend>Lookers to hold</legend>
            {lookers.map((d, i) => (
              <label key={i}>
                <input type="checkbox" checked={state.hold.includes(i)} disabled={state.rolls === 0} onChange={() => toggleHold(i)} />{' '}
                Looker {i + 1} ({d})
              </label>
            ))}
          </fieldset>
          <div class="w-field">
            <label for={`${id}-rolls`}>Rolls left</label>{' '}
            <select id={`${id}-rolls`} value={String(state.rolls)} onChange={(e) => update({ rolls: Number(e.currentTarget.value) })}>
              <option value="2">2 (just made the first roll)</option>
              <option value="1">1</option>
              <option value="0">0 (the turn is over)</option>
            </select>
          </div>
          <div class="w-field">
            <label for={`${id}-beat`}>Hand to beat (optional)</label>{' '}
            <span class="w-hint" id={`${id}-beat-hint`}>
              (five dice, like 6 6 4 4 1: the best hand showing)
            </span>
            <div class="w-field-row">
              <input
                type="text"
                id={`${id}-beat`}
                value={beatText}
                inputMode="numeric"
                autocomplete="off"
                aria-invalid={beatError !== null}
                aria-describedby={beatError !== null ? `${id}-beat-hint ${id}-beat-error` : `${id}-beat-hint`}
                onInput={(e) => onBeat(e.currentTarget.value)}
              />
            </div>
            {beatError !== null && (
              <p class="w-error" id={`${id}-beat-error`}>
                {beatError}
              </p>
            )}
          </div>
          {hasTarget && (
            <div class="w-field">
              <label for={`${id}-goal`}>Advice plays for</label>{' '}
              <select id={`${id}-goal`} value={state.goal} onChange={(e) => update({ goal: e.currentTarget.value as Goal })}>
                <option value="strength">the strongest hand on average</option>
                <option value="beat">the best chance to beat that hand</option>
              </select>
            </div>
          )}
        </fieldset>
      </form>

      {ex === null ? (
        <p class="w-error">{result.ok ? '' : result.error.message}</p>
      ) : (
        <>
          <section aria-labelledby={`${id}-best`}>
            <H id={`${id}-best`}>Best hold</H>
            <p class="w-verdict">
              <strong>
                {state.rolls === 0
                  ? 'No rolls left: these five dice are your hand.'
                  : `Keep ${holdText(ex.best.keep)} and ${rerollText(ex.best.reroll)}.`}
              </strong>{' '}
              Against one other player's roll of five dice, your final hand wins {percent(ex.best.expectedStrength)} of the time (a tie
              counts as half a win)
              {hasTarget ? `; it beats the target ${percent(ex.best.win)} of the time and ties it ${percent(ex.best.tie)}` : ''}.
            </p>
            {beatError !== null && <p class="w-hint">No chances against a hand to beat until that hand is five dice.</p>}
            <p class="w-hint">
              "Wins against one roll" is how often your final hand beats a single random roll of five dice, counting a tie as half a win:
              50% is an average hand, and higher is better. The advice assumes you play each later roll the best way too.
            </p>
          </section>

          <section aria-labelledby={`${id}-chart`}>
            <H id={`${id}-chart`}>Where your hold ends up</H>
            <table class="w-bars" data-scroll-cue>
              <caption>
                {state.rolls === 0 ? 'Your final hand' : `Final hand if you keep ${holdText(ex.chosen.keep)}`}, compared with the best hold
              </caption>
              <thead>
                <tr>
                  <th scope="col">Hand</th>
                  <th scope="col">Your hold</th>
                  <th scope="col">Chance</th>
                  <th scope="col">Best hold</th>
                </tr>
              </thead>
              <tbody>
                {DICE_LADDER.map((category) => {
                  const mine = ex.chosen.categories.find((c) => c.category === category)?.probability ?? 0;
                  const best = ex.best.categories.find((c) => c.category === category)?.probability ?? 0;
                  return (
                    <tr key={category}>
                      <th scope="row">{CATEGORY_LABELS[category]}</th>
                      <td class="w-bar-cell">
                        <span class="w-bar" aria-hidden="true" style={{ width: `${(mine * 100).toFixed(1)}%` }} />
                      </td>
                      <td class="w-num">{percent(mine)}</td>
                      <td class="w-num">{percent(best)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>

          {state.rolls > 0 && (
            <section aria-labelledby={`${id}-holds`}>
              <H id={`${id}-holds`}>Every hold, best first</H>
              <table class="w-holds" data-scroll-cue>
                <caption>Each hold you could make now, then playing on the best way</caption>
                <thead>
                  <tr>
                    <th scope="col">Keep</th>
                    <th scope="col">Roll again</th>
                    <th scope="col">Wins against one roll</th>
                    <th scope="col">Three of a kind or better</th>
                    {hasTarget && <th scope="col">Beat target</th>}
                    {hasTarget && <th scope="col">Tie</th>}
                    <th scope="col">
                      <span class="visually-hidden">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ex.advice.holds.map((h, k) => {
                    const isChosen = h === ex.chosen;
                    const strong = h.categories
                      .filter((c) => DICE_LADDER.indexOf(c.category) <= DICE_LADDER.indexOf('three-of-a-kind'))
                      .reduce((s, c) => s + c.probability, 0);
                    return (
                      <tr key={k} class={isChosen ? 'w-chosen' : ''}>
                        <th scope="row">
                          {holdText(h.keep)}
                          {k === 0 ? ' (best)' : ''}
                        </th>
                        <td class="w-num">{h.reroll}</td>
                        <td class="w-num">{percent(h.expectedStrength)}</td>
                        <td class="w-num">{percent(strong)}</td>
                        {hasTarget && <td class="w-num">{percent(h.win)}</td>}
                        {hasTarget && <td class="w-num">{percent(h.tie)}</td>}
                        <td>
                          {isChosen ? (
                            <span>Marked</span>
                          ) : (
                            <button type="button" disabled={!hydrated} onClick={() => update({ hold: positionsFor(ex.lookers, h.keep) })}>
                              Hold<span class="visually-hidden"> {holdText(h.keep)}</span>
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          )}

          {ex.opponents !== null && (
            <section aria-labelledby={`${id}-opp`}>
              <H id={`${id}-opp`}>What the table can tell from your lookers</H>
              <p>
                The others see your lookers ({ex.lookers.join(', ')})
                {ex.held.length > 0 && state.rolls > 0 ? ` and that you hold ${holdText(ex.held)}` : ''}, not your peekers. Counting every
                pair of peekers you could have, they would put your hand's chance of beating one roll at{' '}
                {percent(ex.opponents.expectedStrength)} (knowing your peekers, it is {percent(ex.chosen.expectedStrength)}).
              </p>
              <table class="w-opp" data-scroll-cue>
                <caption>Your final hand as the other players see it</caption>
                <thead>
                  <tr>
                    <th scope="col">Hand</th>
                    <th scope="col">Chance, to them</th>
                  </tr>
                </thead>
                <tbody>
                  {ex.opponents.categories.map((c) => (
                    <tr key={c.category}>
                      <th scope="row">{CATEGORY_LABELS[c.category]}</th>
                      <td class="w-num">{percent(c.probability)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
      <LiveRegion message={announce} />
    </div>
  );
}
