import { Badge, Collapsible, Heading, HStack, Icon, SimpleGrid } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DepartmentSection_people$key } from '../../__generated__/DepartmentSection_people.graphql';
import { EmployeeCard } from './EmployeeCard';

const fragment = graphql`
  fragment DepartmentSection_people on User @relay(plural: true) {
    id
    ...EmployeeCard_user
  }
`;

/** A department heading that folds its people's cards away. */
export function DepartmentSection({ department, people: key }: { department: string; people: DepartmentSection_people$key }) {
  const people = useFragment(fragment, key);
  return (
    <Collapsible.Root defaultOpen as="section">
      <Heading as="h2" size="md">
        <Collapsible.Trigger
          w="full"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="3"
          px="4"
          py="3"
          borderRadius="lg"
          bg="bg.muted"
          cursor="pointer"
          _hover={{ bg: 'bg.emphasized' }}
          focusRingColor="brand.500"
        >
          <HStack gap="2.5">
            {department}
            <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2">
              {people.length}
            </Badge>
          </HStack>
          <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <Icon as={ChevronDown} boxSize="5" aria-hidden />
          </Collapsible.Indicator>
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" pt="4" pb="2">
          {people.map((person) => (
            <EmployeeCard key={person.id} user={person} />
          ))}
        </SimpleGrid>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
