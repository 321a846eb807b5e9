import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCommentMutation as AddCommentMutation } from '../../../__generated__/useAddCommentMutation.graphql';
import { notify } from '../../../shared/toast';

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) @raw_response_type {
    addComment(input: $input) {
      commentEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...ScenarioComment_comment
        }
      }
      post {
        id
        commentCount
      }
    }
  }
`;

export interface CommentAuthor {
  fullName: string;
  company: string | null | undefined;
  avatarUrl: string | null | undefined;
}

export interface AddCommentArgs {
  postId: string;
  /** `__id` of the post's comments connection. */
  connectionId: string;
  commentCount: number;
  /** Already trimmed, non-blank text. */
  content: string;
  /** The viewer, shown on the comment until the server's copy arrives. */
  author: CommentAuthor;
  /** Called when the server refuses, after the optimistic comment is gone (e.g. to give the text back). */
  onFailed?: () => void;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let optimisticSequence = 0;

/** Adds a comment; it appears at once at the end of the list (@appendEdge) and disappears again if the server refuses. */
export function useAddCommentMutation() {
  const [commit, isInFlight] = useMutation<AddCommentMutation>(mutation);

  const addComment = useCallback(
    ({ postId, connectionId, commentCount, content, author, onFailed }: AddCommentArgs) => {
      optimisticSequence += 1;
      const tempId = `client:optimistic-comment:${optimisticSequence}`;
      const fail = () => {
        notify.error('Failed to add comment');
        onFailed?.();
      };
      commit({
        variables: { input: { postId, content }, connections: [connectionId] },
        optimisticResponse: {
          addComment: {
            commentEdge: {
              cursor: tempId,
              node: {
                id: tempId,
                // The view renders comment HTML; until the server's sanitized copy arrives, show the text as text.
                content: escapeHtml(content),
                authorName: author.fullName,
                authorCompany: author.company ?? null,
                authorImage: author.avatarUrl ?? null,
                createdAt: new Date().toISOString(),
              },
            },
            post: { id: postId, commentCount: commentCount + 1 },
          },
        },
        onCompleted: (_response, errors) => {
          if (errors?.length) fail();
          else notify.success('Comment added!');
        },
        onError: fail,
      });
    },
    [commit],
  );

  return [addComment, isInFlight] as const;
}
