import { Button, Container, Grid, GridItem, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { useSession } from '../../shared/auth/useSession';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PointsMetrics } from '../points/PointsMetrics';
import { PointsRedemption } from '../points/PointsRedemption';
import { HeroSlider } from './HeroSlider';
import { PayStatementCard } from './PayStatementCard';
import { ProductionSummary } from './ProductionSummary';
import { ProEliteBanner } from './ProEliteBanner';
import { UserRankings } from './UserRankings';
import { query } from './HomeRoute.query';

/** Home (spec §2 "Home dashboard"): hero slider, headline, and for a signed-in user the dashboard widgets. */
export function Component() {
  const { signedIn } = useSession();
  const queryRef = useLoaderData() as PreloadedQuery<HomeRouteQuery> | null;
  return (
    <>
      <HeroSlider />
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Stack gap="2" mb="8" textAlign={{ base: 'start', md: 'center' }} align={{ md: 'center' }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome to Your Dashboard
          </Heading>
          {!signedIn && (
            <Button asChild colorPalette="brand" mt="2">
              <RouterLink to="/login">Login Now</RouterLink>
            </Button>
          )}
        </Stack>
        {signedIn && queryRef && <HomeDashboard queryRef={queryRef} />}
      </Container>
    </>
  );
}

type ViewerPoints = NonNullable<NonNullable<HomeRouteQuery['response']['viewer']>['points']>;

interface PointsWidgetProps {
  queryRef: PreloadedQuery<HomeRouteQuery>;
  render: (points: ViewerPoints) => ReactNode;
  skeletonHeight: string;
}

/** A widget fed by the viewer's points: a skeleton while the query runs, a notice if it fails. */
function PointsWidget({ queryRef, render, skeletonHeight }: PointsWidgetProps) {
  return (
    <FallbackBoundary resetKey={queryRef} fallback={() => <PointsUnavailable />}>
      <Suspense fallback={<Skeleton h={skeletonHeight} rounded="2xl" data-testid="points-skeleton" />}>
        <PointsData queryRef={queryRef} render={render} />
      </Suspense>
    </FallbackBoundary>
  );
}

function PointsData({ queryRef, render }: Omit<PointsWidgetProps, 'skeletonHeight'>) {
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  const points = data.viewer?.points;
  return points ? render(points) : <PointsUnavailable />;
}

function PointsUnavailable() {
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="2xl" p="6" h="full" justify="center">
      <Text color="fg.muted">Your points could not be loaded. Please try again later.</Text>
    </Stack>
  );
}

function HomeDashboard({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(12, 1fr)' }} gap={{ base: '5', md: '6' }}>
        <GridItem colSpan={{ lg: 7 }} minW="0">
          <UserRankings />
        </GridItem>
        <GridItem colSpan={{ lg: 5 }} minW="0">
          <PointsWidget queryRef={queryRef} skeletonHeight="22rem" render={(points) => <PointsMetrics points={points} />} />
        </GridItem>
      </Grid>
      <ProEliteBanner />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(12, 1fr)' }} gap={{ base: '5', md: '6' }}>
        <GridItem colSpan={{ lg: 7 }} minW="0">
          <PointsWidget queryRef={queryRef} skeletonHeight="24rem" render={(points) => <PointsRedemption points={points} />} />
        </GridItem>
        <GridItem colSpan={{ lg: 5 }} minW="0">
          <PayStatementCard />
        </GridItem>
      </Grid>
      <ProductionSummary />
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        Rankings, pay and production figures are samples; points come from your points ledger.
      </Text>
    </Stack>
  );
}
