import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { TrainingVideoInput } from '@lendhub/domain/events';
import type {
  useAddTrainingVideoMutation as AddTrainingVideoMutation,
  TrainingVideoSection,
} from '../../../__generated__/useAddTrainingVideoMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useAddTrainingVideoMutation($input: AddTrainingVideoInput!, $connections: [ID!]!) {
    addTrainingVideo(input: $input) {
      message
      videoEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...TrainingVideoCard_video
        }
      }
    }
  }
`;

const rules: MutationResultRules<AddTrainingVideoMutation, AddTrainingVideoMutation['response']['addTrainingVideo']> = {
  payload: (response) => response.addTrainingVideo,
  failureMessage: serverMessageOr('Failed to add video'),
};

export function useAddTrainingVideoMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const add = useCallback(
    (values: TrainingVideoInput, connections: string[]) =>
      commit({ variables: { input: { ...values, section: values.section.toUpperCase() as TrainingVideoSection }, connections } }),
    [commit],
  );
  return [add, isInFlight] as const;
}
