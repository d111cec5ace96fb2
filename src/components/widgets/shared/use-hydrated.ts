import { useEffect, useState } from 'preact/hooks';

/**
 * False during the server render and the hydrating render, true right after.
 * Widgets render their controls disabled until then, so the server-rendered
 * worked example never offers controls that do nothing without JavaScript.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
