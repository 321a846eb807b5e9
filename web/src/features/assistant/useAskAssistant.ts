import { useCallback, useEffect, useRef } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { requestSubscription, type Disposable } from 'relay-runtime';
import type { useAskAssistantSubscription } from '../../__generated__/useAskAssistantSubscription.graphql';

const subscription = graphql`
  subscription useAskAssistantSubscription($input: AskAssistantInput!, $messageConnections: [ID!]!, $listConnections: [ID!]!) {
    assistantReply(input: $input) {
      delta
      result {
        conversation @prependNode(connections: $listConnections, edgeTypeName: "ConversationEdge") {
          id
          title
          messageCount
          updatedAt
        }
        messageEdges @appendEdge(connections: $messageConnections) {
          cursor
          node {
            id
            ...ChatMessageBubble_message
          }
        }
      }
    }
  }
`;

export interface AskHandlers {
  /** Another piece of the reply, as the assistant writes it. */
  onDelta: (delta: string) => void;
  /** Stored: the store already holds both messages (and a new conversation in the list). */
  onStored: (conversationId: string) => void;
  onFailed: (error: Error) => void;
}

export interface AskArgs {
  message: string;
  conversationId: string | null;
  /** The open conversation's message connection (none for a new conversation). */
  messageConnection: string | null;
  listConnection: string;
}

/**
 * Asks the assistant through Subscription.assistantReply (server-sent events): the reply streams in
 * piece by piece; the last event's messages are appended to the conversation in the store.
 */
export function useAskAssistant() {
  const environment = useRelayEnvironment();
  const active = useRef<Disposable | null>(null);
  useEffect(() => () => active.current?.dispose(), []);

  return useCallback(
    ({ message, conversationId, messageConnection, listConnection }: AskArgs, handlers: AskHandlers) => {
      active.current?.dispose();
      let stored = false;
      active.current = requestSubscription<useAskAssistantSubscription>(environment, {
        subscription,
        variables: {
          input: { message, conversationId },
          messageConnections: messageConnection ? [messageConnection] : [],
          listConnections: [listConnection],
        },
        onNext: (response) => {
          const event = response?.assistantReply;
          if (event?.delta) handlers.onDelta(event.delta);
          if (event?.result) {
            stored = true;
            handlers.onStored(event.result.conversation.id);
          }
        },
        onError: (error) => handlers.onFailed(error),
        onCompleted: () => {
          if (!stored) handlers.onFailed(new Error('The reply ended before it was stored'));
        },
      });
    },
    [environment],
  );
}
