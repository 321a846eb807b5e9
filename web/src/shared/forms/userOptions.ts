// Option lists of the user forms (spec §2 Registration, §5). States and languages are the ones the
// API validates against, from @lendhub/domain.
export { ADMIN_LANGUAGES, PROFILE_LANGUAGES, US_STATES } from '@lendhub/domain/users';

/** The six social links of a profile, with the labels the forms show. */
export const SOCIAL_LINKS = [
  { field: 'linkedInProfile', label: 'LinkedIn' },
  { field: 'facebookProfile', label: 'Facebook' },
  { field: 'twitterProfile', label: 'Twitter' },
  { field: 'instagramProfile', label: 'Instagram' },
  { field: 'youTubeChannel', label: 'YouTube' },
  { field: 'personalWebsite', label: 'Website' },
] as const;

export type SocialLinkField = (typeof SOCIAL_LINKS)[number]['field'];

/** Every social link empty: a new form's starting values. */
export const NO_SOCIAL_LINKS = Object.fromEntries(SOCIAL_LINKS.map(({ field }) => [field, ''])) as Record<SocialLinkField, string>;
