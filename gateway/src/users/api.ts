import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiAccountStatus, ApiDirectory, ApiLoginResult, ApiTwoFactorSetup, ApiUser, ApiUserProfile } from './types.ts';

/** REST calls of sign-in, profiles and user administration (api/src/users, api/src/user-admin). */

/** UpdateUser has a 10 s time-out in the spec (§9). */
const USER_UPDATE_TIMEOUT_MS = 10_000;

export function login(
  api: ApiDataSource,
  input: { email: string; password: string; code?: string | undefined },
): Promise<ApiAnswer<ApiLoginResult>> {
  return api.write<ApiLoginResult>('POST', '/api/Authentication/login', input);
}

/** The user the token belongs to (the caller's by default). */
export function getCurrentUser(api: ApiDataSource, token?: string): Promise<ApiUser> {
  return api.get<ApiUser>('/api/User/GetUser', undefined, token ? { token } : undefined);
}

/** One call for any number of ids (the userById DataLoader's batch). */
export function getUsersByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiUser[]> {
  return api.get<ApiUser[]>('/api/User/GetUsersByIds', { ids: ids.join(',') });
}

export function getUserProfiles(api: ApiDataSource, ids: readonly number[]): Promise<ApiUserProfile[]> {
  return api.get<ApiUserProfile[]>('/api/User/GetUserProfilesByIds', { ids: ids.join(',') });
}

export function getAllUsers(
  api: ApiDataSource,
  query: { search?: string | undefined; sortBy?: 'name_asc' | 'name_desc' | undefined; accountStatus?: ApiAccountStatus | undefined },
): Promise<ApiUserProfile[]> {
  return api.get<ApiUserProfile[]>('/api/User/GetAllUser', query);
}

/** Raises the viewer's token version at the API: every token of theirs stops working. */
export function logout(api: ApiDataSource): Promise<ApiAnswer<null>> {
  return api.write<null>('POST', '/api/Authentication/logout');
}

export function createUser(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiUserProfile>> {
  return api.write<ApiUserProfile>('POST', '/api/User/CreateUser', form);
}

export function updateUser(api: ApiDataSource, form: FormData): Promise<ApiAnswer<ApiUserProfile>> {
  return api.write<ApiUserProfile>('PUT', '/api/User/UpdateUser', form, { timeoutMs: USER_UPDATE_TIMEOUT_MS });
}

export function updatePassword(
  api: ApiDataSource,
  userId: number,
  body: { currentPassword: string; newPassword: string; confirmPassword?: string | undefined },
): Promise<ApiAnswer<{ userId: number; token?: string }>> {
  return api.write<{ userId: number; token?: string }>('PUT', `/api/User/UpdatePassword/${userId}`, body);
}

export function deleteUser(api: ApiDataSource, userId: number): Promise<ApiAnswer<{ userId: number }>> {
  return api.write<{ userId: number }>('DELETE', `/User/${userId}`);
}

/** The Company Directory: everyone matching `search` (name, department, job title, location) and `department`. */
export function getDirectory(
  api: ApiDataSource,
  query: { search?: string | undefined; department?: string | undefined },
): Promise<ApiDirectory> {
  return api.get<ApiDirectory>('/api/User/GetDirectory', query);
}

/** Two-factor sign-in (docs/product.md "Two-factor sign-in"): the viewer's setup, confirmation and switch-off; an Admin's reset. */
export function startTwoFactorSetup(api: ApiDataSource): Promise<ApiAnswer<ApiTwoFactorSetup>> {
  return api.write<ApiTwoFactorSetup>('POST', '/api/User/TwoFactor/Setup');
}

export function enableTwoFactor(api: ApiDataSource, code: string): Promise<ApiAnswer<{ recoveryCodes: string[] }>> {
  return api.write<{ recoveryCodes: string[] }>('POST', '/api/User/TwoFactor/Enable', { code });
}

export function disableTwoFactor(api: ApiDataSource, code: string): Promise<ApiAnswer<{ userId: number }>> {
  return api.write<{ userId: number }>('POST', '/api/User/TwoFactor/Disable', { code });
}

export function resetTwoFactor(api: ApiDataSource, userId: number): Promise<ApiAnswer<{ userId: number }>> {
  return api.write<{ userId: number }>('POST', `/api/User/TwoFactor/Reset/${userId}`);
}

/** An Admin's answer to a registration without an invitation. */
export function approveRegistration(api: ApiDataSource, userId: number): Promise<ApiAnswer<ApiUserProfile>> {
  return api.write<ApiUserProfile>('POST', `/api/User/ApproveRegistration/${userId}`);
}

export function rejectRegistration(api: ApiDataSource, userId: number): Promise<ApiAnswer<{ userId: number }>> {
  return api.write<{ userId: number }>('POST', `/api/User/RejectRegistration/${userId}`);
}
