import { Badge, Box, Button, Dialog, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { MapPinned } from 'lucide-react';
import { useState } from 'react';
import { formatUsd } from '../../shared/format/currency';
import { AppDialog } from '../../shared/ui/AppDialog';
import { SelectField } from '../../shared/ui/SelectField';
import { countyLimit, LIMIT_LOAN_TYPES, limitCategory, LOAN_TYPE_NOTES, SAMPLE_COUNTY, UNIT_OPTIONS, type LimitLoanType, type Units } from './countyLimits';

/** 'County Loan Limits' button and its modal (spec §2, §9): units 1-4, Conventional/FHA/VA. */
export function CountyLimitsDialog({ loanAmount }: { loanAmount: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState<Units>('1');
  const [loanType, setLoanType] = useState<LimitLoanType>('Conventional');
  const limit = countyLimit(units);

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MapPinned aria-hidden />
        County Loan Limits
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title="County Loan Limits" width="34rem">
        <Dialog.Body>
          <Stack gap="5">
            <Text color="fg.muted">{SAMPLE_COUNTY}</Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField
                label="Units"
                placeholder="Select units"
                options={UNIT_OPTIONS}
                value={units}
                onChange={(value) => value && setUnits(value as Units)}
              />
              <SelectField
                label="Loan type"
                placeholder="Select loan type"
                options={LIMIT_LOAN_TYPES}
                value={loanType}
                onChange={(value) => value && setLoanType(value as LimitLoanType)}
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Stat.Root borderWidth="1px" rounded="lg" p="4">
                <Stat.Label>Conforming limit</Stat.Label>
                <Stat.ValueText data-testid="conforming-limit">{formatUsd(limit.conforming)}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root borderWidth="1px" rounded="lg" p="4">
                <Stat.Label>High balance limit</Stat.Label>
                <Stat.ValueText data-testid="high-balance-limit">{formatUsd(limit.highBalance)}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              {LOAN_TYPE_NOTES[loanType]}
            </Text>
            {loanAmount !== undefined && (
              <HStack gap="2" flexWrap="wrap">
                <Text fontSize="sm">Your loan amount of {formatUsd(loanAmount)} is</Text>
                <Badge colorPalette="brand" variant="subtle">
                  {limitCategory(loanAmount, limit)}
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
