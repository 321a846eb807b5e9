import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreateBlogPostMutation as CreateBlogPostMutation } from '../../../__generated__/useCreateBlogPostMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { createPostErrorMessage } from '../../posts';

const mutation = graphql`
  mutation useCreateBlogPostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      message
      postEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...BlogRow_post
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateBlogPostMutation, CreateBlogPostMutation['response']['createPost']> = {
  payload: (response) => response.createPost,
  failureMessage: createPostErrorMessage,
};

/** Creates a blog post (published or draft) and puts it first in the Blogs table. */
export function useCreateBlogPostMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createBlogPost = useCallback(
    ({ title, content, isPublished, connectionIds }: { title: string; content: string; isPublished: boolean; connectionIds: string[] }) =>
      commit({
        variables: { input: { title, content, isPublished }, connections: connectionIds },
        updater: (store, response) => {
          if (response?.createPost) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [createBlogPost, isInFlight] as const;
}
