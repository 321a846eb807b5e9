import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useReplyToTicketMutation as ReplyToTicketMutation } from '../../../__generated__/useReplyToTicketMutation.graphql';
import { countReplies } from './countReplies';
import { useMutationResult, type MutationResultRules } from '../../../shared/relay/mutationResult';
import { serverMessageOr } from '../../../shared/relay/serverMessageOr';
import type { ReplyFormValues } from '../replyFormSchema';

const mutation = graphql`
  mutation useReplyToTicketMutation($input: ReplyToTicketInput!, $connections: [ID!]!) {
    replyToTicket(input: $input) {
      message
      replyEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...TicketReplyItem_reply
        }
      }
      ticket {
        id
        replyCount
      }
    }
  }
`;

const rules: MutationResultRules<ReplyToTicketMutation, ReplyToTicketMutation['response']['replyToTicket']> = {
  payload: (response) => response.replyToTicket,
  failureMessage: serverMessageOr('Failed to reply ticket'),
};

/** Replies to a ticket (spec §3 "Reply"); the reply joins the end of the drawer's thread (once, whichever of the answer and the live event comes first). */
export function useReplyToTicketMutation() {
  const [commit, isInFlight] = useMutationResult(mutation, rules);
  const reply = useCallback(
    (ticketId: string, values: ReplyFormValues, connectionId: string) =>
      commit({
        variables: { input: { ticketId, ...values }, connections: [connectionId] },
        updater: (store, response) => countReplies(store, response, connectionId),
      }),
    [commit],
  );
  return [reply, isInFlight] as const;
}
