import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateRoleInput, useUpdateRoleMutation as UpdateRoleMutation } from '../../../__generated__/useUpdateRoleMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useUpdateRoleMutation($input: UpdateRoleInput!) {
    updateRole(input: $input) {
      message
      role {
        id
        ...RoleRow_role
      }
    }
  }
`;

const rules: MutationResultRules<UpdateRoleMutation, UpdateRoleMutation['response']['updateRole']> = {
  payload: (response) => response.updateRole,
  failureMessage: serverMessageOr('Operation failed'),
};

/** Renames a role or changes its status; its row updates from the answer. */
export function useUpdateRoleMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateRole = useCallback((input: UpdateRoleInput) => commit({ variables: { input } }), [commit]);
  return [updateRole, isInFlight] as const;
}
