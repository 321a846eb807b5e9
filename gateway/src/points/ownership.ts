import { viewerCan } from '../platform/auth/roles.ts';
import type { GatewayContext } from '../context.ts';
import { notFound } from '../platform/errors/errors.ts';

/** Parent of the schema's `Points`: whose points they are. */
export interface PointsParent {
  userId: number;
}

const isAdmin = (context: GatewayContext) => viewerCan(context.viewer, 'administer');

/** A user's `Points`, only for that user or an Admin (null for anyone else, as `pointsBalance` was). */
export function pointsOf(userId: number, context: GatewayContext): PointsParent | null {
  return isAdmin(context) || context.viewer?.userId === userId ? { userId } : null;
}

/** The overview row behind an Admin's view of any user's points (batched, admin-only upstream). */
async function overviewRow(userId: number, context: GatewayContext) {
  const row = await context.loaders.pointsOverviewByUserId.load(userId);
  if (!row) throw notFound('User not found');
  return row;
}

/** The balance: an Admin reads the overview, a user their own balance (each one call per request at most). */
export async function balanceOf({ userId }: PointsParent, context: GatewayContext): Promise<number> {
  return isAdmin(context) ? (await overviewRow(userId, context)).points : context.loaders.viewerPoints.load('viewer');
}

/** When the balance last changed: the overview's for an Admin, else the date of the newest entry. */
export async function lastActivityOf({ userId }: PointsParent, context: GatewayContext): Promise<string | null> {
  if (isAdmin(context)) return (await overviewRow(userId, context)).lastActivity;
  return (await context.loaders.newestPointsEntryByUserId.load(userId))?.date ?? null;
}
