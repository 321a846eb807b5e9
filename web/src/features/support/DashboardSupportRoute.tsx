import { Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { DashboardSupportRouteQuery } from '../../__generated__/DashboardSupportRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ContactInformationCard } from './ContactInformationCard';
import { ContactSupportForm } from './ContactSupportForm';
import { DocumentationLinks } from './DocumentationLinks';
import { FaqSection } from './FaqSection';
import { SupportTicketsList } from './SupportTicketsList';
import { query } from './DashboardSupportRoute.query';

/** The list the form's new ticket joins (SupportTicketsList's connection; it has no filters). */
const SUPPORT_TICKETS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'SupportTicketsList_supportTickets');

function SupportScreen({ queryRef }: { queryRef: PreloadedQuery<DashboardSupportRouteQuery> }) {
  const data = usePreloadedQuery<DashboardSupportRouteQuery>(query, queryRef);
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <GridItem minW="0">
          <Stack gap="6">
            <FaqSection query={data} />
            <ContactSupportForm connectionId={SUPPORT_TICKETS_CONNECTION} />
          </Stack>
        </GridItem>
        <GridItem minW="0">
          <Stack gap="6">
            <ContactInformationCard query={data} />
            <DocumentationLinks />
          </Stack>
        </GridItem>
      </Grid>
      <SupportTicketsList query={data} />
    </Stack>
  );
}

/** /dashboard/support (any signed-in user): FAQ, documentation, Contact Support, contact information and earlier tickets. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardSupportRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Support
        </Heading>
        <Text color="fg.muted">Answers, guides and a direct line to the LendHub support team.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch support tickets" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading support…" />}>
          <SupportScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
