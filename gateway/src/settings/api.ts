import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiUiSettings } from './types.ts';

export function getUiSettings(api: ApiDataSource): Promise<ApiUiSettings> {
  return api.get<ApiUiSettings>('/api/UiSettings');
}

export function saveUiSettings(api: ApiDataSource, body: Partial<Pick<ApiUiSettings, 'colorScheme' | 'fontSize' | 'darkMode' | 'collapsedSidebar' | 'animations'>>): Promise<ApiAnswer<ApiUiSettings>> {
  return api.write<ApiUiSettings>('PUT', '/api/UiSettings', body);
}

export function resetUiSettings(api: ApiDataSource): Promise<ApiAnswer<ApiUiSettings>> {
  return api.write<ApiUiSettings>('POST', '/api/UiSettings/Reset');
}
