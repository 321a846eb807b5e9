import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectField } from '../../shared/ui/SelectField';

const LENDERS = ['Mega Capital Funding', 'Provident Funding', 'REMN Wholesale', 'Rocket Pro'];
const PROGRAMS = ['QM Loan', 'Non QM Loan', 'Private Loan', 'Commercial'];

function Selector({ label, placeholder, options }: { label: string; placeholder: string; options: string[] }) {
  const [value, setValue] = useState('');
  return <SelectField label={label} placeholder={placeholder} options={options} value={value} onChange={setValue} bg="bg" />;
}

/**
 * The lender and program dropdowns of the Lender Finder. Spec §2: they hold display state only —
 * the feed is not filtered by them.
 */
export function FinderSelectors() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" flex="1" maxW={{ md: '2xl' }}>
      <Selector label="Lender" placeholder="Select a lender" options={LENDERS} />
      <Selector label="Programs" placeholder="Select a program" options={PROGRAMS} />
    </SimpleGrid>
  );
}
