import { Card, Heading, Icon, Link, Stack, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderChannelLinks_lender$key } from '../../__generated__/LenderChannelLinks_lender.graphql';

const fragment = graphql`
  fragment LenderChannelLinks_lender on Lender {
    website
    channelLinks {
      name
      link
    }
  }
`;

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** The lender's website and channel links (broker portal, rate sheets, …); non-web URLs are not linked. */
export function LenderChannelLinks({ lender }: { lender: LenderChannelLinks_lender$key }) {
  const { website, channelLinks } = useFragment(fragment, lender);
  const links = [
    ...(website && isWebUrl(website) ? [{ name: 'Website', link: website }] : []),
    ...channelLinks.filter((l) => isWebUrl(l.link)),
  ];
  if (links.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="lender-links-heading" variant="outline" borderRadius="xl">
      <Card.Body gap="3" p="5">
        <Heading as="h2" size="md" id="lender-links-heading">
          Channel Links
        </Heading>
        <Stack as="ul" gap="2">
          {links.map(({ name, link }) => (
            <li key={`${name}-${link}`}>
              <Link href={link} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" fontWeight="medium">
                {name}
                <Icon as={ExternalLink} boxSize="3.5" aria-hidden />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
