import { Field, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Search, UsersRound } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { panelStyle } from '../../shared/ui/panelStyle';
import { SelectField } from '../../shared/ui/SelectField';
import { DepartmentSection } from './DepartmentSection';
import { DEPARTMENTS, SAMPLE_EMPLOYEES } from './employees';
import { filterEmployees, groupByDepartment } from './filterEmployees';

/** Company Directory tab (spec §2): hard-coded sample employees, searchable, grouped by department. */
export function CompanyDirectory() {
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => filterEmployees(SAMPLE_EMPLOYEES, { query: deferredQuery, department }),
    [deferredQuery, department],
  );
  const groups = useMemo(() => groupByDepartment(matches, DEPARTMENTS), [matches]);

  return (
    <Stack gap="6">
      <SimpleGrid
        role="search"
        aria-label="Search the directory"
        columns={{ base: 1, md: 3 }}
        gap="4"
        {...panelStyle}
      >
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label>Search people</Field.Label>
          <InputGroup startElement={<Search size={16} aria-hidden />}>
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Name, department, job title or location"
            />
          </InputGroup>
        </Field.Root>
        <SelectField label="Department" placeholder="All departments" options={DEPARTMENTS} value={department} onChange={setDepartment} />
      </SimpleGrid>

      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {matches.length} {matches.length === 1 ? 'person' : 'people'} found
      </Text>

      {groups.length === 0 ? (
        <EmptyNotice icon={<UsersRound />} title="No one matches your search" description="Try a different name, title, location or department." />
      ) : (
        <Stack gap="5">
          {groups.map((group) => (
            <DepartmentSection key={group.department} group={group} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
