import { graphql } from 'react-relay/hooks';
import type { useResetUiSettingsMutation as ResetUiSettingsMutation } from '../../../__generated__/useResetUiSettingsMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useResetUiSettingsMutation($input: ResetUiSettingsInput!) {
    resetUiSettings(input: $input) {
      message
      uiSettings {
        id
        ...CustomizationForm_settings
      }
    }
  }
`;

const rules: MutationResultRules<ResetUiSettingsMutation, ResetUiSettingsMutation['response']['resetUiSettings']> = {
  payload: (response) => response.resetUiSettings,
  failureMessage: serverMessageOr('Failed to reset UI settings'),
};

export function useResetUiSettingsMutation() {
  return useMutationResult(mutation, rules);
}
