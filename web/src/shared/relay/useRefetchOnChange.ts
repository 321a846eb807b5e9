import { useEffect, useRef, useTransition } from 'react';

type Refetch<V> = (variables: V, options: { fetchPolicy: 'store-and-network' }) => unknown;

/**
 * A list's filters, sort or page size changed: refetch it with `variables`, in a transition so the rows stay on
 * screen meanwhile, `delayMs` after the last change (typing in a search box; 0 = at once). The first render shows what
 * the route's query loaded, so it does not refetch. `then` runs in the same transition (e.g. back to the first page).
 */
export function useRefetchOnChange<V>(
  refetch: Refetch<V>,
  variables: V,
  { delayMs = 300, then }: { delayMs?: number; then?: () => void } = {},
) {
  const [, startTransition] = useTransition();
  const firstRender = useRef(true);
  const latestThen = useRef(then);
  useEffect(() => {
    latestThen.current = then;
  });
  // Compared by value: callers build a new variables object each render (JSON: Relay variables are plain data).
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const run = () =>
      startTransition(() => {
        refetch(JSON.parse(key) as V, { fetchPolicy: 'store-and-network' });
        latestThen.current?.();
      });
    if (delayMs === 0) return run();
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  }, [key, refetch, delayMs]);
}
