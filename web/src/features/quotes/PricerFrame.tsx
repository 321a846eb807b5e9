import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { CountyLimitsDialog_query$key } from '../../__generated__/CountyLimitsDialog_query.graphql';
import type { QuoteResults_query$key } from '../../__generated__/QuoteResults_query.graphql';
import { CountyLimitsDialog } from './CountyLimitsDialog';
import { LtvCalculatorDialog, type LtvCalculatorDialogProps } from './LtvCalculatorDialog';
import type { PricingInput } from './pricingInput';
import { QuoteResults } from './QuoteResults';

interface PricerFrameProps {
  /** The form's accessible name ('QM pricer', 'Non-QM pricer'). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  results: QuoteResults_query$key;
  limits: CountyLimitsDialog_query$key;
  /** The complete scenario's loan amount, for the county limits; undefined while the form is incomplete. */
  loanAmount: number | undefined;
  /** The complete scenario to price; null while the form is incomplete. */
  scenario: PricingInput | null;
  ltvCalculator: LtvCalculatorDialogProps;
  /** The pricer's own fields. */
  children: ReactNode;
}

/** Scrolls the priced results into view: 'Get Quotes' on a complete form. */
export function showQuoteResults() {
  document.getElementById('quote-results-heading')?.scrollIntoView({ block: 'start' });
}

/** What the QM and Non-QM pricers share around their fields: the form panel, its buttons, the results and the LTV calculator. */
export function PricerFrame({ label, onSubmit, results, limits, loanAmount, scenario, ltvCalculator, children }: PricerFrameProps) {
  return (
    <Stack gap="6">
      <Box asChild bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
        <form noValidate aria-label={label} onSubmit={onSubmit}>
          <Stack gap="5">
            {children}
            <HStack gap="3" flexWrap="wrap" justify="flex-end">
              <CountyLimitsDialog query={limits} loanAmount={loanAmount} />
              <Button type="submit" colorPalette="brand">
                <Search aria-hidden />
                Get Quotes
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>

      <QuoteResults query={results} scenario={scenario} />

      <LtvCalculatorDialog {...ltvCalculator} />
    </Stack>
  );
}
