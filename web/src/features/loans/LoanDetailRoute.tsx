import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { LoanDetailRouteQuery } from '../../__generated__/LoanDetailRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { LoanDetail } from './LoanDetail';
import { LOAN_PIPELINE_PATH } from './loanPaths';
import { query } from './LoanDetailRoute.query';

function BackToPipeline() {
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" px="2">
        <RouterLink to={LOAN_PIPELINE_PATH}>
          <ArrowLeft aria-hidden /> Back to Loan Pipeline
        </RouterLink>
      </Button>
    </Box>
  );
}

function LoanScreen({ queryRef }: { queryRef: PreloadedQuery<LoanDetailRouteQuery> }) {
  const data = usePreloadedQuery<LoanDetailRouteQuery>(query, queryRef);
  if (!data.loan) {
    return (
      <Stack gap="2">
        <Heading as="h1" size="xl">
          Loan not found
        </Heading>
        <Text color="fg.muted">This loan does not exist, or it is not one you may see.</Text>
      </Stack>
    );
  }
  return <LoanDetail loan={data.loan} query={data} />;
}

/** /dashboard/loan-pipeline/{id} (spec §2). */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LoanDetailRouteQuery>;
  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <BackToPipeline />
        <FallbackBoundary
          resetKey={queryRef}
          fallback={() => (
            <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch the loan" description="Reload the page to try again." />
          )}
        >
          <Suspense fallback={<PageSpinner label="Loading the loan…" />}>
            <LoanScreen queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
