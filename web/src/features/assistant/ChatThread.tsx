import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ChatThreadQuery } from '../../__generated__/ChatThreadQuery.graphql';
import { ChatMessageBubble } from './ChatMessageBubble';

const query = graphql`
  query ChatThreadQuery($id: ID!) {
    conversation(id: $id) {
      id
      messages(last: 50) @connection(key: "ChatThread_messages") {
        __id
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
 * The stored messages of one conversation, oldest first. Read when the conversation is opened; a
 * reply is appended to the same connection in the store (`onConnection` tells the chat its id).
 */
export function ChatThread({ conversationId, onConnection }: { conversationId: string; onConnection: (connectionId: string | null) => void }) {
  const data = useLazyLoadQuery<ChatThreadQuery>(query, { id: conversationId }, { fetchPolicy: 'store-or-network' });
  const messages = data.conversation?.messages;
  const connectionId = messages?.__id ?? null;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);
  return <>{messages?.edges.map((edge) => <ChatMessageBubble key={edge.node.id} message={edge.node} />)}</>;
}
