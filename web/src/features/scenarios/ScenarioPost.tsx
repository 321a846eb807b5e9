import { Avatar, Badge, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CommentComposer_viewer$key } from '../../__generated__/CommentComposer_viewer.graphql';
import type { ScenarioPost_post$key } from '../../__generated__/ScenarioPost_post.graphql';
import { RichTextView } from '../../shared/editor/RichTextView';
import { formatPostDate } from './formatDate';
import { LikeButton } from './LikeButton';
import { ScenarioComments } from './ScenarioComments';
import { ShareButton } from './ShareButton';

const fragment = graphql`
  fragment ScenarioPost_post on Post {
    internalId
    title
    content
    status
    createdAt
    authorName
    authorCompany
    authorImage
    commentCount
    ...LikeButton_post
    ...ScenarioComments_post
  }
`;

interface ScenarioPostProps {
  post: ScenarioPost_post$key;
  viewer: CommentComposer_viewer$key | null;
}

/** One scenario in the feed: author, status, post id, content, and the like / comment / share actions. */
export function ScenarioPost({ post, viewer }: ScenarioPostProps) {
  const data = useFragment(fragment, post);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentInput = useRef<HTMLInputElement>(null);
  const commentsId = useId();
  const titleId = useId();
  const anchorId = `post-${data.internalId}`;

  const openComments = () => {
    setCommentsOpen(true);
    commentInput.current?.focus();
  };

  return (
    <Card.Root as="article" id={anchorId} aria-labelledby={titleId} variant="outline" borderRadius="xl" scrollMarginTop="24" transition="box-shadow 0.15s" _hover={{ shadow: 'sm' }}>
      <Card.Body p={{ base: '4', md: '6' }} gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <HStack gap="3" minW="0">
            <Avatar.Root size="md" colorPalette="brand">
              <Avatar.Fallback name={data.authorName} />
              {data.authorImage && <Avatar.Image src={data.authorImage} alt="" />}
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" truncate>
                {data.authorName}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {data.authorCompany ? `${data.authorCompany} · ` : ''}
                <time dateTime={data.createdAt}>{formatPostDate(data.createdAt)}</time>
              </Text>
            </Stack>
          </HStack>
          <Stack gap="1" align="flex-end" flexShrink={0}>
            <Badge colorPalette={data.status === 'Published' ? 'green' : 'red'} variant="subtle" borderRadius="full" px="2.5">
              {data.status}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              Post #{data.internalId}
            </Text>
          </Stack>
        </HStack>

        <Stack gap="2">
          <Heading as="h3" size="md" id={titleId}>
            {data.title}
          </Heading>
          <RichTextView html={data.content} color="fg" />
        </Stack>

        <Stack gap="2">
          <HStack justify="flex-end">
            <Button
              variant="plain"
              size="xs"
              color="fg.muted"
              px="0"
              aria-expanded={commentsOpen}
              aria-controls={commentsId}
              onClick={() => setCommentsOpen((open) => !open)}
            >
              {data.commentCount} {data.commentCount === 1 ? 'comment' : 'comments'}
            </Button>
          </HStack>
          <Separator />
          <HStack gap="1" justify={{ base: 'space-between', sm: 'flex-start' }}>
            <LikeButton post={data} />
            <Button variant="ghost" size="sm" colorPalette="gray" aria-expanded={commentsOpen} aria-controls={commentsId} onClick={openComments}>
              <MessageCircle aria-hidden />
              Comment
            </Button>
            <ShareButton anchorId={anchorId} />
          </HStack>
          <Separator />
        </Stack>

        <ScenarioComments
          post={data}
          viewer={viewer}
          expanded={commentsOpen}
          onExpand={() => setCommentsOpen(true)}
          listId={commentsId}
          inputRef={commentInput}
        />
      </Card.Body>
    </Card.Root>
  );
}
