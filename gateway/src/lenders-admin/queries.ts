import type { GatewayContext } from '../context.ts';
import { primeLender } from '../lenders/loaders.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getLendersForAdmin, type ApiAdminLender, type ApiLenderSortBy } from './api.ts';

export type LenderSortField = 'NAME' | 'WEBSITE' | 'RATING' | 'COMPANY';

/** The table has a size changer (spec §2): up to 100 per page. */
export const ADMIN_LENDERS_PAGE = { defaultSize: 10, max: 100 };

export const lenderAdminQueries = {
  async adminLenders(
    _parent: unknown,
    args: { first?: number | null; after?: string | null; sortBy?: LenderSortField | null; direction?: 'ASC' | 'DESC' | null },
    context: GatewayContext,
  ): Promise<Connection<ApiAdminLender>> {
    const lenders = await getLendersForAdmin(context.api, {
      sortBy: (args.sortBy ?? 'NAME').toLowerCase() as ApiLenderSortBy,
      direction: args.direction === 'DESC' ? 'desc' : 'asc',
    });
    for (const lender of lenders) primeLender(context.loaders.lenderById, lender);
    return connectionFromArray(lenders, args, ADMIN_LENDERS_PAGE);
  },
};
