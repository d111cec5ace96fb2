/**
 * Links from a table companion to the rulings its steps depend on, on the game's rules page (`#ruling-<id>`,
 * Rulings.astro's anchors). Every board lists its own rulings with a few words each and may link one inline.
 */
import type { ComponentChildren } from 'preact';

/** A link's props, with the game's ruling ids as `I`, so a board can type its links (`(props: RuleLinkProps<RulingId>) => ReturnType<typeof RuleLink>`). */
export interface RuleLinkProps<I extends string = string> {
  readonly rulesPath: string;
  readonly id: I;
  readonly children: ComponentChildren;
}

export function RuleLink({ rulesPath, id, children }: RuleLinkProps) {
  return <a href={`${rulesPath}#ruling-${id}`}>{children}</a>;
}

/** The board's list of rulings, each a link with its few words. */
export function RulingLinks({
  idPrefix,
  rulesPath,
  rulings,
}: {
  idPrefix: string;
  rulesPath: string;
  rulings: readonly (readonly [string, string])[];
}) {
  return (
    <>
      <p id={`${idPrefix}-rules`}>The rulings this table follows, on the rules page:</p>
      <ul class="cmp-links" aria-labelledby={`${idPrefix}-rules`}>
        {rulings.map(([id, text]) => (
          <li key={id}>
            <RuleLink rulesPath={rulesPath} id={id}>
              {text}
            </RuleLink>
          </li>
        ))}
      </ul>
    </>
  );
}
