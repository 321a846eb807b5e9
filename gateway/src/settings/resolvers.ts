import type { Resolvers } from '../generated/resolvers.ts';
import { settingsMutations } from './mutations.ts';
import { UiSettings } from './UiSettings.ts';

export const settingsResolvers: Resolvers = {
  Mutation: settingsMutations,
  UiSettings,
};
