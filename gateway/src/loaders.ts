import type { ApiDataSource } from './datasources/api.ts';
import { mergeLoaders } from './platform/dataloaders/merge.ts';
import { createCalendarLoaders } from './calendar/loaders.ts';
import { createInvitationLoaders } from './invitations/loaders.ts';
import { createLenderLoaders } from './lenders/loaders.ts';
import { createLoanLoaders } from './loans/loaders.ts';
import { createMarketplaceLoaders } from './marketplace/loaders.ts';
import { createNotificationLoaders } from './notifications/loaders.ts';
import { createPointsLoaders } from './points/loaders.ts';
import { createPostLoaders } from './posts/loaders.ts';
import { createProductionLoaders } from './production/loaders.ts';
import { createPricingLoaders } from './pricing/loaders.ts';
import { createRoleLoaders } from './roles/loaders.ts';
import { createSettingsLoaders } from './settings/loaders.ts';
import { createSupportLoaders } from './support/loaders.ts';
import { createTicketLoaders } from './tickets/loaders.ts';
import { createUserLoaders } from './users/loaders.ts';
import { createVendorLoaders } from './vendors/loaders.ts';

/**
 * All DataLoaders of one request, composed from each domain's `<domain>/loaders.ts`.
 * To add a domain: add its factory to the list (the `Loaders` type follows).
 */
export function createLoaders(api: ApiDataSource) {
  return mergeLoaders(
    api,
    createCalendarLoaders,
    createInvitationLoaders,
    createLenderLoaders,
    createLoanLoaders,
    createMarketplaceLoaders,
    createNotificationLoaders,
    createPointsLoaders,
    createPostLoaders,
    createProductionLoaders,
    createPricingLoaders,
    createRoleLoaders,
    createSettingsLoaders,
    createSupportLoaders,
    createTicketLoaders,
    createUserLoaders,
    createVendorLoaders,
  );
}

export type Loaders = ReturnType<typeof createLoaders>;
