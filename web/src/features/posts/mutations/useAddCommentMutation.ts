import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAddCommentMutation as AddCommentMutation } from '../../../__generated__/useAddCommentMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) @raw_response_type {
    addComment(input: $input) {
      message
      commentEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...PostComment_comment
        }
      }
      post {
        id
        commentCount
      }
    }
  }
`;

const rules: MutationResultRules<AddCommentMutation, AddCommentMutation['response']['addComment']> = {
  payload: (response) => response.addComment,
  failureMessage: () => 'Failed to add comment',
};

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
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let optimisticSequence = 0;

/** Adds a comment; it appears at once at the end of the list (@appendEdge) and disappears again if the server refuses. */
export function useAddCommentMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const addComment = useCallback(
    ({ postId, connectionId, commentCount, content, author }: AddCommentArgs) => {
      optimisticSequence += 1;
      const tempId = `client:optimistic-comment:${optimisticSequence}`;
      return commit({
        variables: { input: { postId, content }, connections: [connectionId] },
        optimisticResponse: {
          addComment: {
            message: '',
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
      });
    },
    [commit],
  );

  return [addComment, isInFlight] as const;
}
