import { Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CommentComposer_viewer$key } from '../../__generated__/CommentComposer_viewer.graphql';
import type { ScenarioComments_post$key } from '../../__generated__/ScenarioComments_post.graphql';
import { CommentComposer } from './CommentComposer';
import { ScenarioComment } from './ScenarioComment';

const fragment = graphql`
  fragment ScenarioComments_post on Post {
    id
    commentCount
    comments(first: 50) @connection(key: "ScenarioComments_comments") {
      __id
      edges {
        node {
          id
          ...ScenarioComment_comment
        }
      }
    }
  }
`;

interface ScenarioCommentsProps {
  post: ScenarioComments_post$key;
  viewer: CommentComposer_viewer$key | null;
  /** Whether the list of comments is shown; the input is always there. */
  expanded: boolean;
  onExpand: () => void;
  listId: string;
  inputRef: Ref<HTMLInputElement>;
}

export function ScenarioComments({ post, viewer, expanded, onExpand, listId, inputRef }: ScenarioCommentsProps) {
  const data = useFragment(fragment, post);
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
              <ScenarioComment key={node.id} comment={node} />
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
