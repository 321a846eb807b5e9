import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteSavedQuoteMutation as DeleteSavedQuoteMutation } from '../../../__generated__/useDeleteSavedQuoteMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import { savedQuotesConnection } from './useSaveQuoteMutation';

const mutation = graphql`
  mutation useDeleteSavedQuoteMutation($input: DeleteSavedQuoteInput!, $connections: [ID!]!) {
    deleteSavedQuote(input: $input) {
      message
      deletedQuoteId @deleteEdge(connections: $connections)
    }
  }
`;

const rules: MutationResultRules<DeleteSavedQuoteMutation, DeleteSavedQuoteMutation['response']['deleteSavedQuote']> = {
  payload: (response) => response.deleteSavedQuote,
  failureMessage: serverMessageOr('Failed to delete the quote'),
};

/** Deletes a saved quote; it leaves the list at once (optimistic). */
export function useDeleteSavedQuoteMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const deleteQuote = useCallback(
    (quoteId: string) =>
      commit({
        variables: { input: { quoteId }, connections: [savedQuotesConnection()] },
        optimisticResponse: { deleteSavedQuote: { message: '', deletedQuoteId: quoteId } },
      }),
    [commit],
  );
  return [deleteQuote, isInFlight] as const;
}
