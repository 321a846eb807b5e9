import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { NotificationsRouteQuery } from '../../__generated__/NotificationsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { NotificationList } from './NotificationList';
import { query } from './NotificationsRoute.query';

function NotificationsScreen({ queryRef }: { queryRef: PreloadedQuery<NotificationsRouteQuery> }) {
  const data = usePreloadedQuery<NotificationsRouteQuery>(query, queryRef);
  return data.viewer ? <NotificationList query={data} viewer={data.viewer} /> : null;
}

/** /notifications: every notification of the viewer, newest first, with mark read and mark all read. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<NotificationsRouteQuery>;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Notifications
          </Heading>
          <Text color="fg.muted">Ticket replies and status changes, likes and comments on your posts, and points.</Text>
        </Stack>
        <FallbackBoundary
          resetKey={queryRef}
          fallback={() => (
            <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch notifications" description="Reload the page to try again." />
          )}
        >
          <Suspense fallback={<PageSpinner label="Loading notifications…" />}>
            <NotificationsScreen queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
