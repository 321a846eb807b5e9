import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { CustomizationRouteQuery } from '../../__generated__/CustomizationRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { CustomizationForm } from './CustomizationForm';
import { query } from './CustomizationRoute.query';

function CustomizationScreen({ queryRef }: { queryRef: PreloadedQuery<CustomizationRouteQuery> }) {
  const data = usePreloadedQuery<CustomizationRouteQuery>(query, queryRef);
  const settings = data.viewer?.uiSettings;
  if (!settings)
    return <EmptyNotice icon={<TriangleAlert />} title="Failed to load UI settings" description="Reload the page to try again." />;
  return <CustomizationForm settings={settings} />;
}

/** /dashboard/customization (Admin): the portal's look for this user, kept on the server and applied at once. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<CustomizationRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          UI Customization
        </Heading>
        <Text color="fg.muted">
          Choose how the portal looks for you. Saved settings apply on every screen and the next time you sign in.
        </Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to load UI settings" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading UI settings…" />}>
          <CustomizationScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
