import { plainText } from '../../../lib/url-state.ts';

/**
 * Plain-text notes, e.g. link settings that fell back to a default. Never
 * markup, and never control characters (a bidi override in a link must not
 * reorder the note around it).
 */
export function Notes({
  notes,
  id,
  title = 'Some settings in the link could not be used:',
}: {
  notes: readonly string[];
  id?: string;
  title?: string;
}) {
  if (notes.length === 0) return null;
  return (
    <div class="w-notes" role="note" id={id}>
      <p class="w-notes-title">{title}</p>
      <ul>
        {notes.map((note, i) => (
          <li key={i}>{plainText(note)}</li>
        ))}
      </ul>
    </div>
  );
}
