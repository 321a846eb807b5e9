import type { LoginResultDto, PublicProfileDto, UserSeenDto } from '@lendhub/domain/rest/users';

/** Gateway-side shapes of the users domain; the REST shapes are the contract's (@lendhub/domain/rest/users). */

/** True when the object already carries the profile fields (no extra call needed). */
export function isFullProfile(user: PublicProfileDto): user is UserSeenDto {
  return 'phoneNumber' in user && 'languages' in user;
}

/** What `LoginPayload` resolves from: the login answer and the API's message ('Login successful'). */
export interface LoginAnswer extends LoginResultDto {
  message: string;
}

/** What `UserCapabilities` resolves from: nothing — each capability is read from the viewer's token and the schema's rules. */
export type CapabilitiesParent = Record<string, never>;
