import { Card, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, Phone, UserRound } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderContactCard_lender$key } from '../../__generated__/LenderContactCard_lender.graphql';

const fragment = graphql`
  fragment LenderContactCard_lender on Lender {
    contact {
      name
      email
      phone
    }
  }
`;

export function LenderContactCard({ lender }: { lender: LenderContactCard_lender$key }) {
  const { contact } = useFragment(fragment, lender);
  return (
    <Card.Root as="section" aria-labelledby="lender-contact-heading" variant="outline" borderRadius="xl">
      <Card.Body gap="4" p="5">
        <Heading as="h2" size="md" id="lender-contact-heading">
          Contact
        </Heading>
        {contact && (contact.name || contact.email || contact.phone) ? (
          <Stack gap="3" fontSize="sm">
            {contact.name && (
              <HStack gap="2.5">
                <Icon as={UserRound} boxSize="4" color="fg.muted" aria-hidden />
                <Text fontWeight="medium">{contact.name}</Text>
              </HStack>
            )}
            {contact.email && (
              <HStack gap="2.5" minW="0">
                <Icon as={Mail} boxSize="4" color="fg.muted" aria-hidden />
                <Link href={`mailto:${contact.email}`} color="brand.fg" overflowWrap="anywhere">
                  {contact.email}
                </Link>
              </HStack>
            )}
            {contact.phone && (
              <HStack gap="2.5">
                <Icon as={Phone} boxSize="4" color="fg.muted" aria-hidden />
                <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
                  {contact.phone}
                </Link>
              </HStack>
            )}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No contact listed.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
