import { LOAN_STAGES, LOAN_STATUSES } from '@lendhub/domain/loans';
import { PORTAL_ROLES, roleById } from '@lendhub/domain/roles';
import type { QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromKeysetPage, idFromCursor, pageSize } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { getAllUsers } from '../users/api.ts';
import { primeUser } from '../users/loaders.ts';
import { getLoans, getLoanStats } from './api.ts';
import { stageEnum, statusEnum, statusLabel } from './enums.ts';

/** The pipeline table shows 10 a page (spec §9 "page size 10"). */
export const LOANS_PAGE = { defaultSize: 10, max: 50 };

export const loanQueries: QueryResolvers = {
  async loans(_parent, args, context) {
    const size = pageSize(args.first, LOANS_PAGE.defaultSize, LOANS_PAGE.max);
    const beforeId = idFromCursor(args.after);
    const page = await getLoans(context.api, {
      search: args.search?.trim() || undefined,
      status: args.status ? statusLabel(args.status) : undefined,
      ownerId: args.ownerId ? internalIntId(args.ownerId, 'User', 'ownerId') : undefined,
      // One more than the page: it only tells whether there is a next page.
      limit: size + 1,
      beforeId,
    });
    for (const loan of page.items) context.loaders.loanById.prime(loan.id, loan);
    return { ...connectionFromKeysetPage(page.items, size, (loan) => loan.id, beforeId !== undefined), totalCount: page.totalCount };
  },

  // The loader goes through the API's visibility rule: anyone else's loan is null.
  loan: (_parent, args, context) => (args.number > 0 ? context.loaders.loanById.load(args.number) : null),

  async loanStats(_parent, args, context) {
    const stats = await getLoanStats(context.api, args.ownerId ? internalIntId(args.ownerId, 'User', 'ownerId') : undefined);
    return {
      totalLoans: stats.totalLoans,
      volumeInProcess: stats.volumeInProcess,
      dueThisWeek: stats.dueThisWeek,
      byStatus: LOAN_STATUSES.map((status) => {
        const row = stats.byStatus.find((candidate) => candidate.status === status);
        return { status: statusEnum(status), count: row?.count ?? 0, volume: row?.volume ?? 0 };
      }),
      byStage: LOAN_STAGES.map((stage) => ({
        stage: stageEnum(stage),
        count: stats.byStage.find((candidate) => candidate.stage === stage)?.count ?? 0,
      })),
    };
  },

  async loanOfficers(_parent, _args, context) {
    const users = await getAllUsers(context.api, { sortBy: 'name_asc' });
    const officers = users.filter((user) => roleById(user.role) === PORTAL_ROLES.loanOfficer);
    for (const officer of officers) primeUser(context, officer);
    return officers;
  },
};
