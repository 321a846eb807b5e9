import { authRoutes } from '@lendhub/domain/rest/auth';
import { registrationRoutes } from '@lendhub/domain/rest/invitations';
import {
  userRoutes as routes,
  type AccountStatus,
  type DirectoryDto,
  type LoginResultDto,
  type PublicProfileDto,
  type TwoFactorSetupDto,
  type UserDto,
  type UserSeenDto,
} from '@lendhub/domain/rest/users';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

/** REST calls of sign-in, profiles and user administration (api/src/users, api/src/auth). */

/** UpdateUser has a 10 s time-out in the spec (§9). */
const USER_UPDATE_TIMEOUT_MS = 10_000;

export function login(
  api: ApiDataSource,
  input: { email: string; password: string; code?: string | undefined },
): Promise<ApiAnswer<LoginResultDto>> {
  return api.call(authRoutes.login, { body: input });
}

/** The user the token belongs to (the caller's by default). */
export function getCurrentUser(api: ApiDataSource, token?: string): Promise<UserDto> {
  return api.read(routes.current, {}, token ? { token } : undefined);
}

/** One call for any number of ids (the userById DataLoader's batch). */
export function getUsersByIds(api: ApiDataSource, ids: readonly number[]): Promise<PublicProfileDto[]> {
  return api.read(routes.byIds, { query: { ids: ids.join(',') } });
}

export function getUserProfiles(api: ApiDataSource, ids: readonly number[]): Promise<UserSeenDto[]> {
  return api.read(routes.profilesByIds, { query: { ids: ids.join(',') } });
}

export function getAllUsers(
  api: ApiDataSource,
  query: { search?: string | undefined; sortBy?: 'name_asc' | 'name_desc' | undefined; accountStatus?: AccountStatus | undefined },
): Promise<UserDto[]> {
  return api.read(routes.list, { query });
}

/** Raises the viewer's token version at the API: every token of theirs stops working. */
export function logout(api: ApiDataSource): Promise<ApiAnswer<null>> {
  return api.call(authRoutes.logout, {});
}

export function createUser(api: ApiDataSource, form: FormData): Promise<ApiAnswer<UserDto>> {
  return api.call(routes.create, { body: form });
}

export function updateUser(api: ApiDataSource, form: FormData): Promise<ApiAnswer<UserDto>> {
  return api.call(routes.update, { body: form }, { timeoutMs: USER_UPDATE_TIMEOUT_MS });
}

export function updatePassword(
  api: ApiDataSource,
  userId: number,
  body: { currentPassword: string; newPassword: string; confirmPassword?: string | undefined },
): Promise<ApiAnswer<{ userId: number; token: string }>> {
  return api.call(routes.updatePassword, { params: { id: userId }, body });
}

export function deleteUser(api: ApiDataSource, userId: number): Promise<ApiAnswer<{ userId: number }>> {
  return api.call(routes.delete, { params: { id: userId } });
}

/** The Company Directory: everyone matching `search` (name, department, job title, location) and `department`. */
export function getDirectory(
  api: ApiDataSource,
  query: { search?: string | undefined; department?: string | undefined },
): Promise<DirectoryDto> {
  return api.read(routes.directory, { query });
}

/** Two-factor sign-in (docs/product.md "Two-factor sign-in"): the viewer's setup, confirmation and switch-off; an Admin's reset. */
export function startTwoFactorSetup(api: ApiDataSource): Promise<ApiAnswer<TwoFactorSetupDto>> {
  return api.call(authRoutes.twoFactorSetup, {});
}

export function enableTwoFactor(api: ApiDataSource, code: string): Promise<ApiAnswer<{ recoveryCodes: string[] }>> {
  return api.call(authRoutes.twoFactorEnable, { body: { code } });
}

export function disableTwoFactor(api: ApiDataSource, code: string): Promise<ApiAnswer<{ userId: number }>> {
  return api.call(authRoutes.twoFactorDisable, { body: { code } });
}

export function resetTwoFactor(api: ApiDataSource, userId: number): Promise<ApiAnswer<{ userId: number }>> {
  return api.call(authRoutes.twoFactorReset, { params: { id: userId } });
}

/** An Admin's answer to a registration without an invitation. */
export function approveRegistration(api: ApiDataSource, userId: number): Promise<ApiAnswer<UserDto>> {
  return api.call(registrationRoutes.approve, { params: { id: userId } });
}

export function rejectRegistration(api: ApiDataSource, userId: number): Promise<ApiAnswer<{ userId: number }>> {
  return api.call(registrationRoutes.reject, { params: { id: userId } });
}
