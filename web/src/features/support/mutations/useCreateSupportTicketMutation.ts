import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreateSupportTicketMutation as CreateSupportTicketMutation } from '../../../__generated__/useCreateSupportTicketMutation.graphql';
import { adjustTotalCount } from '../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import type { ContactSupportValues } from '../contactSupportSchema';

const mutation = graphql`
  mutation useCreateSupportTicketMutation($input: CreateSupportTicketInput!, $connections: [ID!]!) {
    createSupportTicket(input: $input) {
      message
      supportTicketEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...SupportTicketRow_ticket
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateSupportTicketMutation, CreateSupportTicketMutation['response']['createSupportTicket']> = {
  payload: (response) => response.createSupportTicket,
  failureMessage: serverMessageOr('Failed to submit support ticket'),
};

/** Submits a contact support ticket with its attachments (multipart) and puts it at the top of the viewer's list. */
export function useCreateSupportTicketMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createSupportTicket = useCallback(
    ({ files, ...fields }: ContactSupportValues, connectionId: string) =>
      commit({
        variables: { input: { ...fields, files: null }, connections: [connectionId] },
        ...(files.length > 0 ? { uploadables: Object.fromEntries(files.map((file, index) => [`input.files.${index}`, file])) } : {}),
        updater: (store, response) => {
          if (response?.createSupportTicket) adjustTotalCount(store, [connectionId], 1);
        },
      }),
    [commit],
  );
  return [createSupportTicket, isInFlight] as const;
}
