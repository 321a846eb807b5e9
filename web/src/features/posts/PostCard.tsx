import { LendersThatFit } from './LendersThatFit';
import { Badge, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostCard_post$key } from '../../__generated__/PostCard_post.graphql';
import type { PostCard_viewer$key } from '../../__generated__/PostCard_viewer.graphql';
import { RichTextView } from '../../shared/editor/RichTextView';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { formatPostDate } from './formatDate';
import { LikeButton } from './LikeButton';
import { PostComments } from './PostComments';
import { ShareButton } from './ShareButton';

const fragment = graphql`
  fragment PostCard_post on Post {
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
    ...PostComments_post
    ...LendersThatFit_post
  }
`;

const viewerFragment = graphql`
  fragment PostCard_viewer on User {
    ...PostComments_viewer
  }
`;

interface PostCardProps {
  post: PostCard_post$key;
  viewer: PostCard_viewer$key | null;
}

/** One scenario in the feed: author, status, post id, content, and the like / comment / share actions. */
export function PostCard({ post, viewer: viewerKey }: PostCardProps) {
  const data = useFragment(fragment, post);
  const viewer = useFragment(viewerFragment, viewerKey) ?? null;
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
    <Card.Root
      as="article"
      id={anchorId}
      aria-labelledby={titleId}
      variant="outline"
      borderRadius="xl"
      scrollMarginTop="24"
      transition="box-shadow 0.15s"
      _hover={{ shadow: 'sm' }}
    >
      <Card.Body p={{ base: '4', md: '6' }} gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <HStack gap="3" minW="0">
            <UserAvatar size="md" name={data.authorName} src={data.authorImage} />
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
          <Heading as="h2" size="md" id={titleId}>
            {data.title}
          </Heading>
          <RichTextView html={data.content} color="fg" />
        </Stack>
        <LendersThatFit post={data} />

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
            <Button
              variant="ghost"
              size="sm"
              colorPalette="gray"
              aria-expanded={commentsOpen}
              aria-controls={commentsId}
              onClick={openComments}
            >
              <MessageCircle aria-hidden />
              Comment
            </Button>
            <ShareButton anchorId={anchorId} />
          </HStack>
          <Separator />
        </Stack>

        <PostComments
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
