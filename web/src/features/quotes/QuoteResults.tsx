import { Alert, Badge, Box, Button, Checkbox, Heading, HStack, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { Info, Save } from 'lucide-react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { QuoteResults_query$data, QuoteResults_query$key } from '../../__generated__/QuoteResults_query.graphql';
import type { QuoteResultsRefetchQuery } from '../../__generated__/QuoteResultsRefetchQuery.graphql';
import { formatUsd, formatUsdCents } from '../../shared/format/currency';
import { IneligibleProducts } from './IneligibleProducts';
import { LOAN_CLASS_LABELS } from '@lendhub/domain/pricing';
import { PriceBreakdownDialog } from './PriceBreakdownDialog';
import { pricingErrorMessage } from './pricingErrorMessage';
import type { PricingInput } from './pricingInput';
import { SaveQuoteDialog } from './SaveQuoteDialog';
import { SelectField } from '../../shared/ui/SelectField';

export const RATES_DISCLAIMER =
  'Rates are for informational purposes only, are based on a 30-day lock period and are subject to change without notice.';

/** At most this many offers go into a saved quote and its borrower PDF. */
export const MAX_QUOTE_OFFERS = 3;

const fragment = graphql`
  fragment QuoteResults_query on Query
  @refetchable(queryName: "QuoteResultsRefetchQuery")
  @argumentDefinitions(scenario: { type: "PriceScenarioInput!" }) {
    priceScenario(input: $scenario) @catch(to: RESULT) {
      loanClass
      conformingLimit
      countyLimit
      ltv
      county {
        name
        state
        year
        listed
        fips
      }
      countyChoices {
        fips
        name
      }
      featured {
        ...QuoteResults_offer @relay(mask: false)
      }
      terms {
        termYears
        offers {
          ...QuoteResults_offer @relay(mask: false)
        }
      }
      ...IneligibleProducts_result
      sources {
        lenderName
        source
      }
    }
  }
`;

/**
 * What the results table reads of an offer (spread unmasked where the rows are listed); the
 * breakdown reads its own fragment.
 */
export const quoteOfferFragment = graphql`
  fragment QuoteResults_offer on PriceOffer {
    offerKey
    lenderName
    productName
    termYears
    rate
    lenderCredit
    payment {
      principalAndInterest
      interestOnly
      taxes
      insurance
      mortgageInsurance
      total
    }
    ...PriceBreakdownDialog_offer
  }
`;

type Priced = NonNullable<Extract<QuoteResults_query$data['priceScenario'], { ok: true }>['value']>;
export type Offer = Priced['featured'][number];

const TABS = [
  { value: 'featured', label: 'Featured' },
  { value: '30', label: '30-Yr Fixed' },
  { value: '20', label: '20-Yr Fixed' },
  { value: '15', label: '15-Yr Fixed' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function LenderCredit({ amount }: { amount: number }) {
  if (amount === 0) return <Text as="span">—</Text>;
  return (
    <Text as="span" color={amount > 0 ? 'green.fg' : 'fg'}>
      {amount > 0 ? formatUsd(amount) : `(${formatUsd(-amount)})`}
    </Text>
  );
}

function PaymentCell({ offer }: { offer: Offer }) {
  const { payment } = offer;
  const escrow = payment.taxes + payment.insurance;
  return (
    <Stack gap="0" align="flex-end">
      <Text fontWeight="semibold" data-testid="quote-payment">
        {formatUsdCents(payment.total)}
        <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
          /mo
        </Text>
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {payment.interestOnly ? 'Interest only' : 'P&I'} {formatUsdCents(payment.principalAndInterest)} · est. taxes & ins.{' '}
        {formatUsdCents(escrow)}
        {payment.mortgageInsurance > 0 ? ` · est. MI ${formatUsdCents(payment.mortgageInsurance)}` : ''}
      </Text>
    </Stack>
  );
}

interface QuoteResultsProps {
  query: QuoteResults_query$key;
  /** The form's complete scenario; null while the form holds an incomplete one (the rows stay those of the last). */
  scenario: PricingInput | null;
}

/**
 * Results of the pricer (spec §2), priced on the server for the form's scenario: Featured and each
 * term's best offer per rate, the price breakdown, the products refused with their reasons, and
 * the offers chosen for a saved quote.
 */
export function QuoteResults({ query, scenario }: QuoteResultsProps) {
  const [data, refetch] = useRefetchableFragment<QuoteResultsRefetchQuery, QuoteResults_query$key>(fragment, query);
  const [pending, startTransition] = useTransition();
  const [tab, setTab] = useState<Tab>('featured');
  const [breakdown, setBreakdown] = useState<Offer | null>(null);
  const [chosen, setChosen] = useState<Offer[]>([]);
  const [saving, setSaving] = useState(false);
  const priced = data.priceScenario;
  // A ZIP that spans counties: the user's pick (by ZIP), else the server's first; sent as countyFips.
  const [countyByZip, setCountyByZip] = useState<Record<string, string>>({});
  const priceable = scenario ? { ...scenario, countyFips: countyByZip[scenario.zipCode] ?? null } : null;
  const key = priceable ? JSON.stringify(priceable) : null;
  const last = useRef(key);

  // A changed scenario is priced again after a short pause in typing; the old rows stay meanwhile.
  useEffect(() => {
    if (!key || key === last.current) return;
    const timer = setTimeout(() => {
      last.current = key;
      setChosen([]);
      startTransition(() => {
        refetch({ scenario: JSON.parse(key) as PricingInput }, { fetchPolicy: 'store-or-network' });
      });
    }, 350);
    return () => clearTimeout(timer);
  }, [key, refetch]);

  const toggle = (offer: Offer) =>
    setChosen((current) =>
      current.some((item) => item.offerKey === offer.offerKey)
        ? current.filter((item) => item.offerKey !== offer.offerKey)
        : current.length < MAX_QUOTE_OFFERS
          ? [...current, offer]
          : current,
    );

  const rowsOf = (value: Priced, which: Tab): readonly Offer[] =>
    which === 'featured' ? value.featured : (value.terms.find((term) => String(term.termYears) === which)?.offers ?? []);

  return (
    <Stack
      as="section"
      aria-labelledby="quote-results-heading"
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="3">
          <Heading id="quote-results-heading" as="h2" size="lg">
            Results
          </Heading>
          {pending && <Spinner size="sm" aria-label="Pricing" />}
        </HStack>
        <Button size="sm" colorPalette="brand" disabled={chosen.length === 0 || !scenario} onClick={() => setSaving(true)}>
          <Save aria-hidden />
          Save quote{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
      </HStack>
      {!priced.ok ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{pricingErrorMessage(priced.errors)}</Alert.Title>
        </Alert.Root>
      ) : (
        priced.value && (
          <>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {scenario ? '' : 'Complete the form to update the results. '}
              {priced.value.county.name}, {priced.value.county.state} ·{' '}
              {LOAN_CLASS_LABELS[priced.value.loanClass as keyof typeof LOAN_CLASS_LABELS]} ({priced.value.county.year} limits: conforming{' '}
              {formatUsd(priced.value.conformingLimit)}
              {priced.value.countyLimit > priced.value.conformingLimit ? `, high balance ${formatUsd(priced.value.countyLimit)}` : ''}) ·
              LTV {priced.value.ltv}%{priced.value.county.listed ? '' : ' · county not in FHFA’s list for the year: the baseline applies'}
            </Text>
            {scenario && priced.value.countyChoices.length > 1 && (
              <Box maxW={{ md: '20rem' }}>
                <SelectField
                  label={`County (ZIP ${scenario.zipCode} spans ${priced.value.countyChoices.length} counties)`}
                  placeholder="Select county"
                  options={priced.value.countyChoices.map((choice) => ({ value: choice.fips, label: choice.name }))}
                  value={countyByZip[scenario.zipCode] ?? priced.value.county.fips}
                  onChange={(fips) => setCountyByZip((current) => ({ ...current, [scenario.zipCode]: fips }))}
                />
              </Box>
            )}
            <Text fontSize="sm" color="fg.muted">
              Choose up to {MAX_QUOTE_OFFERS} offers to save them as a quote and hand the borrower a PDF.
            </Text>
            <Tabs.Root
              lazyMount
              unmountOnExit
              value={tab}
              onValueChange={(details) => setTab(details.value as Tab)}
              variant="line"
              colorPalette="brand"
            >
              <Tabs.List overflowX="auto" overflowY="hidden">
                {TABS.map((item) => (
                  <Tabs.Trigger key={item.value} value={item.value} flexShrink={0}>
                    {item.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {TABS.map((item) => {
                const rows = rowsOf(priced.value!, item.value);
                return (
                  <Tabs.Content key={item.value} value={item.value} pt="4">
                    {rows.length === 0 ? (
                      <Text color="fg.muted">
                        No eligible offer for this scenario{item.value === 'featured' ? '' : ' and term'}. See why below.
                      </Text>
                    ) : (
                      <Table.ScrollArea borderWidth="1px" rounded="lg">
                        <Table.Root size="md" interactive minW="44rem">
                          <Table.Header>
                            <Table.Row bg="bg.muted">
                              <Table.ColumnHeader>Interest rate</Table.ColumnHeader>
                              <Table.ColumnHeader>Best Lenders</Table.ColumnHeader>
                              <Table.ColumnHeader textAlign="end">Lenders Credit</Table.ColumnHeader>
                              <Table.ColumnHeader textAlign="end">Payment</Table.ColumnHeader>
                              <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {rows.map((offer) => {
                              const picked = chosen.some((item) => item.offerKey === offer.offerKey);
                              return (
                                <Table.Row key={offer.offerKey} data-testid="quote-row">
                                  <Table.Cell>
                                    <HStack gap="2">
                                      <Text fontWeight="bold" fontSize="lg">
                                        {offer.rate.toFixed(3)}%
                                      </Text>
                                      <Badge variant="subtle" colorPalette="gray">
                                        {offer.termYears}-Yr
                                      </Badge>
                                    </HStack>
                                  </Table.Cell>
                                  <Table.Cell>
                                    <Text>{offer.lenderName}</Text>
                                    <Text fontSize="xs" color="fg.muted">
                                      {offer.productName}
                                    </Text>
                                  </Table.Cell>
                                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                                    <LenderCredit amount={offer.lenderCredit} />
                                  </Table.Cell>
                                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                                    <PaymentCell offer={offer} />
                                  </Table.Cell>
                                  <Table.Cell textAlign="end">
                                    <HStack justify="flex-end" gap="3">
                                      <Checkbox.Root
                                        size="sm"
                                        checked={picked}
                                        disabled={!picked && chosen.length >= MAX_QUOTE_OFFERS}
                                        onCheckedChange={() => toggle(offer)}
                                      >
                                        <Checkbox.HiddenInput
                                          aria-label={`Choose ${offer.rate.toFixed(3)}% ${offer.termYears}-year from ${offer.lenderName} for the quote`}
                                        />
                                        <Checkbox.Control />
                                      </Checkbox.Root>
                                      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setBreakdown(offer)}>
                                        Price Breakdown
                                      </Button>
                                    </HStack>
                                  </Table.Cell>
                                </Table.Row>
                              );
                            })}
                          </Table.Body>
                        </Table.Root>
                      </Table.ScrollArea>
                    )}
                  </Tabs.Content>
                );
              })}
            </Tabs.Root>
            <IneligibleProducts result={priced.value} />
            <Text fontSize="xs" color="fg.muted" data-testid="pricing-source">
              {[...new Set(priced.value.sources.map((source) => source.source).filter(Boolean))].join(' ') ||
                'Lenders’ rate sheets as imported.'}
            </Text>
          </>
        )
      )}
      <HStack align="flex-start" gap="2" color="fg.muted" fontSize="sm">
        <Box mt="0.5" flexShrink={0}>
          <Info size={16} aria-hidden />
        </Box>
        <Text>{RATES_DISCLAIMER}</Text>
      </HStack>
      <PriceBreakdownDialog offer={breakdown} loanAmount={scenario?.loanAmount ?? null} onClose={() => setBreakdown(null)} />
      {scenario && (
        <SaveQuoteDialog
          open={saving}
          onOpenChange={setSaving}
          scenario={priceable ?? scenario}
          offers={chosen}
          onSaved={() => setChosen([])}
        />
      )}
    </Stack>
  );
}
