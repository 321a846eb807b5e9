import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useActivateRateSheetMutation as ActivateRateSheetMutation } from '../../../__generated__/useActivateRateSheetMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useActivateRateSheetMutation($input: ActivateRateSheetInput!) {
    activateRateSheet(input: $input) {
      message
      rateSheet {
        id
        ...RateSheetRow_sheet
      }
    }
  }
`;

const rules: MutationResultRules<ActivateRateSheetMutation, ActivateRateSheetMutation['response']['activateRateSheet']> = {
  payload: (response) => response.activateRateSheet,
  failureMessage: serverMessageOr('Failed to activate the rate sheet'),
};

export function useActivateRateSheetMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const activate = useCallback((rateSheetId: string) => commit({ variables: { input: { rateSheetId } } }), [commit]);
  return [activate, isInFlight] as const;
}
