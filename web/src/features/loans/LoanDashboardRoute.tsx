import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { LoanDashboardRouteQuery } from '../../__generated__/LoanDashboardRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { LoanGauges } from './LoanGauges';
import { LoanPipeline } from './LoanPipeline';
import { LoanStatCards } from './LoanStatCards';
import { query } from './LoanDashboardRoute.query';

function DashboardScreen({ queryRef }: { queryRef: PreloadedQuery<LoanDashboardRouteQuery> }) {
  const data = usePreloadedQuery<LoanDashboardRouteQuery>(query, queryRef);
  return (
    <>
      <LoanStatCards stats={data.loanStats} />
      <LoanPipeline query={data} compact canAdd={data.viewer?.can?.createLoan ?? false} />
      <LoanGauges stats={data.loanStats} />
    </>
  );
}

/** /dashboard home (spec §2 "Loan Officer Dashboard"): stat cards and gauges counted by the server over the viewer's loans. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LoanDashboardRouteQuery>;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Loan Officer Dashboard
          </Heading>
          <Text color="fg.muted">Your pipeline at a glance.</Text>
        </Stack>
        <FallbackBoundary
          resetKey={queryRef}
          fallback={() => (
            <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch the pipeline" description="Reload the page to try again." />
          )}
        >
          <Suspense fallback={<PageSpinner label="Loading the pipeline…" />}>
            <DashboardScreen queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
