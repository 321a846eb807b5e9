import { graphql } from 'react-relay/hooks';
import type { useUpdateUiSettingsMutation as UpdateUiSettingsMutation } from '../../../__generated__/useUpdateUiSettingsMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

// The returned record has the viewer's UiSettings id: the store updates it, so UiSettingsSync
// applies the new look at once.
const mutation = graphql`
  mutation useUpdateUiSettingsMutation($input: UpdateUiSettingsInput!) {
    updateUiSettings(input: $input) {
      message
      uiSettings {
        id
        ...CustomizationForm_settings
      }
    }
  }
`;

const rules: MutationResultRules<UpdateUiSettingsMutation, UpdateUiSettingsMutation['response']['updateUiSettings']> = {
  payload: (response) => response.updateUiSettings,
  failureMessage: serverMessageOr('Failed to save UI settings'),
};

export function useUpdateUiSettingsMutation() {
  return useMutationResult(mutation, rules);
}
