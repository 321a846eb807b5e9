import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PropertyReport_property$key } from '../../__generated__/PropertyReport_property.graphql';
import { PropertyCharacteristics } from './PropertyCharacteristics';
import { PropertyLoanHistory } from './PropertyLoanHistory';
import { PropertyOwner } from './PropertyOwner';
import { PropertySalesHistory } from './PropertySalesHistory';
import { PropertyTaxHistory } from './PropertyTaxHistory';
import { PropertyValuation } from './PropertyValuation';

const fragment = graphql`
  fragment PropertyReport_property on Property {
    address {
      formatted
    }
    foreclosureStatus
    ...PropertyValuation_property
    ...PropertyCharacteristics_property
    ...PropertyOwner_property
    ...PropertyTaxHistory_property
    ...PropertySalesHistory_property
    ...PropertyLoanHistory_property
  }
`;

/** Everything known about one property (spec §3 "Property result"), foreclosure first when it applies. */
export function PropertyReport({ property }: { property: PropertyReport_property$key }) {
  const data = useFragment(fragment, property);
  const inForeclosure = data.foreclosureStatus === 'In Foreclosure';
  return (
    <Stack as="section" aria-labelledby="property-report-heading" gap="5">
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            Property
          </Text>
          <Heading as="h2" size="xl" id="property-report-heading">
            {data.address.formatted}
          </Heading>
        </Stack>
        {inForeclosure && (
          <Badge
            colorPalette="red"
            variant="solid"
            size="lg"
            px="3"
            py="1.5"
            fontSize="md"
            borderRadius="md"
            data-testid="foreclosure-badge"
          >
            <TriangleAlert aria-hidden />
            In Foreclosure
          </Badge>
        )}
      </HStack>
      <PropertyValuation property={data} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <PropertyCharacteristics property={data} />
        <PropertyOwner property={data} />
      </SimpleGrid>
      <PropertyTaxHistory property={data} />
      <PropertySalesHistory property={data} />
      <PropertyLoanHistory property={data} />
    </Stack>
  );
}
