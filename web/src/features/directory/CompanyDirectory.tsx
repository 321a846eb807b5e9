import { Field, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Search, UsersRound } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { CompanyDirectoryQuery } from '../../__generated__/CompanyDirectoryQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { panelStyle } from '../../shared/ui/panelStyle';
import { SelectField } from '../../shared/ui/SelectField';
import { DepartmentSection } from './DepartmentSection';
import { groupByDepartment } from './groupByDepartment';

// The tab is not a route: it starts its own query as it opens, and again (on the server) when the
// search or the department changes.
const query = graphql`
  query CompanyDirectoryQuery($search: String, $department: String) {
    companyDirectory(search: $search, department: $department) {
      departments
      people(first: 500) {
        totalCount
        edges {
          node {
            department
            ...DepartmentSection_people
          }
        }
      }
    }
  }
`;

function People({
  queryRef,
  department,
  onDepartments,
}: {
  queryRef: PreloadedQuery<CompanyDirectoryQuery>;
  department: string;
  onDepartments: (departments: readonly string[]) => void;
}) {
  const data = usePreloadedQuery<CompanyDirectoryQuery>(query, queryRef);
  const { departments, people } = data.companyDirectory;
  useEffect(() => {
    if (!department) onDepartments(departments);
  }, [department, departments, onDepartments]);
  const groups = useMemo(() => groupByDepartment(people.edges.map((edge) => edge.node)), [people.edges]);
  const count = people.totalCount;
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {count} {count === 1 ? 'person' : 'people'} found
      </Text>
      {groups.length === 0 ? (
        <EmptyNotice
          icon={<UsersRound />}
          title="No one matches your search"
          description="Try a different name, title, location or department."
        />
      ) : (
        groups.map((group) => <DepartmentSection key={group.department} department={group.department} people={group.people} />)
      )}
    </Stack>
  );
}

/** Company Directory tab (spec §2): the portal's people from their profiles, searched and filtered on the server. */
export function CompanyDirectory() {
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const [departments, setDepartments] = useState<readonly string[]>([]);
  const deferredSearch = useDeferredValue(search.trim());
  const [queryRef, loadQuery] = useQueryLoader<CompanyDirectoryQuery>(query);
  const [, startTransition] = useTransition();
  // loadQuery changes with every query it loads: the latest is read here, so only the filter starts a load.
  const load = useRef(loadQuery);
  useEffect(() => {
    load.current = loadQuery;
  }, [loadQuery]);

  useEffect(() => {
    // Keeps the current list on screen while the next one loads.
    startTransition(() =>
      load.current({ search: deferredSearch || null, department: department || null }, { fetchPolicy: 'store-and-network' }),
    );
  }, [deferredSearch, department]);

  return (
    <Stack gap="6">
      <SimpleGrid role="search" aria-label="Search the directory" columns={{ base: 1, md: 3 }} gap="4" {...panelStyle}>
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label>Search people</Field.Label>
          <InputGroup startElement={<Search size={16} aria-hidden />}>
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name, department, job title or location"
            />
          </InputGroup>
        </Field.Root>
        <SelectField label="Department" placeholder="All departments" options={departments} value={department} onChange={setDepartment} />
      </SimpleGrid>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => <Text color="fg.muted">The directory could not be loaded. Please try again later.</Text>}
      >
        <Suspense fallback={<PageSpinner label="Loading the directory…" />}>
          {queryRef && <People queryRef={queryRef} department={department} onDepartments={setDepartments} />}
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
