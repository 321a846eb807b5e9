import DataLoader from 'dataloader';

/** The API's `…ByIds?ids=` endpoints answer at most this many ids per call. */
export const MAX_IDS_PER_CALL = 100;

/**
 * A DataLoader over one of the API's `…ByIds?ids=` endpoints: every id asked for in one request
 * costs one call per 100 ids; ids the caller may not see (or that do not exist) load as null.
 */
export function byIds<T>(fetch: (ids: readonly number[]) => Promise<T[]>, idOf: (item: T) => number): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const found = new Map((await fetch(ids)).map((item) => [idOf(item), item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );
}
