/** Plain-text notes, e.g. link settings that fell back to a default. Never markup. */
export function Notes({ notes, id }: { notes: readonly string[]; id?: string }) {
  if (notes.length === 0) return null;
  return (
    <div class="w-notes" role="note" id={id}>
      <p class="w-notes-title">Some settings in the link could not be used:</p>
      <ul>
        {notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
