import { settingsRoutes as routes, type UiSettingsDto } from '@lendhub/domain/rest/settings';
import type { ApiAnswer, ApiDataSource, RouteArgs } from '../datasources/api.ts';

export function getUiSettings(api: ApiDataSource): Promise<UiSettingsDto> {
  return api.read(routes.get);
}

export function saveUiSettings(api: ApiDataSource, body: RouteArgs<typeof routes.save>['body']): Promise<ApiAnswer<UiSettingsDto>> {
  return api.call(routes.save, { body });
}

export function resetUiSettings(api: ApiDataSource): Promise<ApiAnswer<UiSettingsDto>> {
  return api.call(routes.reset);
}
