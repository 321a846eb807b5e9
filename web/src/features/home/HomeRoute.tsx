import { Button, Container, Grid, GridItem, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { useSession } from '../../shared/auth/useSession';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PointsMetrics, PointsRedemption } from '../points';
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

type HomeData = HomeRouteQuery['response'];

interface HomeWidgetProps {
  queryRef: PreloadedQuery<HomeRouteQuery>;
  /** What the widget shows from the route's one query; null when its part is missing. */
  render: (data: HomeData) => ReactNode | null;
  skeletonHeight: string;
  unavailable: string;
}

/** A widget fed by the home query: a skeleton while it runs, a notice if it fails. */
function HomeWidget({ queryRef, render, skeletonHeight, unavailable }: HomeWidgetProps) {
  return (
    <FallbackBoundary resetKey={queryRef} fallback={() => <WidgetUnavailable text={unavailable} />}>
      <Suspense fallback={<Skeleton h={skeletonHeight} rounded="2xl" data-testid="points-skeleton" />}>
        <HomeWidgetData queryRef={queryRef} render={render} unavailable={unavailable} />
      </Suspense>
    </FallbackBoundary>
  );
}

function HomeWidgetData({ queryRef, render, unavailable }: Omit<HomeWidgetProps, 'skeletonHeight'>) {
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  return render(data) ?? <WidgetUnavailable text={unavailable} />;
}

function WidgetUnavailable({ text }: { text: string }) {
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="2xl" p="6" h="full" justify="center">
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

const POINTS_UNAVAILABLE = 'Your points could not be loaded. Please try again later.';
const PRODUCTION_UNAVAILABLE = 'Production figures could not be loaded. Please try again later.';

function HomeDashboard({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(12, 1fr)' }} gap={{ base: '5', md: '6' }}>
        <GridItem colSpan={{ lg: 7 }} minW="0">
          <HomeWidget
            queryRef={queryRef}
            skeletonHeight="22rem"
            unavailable={PRODUCTION_UNAVAILABLE}
            render={(data) => data.production && <UserRankings production={data.production} />}
          />
        </GridItem>
        <GridItem colSpan={{ lg: 5 }} minW="0">
          <HomeWidget
            queryRef={queryRef}
            skeletonHeight="22rem"
            unavailable={POINTS_UNAVAILABLE}
            render={(data) =>
              data.viewer?.points && data.production && <PointsMetrics points={data.viewer.points} production={data.production} />
            }
          />
        </GridItem>
      </Grid>
      <HomeWidget
        queryRef={queryRef}
        skeletonHeight="12rem"
        unavailable={POINTS_UNAVAILABLE}
        render={(data) => data.production && <ProEliteBanner production={data.production} />}
      />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(12, 1fr)' }} gap={{ base: '5', md: '6' }}>
        <GridItem colSpan={{ lg: 7 }} minW="0">
          <HomeWidget
            queryRef={queryRef}
            skeletonHeight="24rem"
            unavailable={POINTS_UNAVAILABLE}
            render={(data) => data.viewer?.points && <PointsRedemption points={data.viewer.points} />}
          />
        </GridItem>
        <GridItem colSpan={{ lg: 5 }} minW="0">
          <HomeWidget
            queryRef={queryRef}
            skeletonHeight="24rem"
            unavailable={PRODUCTION_UNAVAILABLE}
            render={(data) => data.production && <PayStatementCard production={data.production} />}
          />
        </GridItem>
      </Grid>
      <HomeWidget
        queryRef={queryRef}
        skeletonHeight="20rem"
        unavailable={PRODUCTION_UNAVAILABLE}
        render={(data) => data.production && <ProductionSummary production={data.production} />}
      />
    </Stack>
  );
}
