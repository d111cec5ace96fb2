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

/** A cell saying why a game cannot judge a hand, across the columns it would have filled. */
function CannotJudge({ span, error }: { span: number; error: string }) {
  return (
    <td colSpan={span} class="cmp-v-error">
      <span aria-hidden="true">⊘ </span>Can't judge: {error}
    </td>
  );
}

type Which = 'a' | 'b';

/** One hand's text box (disabled until the island runs), described by the help line below both. */
function HandInput(props: { which: Which; label: string; value: string; hydrated: boolean; set: (which: Which, value: string) => void }) {
  const { which, label, value, hydrated, set } = props;
  return (
    <p>
      <label for={`verdict-${which}`}>{label}</label>
      <input
        id={`verdict-${which}`}
        type="text"
        value={value}
        disabled={!hydrated}
        spellcheck={false}
        autocomplete="off"
        aria-describedby="verdict-help"
        onInput={(e) => set(which, e.currentTarget.value)}
      />
    </p>
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
  const set = (which: Which, value: string): void => setState((s) => ({ ...s, [`cv-${which}`]: value }));
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
        <HandInput which="a" label="Hand A" value={a} hydrated={hydrated} set={set} />
        <HandInput which="b" label="Hand B (optional)" value={b} hydrated={hydrated} set={set} />
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
                  <CannotJudge span={two ? 3 : 1} error={v.error} />
                ) : (
                  <>
                    <HandCell hand={v.a} />
                    {two &&
                      (v.error !== null ? (
                        <CannotJudge span={2} error={v.error} />
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
