import { Container, Heading, Icon, Stack, Tabs, Text } from '@chakra-ui/react';
import { Building2, ShieldCheck, TrendingUp } from 'lucide-react';
import { Suspense, useCallback } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { GrowthRouteQuery } from '../../__generated__/GrowthRouteQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { PropertyInsightTool } from '../property';
import { ComplianceTab } from './ComplianceTab';
import { GrowthDashboardTab } from './GrowthDashboardTab';
import { placeFromSearchParams, placeToSearchParams, type GrowthPlace, type GrowthTab } from './growthSearchParams';
import { query } from './GrowthRoute.query';

function GrowthTabs({
  queryRef,
  place,
  onPlaceChange,
}: {
  queryRef: PreloadedQuery<GrowthRouteQuery>;
  place: GrowthPlace;
  onPlaceChange: (next: GrowthPlace) => void;
}) {
  const data = usePreloadedQuery<GrowthRouteQuery>(query, queryRef);
  return (
    <Tabs.Root
      value={place.tab}
      onValueChange={(details) => onPlaceChange({ ...place, tab: details.value as GrowthTab })}
      variant="line"
      size={{ base: 'sm', md: 'md' }}
      colorPalette="brand"
      lazyMount
    >
      <Tabs.List overflowX="auto" overflowY="hidden">
        <Tabs.Trigger value="growth" flexShrink={0} px={{ base: '2', sm: '4' }} fontSize={{ base: 'xs', sm: 'sm' }}>
          <Icon as={TrendingUp} display={{ base: 'none', sm: 'inline' }} aria-hidden />
          Growth Dashboard
        </Tabs.Trigger>
        <Tabs.Trigger value="property" flexShrink={0} px={{ base: '2', sm: '4' }} fontSize={{ base: 'xs', sm: 'sm' }}>
          <Icon as={Building2} display={{ base: 'none', sm: 'inline' }} aria-hidden />
          Property Tools
        </Tabs.Trigger>
        <Tabs.Trigger value="compliance" flexShrink={0} px={{ base: '2', sm: '4' }} fontSize={{ base: 'xs', sm: 'sm' }}>
          <Icon as={ShieldCheck} display={{ base: 'none', sm: 'inline' }} aria-hidden />
          Compliance
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="growth" pt="6">
        <GrowthDashboardTab query={data} place={place} onPlaceChange={onPlaceChange} />
      </Tabs.Content>
      <Tabs.Content value="property" pt="6">
        <PropertyInsightTool />
      </Tabs.Content>
      <Tabs.Content value="compliance" pt="6">
        <ComplianceTab query={data} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function GrowthUnavailable() {
  return (
    <Text color="fg.muted" textAlign="center" py="10">
      The Growth page could not be loaded. Please try again later.
    </Text>
  );
}

/** /growth (spec §2 "Growth page"): Growth Dashboard, Property Tools and Compliance tabs. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<GrowthRouteQuery>;
  const [searchParams, setSearchParams] = useSearchParams();
  const place = placeFromSearchParams(searchParams);
  const onPlaceChange = useCallback(
    (next: GrowthPlace) => setSearchParams(placeToSearchParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Growth
          </Heading>
          <Text color="fg.muted">
            Your pipeline, your calendar, property insight and the compliance practices that keep your business safe.
          </Text>
        </Stack>
        <FallbackBoundary resetKey={queryRef} fallback={() => <GrowthUnavailable />}>
          <Suspense fallback={<PageSpinner label="Loading your growth tools…" />}>
            <GrowthTabs queryRef={queryRef} place={place} onPlaceChange={onPlaceChange} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
