import { Box, Card, Center, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, PlayCircle, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrainingVideoCard_video$key } from '../../__generated__/TrainingVideoCard_video.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { eventTone } from './eventTone';
import { useRemoveTrainingVideoMutation } from './mutations/useRemoveTrainingVideoMutation';

const fragment = graphql`
  fragment TrainingVideoCard_video on TrainingVideo {
    id
    title
    videoUrl
    company
    description
  }
`;

/** A training video (spec §2 "Training Videos"): the card opens the video in a new tab; Admins remove it. */
export function TrainingVideoCard({ video: key, removeFrom }: { video: TrainingVideoCard_video$key; removeFrom?: string[] | undefined }) {
  const video = useFragment(fragment, key);
  const [remove] = useRemoveTrainingVideoMutation();
  const [tone1, tone2] = eventTone(video.company);
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      position="relative"
      _hover={{ shadow: 'md', borderColor: 'brand.300' }}
      transition="all 0.15s"
    >
      <Center h="32" bgGradient="to-br" gradientFrom={tone1} gradientTo={tone2} color="white">
        <PlayCircle size={48} strokeWidth={1.5} aria-hidden />
      </Center>
      <Card.Body gap="2">
        <Text fontSize="xs" fontWeight="bold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
          {video.company}
        </Text>
        <Heading as="h3" size="sm" lineHeight="1.35">
          {/* The link covers the card (its ::after), so the whole card opens the video. */}
          <Box
            asChild
            _after={{ content: '""', position: 'absolute', inset: 0 }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
          >
            <a href={video.videoUrl} target="_blank" rel="noopener noreferrer">
              {video.title}
              <Text as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Text>
            </a>
          </Box>
        </Heading>
        {video.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {video.description}
          </Text>
        )}
        <HStack justify="space-between" fontSize="xs" color="fg.muted" pt="1">
          <HStack gap="1">
            <ExternalLink size={14} aria-hidden /> Watch video
          </HStack>
          {removeFrom && (
            // Above the card's link layer.
            <Stack position="relative" zIndex="1">
              <ConfirmDialog
                title="Remove this video?"
                confirmLabel="Remove"
                onConfirm={async () => {
                  const result = await remove(video.id, removeFrom);
                  if (result.ok) notify.success(result.message);
                  else notify.error(result.message);
                }}
                trigger={
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${video.title}`}>
                    <Trash2 aria-hidden />
                  </IconButton>
                }
              />
            </Stack>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
