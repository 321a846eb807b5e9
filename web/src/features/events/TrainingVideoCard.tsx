import { Badge, Box, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PlayCircle } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { eventPath } from './EventCard';
import type { PortalEvent } from './sampleEvents';

/** A training video (spec §2 "Training Videos"): the whole card links to its page at /event. */
export function TrainingVideoCard({ video }: { video: PortalEvent }) {
  return (
    <Card.Root asChild variant="outline" overflow="hidden" _hover={{ shadow: 'md', borderColor: 'brand.300' }} transition="all 0.15s">
      <RouterLink to={eventPath(video)}>
        <Center position="relative" h="36" bgGradient="to-br" gradientFrom={video.tone[0]} gradientTo={video.tone[1]} color="white">
          <PlayCircle size={48} strokeWidth={1.5} aria-hidden />
          {video.duration && (
            <Badge position="absolute" bottom="2" insetEnd="2" bg="blackAlpha.700" color="white">
              {video.duration}
            </Badge>
          )}
        </Center>
        <Card.Body gap="2">
          <Text fontSize="xs" fontWeight="bold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
            {video.company}
          </Text>
          <Heading as="h3" size="sm" lineHeight="1.35">
            {video.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {video.description}
          </Text>
          <HStack justify="space-between" fontSize="xs" color="fg.muted" pt="1">
            <Text>{video.host}</Text>
            <Box as="span">{video.attendees} views</Box>
          </HStack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

/** A titled section of training videos. */
export function TrainingSection({ title, videos }: { title: string; videos: readonly PortalEvent[] }) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading id={id} as="h2" size="xl">
        {title}
      </Heading>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
        {videos.map((video) => (
          <TrainingVideoCard key={video.id} video={video} />
        ))}
      </Box>
    </Stack>
  );
}
