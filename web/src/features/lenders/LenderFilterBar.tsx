import { Field, Input, InputGroup, SimpleGrid } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { panelStyle } from '../../shared/ui/panelStyle';
import { SelectField } from '../../shared/ui/SelectField';
import { LENDER_KEY_OPTIONS, PROGRAM_OPTIONS, type LenderFilters } from './lenderFilters';

const SEARCH_DEBOUNCE_MS = 300;

interface LenderFilterBarProps {
  value: LenderFilters;
  onChange: (next: LenderFilters) => void;
}

/** Loan program, search and lender filters. Typing is debounced so each keystroke does not start a query. */
export function LenderFilterBar({ value, onChange }: LenderFilterBarProps) {
  const [searchText, setSearchText] = useState(value.search);
  // The debounce timer must not restart when the parent re-renders, so it reads these through a ref.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  // Follow the URL when it changes from outside (back/forward); keep what is being typed otherwise.
  // Adjusted while rendering (not in an effect) so the stale text is never painted.
  const [followedSearch, setFollowedSearch] = useState(value.search);
  if (followedSearch !== value.search) {
    setFollowedSearch(value.search);
    setSearchText((current) => (current.trim() === value.search.trim() ? current : value.search));
  }

  useEffect(() => {
    if (searchText.trim() === value.search.trim()) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.value, search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, value.search]);

  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label="Filter lenders"
      columns={{ base: 1, md: 3 }}
      gap="4"
      {...panelStyle}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, search: searchText });
      }}
    >
      <Field.Root>
        <Field.Label>Search lenders</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            name="search"
            placeholder="Name or description"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </InputGroup>
      </Field.Root>
      <SelectField
        label="Loan program"
        name="program"
        placeholder="All programs"
        options={PROGRAM_OPTIONS}
        value={value.program}
        onChange={(program) => onChange({ ...value, program })}
      />
      <SelectField
        label="Lender"
        name="lender"
        placeholder="All lenders"
        options={LENDER_KEY_OPTIONS}
        value={value.lenderKey}
        onChange={(lenderKey) => onChange({ ...value, lenderKey })}
      />
    </SimpleGrid>
  );
}
