import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  PointsRedemptionCode,
  useRedeemPointsMutation as RedeemPointsMutation,
} from '../../../__generated__/useRedeemPointsMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { redeemErrorMessage } from '../redeemErrorMessage';

const mutation = graphql`
  mutation useRedeemPointsMutation($input: RedeemPointsInput!) {
    redeemPoints(input: $input) {
      message
      # The viewer's points as the ledger now has them: balance, affordability and metrics update in place.
      points {
        id
        ...PointsRedemption_points
        ...PointsMetrics_points
      }
    }
  }
`;

const rules: MutationResultRules<RedeemPointsMutation, RedeemPointsMutation['response']['redeemPoints']> = {
  payload: (response) => response.redeemPoints,
  failureMessage: redeemErrorMessage,
};

/** Redeems the viewer's points for a reward; the server checks the balance and answers with the new one. */
export function useRedeemPointsMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const redeem = useCallback((reward: PointsRedemptionCode) => commit({ variables: { input: { reward } } }), [commit]);
  return [redeem, isInFlight] as const;
}
