import { Button, Card, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, ExternalLink, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import type { Employee } from './employees';

const scheduleLink = (employee: Employee) =>
  `mailto:${employee.email}?subject=${encodeURIComponent(`Meeting request with ${employee.name}`)}`;

function Detail({ icon, children }: { icon: typeof Mail; children: React.ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" minW="0" align="center">
      <Icon as={icon} boxSize="3.5" color="fg.muted" flexShrink={0} aria-hidden />
      {children}
    </HStack>
  );
}

export function EmployeeCard({ employee }: { employee: Employee }) {
  return (
    <Card.Root as="article" variant="outline" borderRadius="xl" h="full" transition="box-shadow 0.15s, border-color 0.15s" _hover={{ shadow: 'md', borderColor: 'brand.200' }}>
      <Card.Body gap="4" p="5">
        <HStack gap="3" align="center">
          <UserAvatar size="lg" name={employee.name} src={employee.photo} />
          <Stack gap="0" minW="0">
            <Card.Title as="h3" fontSize="md">
              {employee.name}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {employee.jobTitle}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="2">
          <Detail icon={MapPin}>
            <Text>{employee.location}</Text>
          </Detail>
          <Detail icon={Mail}>
            <Link href={`mailto:${employee.email}`} color="brand.fg" truncate title={employee.email}>
              {employee.email}
            </Link>
          </Detail>
          <Detail icon={Phone}>
            <Link href={`tel:${employee.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
              {employee.phone}
            </Link>
          </Detail>
          <Detail icon={UserRound}>
            <Text>
              <Text as="span" color="fg.muted">
                Reports to:{' '}
              </Text>
              {employee.manager ?? '—'}
            </Text>
          </Detail>
        </Stack>
        <HStack gap="2" mt="auto" pt="1">
          <Button asChild size="sm" variant="outline" flex="1">
            <a href={employee.linkedin} target="_blank" rel="noopener noreferrer" aria-label={`LinkedIn profile of ${employee.name} (opens in a new tab)`}>
              LinkedIn <ExternalLink aria-hidden />
            </a>
          </Button>
          <Button asChild size="sm" colorPalette="brand" flex="1">
            <a href={scheduleLink(employee)} aria-label={`Schedule with ${employee.name}`}>
              <CalendarPlus aria-hidden /> Schedule
            </a>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
