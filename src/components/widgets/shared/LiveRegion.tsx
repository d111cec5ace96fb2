import { useEffect, useState } from 'preact/hooks';

/**
 * A polite live region that speaks `message` once it has settled for
 * `delay` ms, so typing a hand does not announce every keystroke. The first
 * message (the initial state) is not announced.
 */
export function LiveRegion({ message, delay = 700 }: { message: string; delay?: number }) {
  const [spoken, setSpoken] = useState('');
  const [first, setFirst] = useState(true);
  useEffect(() => {
    if (first) {
      setFirst(false);
      return undefined;
    }
    const timer = setTimeout(() => setSpoken(message), delay);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div class="visually-hidden" aria-live="polite" aria-atomic="true">
      {spoken}
    </div>
  );
}
