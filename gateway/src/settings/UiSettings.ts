import { globalIdField } from '../relay/globalId.ts';
import type { ApiUiSettings } from './types.ts';

export const UiSettings = {
  id: globalIdField<ApiUiSettings>('UiSettings', (settings) => settings.userId),
  colorScheme: (settings: ApiUiSettings) => settings.colorScheme.toUpperCase(),
};
