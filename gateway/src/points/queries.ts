import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection, type ForwardArgs } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import type { PublicProfileDto as ApiUser } from '@lendhub/domain/rest/users';
import { getPointsOverview } from './api.ts';
import { historyPage } from './history.ts';
import type { PointsOverviewDto } from '@lendhub/domain/rest/points';

type OverviewArgs = ForwardArgs & { search?: string | null };

/** The admin overview's rows (spec §3), by name; each primes the balance loader. */
async function overviewRows(args: OverviewArgs, context: GatewayContext): Promise<PointsOverviewDto[]> {
  const rows = await getPointsOverview(context.api, args.search?.trim() || undefined);
  for (const row of rows) context.loaders.pointsOverviewByUserId.prime(row.userId, row);
  return rows;
}

export const pointsQueries = {
  /** Every user with their `Points` (admin): one overview call, one batched user look-up per page. */
  async usersWithPoints(_parent: unknown, args: OverviewArgs, context: GatewayContext): Promise<Connection<ApiUser>> {
    const page = connectionFromArray(await overviewRows(args, context), args, { defaultSize: 10, max: 100 });
    const users = await Promise.all(page.edges.map((edge) => context.loaders.userById.load(edge.node.userId)));
    // A user deleted between the two calls is left out of the page rather than failing it.
    const edges = page.edges.flatMap((edge, index) => {
      const user = users[index];
      return user ? [{ cursor: edge.cursor, node: user }] : [];
    });
    return { ...page, edges };
  },

  /** Deprecated: the overview rows as `PointsOverview`. */
  async pointsOverview(_parent: unknown, args: OverviewArgs, context: GatewayContext): Promise<Connection<PointsOverviewDto>> {
    return connectionFromArray(await overviewRows(args, context), args, { defaultSize: 10, max: 100 });
  },

  /** Deprecated: `User.points.history`. */
  pointsHistory: (_parent: unknown, args: ForwardArgs & { userId: string }, context: GatewayContext) =>
    historyPage(internalIntId(args.userId, 'User', 'userId'), args, context),
};
