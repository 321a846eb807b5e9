import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { orNullWhenNotFound } from '../loaderUtils.ts';
import { getLenderById } from './api.ts';
import type { ApiLender } from './types.ts';

export function createLenderLoaders(api: ApiDataSource) {
  return {
    /** Keyed by numeric id or slug (as a string); the API has no batch endpoint, so one call per distinct key. */
    lenderById: new DataLoader<string, ApiLender | null>((keys) =>
      Promise.all(keys.map((key) => orNullWhenNotFound(getLenderById(api, key)))),
    ),
  };
}

/** Lets a later `lender(idOrSlug)` or `node(id)` in the same request reuse a listed lender. */
export function primeLender(loader: DataLoader<string, ApiLender | null>, lender: ApiLender): void {
  loader.prime(String(lender.id), lender);
  if (lender.slug) loader.prime(lender.slug, lender);
}
