import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from './context.ts';
import { lenderResolvers } from './lenders/resolvers.ts';
import { nodeRegistry } from './nodes.ts';
import { postResolvers } from './posts/resolvers.ts';
import { nodeResolvers } from './relay/node.ts';
import { userResolvers } from './users/resolvers.ts';
import { assistantResolvers } from './assistant/resolvers.ts';
import { growthResolvers } from './growth/resolvers.ts';
import { propertyResolvers } from './property/resolvers.ts';
import { uploadResolvers } from './uploads/resolvers.ts';
import { userAdminResolvers } from './users/adminResolvers.ts';
import { roleResolvers } from './roles/resolvers.ts';
import { pointsResolvers } from './points/resolvers.ts';
import { calendarResolvers } from './calendar/resolvers.ts';
import { settingsResolvers } from './settings/resolvers.ts';
import { notificationResolvers } from './notifications/resolvers.ts';
import { ticketResolvers } from './tickets/resolvers.ts';
import { vendorResolvers } from './vendors/resolvers.ts';
import { supportResolvers } from './support/resolvers.ts';
import { lenderAdminResolvers } from './lenders-admin/resolvers.ts';
import { blogResolvers } from './blogs/resolvers.ts';

/**
 * Resolver maps, one (or more) per domain; makeExecutableSchema merges them deeply, so each domain
 * adds its own `Query`/`Mutation` fields without touching anyone else's. Append new domains here.
 */
export const resolvers: IResolvers<unknown, GatewayContext>[] = [
  nodeResolvers(nodeRegistry),
  userResolvers,
  lenderResolvers,
  postResolvers,
  growthResolvers,
  propertyResolvers,
  assistantResolvers,
  // issue 3: uploads, users admin, roles, points, calendar, settings, notifications
  uploadResolvers,
  userAdminResolvers,
  roleResolvers,
  pointsResolvers,
  calendarResolvers,
  settingsResolvers,
  notificationResolvers,
  // issue 3: tickets, vendors, contact support, lender admin, blogs
  ticketResolvers,
  vendorResolvers,
  supportResolvers,
  lenderAdminResolvers,
  blogResolvers,
] as IResolvers<unknown, GatewayContext>[];
