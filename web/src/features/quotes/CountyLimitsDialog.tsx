import { Badge, Box, Button, Dialog, HStack, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { MapPinned } from 'lucide-react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { CountyLimitsDialog_query$key } from '../../__generated__/CountyLimitsDialog_query.graphql';
import type { CountyLimitsDialogRefetchQuery } from '../../__generated__/CountyLimitsDialogRefetchQuery.graphql';
import { formatUsd } from '../../shared/format/currency';
import { AppDialog } from '../../shared/ui/AppDialog';
import { SelectField } from '../../shared/ui/SelectField';
import { LIMIT_LOAN_TYPES, loanTypeNote, UNIT_OPTIONS, type LimitLoanType } from './countyLimitNotes';

const fragment = graphql`
  fragment CountyLimitsDialog_query on Query
  @refetchable(queryName: "CountyLimitsDialogRefetchQuery")
  @argumentDefinitions(year: { type: "Int", defaultValue: 2026 }, state: { type: "String", defaultValue: "CA" }) {
    loanLimitOptions {
      years
      states {
        code
        name
      }
    }
    countyLoanLimits(year: $year, state: $state) {
      year
      baseline
      counties {
        fips
        county
        state
        limits
      }
    }
  }
`;

/** Los Angeles County, the spec's sample county, until another is chosen. */
const DEFAULT_FIPS = '06037';

/** 'County Loan Limits' and its modal (spec §2): any county by state, then county; units 1-4; the year; FHFA's figures. */
export function CountyLimitsDialog({ query, loanAmount }: { query: CountyLimitsDialog_query$key; loanAmount: number | undefined }) {
  const [data, refetch] = useRefetchableFragment<CountyLimitsDialogRefetchQuery, CountyLimitsDialog_query$key>(fragment, query);
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState('1');
  const [loanType, setLoanType] = useState<LimitLoanType>('Conventional');
  const [fips, setFips] = useState(DEFAULT_FIPS);
  const limits = data.countyLoanLimits;
  const state = limits.counties[0]?.state ?? 'CA';
  const county = limits.counties.find((row) => row.fips === fips) ?? limits.counties[0];
  const unitIndex = Number(units) - 1;
  const baseline = limits.baseline[unitIndex] ?? 0;
  const countyLimit = county?.limits[unitIndex] ?? baseline;

  const load = (year: number, nextState: string) =>
    startTransition(() => {
      refetch({ year, state: nextState }, { fetchPolicy: 'store-or-network' });
    });

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MapPinned aria-hidden />
        County Loan Limits
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title="County Loan Limits" width="40rem">
        <Dialog.Body>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField
                label="State"
                placeholder="Select state"
                options={data.loanLimitOptions.states.map((option) => ({ value: option.code, label: option.name }))}
                value={state}
                onChange={(value) => value && load(limits.year, value)}
              />
              <SelectField
                label="County"
                placeholder="Select county"
                options={limits.counties.map((row) => ({ value: row.fips, label: row.county }))}
                value={county?.fips ?? ''}
                onChange={(value) => value && setFips(value)}
              />
              <SelectField
                label="Year"
                placeholder="Select year"
                options={data.loanLimitOptions.years.map((year) => String(year))}
                value={String(limits.year)}
                onChange={(value) => value && load(Number(value), state)}
              />
              <SelectField
                label="Units"
                placeholder="Select units"
                options={UNIT_OPTIONS}
                value={units}
                onChange={(value) => value && setUnits(value)}
              />
              <SelectField
                label="Loan type"
                placeholder="Select loan type"
                options={LIMIT_LOAN_TYPES}
                value={loanType}
                onChange={(value) => value && setLoanType(value as LimitLoanType)}
              />
            </SimpleGrid>
            <HStack gap="2">
              <Text color="fg.muted">
                {county ? `${county.county}, ${state}` : 'No county'} · {limits.year} · FHFA
              </Text>
              {pending && <Spinner size="sm" aria-label="Loading limits" />}
            </HStack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Stat.Root borderWidth="1px" rounded="lg" p="4">
                <Stat.Label>Conforming limit</Stat.Label>
                <Stat.ValueText data-testid="conforming-limit">{formatUsd(baseline)}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root borderWidth="1px" rounded="lg" p="4">
                <Stat.Label>High balance limit</Stat.Label>
                <Stat.ValueText data-testid="high-balance-limit">{countyLimit > baseline ? formatUsd(countyLimit) : '—'}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted" data-testid="loan-type-note">
              {loanTypeNote(loanType, baseline, countyLimit)}
            </Text>
            {loanAmount !== undefined && loanType === 'Conventional' && (
              <HStack gap="2" flexWrap="wrap">
                <Text fontSize="sm">Your loan amount of {formatUsd(loanAmount)} is</Text>
                <Badge colorPalette="brand" variant="subtle">
                  {loanAmount <= baseline ? 'Conforming' : loanAmount <= countyLimit ? 'High Balance' : 'Jumbo'}
                </Badge>
              </HStack>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Box>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Box>
        </Dialog.Footer>
      </AppDialog>
    </>
  );
}
