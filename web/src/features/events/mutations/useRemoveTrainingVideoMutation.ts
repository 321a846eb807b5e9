import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRemoveTrainingVideoMutation as RemoveTrainingVideoMutation } from '../../../__generated__/useRemoveTrainingVideoMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useRemoveTrainingVideoMutation($input: RemoveTrainingVideoInput!, $connections: [ID!]!) {
    removeTrainingVideo(input: $input) {
      message
      deletedVideoId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<RemoveTrainingVideoMutation, RemoveTrainingVideoMutation['response']['removeTrainingVideo']> = {
  payload: (response) => response.removeTrainingVideo,
  failureMessage: serverMessageOr('Failed to remove video'),
};

/** Removes a video (Admin) at once; it comes back if the server refuses. */
export function useRemoveTrainingVideoMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const remove = useCallback(
    (videoId: string, connections: string[]) =>
      commit({
        variables: { input: { videoId }, connections },
        optimisticResponse: { removeTrainingVideo: { message: '', deletedVideoId: videoId } },
      }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
