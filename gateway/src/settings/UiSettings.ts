import { upperCase } from '../platform/graphql/enumCase.ts';
import type { UiSettingsResolvers } from '../generated/resolvers.ts';
import { toGlobalId } from '../platform/relay/globalId.ts';

export const UiSettings: UiSettingsResolvers = {
  /** One row per user: the user's id is its id. */
  id: (settings) => toGlobalId('UiSettings', settings.userId),
  colorScheme: (settings) => upperCase(settings.colorScheme),
};
