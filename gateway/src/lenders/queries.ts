import type { GatewayContext } from '../context.ts';
import type { LenderSortField, LoanProgram, QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray, connectionFromPositionPage, pageSize, startFromCursor } from '../platform/relay/connection.ts';
import { getLendersForAdmin, getLendersPage } from './api.ts';
import { primeLender } from './loaders.ts';
import type { LenderDto, LenderSortBy, LoanProgramFilter } from '@lendhub/domain/rest/lenders';

const PROGRAM_QUERY_VALUE: Record<LoanProgram, LoanProgramFilter> = { QM: 'qm', NON_QM: 'non_qm', FHA: 'fha', VA: 'va' };
const SORT_QUERY_VALUE: Record<LenderSortField, LenderSortBy> = {
  NAME: 'name',
  WEBSITE: 'website',
  RATING: 'rating',
  COMPANY: 'company',
};

export const LENDERS_PAGE = { defaultSize: 20, max: 100 };
/** The Lender Management table has a size changer (spec §2): up to 100 per page. */
export const ADMIN_LENDERS_PAGE = { defaultSize: 10, max: 100 };

function remember(context: GatewayContext, lenders: LenderDto[]): LenderDto[] {
  for (const lender of lenders) primeLender(context, lender);
  return lenders;
}

export const lenderQueries: QueryResolvers = {
  // The API pages and filters (only the lenders shown travel). A cursor is where its lender stands in the list (name,
  // then id): the next page starts after it, whatever was added or removed above it meanwhile.
  async lenders(_parent, args, context) {
    const size = pageSize(args.first, LENDERS_PAGE.defaultSize, LENDERS_PAGE.max);
    const start = startFromCursor(args.after);
    const page = await getLendersPage(
      context.api,
      {
        program: args.program ? PROGRAM_QUERY_VALUE[args.program] : undefined,
        search: args.search?.trim() || undefined,
        key: args.lenderKey?.trim() || undefined,
      },
      { limit: size, ...start },
    );
    remember(context, page.items);
    return connectionFromPositionPage(page, (lender) => ({ text: lender.name, id: lender.id }), start !== undefined);
  },

  lender(_parent, args, context) {
    const key = args.idOrSlug.trim();
    return key ? context.loaders.lenderById.load(key) : null;
  },

  async adminLenders(_parent, args, context) {
    const lenders = await getLendersForAdmin(context.api, {
      sortBy: SORT_QUERY_VALUE[args.sortBy ?? 'NAME'],
      direction: args.direction === 'DESC' ? 'desc' : 'asc',
    });
    return connectionFromArray(remember(context, lenders), args, ADMIN_LENDERS_PAGE);
  },
};
