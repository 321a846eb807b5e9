import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getUiSettings } from './api.ts';
import type { ApiUiSettings } from './types.ts';

export function createSettingsLoaders(api: ApiDataSource) {
  return {
    /** The viewer's settings (one key; a user only ever reads their own). */
    viewerUiSettings: new DataLoader<'viewer', ApiUiSettings>(async (keys) => {
      const settings = await getUiSettings(api);
      return keys.map(() => settings);
    }),
  };
}
