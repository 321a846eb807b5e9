import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  CreateVendorTicketInput,
  useCreateVendorTicketMutation as CreateVendorTicketMutation,
} from '../../../__generated__/useCreateVendorTicketMutation.graphql';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateVendorTicketMutation($input: CreateVendorTicketInput!) {
    createVendorTicket(input: $input) {
      message
      vendorTicket {
        id
        subject
        status
      }
    }
  }
`;

const rules: MutationResultRules<CreateVendorTicketMutation, CreateVendorTicketMutation['response']['createVendorTicket']> = {
  payload: (response) => response.createVendorTicket,
  failureMessage: serverMessageOr('Failed to create ticket'),
};

/** 'Create Support Ticket' for a vendor (spec §3 "Vendor ticket"), attachments as multipart files. */
export function useCreateVendorTicketMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createTicket = useCallback(
    ({ input, files }: { input: Omit<CreateVendorTicketInput, 'files'>; files: readonly File[] }) =>
      commit({
        variables: { input },
        // Each file goes as a multipart part at its variable's path (shared/relay/multipart.ts).
        ...(files.length > 0 ? { uploadables: Object.fromEntries(files.map((file, index) => [`input.files.${index}`, file])) } : {}),
      }),
    [commit],
  );
  return [createTicket, isInFlight] as const;
}
