/**
 * Copy-to-clipboard buttons for a table's CSV and Markdown. The text itself
 * is in the page (a <pre> in a <details>, by id), so it also works without
 * JavaScript; this island only adds the buttons, once hydrated.
 */
import { useEffect, useState } from 'preact/hooks';

export interface CopyButtonsProps {
  /** Ids of the <pre> elements holding the CSV and the Markdown. */
  readonly csvId: string;
  readonly markdownId: string;
  /** What is being copied, for the button labels, e.g. "the comparison table". */
  readonly what: string;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function CopyButtons({ csvId, markdownId, what }: CopyButtonsProps) {
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  const copy = async (id: string, kind: string): Promise<void> => {
    const text = document.getElementById(id)?.textContent ?? '';
    const done = await copyText(text);
    setStatus(done ? `Copied ${what} as ${kind}.` : `Could not copy: select the ${kind} text below instead.`);
  };
  return (
    <p class="copy-buttons">
      <button type="button" onClick={() => void copy(csvId, 'CSV')}>
        Copy CSV
      </button>{' '}
      <button type="button" onClick={() => void copy(markdownId, 'Markdown')}>
        Copy Markdown
      </button>{' '}
      <span role="status">{status}</span>
    </p>
  );
}
