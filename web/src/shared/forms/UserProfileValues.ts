import { graphql, useFragment } from 'react-relay/hooks';
import type { UserProfileValues_user$data, UserProfileValues_user$key } from '../../__generated__/UserProfileValues_user.graphql';

// The profile fields the Profile form and the admin user form both edit, as stored.
const fragment = graphql`
  fragment UserProfileValues_user on User {
    fullName
    email
    phoneNumber
    department
    company
    jobTitle
    location
    manager {
      id
    }
    languages
    statesLicensed
    linkedInProfile
    facebookProfile
    twitterProfile
    instagramProfile
    youTubeChannel
    personalWebsite
  }
`;

/** A user's profile as form values: '' for what is not set, `managerId` '' for no one. */
function valuesOf(user: UserProfileValues_user$data) {
  return {
    fullName: user.fullName,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    department: user.department ?? '',
    company: user.company ?? '',
    jobTitle: user.jobTitle ?? '',
    location: user.location ?? '',
    managerId: user.manager?.id ?? '',
    languages: [...user.languages],
    statesLicensed: [...user.statesLicensed],
    linkedInProfile: user.linkedInProfile ?? '',
    facebookProfile: user.facebookProfile ?? '',
    twitterProfile: user.twitterProfile ?? '',
    instagramProfile: user.instagramProfile ?? '',
    youTubeChannel: user.youTubeChannel ?? '',
    personalWebsite: user.personalWebsite ?? '',
  };
}

export type UserProfileValues = ReturnType<typeof valuesOf>;

/** The user's profile fields as the starting values of a form; null without a user (a form that creates one). */
export function useUserProfileValues(userRef: UserProfileValues_user$key): UserProfileValues;
export function useUserProfileValues(userRef: UserProfileValues_user$key | null): UserProfileValues | null;
export function useUserProfileValues(userRef: UserProfileValues_user$key | null): UserProfileValues | null {
  const user = useFragment(fragment, userRef);
  return user ? valuesOf(user) : null;
}
