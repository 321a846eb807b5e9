import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  UpdateProfileInput,
  useUpdateProfileMutation as UpdateProfileMutation,
} from '../../../__generated__/useUpdateProfileMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

// The returned user is the viewer's record: the form, the avatar in the top bar and the 2FA switch
// all read it from the store.
const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      user {
        id
        avatarUrl
        twoFactorAuthentication
        ...ProfileForm_user
      }
    }
  }
`;

const rules: MutationResultRules<UpdateProfileMutation, UpdateProfileMutation['response']['updateProfile']> = {
  payload: (response) => response.updateProfile,
  failureMessage: serverMessageOr('Failed to update profile'),
};

interface UpdateProfileArgs {
  input: Omit<UpdateProfileInput, 'avatar'>;
  avatar?: File | null;
}

/** The viewer saves their own profile; fields left out keep their value. */
export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const updateProfile = useCallback(
    ({ input, avatar }: UpdateProfileArgs) =>
      commit({
        variables: { input: { ...input, avatar: null } },
        ...(avatar ? { uploadables: { 'input.avatar': avatar } } : {}),
      }),
    [commit],
  );
  return [updateProfile, isInFlight] as const;
}
