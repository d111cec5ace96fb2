import { getCollection, type CollectionEntry } from 'astro:content';

export type Game = CollectionEntry<'games'>;

/** The games in their display order (frontmatter `order`), for nav, cards and credits. */
export async function getGames(): Promise<Game[]> {
  const games = await getCollection('games');
  return games.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

/** "2–6 players" / "2 players" from a min/max range. */
export function playersLabel({ min, max }: { min: number; max: number }): string {
  return min === max ? `${min} player${min === 1 ? '' : 's'}` : `${min}–${max} players`;
}

/** "20–45 minutes" / "30 minutes". */
export function minutesLabel({ min, max }: { min: number; max: number }): string {
  return min === max ? `${min} minutes` : `${min}–${max} minutes`;
}

/** Where a game's rules page lives, relative to the site base. */
export function gamePath(id: string): string {
  return `games/${id}/`;
}
