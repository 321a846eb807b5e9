import { upperCase } from '../enumCase.ts';
import type { UiSettingsResolvers } from '../generated/resolvers.ts';
import { toGlobalId } from '../relay/globalId.ts';

export const UiSettings: UiSettingsResolvers = {
  /** One row per user: the user's id is its id. */
  id: (settings) => toGlobalId('UiSettings', settings.userId),
  colorScheme: (settings) => upperCase(settings.colorScheme),
};
