import { graphql } from 'react-relay/hooks';
import type { useStartTwoFactorSetupMutation as StartTwoFactorSetupMutation } from '../../../__generated__/useStartTwoFactorSetupMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useStartTwoFactorSetupMutation {
    startTwoFactorSetup {
      message
      setup {
        secret
        otpauthUri
        qrCodeDataUrl
      }
    }
  }
`;

const rules: MutationResultRules<StartTwoFactorSetupMutation, StartTwoFactorSetupMutation['response']['startTwoFactorSetup']> = {
  payload: (response) => response.startTwoFactorSetup,
  failureMessage: serverMessageOr('Failed to update two-factor authentication'),
};

/** A new secret to scan (QR code and text); nothing is on until useEnableTwoFactorMutation confirms it. */
export function useStartTwoFactorSetupMutation() {
  return useMutationResult(mutation, rules);
}
