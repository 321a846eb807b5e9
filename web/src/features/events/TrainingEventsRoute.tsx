import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { TRAINING_VIDEO_SECTIONS, type TrainingVideoSection } from '@lendhub/domain/events';
import { Video } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { TrainingEventsRouteQuery } from '../../__generated__/TrainingEventsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AddTrainingVideoDialog } from './AddTrainingVideoDialog';
import { TrainingVideoCard } from './TrainingVideoCard';
import { query } from './TrainingEventsRoute.query';
import { PublicPage } from '../../shared/layout/PublicPage';

type Videos = TrainingEventsRouteQuery['response']['vendors'];

function TrainingSection({
  section,
  title,
  videos,
  canManage,
}: {
  section: TrainingVideoSection;
  title: string;
  videos: Videos;
  canManage: boolean;
}) {
  const id = `${section}-videos`;
  const connections = [videos.__id];
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Heading id={id} as="h2" size="xl">
          {title}
        </Heading>
        {canManage && <AddTrainingVideoDialog section={section} sectionTitle={title} connections={connections} />}
      </HStack>
      {videos.edges.length === 0 ? (
        <EmptyNotice icon={<Video />} title="No videos yet" description="Recorded walkthroughs appear here once they are added." />
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
          {videos.edges.map(({ node }) => (
            <TrainingVideoCard key={node.id} video={node} removeFrom={canManage ? connections : undefined} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function Sections({ queryRef }: { queryRef: PreloadedQuery<TrainingEventsRouteQuery> }) {
  const data = usePreloadedQuery<TrainingEventsRouteQuery>(query, queryRef);
  const canManage = data.viewer?.can?.addTrainingVideo ?? false;
  return (
    <>
      {TRAINING_VIDEO_SECTIONS.map(({ value, title }) => (
        <TrainingSection key={value} section={value} title={title} videos={data[value]} canManage={canManage} />
      ))}
    </>
  );
}

/** /training-events (spec §2 "Training Videos"): vendors' and lenders' video links; Admins add and remove them. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<TrainingEventsRouteQuery>;
  return (
    <PublicPage title="Training Videos" description="Recorded walkthroughs from our vendors and lenders." gap="10">
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => <Text color="fg.muted">Training videos could not be loaded. Please try again later.</Text>}
      >
        <Suspense fallback={<PageSpinner label="Loading videos…" />}>
          <Sections queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </PublicPage>
  );
}
