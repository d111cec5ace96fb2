import type { GameId } from '../ids.ts';
import type { RulesetId } from './rulesets.ts';

/**
 * A ruling: where a seed text is silent, ambiguous or contradicts itself,
 * Showdown chooses, and says so. Rules pages render every ruling with an
 * anchor `#ruling-<id>` so a ruling can be shared.
 */
export interface Ruling {
  /** Stable, kebab-case, unique across the site, e.g. "nh-one-pair". */
  readonly id: string;
  readonly game: GameId;
  /** The question as a player would ask it. */
  readonly question: string;
  /** The seed's own words that bear on it (a short quote), or "The rules are silent." */
  readonly seedSays: string;
  /** Showdown's answer, one or two sentences. */
  readonly answer: string;
  /** Why this answer. */
  readonly why: string;
  /**
   * The other reasonable reading of the seed, when there is one: what a
   * table that reads the rules differently would do.
   */
  readonly otherReading?: string;
  /**
   * The ruling in a few words, for the printable quick-reference card. A
   * quick-reference statement on a ruled point is this text, never retyped.
   */
  readonly brief?: string;
  /** Optional worked example the site can link to (hands in notation). */
  readonly example?: RulingExample;
}

export interface RulingExample {
  readonly ruleset: RulesetId;
  readonly hands: readonly string[];
  readonly board?: string;
}
