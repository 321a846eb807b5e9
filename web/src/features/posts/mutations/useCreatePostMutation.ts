import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreatePostMutation as CreatePostMutation } from '../../../__generated__/useCreatePostMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { createPostErrorMessage } from '../createPostErrorMessage';
import type { PostScenarioInput } from '../scenarioFormSchema';

const mutation = graphql`
  mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      message
      postEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreatePostMutation, CreatePostMutation['response']['createPost']> = {
  payload: (response) => response.createPost,
  failureMessage: createPostErrorMessage,
};

export interface CreatePostArgs {
  title: string;
  /** HTML from the editor; the server sanitizes it. */
  content: string;
  isPublished: boolean;
  /** Lender Finder: the lender (a Lender id) and programme the scenario is for. */
  lenderId: string | null;
  program: string | null;
  /** Lender Finder: the structured scenario ('Lenders that fit'); null for none. */
  scenario?: PostScenarioInput | null;
  /** `__id`s of the feeds that should show the new post first. */
  connectionIds: string[];
}

/** Creates a post and prepends it to the given connections; a refusal carries the server's per-field messages. */
export function useCreatePostMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);

  const createPost = useCallback(
    ({ title, content, isPublished, lenderId, program, scenario, connectionIds }: CreatePostArgs) =>
      commit({
        variables: { input: { title, content, isPublished, lenderId, program, scenario: scenario ?? null }, connections: connectionIds },
      }),
    [commit],
  );

  return [createPost, isInFlight] as const;
}
