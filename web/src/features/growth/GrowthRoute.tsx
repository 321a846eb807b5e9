import { Icon, Tabs, Text } from '@chakra-ui/react';
import { Building2, ShieldCheck, TrendingUp } from 'lucide-react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { GrowthRouteQuery } from '../../__generated__/GrowthRouteQuery.graphql';
import { PublicPage } from '../../shared/layout/PublicPage';
import { useSearchParamsState } from '../../shared/navigation/useSearchParamsState';
import { QueryBoundary } from '../../shared/ui/FallbackBoundary';
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
  const [place, onPlaceChange] = useSearchParamsState(placeFromSearchParams, placeToSearchParams);

  return (
    <PublicPage
      title="Growth"
      description="Your pipeline, your calendar, property insight and the compliance practices that keep your business safe."
    >
      <QueryBoundary resetKey={queryRef} fallback={() => <GrowthUnavailable />} loadingLabel="Loading your growth tools…">
        <GrowthTabs queryRef={queryRef} place={place} onPlaceChange={onPlaceChange} />
      </QueryBoundary>
    </PublicPage>
  );
}
