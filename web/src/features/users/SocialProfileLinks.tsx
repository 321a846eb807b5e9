import { Box, HStack, Link, VisuallyHidden } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SocialProfileLinks_user$key } from '../../__generated__/SocialProfileLinks_user.graphql';
import type { SocialLinkField } from '../../shared/forms/userOptions';
import { SOCIAL_LINKS } from '../../shared/forms/userOptions';
import { socialLinksOf } from '../../shared/forms/SocialLinkValues';

const fragment = graphql`
  fragment SocialProfileLinks_user on User {
    fullName
    ...SocialLinkValues_user
  }
`;

// The icon library has no brand marks; a short monogram stands for each network.
const MONOGRAM: Record<SocialLinkField, string | null> = {
  linkedInProfile: 'in',
  facebookProfile: 'f',
  twitterProfile: 'X',
  instagramProfile: 'IG',
  youTubeChannel: 'YT',
  personalWebsite: null,
};

function href(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** The user's social profiles as small icon links (spec §2 'Social Profiles'); a dash without any. */
export function SocialProfileLinks({ user: userRef }: { user: SocialProfileLinks_user$key }) {
  const user = useFragment(fragment, userRef);
  const urls = socialLinksOf(user);
  const present = SOCIAL_LINKS.flatMap(({ field, label }) => {
    const url = urls[field];
    return url ? [{ field, label, url }] : [];
  });
  if (present.length === 0) return <Box color="fg.muted">—</Box>;
  return (
    <HStack gap="1" flexWrap="wrap">
      {present.map(({ field, label, url }) => (
        <Link
          key={field}
          href={href(url)}
          target="_blank"
          rel="noreferrer"
          title={label}
          // The hidden name is absolutely positioned: anchored here, it stays inside the table's scroll area
          // (anchored to the page, it widened a phone's page by a thousand pixels).
          position="relative"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          minW="7"
          h="7"
          px="1"
          rounded="md"
          bg="bg.muted"
          fontSize="xs"
          fontWeight="bold"
          color="fg"
        >
          {/* The name is the hidden text: an aria-label would not contain the visible monogram (axe label-content-name-mismatch). */}
          <span aria-hidden>{MONOGRAM[field] ?? <Globe size={14} />}</span>
          <VisuallyHidden>{`${user.fullName} on ${label}`}</VisuallyHidden>
        </Link>
      ))}
    </HStack>
  );
}
