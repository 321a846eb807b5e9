import { Alert, Box, Button, Collapsible, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Search } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { parseMoney } from '../../shared/format/currency';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { CheckboxField } from './CheckboxField';
import { ChoiceGroup } from './ChoiceGroup';
import { CountyLimitsDialog } from './CountyLimitsDialog';
import { afterAmountEdit, afterLtvApplied, type AmountFields } from './loanAmountSync';
import { parseLtv } from './ltv';
import { LtvCalculatorDialog } from './LtvCalculatorDialog';
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
import { QuoteResults } from './QuoteResults';
import { qmPricingInput } from './pricingInput';
import type { QuoteResults_query$key } from '../../__generated__/QuoteResults_query.graphql';
import type { CountyLimitsDialog_query$key } from '../../__generated__/CountyLimitsDialog_query.graphql';
import { useLatestValid } from './useLatestValid';

const DEFAULT_SCENARIO = qmPricerSchema.parse(QM_DEFAULTS);

/** The QM pricer (spec §2 "QM form", §4 "Pricer"): the form, its modals and the priced results. */
export function QmPricer({ results, limits }: { results: QuoteResults_query$key; limits: CountyLimitsDialog_query$key }) {
  const [moreDetails, setMoreDetails] = useState(false);
  const [ltvOpen, setLtvOpen] = useState(false);
  const {
    register,
    control,
    setValue,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm<QmPricerInput, unknown, QmScenario>({ resolver: zodResolver(qmPricerSchema), defaultValues: QM_DEFAULTS, mode: 'onTouched' });

  const values = useWatch({ control }) as QmPricerInput;
  const { scenario, stale } = useLatestValid(qmPricerSchema, values, DEFAULT_SCENARIO);
  const propertyValue = parseMoney(values.propertyValue);

  const amountFields = (): AmountFields => ({
    loanAmount: getValues('loanAmount'),
    ltv: getValues('ltv'),
    propertyValue: getValues('propertyValue'),
  });
  const write = (changes: Partial<AmountFields>) => {
    for (const [field, value] of Object.entries(changes) as [keyof AmountFields, string][]) {
      setValue(field, value, { shouldValidate: !!errors[field] });
    }
  };
  const onAmountEdit = (edited: keyof AmountFields) => () => write(afterAmountEdit(edited, amountFields()));

  return (
    <Stack gap="6">
      <Box asChild bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
        <form
          noValidate
          aria-label="QM pricer"
          onSubmit={handleSubmit(() => document.getElementById('quote-results-heading')?.scrollIntoView({ block: 'start' }))}
        >
          <Stack gap="5">
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
                onOpenCalculator={() => setLtvOpen(true)}
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
                    <OptionSelect
                      options={LOCK_PERIODS.map((days) => ({ value: days, label: `${days} days` }))}
                      {...register('lockPeriod')}
                    />
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

            <HStack gap="3" flexWrap="wrap" justify="flex-end">
              <CountyLimitsDialog query={limits} loanAmount={stale ? undefined : scenario.loanAmount} />
              <Button type="submit" colorPalette="brand">
                <Search aria-hidden />
                Get Quotes
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>

      <QuoteResults query={results} scenario={stale ? null : qmPricingInput(scenario)} />

      <LtvCalculatorDialog
        open={ltvOpen}
        onOpenChange={setLtvOpen}
        initialLtv={parseLtv(values.ltv ?? '')}
        propertyValue={propertyValue}
        onApply={(ltv) => {
          write(afterLtvApplied(ltv, amountFields()));
          setLtvOpen(false);
        }}
      />
    </Stack>
  );
}
