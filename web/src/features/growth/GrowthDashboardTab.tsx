import { Alert, Box, Button, Flex, Icon, Stack } from '@chakra-ui/react';
import { CalendarDays, LayoutDashboard } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GrowthDashboardTab_query$key } from '../../__generated__/GrowthDashboardTab_query.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { DASHBOARD_FALLBACK_MESSAGE, PipelineDashboard } from '../opportunities';
import { BrandAssets } from './BrandAssets';
import type { GrowthPlace, GrowthView } from './growthSearchParams';
import { RecruitingCalculator } from './RecruitingCalculator';

// The calendar (with its appointment form's rules, zod) is the second view: its code loads when it is shown, not with
// the dashboard every visit opens on (issue 26: JS received).
const CalendarView = lazy(() => import('../calendar').then((calendar) => ({ default: calendar.CalendarView })));

const VIEWS: readonly { view: GrowthView; label: string; icon: LucideIcon }[] = [
  { view: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { view: 'calendar', label: 'Calendar', icon: CalendarDays },
];

const fragment = graphql`
  fragment GrowthDashboardTab_query on Query @argumentDefinitions(from: { type: "String!" }, to: { type: "String!" }) {
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- PipelineDashboard comes through ../opportunities's index.ts
    ...PipelineDashboard_query
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- CalendarView comes through ../calendar's index.ts
    ...CalendarView_query @arguments(from: $from, to: $to)
  }
`;

interface GrowthDashboardTabProps {
  query: GrowthDashboardTab_query$key;
  place: GrowthPlace;
  onPlaceChange: (next: GrowthPlace) => void;
}

/**
 * The Growth Dashboard tab: a side rail (a row on phones) switching between the pipeline
 * dashboard — with the recruiting calculator and brand assets under it — and the calendar.
 */
export function GrowthDashboardTab({ query: key, place, onPlaceChange }: GrowthDashboardTabProps) {
  const query = useFragment(fragment, key);
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '6' }} align="stretch">
      <Box as="nav" aria-label="Growth Dashboard views" flexShrink={0} w={{ lg: '44' }}>
        <Stack
          direction={{ base: 'row', lg: 'column' }}
          gap="1"
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          p="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
        >
          {VIEWS.map(({ view, label, icon }) => {
            const current = place.view === view;
            return (
              <Button
                key={view}
                variant={current ? 'subtle' : 'ghost'}
                colorPalette={current ? 'brand' : 'gray'}
                justifyContent="flex-start"
                flex={{ base: '1', lg: 'none' }}
                aria-current={current ? 'page' : undefined}
                onClick={() => onPlaceChange({ ...place, view })}
              >
                <Icon as={icon} aria-hidden />
                {label}
              </Button>
            );
          })}
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        {place.view === 'calendar' ? (
          <FallbackBoundary fallback={() => <Unavailable message="The calendar could not be loaded. Please try again." />}>
            <Suspense fallback={<PageSpinner label="Loading the calendar…" />}>
              <CalendarView
                query={query}
                month={place.month}
                onMonthChange={(month) => onPlaceChange({ ...place, month })}
                meetWith={place.meetWith}
                onMeetWithOpened={() => onPlaceChange({ ...place, meetWith: null })}
              />
            </Suspense>
          </FallbackBoundary>
        ) : (
          <Stack gap="8">
            <FallbackBoundary fallback={() => <Unavailable message={DASHBOARD_FALLBACK_MESSAGE} />}>
              <PipelineDashboard query={query} />
            </FallbackBoundary>
            <RecruitingCalculator />
            <BrandAssets />
          </Stack>
        )}
      </Box>
    </Flex>
  );
}

/** A part of the tab whose request failed outright (no answer at all); the rest stays usable. */
function Unavailable({ message }: { message: string }) {
  return (
    <Alert.Root status="error" borderRadius="lg" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
