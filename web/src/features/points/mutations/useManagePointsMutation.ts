import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { PointsAction, useManagePointsMutation as ManagePointsMutation } from '../../../__generated__/useManagePointsMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import { HISTORY_CONNECTION_KEY } from '../historyConnection';

const mutation = graphql`
  mutation useManagePointsMutation($input: ManagePointsInput!, $connections: [ID!]!) {
    managePoints(input: $input) {
      message
      user {
        id
        points {
          id
          balance
          lastActivity
        }
      }
      historyEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...PointsHistoryRow_entry
        }
      }
    }
  }
`;

const rules: MutationResultRules<ManagePointsMutation, ManagePointsMutation['response']['managePoints']> = {
  payload: (response) => response.managePoints,
  failureMessage: serverMessageOr('Failed to update user points'),
};

export interface ManagePointsArgs {
  userId: string;
  /** The user's Points id when known: its open history gets the new entry first. */
  pointsId: string | null;
  pointsAmount: number;
  action: PointsAction;
  reason: string;
}

/** ADD or SUBTRACT points; the balance and the history update in place from the answer. */
export function useManagePointsMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const managePoints = useCallback(
    ({ userId, pointsId, pointsAmount, action, reason }: ManagePointsArgs) =>
      commit({
        variables: {
          input: { userId, pointsAmount, action, reason },
          connections: pointsId ? [ConnectionHandler.getConnectionID(pointsId, HISTORY_CONNECTION_KEY)] : [],
        },
      }),
    [commit],
  );
  return [managePoints, isInFlight] as const;
}
