import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiLoginResult, ApiUser } from './types.ts';

export function login(api: ApiDataSource, input: { email: string; password: string }): Promise<ApiLoginResult> {
  return api.post<ApiLoginResult>('/api/Authentication/login', input);
}

/** The user the token belongs to (the caller's by default). */
export function getCurrentUser(api: ApiDataSource, token?: string): Promise<ApiUser> {
  return api.get<ApiUser>('/api/User/GetUser', undefined, token ? { token } : undefined);
}

/** One call for any number of ids (the userById DataLoader's batch). */
export function getUsersByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiUser[]> {
  return api.get<ApiUser[]>('/api/User/GetUsersByIds', { ids: ids.join(',') });
}
