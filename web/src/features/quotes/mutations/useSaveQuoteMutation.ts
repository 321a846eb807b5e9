import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { SaveQuoteInput, useSaveQuoteMutation as SaveQuoteMutation } from '../../../__generated__/useSaveQuoteMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useSaveQuoteMutation($input: SaveQuoteInput!, $connections: [ID!]!) {
    saveQuote(input: $input) {
      message
      quoteEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...SavedQuoteRow_quote
        }
      }
    }
  }
`;

const rules: MutationResultRules<SaveQuoteMutation, SaveQuoteMutation['response']['saveQuote']> = {
  payload: (response) => response.saveQuote,
  failureMessage: serverMessageOr('Failed to save the quote'),
};

/** The saved quotes list's connection (SavedQuotesPanel), where a new quote shows first. */
export const savedQuotesConnection = () => ConnectionHandler.getConnectionID(ROOT_ID, 'SavedQuotesPanel_savedQuotes');

export function useSaveQuoteMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const saveQuote = useCallback(
    (input: SaveQuoteInput) => commit({ variables: { input, connections: [savedQuotesConnection()] } }),
    [commit],
  );
  return [saveQuote, isInFlight] as const;
}
