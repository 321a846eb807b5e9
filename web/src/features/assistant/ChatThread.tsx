import { ConnectionHandler, graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ChatThread_conversation$key } from '../../__generated__/ChatThread_conversation.graphql';
import type { ChatThreadQuery } from '../../__generated__/ChatThreadQuery.graphql';
import { ChatMessageBubble } from './ChatMessageBubble';

const fragment = graphql`
  fragment ChatThread_conversation on Conversation {
    messages(last: 50) @connection(key: "ChatThread_messages") {
      edges {
        node {
          id
          ...ChatMessageBubble_message
        }
      }
    }
  }
`;

/**
 * Another conversation's messages, started when it is chosen (AssistantChat); the one opened first
 * comes with the route's query (AssistantChat_query), so the page makes one request.
 */
export const chatThreadQuery = graphql`
  query ChatThreadQuery($id: ID!) {
    conversation(id: $id) {
      ...ChatThread_conversation
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

/** The stored messages of one conversation, oldest first. */
export function ChatThread({ conversation }: { conversation: ChatThread_conversation$key | null }) {
  const data = useFragment(fragment, conversation);
  return (
    <>
      {data?.messages.edges.map((edge) => (
        <ChatMessageBubble key={edge.node.id} message={edge.node} />
      ))}
    </>
  );
}

/** A conversation chosen after the page loaded: its query was started as it was chosen. */
export function LoadedChatThread({ queryRef }: { queryRef: PreloadedQuery<ChatThreadQuery> }) {
  const data = usePreloadedQuery<ChatThreadQuery>(chatThreadQuery, queryRef);
  return <ChatThread conversation={data.conversation ?? null} />;
}
