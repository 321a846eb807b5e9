import type { ApiDataSource } from '../datasources/api.ts';
import { perRequest } from '../platform/dataloaders/perRequest.ts';
import { getUiSettings } from './api.ts';

export function createSettingsLoaders(api: ApiDataSource) {
  return {
    /** The viewer's settings (a user only ever reads their own). */
    viewerUiSettings: perRequest(() => getUiSettings(api)),
  };
}
