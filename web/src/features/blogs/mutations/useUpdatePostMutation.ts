import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdatePostInput, useUpdatePostMutation as UpdatePostMutation } from '../../../__generated__/useUpdatePostMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { createPostErrorMessage } from '../../posts';

const mutation = graphql`
  mutation useUpdatePostMutation($input: UpdatePostInput!) {
    updatePost(input: $input) {
      message
      post {
        id
        ...BlogRow_post
      }
    }
  }
`;

const rules: MutationResultRules<UpdatePostMutation, UpdatePostMutation['response']['updatePost']> = {
  payload: (response) => response.updatePost,
  failureMessage: createPostErrorMessage,
};

/** Saves a post's title, content and publish status; its row updates from the returned post. */
export function useUpdatePostMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updatePost = useCallback((input: UpdatePostInput) => commit({ variables: { input } }), [commit]);
  return [updatePost, isInFlight] as const;
}
