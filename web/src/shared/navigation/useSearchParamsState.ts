import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's state kept in its address (filters, the open tab): read with `fromParams`; a change replaces the
 * address (no new history entry) without scrolling to the top.
 */
export function useSearchParamsState<T>(fromParams: (params: URLSearchParams) => T, toParams: (value: T) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const onChange = useCallback(
    (next: T) => setSearchParams(toParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams, toParams],
  );
  return [fromParams(searchParams), onChange] as const;
}
