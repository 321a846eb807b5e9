import { Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostComments_post$key } from '../../__generated__/PostComments_post.graphql';
import type { PostComments_viewer$key } from '../../__generated__/PostComments_viewer.graphql';
import { CommentComposer } from './CommentComposer';
import { PostComment } from './PostComment';

const fragment = graphql`
  fragment PostComments_post on Post {
    id
    commentCount
    comments(first: 50) @connection(key: "PostComments_comments") {
      __id
      edges {
        node {
          id
          ...PostComment_comment
        }
      }
    }
  }
`;

const viewerFragment = graphql`
  fragment PostComments_viewer on User {
    ...CommentComposer_viewer
  }
`;

interface PostCommentsProps {
  post: PostComments_post$key;
  viewer: PostComments_viewer$key | null;
  /** Whether the list of comments is shown; the input is always there. */
  expanded: boolean;
  onExpand: () => void;
  listId: string;
  inputRef: Ref<HTMLInputElement>;
}

export function PostComments({ post, viewer: viewerKey, expanded, onExpand, listId, inputRef }: PostCommentsProps) {
  const data = useFragment(fragment, post);
  const viewer = useFragment(viewerFragment, viewerKey) ?? null;
  const { edges } = data.comments;
  return (
    <Stack gap="4">
      <Stack id={listId} hidden={!expanded} gap="3">
        {edges.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No comments yet. Be the first to share your take.
          </Text>
        ) : (
          <Stack as="ul" gap="3" aria-label="Comments">
            {edges.map(({ node }) => (
              <PostComment key={node.id} comment={node} />
            ))}
          </Stack>
        )}
      </Stack>
      {viewer && (
        <CommentComposer
          viewer={viewer}
          postId={data.id}
          connectionId={data.comments.__id}
          commentCount={data.commentCount}
          inputRef={inputRef}
          onSubmitted={onExpand}
        />
      )}
    </Stack>
  );
}
