import { Input, SimpleGrid } from '@chakra-ui/react';
import { CREDIT_SCORE_BANDS } from '@lendhub/domain/pricing';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { NON_QM_DOCUMENT_TYPES, OCCUPANCY_TYPES, PROPERTY_TYPES } from '../quotes';
import { STATE_NAMES } from '../../shared/forms/stateNames';
import type { ScenarioFormValues } from './scenarioFormSchema';

const PURPOSES = [
  { value: 'PURCHASE', label: 'Purchase' },
  { value: 'RATE_TERM', label: 'Refinance RATE/TERM' },
  { value: 'CASHOUT', label: 'Refinance CASHOUT' },
];
const DOCUMENTATION = [
  { value: 'FULL_DOC', label: 'Full Doc' },
  { value: 'NO_INCOME_DOC', label: 'No-Income Doc' },
  ...NON_QM_DOCUMENT_TYPES,
];
const STATES = Object.entries(STATE_NAMES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

interface ScenarioFieldsProps {
  register: UseFormRegister<ScenarioFormValues>;
  errors: FieldErrors<ScenarioFormValues>['scenario'];
}

/** The pricer's key fields a Lender Finder post may carry, so the engine can name the lenders that fit it. */
export function ScenarioFields({ register, errors }: ScenarioFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" data-testid="scenario-fields">
      <FormField label="Purpose" required error={errors?.purpose?.message}>
        <OptionSelect placeholder="Select purpose" options={PURPOSES} {...register('scenario.purpose')} />
      </FormField>
      <FormField label="Loan amount" required error={errors?.loanAmount?.message}>
        <Input inputMode="numeric" placeholder="e.g. 400000" autoComplete="off" {...register('scenario.loanAmount')} />
      </FormField>
      <FormField label="Property value" error={errors?.propertyValue?.message}>
        <Input inputMode="numeric" placeholder="e.g. 500000" autoComplete="off" {...register('scenario.propertyValue')} />
      </FormField>
      <FormField label="LTV (%)" error={errors?.ltv?.message}>
        <Input inputMode="decimal" placeholder="e.g. 80" autoComplete="off" {...register('scenario.ltv')} />
      </FormField>
      <FormField label="Credit score" required error={errors?.creditScore?.message}>
        <OptionSelect placeholder="Select credit score" options={CREDIT_SCORE_BANDS} {...register('scenario.creditScore')} />
      </FormField>
      <FormField label="Occupancy" required error={errors?.occupancy?.message}>
        <OptionSelect placeholder="Select occupancy" options={OCCUPANCY_TYPES} {...register('scenario.occupancy')} />
      </FormField>
      <FormField label="Property type" required error={errors?.propertyType?.message}>
        <OptionSelect placeholder="Select property type" options={PROPERTY_TYPES} {...register('scenario.propertyType')} />
      </FormField>
      <FormField label="State" required error={errors?.state?.message}>
        <OptionSelect placeholder="Select state" options={STATES} {...register('scenario.state')} />
      </FormField>
      <FormField label="Documentation" required error={errors?.docType?.message}>
        <OptionSelect placeholder="Select documentation" options={DOCUMENTATION} {...register('scenario.docType')} />
      </FormField>
    </SimpleGrid>
  );
}
