/**
 * One hand, every verdict: type one or two hands and see, game by game, each
 * hand's category and who wins, with the verdicts that differ from standard
 * poker's marked in words and an icon. The hands live in the URL (?cv-a=&cv-b=;
 * old links' ?a=&b= still work).
 */
import { useMemo } from 'preact/hooks';
import { CATEGORY_LABELS } from '../../engine/hands/categories.ts';
import { plainText } from '../../lib/url-state.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { DEFAULT_A, DEFAULT_B, VERDICTS_CODEC } from './url.ts';
import { allVerdicts, outcomeText, type GameVerdict, type HandResult } from './verdicts.ts';
import '../../styles/scroll-cue.css';

function HandCell({ hand }: { hand: HandResult | null }) {
  if (hand === null) return <td>—</td>;
  return (
    <td data-category={hand.category}>
      <strong>{CATEGORY_LABELS[hand.category]}</strong>
      <span class="cmp-v-desc">{hand.description}</span>
      {hand.split !== undefined && <span class="cmp-v-split">{hand.split}</span>}
    </td>
  );
}

export default function Verdicts() {
  const {
    state,
    setState,
    notes,
    loaded: hydrated,
  } = useUrlState(VERDICTS_CODEC, { 'cv-a': DEFAULT_A, 'cv-b': DEFAULT_B }, { writeOnLoad: false });
  const a = state['cv-a'];
  const b = state['cv-b'];

  const result = useMemo(() => allVerdicts(a, b), [a, b]);
  const set = (which: 'a' | 'b', value: string): void => setState((s) => ({ ...s, [`cv-${which}`]: value }));
  const two = b.trim() !== '';
  const differing = result.verdicts.filter((v) => v.differs).length;
  const summary = !two
    ? 'Enter a second hand to see who wins in each game.'
    : result.reference === null
      ? 'No game can judge these two hands yet.'
      : differing === 0
        ? `Every game that can judge these hands agrees with ${result.referenceName}.`
        : `${differing} game${differing === 1 ? '' : 's'} reach${differing === 1 ? 'es' : ''} a different verdict from ${result.referenceName}.`;

  return (
    <div class="cmp-verdicts">
      <div class="cmp-v-inputs">
        <p>
          <label for="verdict-a">Hand A</label>
          <input
            id="verdict-a"
            type="text"
            value={a}
            disabled={!hydrated}
            spellcheck={false}
            autocomplete="off"
            aria-describedby="verdict-help"
            onInput={(e) => set('a', e.currentTarget.value)}
          />
        </p>
        <p>
          <label for="verdict-b">Hand B (optional)</label>
          <input
            id="verdict-b"
            type="text"
            value={b}
            disabled={!hydrated}
            spellcheck={false}
            autocomplete="off"
            aria-describedby="verdict-help"
            onInput={(e) => set('b', e.currentTarget.value)}
          />
        </p>
      </div>
      <p id="verdict-help" class="cmp-help">
        Cards like <code>As Kd 10h 2c</code>; <code>X</code> is a joker. For Peekaboo, five dice like <code>6 6 6 4 3</code>.
      </p>
      {notes.length > 0 && (
        <div class="cmp-notes" role="note">
          <p>Some settings in the link could not be used:</p>
          <ul>
            {notes.map((n, i) => (
              <li key={i}>{plainText(n)}</li>
            ))}
          </ul>
        </div>
      )}
      <p role="status" class="cmp-v-summary">
        {summary}
      </p>
      <div class="cmp-scroll" role="region" aria-label="Verdicts by game" tabIndex={0} data-scroll-cue>
        <table class="cmp-v-table">
          <caption>The hands judged under each game's rules</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Hand A</th>
              {two && <th scope="col">Hand B</th>}
              {two && <th scope="col">Verdict</th>}
            </tr>
          </thead>
          <tbody>
            {result.verdicts.map((v: GameVerdict) => (
              <tr key={v.id} data-game={v.id} data-outcome={v.outcome ?? ''} class={v.differs ? 'differs' : undefined}>
                <th scope="row">{v.name}</th>
                {v.error !== null && v.a === null ? (
                  <td colSpan={two ? 3 : 1} class="cmp-v-error">
                    <span aria-hidden="true">⊘ </span>Can't judge: {v.error}
                  </td>
                ) : (
                  <>
                    <HandCell hand={v.a} />
                    {two &&
                      (v.error !== null ? (
                        <td colSpan={2} class="cmp-v-error">
                          <span aria-hidden="true">⊘ </span>Can't judge: {v.error}
                        </td>
                      ) : (
                        <>
                          <HandCell hand={v.b} />
                          <td>
                            <strong>{outcomeText(v)}</strong>
                            {v.differs && (
                              <span class="cmp-flag">
                                <span aria-hidden="true">◆ </span>Differs from {result.referenceName}
                              </span>
                            )}
                            {v.reasons.length > 0 && <span class="cmp-v-desc">{v.reasons.join(' ')}</span>}
                          </td>
                        </>
                      ))}
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
