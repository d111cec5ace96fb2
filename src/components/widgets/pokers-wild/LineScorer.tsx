/**
 * Poker's Wild! line scorer (Preact island): type a line of 2 to 5 cards
 * and see the best category it makes and the points it scores. The game
 * never compares two hands, so there is no winner and no kicker here.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { cardName } from '../../../engine/hands/cards.ts';
import { CATEGORY_LABELS } from '../../../engine/hands/categories.ts';
import type { WildAs } from '../../../engine/hands/judge.ts';
import { RULESETS } from '../../../engine/hands/rulesets.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import { cardFace } from './cardText.ts';
import { LINE_EXAMPLE, pointsFor, scoreLine } from './line.ts';

interface Props {
  readonly id: string;
}

/** A joker as the seven of spades → "the seven of spades (7♠)". */
const jokerAs = (wild: WildAs): string => `${cardName(wild.as.card)} (${cardFace(wild.as.card)})`;
const pts = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;
const SCORING = RULESETS['pokers-wild'].categories.filter((c) => pointsFor(c) > 0);

export default function LineScorer({ id }: Props): JSX.Element {
  const hydrated = useHydrated();
  const [text, setText] = useState(LINE_EXAMPLE);
  const result = scoreLine(text);
  const error = result.ok ? null : result.error.message;
  const score = result.ok ? result.value : null;
  const sentence =
    score === null
      ? ''
      : score.points === 0
        ? 'No scoring hand: this line scores 0 points.'
        : `${score.label} (${score.description}): ${pts(score.points)}.`;
  return (
    <div class="w-widget pw-line" data-pagefind-ignore>
      <form onSubmit={(e) => e.preventDefault()}>
        <div class="w-field">
          <label for={`${id}-cards`}>A line of cards</label>{' '}
          <span class="w-hint" id={`${id}-hint`}>
            (2 to 5 cards in a row or column, like <code>X 7h 7d 2c</code>; X is a joker, and jokers are wild)
          </span>
          <div class="w-field-row">
            <input
              type="text"
              id={`${id}-cards`}
              value={text}
              disabled={!hydrated}
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              aria-invalid={error !== null}
              aria-describedby={error !== null ? `${id}-hint ${id}-error` : `${id}-hint`}
              onInput={(e) => setText(e.currentTarget.value)}
            />
          </div>
          {error !== null && (
            <p class="w-error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
      </form>
      {score !== null && (
        <div class="pw-line-result">
          <p class="w-verdict">
            <strong>{sentence}</strong>
          </p>
          {score.points > 0 && score.wilds.length > 0 && (
            <ul>
              {score.wilds.map((w, k) => (
                <li key={k}>{`The joker plays as ${jokerAs(w)}.`}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p class="w-hint">
        Points by hand: {SCORING.map((c) => `${CATEGORY_LABELS[c].toLowerCase()} ${pointsFor(c)}`).join(', ')}. On the board only the card
        you play scores, with the run it joins; the adjacency scorer above works that out.
      </p>
      <LiveRegion message={error ?? sentence} />
    </div>
  );
}
