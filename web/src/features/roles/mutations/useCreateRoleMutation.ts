import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CreateRoleInput, useCreateRoleMutation as CreateRoleMutation } from '../../../__generated__/useCreateRoleMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateRoleMutation($input: CreateRoleInput!, $connections: [ID!]!) {
    createRole(input: $input) {
      message
      roleEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...RoleRow_role
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateRoleMutation, CreateRoleMutation['response']['createRole']> = {
  payload: (response) => response.createRole,
  failureMessage: serverMessageOr('Operation failed'),
};

/** Creates a role and appends it to the roles table. */
export function useCreateRoleMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createRole = useCallback(
    ({ input, connectionIds }: { input: CreateRoleInput; connectionIds: string[] }) =>
      commit({
        variables: { input, connections: connectionIds },
        updater: (store, response) => {
          if (response?.createRole) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [createRole, isInFlight] as const;
}
