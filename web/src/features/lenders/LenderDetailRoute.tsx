import { Box, Button, Container, Grid, Stack, Tabs } from '@chakra-ui/react';
import { ArrowLeft, Building } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { LenderDetailRouteQuery } from '../../__generated__/LenderDetailRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { CustomerReviews } from './CustomerReviews';
import { LenderChannelLinks } from './LenderChannelLinks';
import { LenderContactCard } from './LenderContactCard';
import { LenderProfileHeader } from './LenderProfileHeader';
import { LenderProgramsTab } from './LenderProgramsTab';
import { query } from './LenderDetailRoute.query';

function LenderNotFound() {
  return (
    <EmptyNotice
      icon={<Building />}
      title="Lender not found"
      titleAs="h1"
      description="The lender may have been removed, or the link is mistyped."
      py="16"
    >
      <Button asChild colorPalette="brand">
        <RouterLink to="/lenders">Browse lenders</RouterLink>
      </Button>
    </EmptyNotice>
  );
}

function LenderDetail({ queryRef }: { queryRef: PreloadedQuery<LenderDetailRouteQuery> }) {
  const { lender } = usePreloadedQuery<LenderDetailRouteQuery>(query, queryRef);
  if (!lender) return <LenderNotFound />;
  return (
    <Stack gap="6">
      <LenderProfileHeader lender={lender} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
        <Tabs.Root defaultValue="all-programs" variant="line" colorPalette="brand" minW="0">
          <Tabs.List>
            <Tabs.Trigger value="all-programs">All Programs</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="all-programs" pt="5">
            <LenderProgramsTab lender={lender} />
          </Tabs.Content>
        </Tabs.Root>
        <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
          <LenderContactCard lender={lender} />
          <LenderChannelLinks lender={lender} />
        </Stack>
      </Grid>
      <CustomerReviews />
    </Stack>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LenderDetailRouteQuery>;
  const { id } = useParams();

  // Spec §2: a different lender starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [id]);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Box mb="5">
        <Button asChild variant="ghost" size="sm" ms="-2">
          <RouterLink to="/lenders">
            <ArrowLeft aria-hidden /> All lenders
          </RouterLink>
        </Button>
      </Box>
      {/* Spec §4: when the lender cannot be loaded and there is no built-in match, 'Lender not found'. */}
      <FallbackBoundary resetKey={queryRef} fallback={() => <LenderNotFound />}>
        <Suspense fallback={<PageSpinner label="Loading lender…" />}>
          <LenderDetail queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Container>
  );
}
