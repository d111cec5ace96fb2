/**
 * The tag on the seat to act, the same on every board: "to act" (or the board's own words), and "Thinking…" while
 * that seat is a computer player working out its move (the practice table's `thinking`, BoardProps). Both words
 * sit in one grid cell and the tag is as wide as the wider, so the seat does not move when it starts or stops
 * thinking; the word not in use is hidden (visibility, so a screen reader skips it too). The tag is plain text,
 * never a live region: the practice table's own line says the thinking aloud, once.
 */
import './turn-tag.css';

/** What the tag says while its seat thinks. */
const THINKING_WORDS = 'Thinking…';

export function TurnTag({ words, thinking, class: cls }: { words: string; thinking: boolean; class: string }) {
  return (
    <span class={`${cls} turn-tag`} data-thinking={thinking ? 'true' : undefined}>
      <span class="turn-tag-now">{words}</span>
      <span class="turn-tag-think">
        <span class="turn-tag-dot" aria-hidden="true"></span>
        {THINKING_WORDS}
      </span>
    </span>
  );
}
