import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  CreateLenderInput,
  useCreateLenderMutation as CreateLenderMutation,
} from '../../../../__generated__/useCreateLenderMutation.graphql';
import { adjustTotalCount } from '../../../../shared/relay/connectionCount';
import { useMutationResult, type MutationResultRules } from '../../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../../shared/relay/serverMessageOr';

const mutation = graphql`
  mutation useCreateLenderMutation($input: CreateLenderInput!, $connections: [ID!]!) {
    createLender(input: $input) {
      message
      lenderEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...LenderRow_lender
        }
      }
    }
  }
`;

const rules: MutationResultRules<CreateLenderMutation, CreateLenderMutation['response']['createLender']> = {
  payload: (response) => response.createLender,
  failureMessage: serverMessageOr('Failed to process lender data'),
};

export interface LenderImages {
  profileImage: File | null;
  companyLogo: File | null;
}

/** The pictures as multipart files of the GraphQL request (only those chosen). */
export function lenderUploadables({ profileImage, companyLogo }: LenderImages): { uploadables?: Record<string, File> } {
  const files: Record<string, File> = {};
  if (profileImage) files['input.profileImage'] = profileImage;
  if (companyLogo) files['input.companyLogo'] = companyLogo;
  return Object.keys(files).length ? { uploadables: files } : {};
}

/** Creates a lender with its portal account and pictures, and adds it to the Lender Management table. */
export function useCreateLenderMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const createLender = useCallback(
    ({
      input,
      images,
      connectionIds,
    }: {
      input: Omit<CreateLenderInput, 'profileImage' | 'companyLogo'>;
      images: LenderImages;
      connectionIds: string[];
    }) =>
      commit({
        variables: { input: { ...input, profileImage: null, companyLogo: null }, connections: connectionIds },
        ...lenderUploadables(images),
        updater: (store, response) => {
          if (response?.createLender) adjustTotalCount(store, connectionIds, 1);
        },
      }),
    [commit],
  );
  return [createLender, isInFlight] as const;
}
