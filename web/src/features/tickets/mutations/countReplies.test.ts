// A reply counted once, whichever comes first: the mutation's answer or the drawer's live event.
import {
  commitMutation,
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import ActivitySubscription from '../../../__generated__/TicketDetailsDrawerActivitySubscription.graphql';
import ReplyMutation, { type useReplyToTicketMutation } from '../../../__generated__/useReplyToTicketMutation.graphql';
import { countReplies } from './countReplies';

const TICKET = 'VGlja2V0OjQy';
const CONNECTION = `client:${TICKET}:__TicketDetailsDrawer_replies_connection`;
const reply = {
  __typename: 'TicketReply',
  id: 'VGlja2V0UmVwbHk6MQ==',
  title: 'Deposit sourced',
  message: 'Gift letter',
  from: 'Support',
  to: 'o@x',
  author: null,
  createdAt: '2026-11-27T00:00:00Z',
};

/** The ticket as the server sends it (the drawer's fragment), with `replies` in its thread. */
const ticket = (replies: (typeof reply)[]) => ({
  __typename: 'Ticket',
  id: TICKET,
  internalId: 42,
  title: 'Deposit',
  description: 'd',
  categoryLabel: null,
  subcategoryLabel: null,
  status: 'OPEN',
  email: 'o@x',
  createdBy: null,
  createdAt: '2026-11-27T00:00:00Z',
  updatedAt: '2026-11-27T00:00:00Z',
  replies: {
    totalCount: replies.length,
    edges: replies.map((node) => ({ cursor: node.id, node })),
    pageInfo: { endCursor: null, hasNextPage: false },
  },
});

/** An environment whose network answers the reply mutation; the store holds the ticket with no replies. */
function setUp() {
  const answer: GraphQLResponse = {
    data: {
      replyToTicket: {
        message: 'Ticket replied successfully',
        replyEdge: { cursor: reply.id, node: reply },
        ticket: { id: TICKET, replyCount: 1 },
      },
    },
  };
  const environment = new Environment({
    network: Network.create(() => Observable.from(Promise.resolve(answer))),
    store: new Store(new RecordSource()),
  });
  const live = (replies: (typeof reply)[]) =>
    environment.commitPayload(createOperationDescriptor(ActivitySubscription, { ticketId: TICKET }), {
      ticketActivity: ticket(replies),
    } as never);
  live([]);
  const send = () =>
    new Promise<void>((resolve, reject) =>
      commitMutation<useReplyToTicketMutation>(environment, {
        mutation: ReplyMutation,
        variables: {
          input: { ticketId: TICKET, title: reply.title, message: reply.message, from: reply.from, to: reply.to },
          connections: [CONNECTION],
        },
        updater: (store, response) => countReplies(store, response, CONNECTION),
        onCompleted: () => resolve(),
        onError: reject,
      }),
    );
  const thread = () => {
    const connection = environment.getStore().getSource().get(CONNECTION)!;
    return { totalCount: connection.totalCount, edges: (connection.edges as { __refs: string[] }).__refs.length };
  };
  return { live, send, thread };
}

describe('countReplies', () => {
  it('the answer first: one reply, counted once', async () => {
    const { send, thread } = setUp();
    await send();
    expect(thread()).toEqual({ totalCount: 1, edges: 1 });
  });

  it('the live event first (Relay then skips the answer’s edge): still one reply, counted once', async () => {
    const { live, send, thread } = setUp();
    live([reply]);
    await send();
    expect(thread()).toEqual({ totalCount: 1, edges: 1 });
  });
});
