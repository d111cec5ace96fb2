/**
 * The id Astro gives a Markdown heading (GitHub's slug: lower case, punctuation dropped, each space a hyphen), for
 * a heading a component draws, so a link made when it was a Markdown heading still lands.
 */
export const headingId = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/gu, '-');
