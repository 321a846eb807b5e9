import { Badge, Collapsible, Heading, HStack, Icon, SimpleGrid } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { EmployeeCard } from './EmployeeCard';
import type { DepartmentGroup } from './filterEmployees';

/** A department heading that folds its employee cards away. */
export function DepartmentSection({ group }: { group: DepartmentGroup }) {
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
            {group.department}
            <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2">
              {group.employees.length}
            </Badge>
          </HStack>
          <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <Icon as={ChevronDown} boxSize="5" aria-hidden />
          </Collapsible.Indicator>
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" pt="4" pb="2">
          {group.employees.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} />
          ))}
        </SimpleGrid>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
