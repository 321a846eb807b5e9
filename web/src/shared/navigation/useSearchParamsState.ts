import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A change asked for whose navigation has not finished yet. */
interface Asked<T> {
  value: T;
  /** The address it asked for (search params as a string). */
  address: string;
  /** The address when the first of these changes was asked for, and those asked for since: still ours, not yet done. */
  before: readonly string[];
}

/**
 * A page's state kept in its address (filters, the open tab): read with `fromParams`; a change replaces the
 * address (no new history entry) without scrolling to the top.
 *
 * The router shows a new address only when its navigation ends (the shell's guards run on each one), so until then
 * the page is given the value it asked for: a second change made meanwhile — the second click of a double click on
 * "Next month" — builds on the first instead of on the address it is replacing, and the page answers at once. Any
 * other address (Back, a link) ends that at once.
 */
export function useSearchParamsState<T>(fromParams: (params: URLSearchParams) => T, toParams: (value: T) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const [asked, setAsked] = useState<Asked<T> | null>(null);
  const pending = isPending(asked, address) ? asked : null;

  // Once the address shows the change (or went elsewhere), what was asked is forgotten (React renders again at once,
  // before committing): a later Back to an earlier address must not bring it back.
  if (asked !== null && pending === null) setAsked(null);

  const onChange = useCallback(
    (next: T) => {
      const params = toParams(next);
      setAsked({ value: next, address: params.toString(), before: pending ? [...pending.before, pending.address] : [address] });
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [address, pending, setAsked, setSearchParams, toParams],
  );
  return [pending ? pending.value : fromParams(searchParams), onChange] as const;
}

function isPending<T>(asked: Asked<T> | null, address: string): asked is Asked<T> {
  return asked !== null && asked.address !== address && asked.before.includes(address);
}
