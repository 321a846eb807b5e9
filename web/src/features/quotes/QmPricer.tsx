import { Alert, Box, Button, Collapsible, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { CheckboxField } from './CheckboxField';
import { ChoiceGroup } from './ChoiceGroup';
import { LtvField } from './LtvField';
import { needsPrimaryResidenceHint, QM_DEFAULTS, qmPricerSchema, type QmPricerInput, type QmScenario } from './pricerFormSchema';
import {
  DOC_TYPES,
  FICO_BANDS,
  FINANCED_PROPERTIES,
  LOAN_PURPOSES,
  LOCK_PERIODS,
  OCCUPANCY_TYPES,
  PRIMARY_RESIDENCE_HINT,
  PROPERTY_TYPES,
  QM_LOAN_TYPES,
  REFINANCE_TYPES,
} from './pricerOptions';
import { PricerFrame, showQuoteResults } from './PricerFrame';
import { qmPricingInput } from './pricingInput';
import type { QuoteResults_query$key } from '../../__generated__/QuoteResults_query.graphql';
import type { CountyLimitsDialog_query$key } from '../../__generated__/CountyLimitsDialog_query.graphql';
import { useAmountSync } from './useAmountSync';
import { useLatestValid } from './useLatestValid';

const DEFAULT_SCENARIO = qmPricerSchema.parse(QM_DEFAULTS);

const AMOUNT_NAMES = { loanAmount: 'loanAmount', ltv: 'ltv', propertyValue: 'propertyValue' } as const;

/** The QM pricer (spec §2 "QM form", §4 "Pricer"): the form, its modals and the priced results. */
export function QmPricer({ results, limits }: { results: QuoteResults_query$key; limits: CountyLimitsDialog_query$key }) {
  const [moreDetails, setMoreDetails] = useState(false);
  const form = useForm<QmPricerInput, unknown, QmScenario>({
    resolver: zodResolver(qmPricerSchema),
    defaultValues: QM_DEFAULTS,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = form;

  const values = useWatch({ control }) as QmPricerInput;
  const { scenario, stale } = useLatestValid(qmPricerSchema, values, DEFAULT_SCENARIO);
  const { onAmountEdit, openLtvCalculator, ltvCalculator } = useAmountSync(form, AMOUNT_NAMES, values);

  return (
    <PricerFrame
      label="QM pricer"
      onSubmit={handleSubmit(showQuoteResults)}
      results={results}
      limits={limits}
      loanAmount={stale ? undefined : scenario.loanAmount}
      scenario={stale ? null : qmPricingInput(scenario)}
      ltvCalculator={ltvCalculator}
    >
      <HStack gap={{ base: '4', md: '8' }} flexWrap="wrap" align="flex-start">
        <Controller
          control={control}
          name="docType"
          render={({ field }) => (
            <ChoiceGroup legend="Documentation" name={field.name} options={DOC_TYPES} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="loanPurpose"
          render={({ field }) => (
            <ChoiceGroup
              legend="Loan purpose"
              name={field.name}
              options={LOAN_PURPOSES}
              value={field.value}
              onChange={(purpose) => {
                field.onChange(purpose);
                // Spec §4: switching back to Purchase hides and clears the refinance type.
                if (purpose === 'PURCHASE') setValue('refinanceType', '', { shouldValidate: false });
              }}
            />
          )}
        />
        {values.loanPurpose === 'REFINANCE' && (
          <Controller
            control={control}
            name="refinanceType"
            render={({ field }) => (
              <Stack gap="1">
                <ChoiceGroup
                  legend="Refinance type"
                  name={field.name}
                  options={REFINANCE_TYPES}
                  value={field.value}
                  onChange={field.onChange}
                />
                {errors.refinanceType && (
                  <Box color="fg.error" fontSize="sm" role="alert">
                    {errors.refinanceType.message}
                  </Box>
                )}
              </Stack>
            )}
          />
        )}
      </HStack>

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <FormField label="Loan Amount" required error={errors.loanAmount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('loanAmount', { onChange: onAmountEdit('loanAmount') })} />
        </FormField>
        <LtvField
          registration={register('ltv', { onChange: onAmountEdit('ltv') })}
          error={errors.ltv?.message}
          onOpenCalculator={openLtvCalculator}
        />
        <FormField label="Property Value" required error={errors.propertyValue?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('propertyValue', { onChange: onAmountEdit('propertyValue') })} />
        </FormField>
        <FormField label="ZIP Code" required error={errors.zipCode?.message}>
          <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" {...register('zipCode')} />
        </FormField>
        <FormField label="Occupancy" required error={errors.occupancyType?.message}>
          <OptionSelect options={OCCUPANCY_TYPES} {...register('occupancyType')} />
        </FormField>
        <FormField label="FICO Score" required error={errors.ficoScore?.message}>
          <OptionSelect options={FICO_BANDS} {...register('ficoScore')} />
        </FormField>
      </SimpleGrid>

      <Collapsible.Root open={moreDetails} onOpenChange={(details) => setMoreDetails(details.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="ghost" colorPalette="brand" px="2" fontWeight="bold" letterSpacing="wide">
            MORE DETAILS
            <Box as="span" transition="transform 0.2s" transform={moreDetails ? 'rotate(180deg)' : undefined} display="inline-flex">
              <ChevronDown aria-hidden />
            </Box>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" pt="3">
            <FormField label="Property Type">
              <OptionSelect options={PROPERTY_TYPES} {...register('propertyType')} />
            </FormField>
            {values.propertyType === 'TWO_TO_FOUR_UNITS' && (
              <FormField label="Units">
                <OptionSelect options={['2', '3', '4']} {...register('units')} />
              </FormField>
            )}
            <FormField label="Loan Type">
              <OptionSelect options={QM_LOAN_TYPES} {...register('loanTypeDetail')} />
            </FormField>
            <FormField label="Financed Properties">
              <OptionSelect options={FINANCED_PROPERTIES} {...register('financedProperties')} />
            </FormField>
            <FormField label="Lock Period">
              <OptionSelect options={LOCK_PERIODS.map((days) => ({ value: days, label: `${days} days` }))} {...register('lockPeriod')} />
            </FormField>
            <Stack gap="3" justify="center">
              <Controller
                control={control}
                name="hasSecondLien"
                render={({ field }) => (
                  <CheckboxField label="Second lien" name={field.name} checked={field.value} onChange={field.onChange} />
                )}
              />
              <Controller
                control={control}
                name="impoundEscrow"
                render={({ field }) => (
                  <CheckboxField label="Impound / escrow" name={field.name} checked={field.value} onChange={field.onChange} />
                )}
              />
            </Stack>
          </SimpleGrid>
        </Collapsible.Content>
      </Collapsible.Root>

      {needsPrimaryResidenceHint(values.loanTypeDetail, values.occupancyType) && (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{PRIMARY_RESIDENCE_HINT}</Alert.Title>
        </Alert.Root>
      )}
    </PricerFrame>
  );
}
