import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { BlogsRouteQuery } from '../../__generated__/BlogsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { BlogTable } from './BlogTable';
import { query } from './BlogsRoute.query';

function BlogsScreen({ queryRef }: { queryRef: PreloadedQuery<BlogsRouteQuery> }) {
  const data = usePreloadedQuery<BlogsRouteQuery>(query, queryRef);
  return <BlogTable query={data} />;
}

/** /dashboard/blogs (Admin): 'Blogs' (spec §2). */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<BlogsRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Blogs
        </Heading>
        <Text color="fg.muted">Write, publish and manage the portal’s blog posts; drafts stay out of the scenario feed.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch blog posts" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading blog posts…" />}>
          <BlogsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
