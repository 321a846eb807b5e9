import { ConnectionHandler, graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ChatThreadQuery } from '../../__generated__/ChatThreadQuery.graphql';
import { ChatMessageBubble } from './ChatMessageBubble';

const query = graphql`
  query ChatThreadQuery($id: ID!) {
    conversation(id: $id) {
      id
      messages(last: 50) @connection(key: "ChatThread_messages") {
        edges {
          node {
            id
            ...ChatMessageBubble_message
          }
        }
      }
    }
  }
`;

/**
 * The store's id of a conversation's message list (the connection has no filters, so it follows from the
 * conversation's id): a reply is appended to it even before the thread has drawn, so a question asked
 * the moment a conversation opens still shows its exchange.
 */
export function threadConnectionId(conversationId: string): string {
  return ConnectionHandler.getConnectionID(conversationId, 'ChatThread_messages');
}

/** The stored messages of one conversation, oldest first. Read when the conversation is opened. */
export function ChatThread({ conversationId }: { conversationId: string }) {
  const data = useLazyLoadQuery<ChatThreadQuery>(query, { id: conversationId }, { fetchPolicy: 'store-or-network' });
  const messages = data.conversation?.messages;
  return (
    <>
      {messages?.edges.map((edge) => (
        <ChatMessageBubble key={edge.node.id} message={edge.node} />
      ))}
    </>
  );
}
