import DataLoader from 'dataloader';
import type { GatewayContext } from '../context.ts';
import type { ApiDataSource } from '../datasources/api.ts';
import { orNullWhenNotFound } from '../platform/dataloaders/orNull.ts';
import { getLenderById } from './api.ts';
import type { LenderDto } from '@lendhub/domain/rest/lenders';

export function createLenderLoaders(api: ApiDataSource) {
  return {
    /** Keyed by numeric id or slug (as a string); the API has no batch endpoint, so one call per distinct key. */
    lenderById: new DataLoader<string, LenderDto | null>((keys) =>
      Promise.all(keys.map((key) => orNullWhenNotFound(getLenderById(api, key)))),
    ),
  };
}

/** Lets a later `lender(idOrSlug)` or `node(id)` in the same request reuse a listed or written lender. */
export function primeLender(context: GatewayContext, lender: LenderDto): void {
  const loader = context.loaders.lenderById.clear(String(lender.id));
  loader.prime(String(lender.id), lender);
  if (lender.slug) loader.clear(lender.slug).prime(lender.slug, lender);
}
