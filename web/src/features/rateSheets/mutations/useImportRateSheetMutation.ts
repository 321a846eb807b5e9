import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  ImportRateSheetInput,
  useImportRateSheetMutation as ImportRateSheetMutation,
} from '../../../__generated__/useImportRateSheetMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useImportRateSheetMutation($input: ImportRateSheetInput!) {
    importRateSheet(input: $input) {
      message
      rateSheet {
        id
        ...RateSheetRow_sheet
      }
    }
  }
`;

const rules: MutationResultRules<ImportRateSheetMutation, ImportRateSheetMutation['response']['importRateSheet']> = {
  payload: (response) => response.importRateSheet,
  failureMessage: serverMessageOr('Failed to import the rate sheet'),
};

/** Stores a draft sheet and lists it first in the history (the root's `rateSheets` list of the screen). */
export function useImportRateSheetMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const importRateSheet = useCallback(
    (input: ImportRateSheetInput) =>
      commit({
        variables: { input },
        updater: (store) => {
          const sheet = store.getRootField('importRateSheet')?.getLinkedRecord('rateSheet');
          const root = store.getRoot();
          const sheets = root.getLinkedRecords('rateSheets');
          if (!sheet || !sheets) return;
          root.setLinkedRecords([sheet, ...sheets.filter((record) => record?.getDataID() !== sheet.getDataID())], 'rateSheets');
        },
      }),
    [commit],
  );
  return [importRateSheet, isInFlight] as const;
}
