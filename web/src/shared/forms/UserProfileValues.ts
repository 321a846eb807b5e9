import { graphql, useFragment } from 'react-relay/hooks';
import { socialLinksOf } from './SocialLinkValues';
import { SOCIAL_LINKS, type SocialLinkField } from './userOptions';
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
    ...SocialLinkValues_user
  }
`;

/** The links as form values: '' where not set. */
function linkValues(links: Record<SocialLinkField, string | null | undefined>): Record<SocialLinkField, string> {
  return Object.fromEntries(SOCIAL_LINKS.map(({ field }) => [field, links[field] ?? ''])) as Record<SocialLinkField, string>;
}

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
    ...linkValues(socialLinksOf(user)),
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
