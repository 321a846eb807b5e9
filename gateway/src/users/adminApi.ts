import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiInvitation, ApiRegistered, ApiSentInvitation, ApiUserProfile } from './profileTypes.ts';

/** REST calls of user administration, profiles and invitations (api/src/user-admin, api/src/invitations). */

/** UpdateUser has a 10 s time-out in the spec (§9). */
const USER_UPDATE_TIMEOUT_MS = 10_000;

export function getAllUsers(api: ApiDataSource, query: { search?: string | undefined; sortBy?: 'name_asc' | 'name_desc' | undefined }): Promise<ApiUserProfile[]> {
  return api.get<ApiUserProfile[]>('/api/User/GetAllUser', query);
}

export function getUserProfiles(api: ApiDataSource, ids: readonly number[]): Promise<ApiUserProfile[]> {
  return api.get<ApiUserProfile[]>('/api/User/GetUserProfilesByIds', { ids: ids.join(',') });
}

export function createUser(api: ApiDataSource, form: FormData): Promise<ApiUserProfile> {
  return api.postForm<ApiUserProfile>('/api/User/CreateUser', form);
}

export function updateUser(api: ApiDataSource, form: FormData): Promise<ApiUserProfile> {
  return api.putForm<ApiUserProfile>('/api/User/UpdateUser', form, { timeoutMs: USER_UPDATE_TIMEOUT_MS });
}

export function updatePassword(api: ApiDataSource, userId: number, body: { currentPassword: string; newPassword: string; confirmPassword?: string | undefined }): Promise<{ userId: number }> {
  return api.put<{ userId: number }>(`/api/User/UpdatePassword/${userId}`, body);
}

export function deleteUser(api: ApiDataSource, userId: number): Promise<{ userId: number }> {
  return api.delete<{ userId: number }>(`/User/${userId}`);
}

export function sendInvite(api: ApiDataSource, body: { FullName: string; EmailAddress: string; Role: number }): Promise<ApiSentInvitation> {
  return api.post<ApiSentInvitation>('/User/SendInviteAsync', body);
}

/** Public: what a token pre-fills. */
export function getInvitationDetails(api: ApiDataSource, token: string): Promise<ApiInvitation> {
  return api.get<ApiInvitation>('/api/User/GetUserDetailByToken', { token });
}

export function getInvitationsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiInvitation[]> {
  return api.get<ApiInvitation[]>('/api/User/GetInvitationsByIds', { ids: ids.join(',') });
}

export function completeRegistration(api: ApiDataSource, form: FormData): Promise<ApiRegistered> {
  return api.postForm<ApiRegistered>('/api/User/CompleteRegistrationAsync', form);
}
