import { Alert, Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { PropertyInsightToolQuery } from '../../__generated__/PropertyInsightToolQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { NO_PROPERTY_MESSAGE, PROPERTY_FALLBACK_MESSAGE, propertyErrorMessage } from './propertyErrorMessage';
import { PropertyReport } from './PropertyReport';
import { SectionCard } from '../../shared/ui/SectionCard';

const query = graphql`
  query PropertyInsightToolQuery($address: String!) {
    propertyLookup(address: $address) @catch(to: RESULT) {
      ...PropertyReport_property
    }
  }
`;

/** Spec §8: every failure is shown in a red box. */
function ErrorBox({ message }: { message: string }) {
  return (
    <Alert.Root status="error" borderRadius="lg" role="alert" variant="subtle" borderWidth="1px" borderColor="red.300">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function LookupResult({ queryRef }: { queryRef: PreloadedQuery<PropertyInsightToolQuery> }) {
  const { propertyLookup } = usePreloadedQuery<PropertyInsightToolQuery>(query, queryRef);
  if (!propertyLookup.ok) return <ErrorBox message={propertyErrorMessage(propertyLookup.errors)} />;
  if (!propertyLookup.value) return <ErrorBox message={NO_PROPERTY_MESSAGE} />;
  return <PropertyReport property={propertyLookup.value} />;
}

function LookingUp() {
  return (
    <Stack gap="4" role="status" aria-label="Looking up the property">
      <Text color="fg.muted">Looking up the property…</Text>
      <Skeleton h="28" borderRadius="xl" />
      <Skeleton h="48" borderRadius="xl" />
    </Stack>
  );
}

/**
 * The Property Insight Tool (spec §2, §4 "Property search"): one address box; a blank entry is
 * ignored; then loading, then the property or the service's error.
 */
export function PropertyInsightTool() {
  const [address, setAddress] = useState('');
  const [queryRef, loadLookup] = useQueryLoader<PropertyInsightToolQuery>(query);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!trimmed) return;
    // Each search asks the service again: values change, and an error must not stick.
    loadLookup({ address: trimmed }, { fetchPolicy: 'network-only' });
  };

  return (
    <Stack gap="6">
      <SectionCard
        headingId="property-tool-heading"
        title="Property Insight Tool"
        headingSize="xl"
        description="Value, equity, owner, taxes, sales and loans of any address, from our property data partner."
        borderRadius="xl"
        shadow="xs"
      >
        <form onSubmit={onSubmit} role="search" aria-label="Property lookup">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
            <Field.Root flex="1">
              <Field.Label>Property address</Field.Label>
              <Input
                placeholder="street, city, state, zip"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                autoComplete="street-address"
              />
              <Field.HelperText>For example: 88 Magnolia Ct, Charlotte, NC, 28203</Field.HelperText>
            </Field.Root>
            <HStack alignSelf={{ md: 'flex-start' }} mt={{ md: '6' }}>
              <Button type="submit" colorPalette="brand" w={{ base: 'full', md: 'auto' }}>
                <Search aria-hidden />
                Search
              </Button>
            </HStack>
          </Stack>
        </form>
      </SectionCard>

      {queryRef && (
        <FallbackBoundary resetKey={queryRef} fallback={() => <ErrorBox message={PROPERTY_FALLBACK_MESSAGE} />}>
          <Suspense fallback={<LookingUp />}>
            <LookupResult queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      )}
    </Stack>
  );
}
