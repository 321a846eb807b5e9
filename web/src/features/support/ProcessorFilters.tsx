import { SimpleGrid } from '@chakra-ui/react';
import { SelectField } from '../../shared/ui/SelectField';
import { LOAN_TYPES, SERVICE_TYPES } from './processingProviders';

interface ProcessorFiltersProps {
  serviceType: string;
  loanType: string;
  onServiceTypeChange: (value: string) => void;
  onLoanTypeChange: (value: string) => void;
}

/** 'Select Service Type' and 'Select Loan Type' (spec §2), each with 'All' first. */
export function ProcessorFilters({ serviceType, loanType, onServiceTypeChange, onLoanTypeChange }: ProcessorFiltersProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
      <SelectField
        label="Select Service Type"
        placeholder="All"
        options={SERVICE_TYPES}
        value={serviceType}
        onChange={onServiceTypeChange}
        bg="bg.panel"
      />
      <SelectField
        label="Select Loan Type"
        placeholder="All"
        options={LOAN_TYPES}
        value={loanType}
        onChange={onLoanTypeChange}
        bg="bg.panel"
      />
    </SimpleGrid>
  );
}
