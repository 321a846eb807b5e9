import { Button, Card, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, ExternalLink, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { EmployeeCard_user$key } from '../../__generated__/EmployeeCard_user.graphql';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { scheduleMeetingPath } from '../growth';

const fragment = graphql`
  fragment EmployeeCard_user on User {
    fullName
    avatarUrl
    jobTitle
    location
    email
    phoneNumber
    linkedInProfile
    manager {
      fullName
    }
  }
`;

function Detail({ icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" minW="0" align="center">
      <Icon as={icon} boxSize="3.5" color="fg.muted" flexShrink={0} aria-hidden />
      {children}
    </HStack>
  );
}

/**
 * A person of the Company Directory (spec §2): photo, name, job title, location, e-mail and phone
 * (when the viewer may see them: the person themselves and Admins), 'Reports to', LinkedIn, Schedule.
 */
export function EmployeeCard({ user: key }: { user: EmployeeCard_user$key }) {
  const user = useFragment(fragment, key);
  return (
    <Card.Root
      as="article"
      variant="outline"
      borderRadius="xl"
      h="full"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ shadow: 'md', borderColor: 'brand.200' }}
    >
      <Card.Body gap="4" p="5">
        <HStack gap="3" align="center">
          <UserAvatar size="lg" name={user.fullName} src={user.avatarUrl ?? null} />
          <Stack gap="0" minW="0">
            <Card.Title as="h3" fontSize="md">
              {user.fullName}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {user.jobTitle ?? '—'}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="2">
          <Detail icon={MapPin}>
            <Text>{user.location ?? '—'}</Text>
          </Detail>
          {user.email && (
            <Detail icon={Mail}>
              <Link href={`mailto:${user.email}`} color="brand.fg" truncate title={user.email}>
                {user.email}
              </Link>
            </Detail>
          )}
          {user.phoneNumber && (
            <Detail icon={Phone}>
              <Link href={`tel:${user.phoneNumber.replace(/[^\d+]/g, '')}`} color="brand.fg">
                {user.phoneNumber}
              </Link>
            </Detail>
          )}
          <Detail icon={UserRound}>
            <Text>
              <Text as="span" color="fg.muted">
                Reports to:{' '}
              </Text>
              {user.manager?.fullName ?? '—'}
            </Text>
          </Detail>
        </Stack>
        <HStack gap="2" mt="auto" pt="1">
          {user.linkedInProfile && (
            <Button asChild size="sm" variant="outline" flex="1">
              <a
                href={user.linkedInProfile}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`LinkedIn profile of ${user.fullName} (opens in a new tab)`}
              >
                LinkedIn <ExternalLink aria-hidden />
              </a>
            </Button>
          )}
          <Button asChild size="sm" colorPalette="brand" flex="1">
            <RouterLink to={scheduleMeetingPath(user.fullName)} aria-label={`Schedule with ${user.fullName}`}>
              <CalendarPlus aria-hidden /> Schedule
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
