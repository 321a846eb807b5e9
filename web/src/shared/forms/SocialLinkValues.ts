import { graphql, readInlineData } from 'react-relay/hooks';
import type { SocialLinkValues_user$key } from '../../__generated__/SocialLinkValues_user.graphql';
import type { SocialLinkField } from './userOptions';

/* eslint-disable relay/unused-fields -- read through socialLinksOf, keyed by SOCIAL_LINKS */
const fragment = graphql`
  fragment SocialLinkValues_user on User @inline {
    linkedInProfile
    facebookProfile
    twitterProfile
    instagramProfile
    youTubeChannel
    personalWebsite
  }
`;
/* eslint-enable relay/unused-fields */

/** A user's six social links (null where not set), by field (see SOCIAL_LINKS). */
export function socialLinksOf(user: SocialLinkValues_user$key): Record<SocialLinkField, string | null | undefined> {
  return readInlineData(fragment, user);
}
