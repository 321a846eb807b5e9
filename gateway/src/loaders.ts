import type { ApiDataSource } from './datasources/api.ts';
import { createLenderLoaders } from './lenders/loaders.ts';
import { createPostLoaders } from './posts/loaders.ts';
import { createUserLoaders } from './users/loaders.ts';
import { createUserProfileLoaders } from './users/profileLoaders.ts';
import { createRoleLoaders } from './roles/loaders.ts';
import { createPointsLoaders } from './points/loaders.ts';
import { createCalendarLoaders } from './calendar/loaders.ts';
import { createSettingsLoaders } from './settings/loaders.ts';
import { createNotificationLoaders } from './notifications/loaders.ts';
import { createTicketLoaders } from './tickets/loaders.ts';
import { createVendorLoaders } from './vendors/loaders.ts';
import { createSupportLoaders } from './support/loaders.ts';

/**
 * All DataLoaders of one request, composed from each domain's `<domain>/loaders.ts`.
 * To add a domain: import its factory and spread it below (the type follows).
 */
export function createLoaders(api: ApiDataSource) {
  return {
    ...createUserLoaders(api),
    ...createLenderLoaders(api),
    ...createPostLoaders(api),
    // issue 3: users admin, roles, points, calendar, settings, notifications
    ...createUserProfileLoaders(api),
    ...createRoleLoaders(api),
    ...createPointsLoaders(api),
    ...createCalendarLoaders(api),
    ...createSettingsLoaders(api),
    ...createNotificationLoaders(api),
    // issue 3: tickets, vendors, contact support
    ...createTicketLoaders(api),
    ...createVendorLoaders(api),
    ...createSupportLoaders(api),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
