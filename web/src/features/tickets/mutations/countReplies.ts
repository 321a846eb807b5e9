import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useReplyToTicketMutation as ReplyToTicketMutation } from '../../../__generated__/useReplyToTicketMutation.graphql';
import { setTotalCount } from '../../../shared/relay/connectionCount';

/**
 * The thread's count after a reply: the server's, not +1. The drawer's live event (ticketActivity) may
 * bring the reply before the mutation's answer; Relay then skips the answer's edge as already there, and
 * a +1 would show 'Replies (2)' for one reply.
 */
export function countReplies(
  store: RecordSourceSelectorProxy,
  response: ReplyToTicketMutation['response'] | null | undefined,
  connectionId: string,
): void {
  if (response?.replyToTicket) setTotalCount(store, [connectionId], response.replyToTicket.ticket.replyCount);
}
