/**
 * Priority columns (global.css): a results table on a phone shows its name and verdict columns, and hides the
 * others (cells with class `col-more`) until this box before it is ticked. CSS alone (`:has`), so it works
 * without JavaScript and the table stays a table for screen readers; the hidden columns are hidden from everyone
 * until the box is ticked, and the box says what it does. The table and this box sit in one `.cols` element.
 */
export function MoreColumns({ of }: { of: string }) {
  return (
    <label class="cols-toggle">
      <input type="checkbox" class="cols-all" />
      Show every column<span class="visually-hidden"> of {of}</span>
    </label>
  );
}
