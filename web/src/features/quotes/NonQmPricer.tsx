import { HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { ChoiceGroup } from './ChoiceGroup';
import { LtvField } from './LtvField';
import { NON_QM_DEFAULTS, nonQmPricerSchema, type NonQmPricerInput, type NonQmScenario } from './pricerFormSchema';
import {
  CASH_RESERVES,
  CITIZENSHIPS,
  CREDIT_EVENTS,
  EMPLOYMENT_HISTORIES,
  FICO_BANDS,
  LOAN_PURPOSES,
  MORTGAGE_LATES,
  NON_QM_DOCUMENT_TYPES,
  OCCUPANCY_TYPES,
  PROPERTY_TYPES,
  YES_NO,
} from './pricerOptions';
import { PricerFrame, showQuoteResults } from './PricerFrame';
import { nonQmPricingInput } from './pricingInput';
import type { QuoteResults_query$key } from '../../__generated__/QuoteResults_query.graphql';
import type { CountyLimitsDialog_query$key } from '../../__generated__/CountyLimitsDialog_query.graphql';
import { useAmountSync } from './useAmountSync';
import { useLatestValid } from './useLatestValid';

const DEFAULT_SCENARIO = nonQmPricerSchema.parse(NON_QM_DEFAULTS);

/** Form field names of the Non-QM amounts, mapped to the shared loan-amount rules. */
const AMOUNT_NAMES = { loanAmount: 'nonQMLoanAmount', ltv: 'loanToValue', propertyValue: 'nonQMPropertyValue' } as const;

/** The Non-QM pricer (spec §2 "Non-QM form"): every field, the modals and the priced results. */
export function NonQmPricer({ results, limits }: { results: QuoteResults_query$key; limits: CountyLimitsDialog_query$key }) {
  const form = useForm<NonQmPricerInput, unknown, NonQmScenario>({
    resolver: zodResolver(nonQmPricerSchema),
    defaultValues: NON_QM_DEFAULTS,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  const values = useWatch({ control }) as NonQmPricerInput;
  const { scenario, stale } = useLatestValid(nonQmPricerSchema, values, DEFAULT_SCENARIO);
  const { onAmountEdit, openLtvCalculator, ltvCalculator } = useAmountSync(form, AMOUNT_NAMES, values);

  return (
    <PricerFrame
      label="Non-QM pricer"
      onSubmit={handleSubmit(showQuoteResults)}
      results={results}
      limits={limits}
      loanAmount={stale ? undefined : scenario.nonQMLoanAmount}
      scenario={stale ? null : nonQmPricingInput(scenario)}
      ltvCalculator={ltvCalculator}
    >
      <Controller
        control={control}
        name="loanPurpose"
        render={({ field }) => (
          <ChoiceGroup legend="Loan purpose" name={field.name} options={LOAN_PURPOSES} value={field.value} onChange={field.onChange} />
        )}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <FormField label="Employment History">
          <OptionSelect options={EMPLOYMENT_HISTORIES} {...register('employmentHistory')} />
        </FormField>
        <FormField label="Occupancy" required error={errors.occupancy?.message}>
          <OptionSelect options={OCCUPANCY_TYPES} {...register('occupancy')} />
        </FormField>
        <FormField label="Document Type">
          <OptionSelect options={NON_QM_DOCUMENT_TYPES} {...register('documentType')} />
        </FormField>
        <FormField label="Property Value" required error={errors.nonQMPropertyValue?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('nonQMPropertyValue', { onChange: onAmountEdit('propertyValue') })} />
        </FormField>
        <FormField label="ZIP Code" required error={errors.zipCode?.message}>
          <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" {...register('zipCode')} />
        </FormField>
        <FormField label="FICO Score" required error={errors.nonQMFicoScore?.message}>
          <OptionSelect options={FICO_BANDS} {...register('nonQMFicoScore')} />
        </FormField>
        <FormField label="Loan Amount" required error={errors.nonQMLoanAmount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('nonQMLoanAmount', { onChange: onAmountEdit('loanAmount') })} />
        </FormField>
        <LtvField
          registration={register('loanToValue', { onChange: onAmountEdit('ltv') })}
          error={errors.loanToValue?.message}
          onOpenCalculator={openLtvCalculator}
        />
        <FormField label="Property Type">
          <OptionSelect options={PROPERTY_TYPES} {...register('propertyTypeNonQM')} />
        </FormField>
        <FormField label="Citizenship">
          <OptionSelect options={CITIZENSHIPS} {...register('citizenship')} />
        </FormField>
        <FormField label="DTI %" required error={errors.dti?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('dti')} />
        </FormField>
        <FormField label="Mortgage Lates">
          <OptionSelect options={MORTGAGE_LATES} {...register('mortgageLates')} />
        </FormField>
        <FormField label="Cash Reserved">
          <OptionSelect options={CASH_RESERVES} {...register('cashReserved')} />
        </FormField>
        <FormField label="Credit Events">
          <OptionSelect options={CREDIT_EVENTS} {...register('creditEvents')} />
        </FormField>
      </SimpleGrid>
      <HStack gap={{ base: '4', md: '8' }} flexWrap="wrap">
        <Controller
          control={control}
          name="escrowImpound"
          render={({ field }) => (
            <ChoiceGroup legend="Escrow / impound" name={field.name} options={YES_NO} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="interestOnly"
          render={({ field }) => (
            <ChoiceGroup legend="Interest only" name={field.name} options={YES_NO} value={field.value} onChange={field.onChange} />
          )}
        />
      </HStack>
    </PricerFrame>
  );
}
