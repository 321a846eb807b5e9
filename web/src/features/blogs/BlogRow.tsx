import { Badge, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Heart, MessageSquare, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BlogRow_post$key } from '../../__generated__/BlogRow_post.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { BlogPostDialog } from './BlogPostDialog';
import { useDeletePostMutation } from './mutations/useDeletePostMutation';

const fragment = graphql`
  fragment BlogRow_post on Post {
    id
    title
    authorName
    authorCompany
    likeCount
    commentCount
    isPublished
    createdAt
    updatedAt
    ...BlogPostDialog_post
  }
`;

/** A date in the viewer's locale and time zone (spec §2 "local dates"). */
function localDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/** One row of the Blogs table (spec §2 columns) with Edit and Delete. */
export function BlogRow({ post: postRef, connectionId }: { post: BlogRow_post$key; connectionId: string }) {
  const post = useFragment(fragment, postRef);
  const [deletePost] = useDeletePostMutation();

  const remove = async () => {
    const result = await deletePost({ postId: post.id, connectionId });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="48" maxW="md">
        <Text lineClamp={2}>{post.title}</Text>
      </Table.Cell>
      <Table.Cell minW="36">
        <Stack gap="0">
          <Text>{post.authorName || 'Anonymous'}</Text>
          {post.authorCompany && (
            <Text fontSize="xs" color="fg.muted">
              {post.authorCompany}
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <HStack gap="3" aria-label={`${post.likeCount} likes, ${post.commentCount} comments`} role="group">
          <HStack gap="1" aria-hidden>
            <Heart size={14} /> {post.likeCount}
          </HStack>
          <HStack gap="1" aria-hidden>
            <MessageSquare size={14} /> {post.commentCount}
          </HStack>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={post.isPublished ? 'green' : 'red'} variant="subtle">
          {post.isPublished ? 'Published' : 'Draft'}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{localDate(post.createdAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{localDate(post.updatedAt)}</Table.Cell>
      <ActionsCell>
        <BlogPostDialog mode="edit" post={post} connectionId={connectionId} />
        <ConfirmDialog
          title="Are you sure you want to delete this blog post?"
          onConfirm={remove}
          trigger={
            <IconButton aria-label={`Delete ${post.title}`} size="sm" variant="ghost" colorPalette="red">
              <Trash2 aria-hidden />
            </IconButton>
          }
        />
      </ActionsCell>
    </Table.Row>
  );
}
