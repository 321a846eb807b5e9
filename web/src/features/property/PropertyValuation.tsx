import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PropertyValuation_property$key } from '../../__generated__/PropertyValuation_property.graphql';
import { NOT_AVAILABLE, percentOrDash, usdOrDash } from './propertyFormat';

const fragment = graphql`
  fragment PropertyValuation_property on Property {
    estimatedValue
    lienAmount
    equity
    equityPercent
    ltv
    priceRange {
      min
      max
    }
    confidenceScore
  }
`;

/** Estimated value, liens, equity, LTV, price range and confidence. */
export function PropertyValuation({ property }: { property: PropertyValuation_property$key }) {
  const data = useFragment(fragment, property);
  const range =
    data.priceRange && (data.priceRange.min != null || data.priceRange.max != null)
      ? `${usdOrDash(data.priceRange.min)} – ${usdOrDash(data.priceRange.max)}`
      : NOT_AVAILABLE;
  const stats = [
    { label: 'Estimated value', value: usdOrDash(data.estimatedValue) },
    { label: 'Liens', value: usdOrDash(data.lienAmount) },
    { label: 'Equity', value: usdOrDash(data.equity) },
    { label: 'Equity %', value: percentOrDash(data.equityPercent) },
    { label: 'LTV', value: percentOrDash(data.ltv) },
    { label: 'Price range', value: range },
    { label: 'Confidence', value: data.confidenceScore == null ? NOT_AVAILABLE : `${data.confidenceScore} / 100` },
  ];
  return (
    <Card.Root as="section" aria-label="Valuation" borderRadius="xl" shadow="xs">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4, xl: 7 }} gap="4">
          {stats.map((stat) => (
            <Stat.Root key={stat.label} as="div">
              <Stat.Label as="dt" color="fg.muted">
                {stat.label}
              </Stat.Label>
              <Stat.ValueText as="dd" fontSize={stat.label === 'Price range' ? 'md' : 'xl'} data-testid={`valuation-${stat.label}`}>
                {stat.value}
              </Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
