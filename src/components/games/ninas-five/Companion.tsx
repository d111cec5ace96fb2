/**
 * Nina's Five's table companion (issue 26): each team's tricks against the target, the hands left in this shuffle,
 * the dealer (the deal passes left after every trick), "this team took the trick" in the bottom bar, and the trick
 * judge for a disputed trick: both teams' cards and the community cards in the site's notation, judged by the
 * site's judge. The rules are the companion's (src/engine/games/ninas-five/companion.ts); this file draws them and
 * sends actions.
 */
import { useState } from 'preact/hooks';
import { CompanionShell } from '../../companion/CompanionShell.tsx';
import { RuleLink as SharedRuleLink, RulingLinks, type RuleLinkProps } from '../../companion/RulingLinks.tsx';
import { NumberSettingField, PlayerNamesField, SetupEnd, TableNameField } from '../../companion/SetupParts.tsx';
import type { BoardProps, CompanionIslandProps, CompanionUi, SetupFormProps } from '../../companion/types.ts';
import {
  COMPANION,
  teamName,
  type NfTableAction,
  type NfTableSetup,
  type NfTableState,
} from '../../../engine/games/ninas-five/companion.ts';
import { NF_OPTIONS } from '../../../engine/games/ninas-five/options.ts';
import type { RULINGS } from '../../../engine/games/ninas-five/rulings.ts';
import { DECK_SIZE, TEAMS } from '../../../engine/games/ninas-five/tricks.ts';
import { defaultOptions } from '../../../engine/play/options.ts';
import { judgeText, tableFacts, type JudgeAnswer, type JudgeField } from './companion-model.ts';
import './companion.css';

type Props = BoardProps<NfTableSetup, NfTableState>;
type RulingId = (typeof RULINGS)[number]['id'];

/** The shared link, typed with this game's ruling ids. */
const RuleLink: (props: RuleLinkProps<RulingId>) => ReturnType<typeof SharedRuleLink> = SharedRuleLink;

/** The rulings the table's steps depend on, with a few words each for the link. */
const TABLE_RULINGS: readonly (readonly [RulingId, string])[] = [
  ['nf-teams', 'Teams and hands'],
  ['nf-first-dealer', 'Who deals'],
  ['nf-six-cards-three-tricks', 'Six cards, three tricks'],
  ['nf-reshuffle', 'The reshuffle'],
  ['nf-tied-trick', 'A tied trick'],
  ['nf-joker-naming', 'Naming a joker'],
  ['nf-peekaboo-swap', 'The peekaboo swap'],
  ['nf-peekaboo-joker', 'A peekaboo joker'],
];

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The cards dealt to each player at a shuffle: the site's default, the printed rule as our ruling reads it. */
const DEALT = defaultOptions(NF_OPTIONS).cardsDealt;

function TrickJudge({ state: s, dispatch, rulesPath, idPrefix }: Props) {
  const [texts, setTexts] = useState<Record<JudgeField, string>>({ 'team-0': '', 'team-1': '', community: '' });
  const [answer, setAnswer] = useState<JudgeAnswer | null>(null);
  const id = `${idPrefix}-judge`;
  const errorOn = (field: JudgeField): string | null => (answer !== null && !answer.ok && answer.field === field ? answer.message : null);
  const fields: readonly (readonly [JudgeField, string, string])[] = [
    ['team-0', `${teamName(s, 0)}: their four face-up cards`, 'As Ah Kd 2c'],
    ['team-1', `${teamName(s, 1)}: their four face-up cards`, 'Qs Qh Jd 3c'],
    ['community', 'The three community cards', '9s 9h 4d'],
  ];
  const judge = (e: Event): void => {
    e.preventDefault();
    setAnswer(judgeText(s, { teams: [texts['team-0'], texts['team-1']], community: texts.community }));
  };
  return (
    <section class="nf-judge" aria-labelledby={id}>
      <h3 id={id}>Judge a disputed trick</h3>
      <p class="w-hint" id={`${id}-how`}>
        Type cards like <code>As Kd Th</code> (10 is T or 10). A joker a player laid is written with the card they named, like{' '}
        <code>X=Qh</code>; a joker among the community cards is a plain <code>X</code>.{' '}
        <RuleLink rulesPath={rulesPath} id="nf-joker-naming">
          Naming a joker
        </RuleLink>
      </p>
      <form onSubmit={judge} data-judge>
        {fields.map(([field, label, example]) => {
          const error = errorOn(field);
          return (
            <div class="cmp-field" key={field}>
              <label for={`${id}-${field}`}>{label}</label>
              <input
                id={`${id}-${field}`}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellcheck={false}
                placeholder={example}
                value={texts[field]}
                aria-invalid={error === null ? undefined : true}
                aria-describedby={`${id}-how${error === null ? '' : ` ${id}-${field}-error`}`}
                onInput={(e) => {
                  const text = e.currentTarget.value;
                  setTexts({ ...texts, [field]: text });
                }}
              />
              {error !== null && (
                <p id={`${id}-${field}-error`} class="w-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div class="cmp-row">
          <button type="submit" class="cmp-main">
            Judge the trick
          </button>
        </div>
      </form>
      <div aria-live="polite" data-verdict>
        {answer !== null && !answer.ok && answer.field === null && <p class="w-error">{answer.message}</p>}
        {answer !== null && !answer.ok && answer.field !== null && <p class="w-error">Not judged: {answer.message}</p>}
        {answer?.ok === true && (
          <>
            <p class="nf-verdict">
              <strong>{answer.summary}</strong>{' '}
              {answer.team === null && (
                <RuleLink rulesPath={rulesPath} id="nf-tied-trick">
                  A tied trick
                </RuleLink>
              )}
            </p>
            <ul>
              {answer.hands.map((h, i) => (
                <li key={i}>{h}</li>
              ))}
            </ul>
            <p>Why, step by step:</p>
            <ol class="nf-reasons">
              {answer.reasons.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ol>
            {!answer.whole ? (
              <p>
                These are not all of a trick's cards (four for each team and three community cards), so this is only a judgement so far.
              </p>
            ) : (
              s.winner === null && (
                <div class="cmp-row">
                  <button
                    type="button"
                    onClick={() => {
                      dispatch({ type: 'trick', team: answer.team });
                      setAnswer(null);
                    }}
                  >
                    {answer.team === null ? 'Record it: nobody took the trick' : `Record it: ${teamName(s, answer.team)} took the trick`}
                  </button>
                </div>
              )
            )}
          </>
        )}
      </div>
    </section>
  );
}

function Board(props: Props) {
  const { state: s, dispatch, rulesPath, idPrefix } = props;
  const f = tableFacts(s);
  return (
    <div class="nf-cmp">
      <table class="cmp-seats nf-score">
        <caption class="visually-hidden">Tricks each team has taken</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Tricks</th>
            <th scope="col">To go</th>
          </tr>
        </thead>
        <tbody>
          {f.teams.map((t) => (
            <tr key={t.team} data-team={t.team}>
              <th scope="row">{t.name}</th>
              <td class="cmp-num" data-tricks>
                {t.tricks} of {s.tricksToWin}
              </td>
              <td class="cmp-num">{t.toGo}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul class="cmp-facts" data-facts>
        <li>
          Dealer <strong data-dealer>{f.dealer}</strong>; {f.laysFirst} lays first
        </li>
        <li data-hands-left>
          <strong>{plural(f.handsLeft, 'trick')}</strong> left in this shuffle
        </li>
        <li>
          Tricks played <strong>{s.tricks}</strong>
        </li>
      </ul>
      {s.winner === null && f.freshDeal && (
        <p data-fresh-deal>
          {s.tricks === 0 ? 'Before the first trick' : 'A new shuffle'}: shuffle all {DECK_SIZE} cards and deal {DEALT} to each player; they
          last {plural(s.handsPerShuffle, 'trick')}.{' '}
          <RuleLink rulesPath={rulesPath} id="nf-six-cards-three-tricks">
            Six cards, three tricks
          </RuleLink>
        </p>
      )}
      {s.tricks === 0 && (
        <fieldset class="w-plain nf-dealer">
          <legend>
            Who deals first? The deal then passes left after every trick.{' '}
            <RuleLink rulesPath={rulesPath} id="nf-first-dealer">
              Who deals
            </RuleLink>
          </legend>
          <div class="cmp-row">
            {s.players.map((name, seat) => (
              <button key={seat} type="button" aria-pressed={seat === s.dealer} onClick={() => dispatch({ type: 'dealer', player: seat })}>
                {name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <TrickJudge key={s.tricks} {...props} />
      <RulingLinks idPrefix={idPrefix} rulesPath={rulesPath} rulings={TABLE_RULINGS} />
    </div>
  );
}

function Actions({ state: s, dispatch, rulesPath }: Props) {
  if (s.winner !== null) return null;
  return (
    <div data-actions>
      <p>
        <strong>Who took trick {s.tricks + 1}?</strong>{' '}
        <RuleLink rulesPath={rulesPath} id="nf-tied-trick">
          Equal hands
        </RuleLink>
      </p>
      <div class="cmp-row">
        {TEAMS.map((team) => (
          <button key={team} type="button" class="cmp-main" onClick={() => dispatch({ type: 'trick', team })}>
            {`${teamName(s, team)} took the trick`}
          </button>
        ))}
        <button type="button" onClick={() => dispatch({ type: 'trick', team: null })}>
          Nobody: equal hands
        </button>
      </div>
    </div>
  );
}

const SETTINGS = ['tricksToWin', 'handsPerShuffle'] as const;
type SettingKey = (typeof SETTINGS)[number];
const spec = (name: SettingKey) => NF_OPTIONS.find((o) => o.name === name);

function SetupForm({ defaultSetup, idPrefix, onCreate, onCancel }: SetupFormProps<NfTableSetup>) {
  const [name, setName] = useState("Nina's Five night");
  const [players, setPlayers] = useState<readonly string[]>(defaultSetup.players);
  const [values, setValues] = useState<Record<SettingKey, string>>(() => ({
    tricksToWin: String(defaultSetup.options.tricksToWin),
    handsPerShuffle: String(defaultSetup.options.handsPerShuffle),
  }));
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    const options: Record<string, unknown> = {};
    for (const key of SETTINGS) options[key] = values[key] === '' ? Number.NaN : Number(values[key]);
    setError(await onCreate(name, { players, options }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-setup>
      <TableNameField idPrefix={idPrefix} value={name} onInput={setName} />
      <PlayerNamesField
        idPrefix={idPrefix}
        names={players}
        onChange={setPlayers}
        min={players.length}
        max={players.length}
        legend={
          <>
            <strong>The four players, in seat order round the table</strong> (partners sit across: players 1 and 3 are a team, and 2 and 4)
          </>
        }
      />
      <details>
        <summary>Tricks to win and per shuffle (the printed rules by default)</summary>
        {SETTINGS.map((key) => {
          const o = spec(key);
          if (o === undefined || o.kind !== 'int') return null;
          return (
            <NumberSettingField
              key={key}
              idPrefix={idPrefix}
              name={key}
              spec={o}
              value={values[key]}
              onInput={(text) => setValues({ ...values, [key]: text })}
            />
          );
        })}
      </details>
      <SetupEnd error={error} onCancel={onCancel} />
    </form>
  );
}

const UI: CompanionUi<NfTableSetup, NfTableState, NfTableAction> = { companion: COMPANION, Board, Actions, SetupForm };

export default function Companion(props: CompanionIslandProps) {
  return <CompanionShell ui={UI} {...props} />;
}
