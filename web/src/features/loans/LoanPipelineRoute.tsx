import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { LoanPipelineRouteQuery } from '../../__generated__/LoanPipelineRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { LoanPipeline } from './LoanPipeline';
import { query } from './LoanPipelineRoute.query';

function PipelineScreen({ queryRef }: { queryRef: PreloadedQuery<LoanPipelineRouteQuery> }) {
  const data = usePreloadedQuery<LoanPipelineRouteQuery>(query, queryRef);
  return <LoanPipeline query={data} canAdd={data.viewer?.can?.createLoan ?? false} />;
}

/** /dashboard/loan-pipeline (spec §2): the full pipeline table, kept on the server. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LoanPipelineRouteQuery>;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Box>
          <Button asChild variant="ghost" size="sm" px="2">
            <RouterLink to="/dashboard">
              <ArrowLeft aria-hidden /> Back to Dashboard
            </RouterLink>
          </Button>
        </Box>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Loan Pipeline
          </Heading>
          <Text color="fg.muted">Search, filter by status, and open a loan for its stage and history.</Text>
        </Stack>
        <FallbackBoundary
          resetKey={queryRef}
          fallback={() => (
            <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch loans" description="Reload the page to try again." />
          )}
        >
          <Suspense fallback={<PageSpinner label="Loading loans…" />}>
            <PipelineScreen queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
