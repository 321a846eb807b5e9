import { settingsMutations } from './mutations.ts';
import { UiSettings } from './UiSettings.ts';

export const settingsResolvers = {
  Mutation: settingsMutations,
  UiSettings,
};
