import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreatePostMutation as CreatePostMutation } from '../../../__generated__/useCreatePostMutation.graphql';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../../../shared/relay/graphqlError';

const mutation = graphql`
  mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      postEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...ScenarioPost_post
        }
      }
    }
  }
`;

export interface CreatePostArgs {
  title: string;
  /** HTML from the editor; the server sanitizes it. */
  content: string;
  isPublished: boolean;
  /** `__id`s of the feeds that should show the new post first. */
  connectionIds: string[];
}

/**
 * Creates a post and prepends it to the given connections. Resolves when saved; rejects with a
 * GraphQLRequestError (message and per-field messages) when the server refuses.
 */
export function useCreatePostMutation() {
  const [commit, isInFlight] = useMutation<CreatePostMutation>(mutation);

  const createPost = useCallback(
    ({ title, content, isPublished, connectionIds }: CreatePostArgs) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { title, content, isPublished }, connections: connectionIds },
          onCompleted: (_response, errors) => {
            if (errors?.length) reject(new GraphQLRequestError(errors as unknown as GraphQLErrorEntry[]));
            else resolve();
          },
          onError: reject,
        });
      }),
    [commit],
  );

  return [createPost, isInFlight] as const;
}
